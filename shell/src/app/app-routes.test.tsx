import { mockSession, screen, waitFor, within } from '@panel/shared-core/testing';
import { IMPERSONATION_KEY, type RemoteNav } from '@panel/shared-core';
import { queryClient } from '@panel/shared-core/query';
import { useRoutes } from '@panel/shared-core/router';
import { renderShell } from '../testing/render-shell';
import { loadRemoteNav } from '../federation/remote-registry';
import { routes } from './app';

jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(),
  registerRemotes: jest.fn(),
}));
jest.mock('../federation/remote-registry', () => ({
  ...jest.requireActual('../federation/remote-registry'),
  loadRemoteNav: jest.fn(),
}));

const mockLoadNav = loadRemoteNav as jest.MockedFunction<typeof loadRemoteNav>;
const clientNav: RemoteNav = {
  namespace: 'client',
  area: {},
  items: [
    { to: '/applications', labelKey: 'nav.applications', icon: 'apps', permission: 'application.view' },
  ],
};
const resources = { en: { client: { nav: { applications: 'Applications' } } } };
const owner = mockSession({
  user: { id: 2, public_id: 'u2', name: 'Maria', email: 'maria@example.com', company_id: 1 },
  access: { permissions: ['application.view'] },
});

function AppRoutes() {
  return useRoutes(routes);
}

const openAt = (route: string, session?: typeof owner) =>
  renderShell(<AppRoutes />, { route, session, resources, withHosts: false });

beforeEach(() => {
  queryClient.clear();
  localStorage.clear();
  mockLoadNav.mockImplementation(async (name) =>
    name === 'client' ? clientNav : { namespace: name, area: { adminOnly: true }, items: [] },
  );
});

describe('the 403 and 404 screens', () => {
  it.each([
    ['/not-allowed', 403, 'Access denied'],
    ['/not-found', 404, 'Page not found'],
  ] as const)(
    '%s keeps the layout of a signed-in user: menu, header, one heading',
    async (route, code, title) => {
      const { location } = openAt(route, owner);
      const errorScreen = await screen.findByTestId(`error-screen-${code}`);
      expect(within(errorScreen).getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
      expect(screen.getByRole('main')).toContainElement(errorScreen);
      expect(
        await within(screen.getByTestId('sidebar')).findByRole('link', { name: 'Applications' }),
      ).toBeVisible();
      expect(within(screen.getByRole('banner')).getByTestId('user-menu-trigger')).toBeInTheDocument();
      expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
      expect(location().pathname).toBe(route);
    },
  );

  it("shows an administrator signed in as someone else the layout's banner, once", async () => {
    localStorage.setItem(
      IMPERSONATION_KEY,
      JSON.stringify({
        admin: { token: 'admin-token', access: { isAdmin: true, permissions: [] }, name: 'Irina' },
        target: { id: 2, name: 'Maria', company: 'Acme Apps' },
        returnTo: '/users/2',
        startedAt: '2026-11-23T10:00:00Z',
      }),
    );
    openAt('/not-allowed', owner);
    await screen.findByTestId('error-screen-403');
    expect(await screen.findByTestId('sidebar')).toBeInTheDocument();
    expect(screen.getAllByRole('region', { name: 'Signed in as another user' })).toHaveLength(1);
  });

  it('takes the focus on its heading after a navigation, not as the whole page', async () => {
    // An unknown path: the layout sends the user on to /not-found.
    const { location } = openAt('/nope', owner);
    const heading = await screen.findByRole('heading', { level: 1, name: 'Page not found' });
    expect(location().pathname).toBe('/not-found');
    await waitFor(() => expect(heading).toHaveFocus());
    expect(heading).toHaveAttribute('tabindex', '-1');
  });

  it.each([
    ['/not-found', 404],
    ['/not-allowed', 403],
  ] as const)('%s is a page of its own for a visitor who is not signed in', async (route, code) => {
    const { location } = openAt(route);
    expect(await screen.findByTestId(`error-screen-${code}`)).toBeInTheDocument();
    expect(screen.queryByTestId('sidebar')).not.toBeInTheDocument();
    expect(location().pathname).toBe(route);
  });

  it('leaves /error a page of its own for a signed-in user', async () => {
    openAt('/error', owner);
    expect(await screen.findByTestId('error-screen-500')).toBeInTheDocument();
    expect(screen.queryByTestId('sidebar')).not.toBeInTheDocument();
  });
});
