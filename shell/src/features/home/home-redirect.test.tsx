import { screen, waitFor } from '@panel/shared-core/testing';
import type { RemoteNav } from '@panel/shared-core';
import { renderShell } from '../../testing/render-shell';
import { loadRemoteNav } from '../../federation/remote-registry';
import HomeRedirect from './home-redirect';
import { resetFirstScreen } from '../../app/first-screen';
import { FrameProbe, expectScreenUnhurried } from '../../testing/frame-probe';
import type { PermissionName } from '@panel/contract';

jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(),
  registerRemotes: jest.fn(),
}));
jest.mock('../../federation/remote-registry', () => {
  const actual = jest.requireActual('../../federation/remote-registry');
  return {
    ...actual,
    getRemote: (name: 'client' | 'manage' | 'users') => ({ name, mount: actual.REMOTE_MOUNTS[name] }),
    loadRemoteNav: jest.fn(),
  };
});

const mockLoadNav = loadRemoteNav as jest.MockedFunction<typeof loadRemoteNav>;

const navs: Record<string, RemoteNav> = {
  client: {
    namespace: 'client',
    area: {},
    items: [
      { to: '/applications', labelKey: 'a', permission: 'application.view' },
      { to: '/statistics', labelKey: 's', permission: 'statistics.view' },
    ],
  },
  manage: {
    namespace: 'manage',
    area: { adminOnly: true },
    items: [{ to: '/companies', labelKey: 'c', permission: 'manage.companies' }],
  },
  users: {
    namespace: 'users',
    area: { adminOnly: true, permission: 'users.admin' },
    items: [{ to: '/', labelKey: 'u' }],
  },
};

const user = { id: 1, public_id: 'u', name: 'U', email: 'u@example.com' };

function renderHome(access: { isAdmin: boolean; permissions: PermissionName[] }) {
  return renderShell(<HomeRedirect />, { route: '/', session: { token: 't', user, access } });
}

beforeEach(() => {
  resetFirstScreen();
  mockLoadNav.mockImplementation(async (name) => navs[name]!);
});

describe('HomeRedirect', () => {
  it('sends a company user to the first client screen they may use', async () => {
    const { location } = renderHome({ isAdmin: false, permissions: ['statistics.view'] });
    await waitFor(() => expect(location().pathname).toBe('/client/statistics'));
  });

  it('sends an administrator to the administration area first', async () => {
    const { location } = renderHome({ isAdmin: true, permissions: ['manage.companies', 'application.view'] });
    await waitFor(() => expect(location().pathname).toBe('/manage/companies'));
  });

  it('falls through to the next area an administrator may use', async () => {
    const { location } = renderHome({ isAdmin: true, permissions: ['users.admin'] });
    await waitFor(() => expect(location().pathname).toBe('/users'));
  });

  it("says so when nothing is open to the user, and that is the page's screen: the layout fills in", async () => {
    expectScreenUnhurried();
    renderShell(
      <>
        <FrameProbe />
        <HomeRedirect />
      </>,
      { route: '/', session: { token: 't', user, access: { isAdmin: false, permissions: [] } } },
    );
    expect(await screen.findByText('Nothing is available to you yet')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('frame')).toHaveTextContent('filled'));
  });
});
