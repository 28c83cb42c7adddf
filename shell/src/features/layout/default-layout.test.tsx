import { act, screen, waitFor, within } from '@panel/shared-core/testing';
import { DEFAULT_SETTINGS, settingsAtom, store, tokenAtom, type RemoteNav } from '@panel/shared-core';
import { queryClient } from '@panel/shared-core/query';
import { Route, Routes } from '@panel/shared-core/router';
import { renderShell } from '../../testing/render-shell';
import { loadRemoteNav } from '../../federation/remote-registry';
import { remoteNavKey } from '../../federation/use-remote-nav';
import { useDeclarePageMeta } from '../../app/page-meta';
import { firstScreenShown, resetFirstScreen } from '../../app/first-screen';
import { expectScreenUnhurried } from '../../testing/frame-probe';
import DefaultLayout from './default-layout';
import type { PermissionName } from '@panel/contract';

jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(),
  registerRemotes: jest.fn(),
}));
jest.mock('../../federation/remote-registry', () => ({
  ...jest.requireActual('../../federation/remote-registry'),
  loadRemoteNav: jest.fn(),
}));

const mockLoadNav = loadRemoteNav as jest.MockedFunction<typeof loadRemoteNav>;

type GroupedItem = RemoteNav['items'][number] & { groupKey?: string };

const navs: Record<'client' | 'manage' | 'users', RemoteNav> = {
  client: {
    namespace: 'client',
    area: {},
    items: [
      {
        to: '/applications',
        labelKey: 'nav.applications',
        icon: 'apps',
        groupKey: 'groups.apps',
        permission: 'application.view',
      },
      {
        to: '/statistics',
        labelKey: 'nav.statistics',
        icon: 'chart',
        groupKey: 'groups.stats',
        permission: 'statistics.view',
      },
      {
        to: '/pixels',
        labelKey: 'nav.pixels',
        icon: 'pixel',
        groupKey: 'groups.apps',
        permission: 'pixel.manage',
      },
      {
        to: '/team',
        labelKey: 'nav.team',
        icon: 'users',
        groupKey: 'groups.company',
        permission: 'team.manage',
      },
    ] as GroupedItem[],
  },
  manage: {
    namespace: 'manage',
    area: { adminOnly: true },
    items: [
      {
        to: '/companies',
        labelKey: 'nav.companies',
        icon: 'building',
        groupKey: 'groups.accounts',
        permission: 'manage.companies',
      },
      {
        to: '/roles',
        labelKey: 'nav.roles',
        icon: 'shield',
        groupKey: 'groups.accounts',
        permission: 'manage.roles',
      },
    ] as GroupedItem[],
  },
  users: {
    namespace: 'users',
    area: { adminOnly: true, permission: 'users.admin' },
    items: [
      {
        to: '/',
        labelKey: 'nav.allUsers',
        icon: 'users',
        groupKey: 'groups.users',
        permission: 'users.admin',
      },
    ] as GroupedItem[],
  },
};

const resources = {
  en: {
    client: {
      groups: { apps: 'Applications', stats: 'Statistics', company: 'Company' },
      nav: { applications: 'My apps', statistics: 'Daily statistics', pixels: 'Pixels', team: 'Team' },
    },
    manage: { groups: { accounts: 'Accounts' }, nav: { companies: 'Companies', roles: 'Roles' } },
    users: { groups: { users: 'Users' }, nav: { allUsers: 'All users' } },
  },
};

const baseUser = { id: 1, public_id: 'u1', name: 'Maria Petrova', email: 'maria@example.com', company_id: 7 };
const sessions: Record<
  'member' | 'owner' | 'admin',
  { access: { isAdmin: boolean; permissions: PermissionName[] } }
> = {
  member: { access: { isAdmin: false, permissions: ['application.view'] } },
  owner: {
    access: {
      isAdmin: false,
      permissions: ['application.view', 'statistics.view', 'pixel.manage', 'team.manage'],
    },
  },
  admin: { access: { isAdmin: true, permissions: ['manage.companies', 'users.admin'] } },
};

function Screen() {
  useDeclarePageMeta('My apps', [{ label: 'Company', to: '/client' }, { label: 'My apps' }]);
  return <h1>Applications screen</h1>;
}

function renderLayout(who: keyof typeof sessions, route = '/client/applications') {
  return renderShell(
    <Routes>
      <Route element={<DefaultLayout />}>
        <Route path="client/*" element={<Screen />} />
        <Route path="*" element={<p>Elsewhere</p>} />
      </Route>
    </Routes>,
    {
      route,
      resources,
      withHosts: false,
      session: {
        token: 'tok',
        user: baseUser,
        params: { timezone: 'Europe/Moscow', currency: 'USD', company_name: 'Acme LLC' },
        ...sessions[who],
      },
    },
  );
}

const sidebar = () => within(screen.getByTestId('sidebar'));
const menuLinks = () =>
  within(sidebar().getByRole('navigation', { name: 'Main menu' }))
    .queryAllByRole('link')
    .map((a) => a.textContent);

beforeEach(() => {
  resetFirstScreen();
  queryClient.clear();
  localStorage.clear();
  store.set(settingsAtom, { ...DEFAULT_SETTINGS });
  mockLoadNav.mockImplementation(async (name) => navs[name]);
});

describe('DefaultLayout on a cold load', () => {
  it('draws the expected screen in its frame first, and the menu and header controls once it has shown', async () => {
    expectScreenUnhurried();
    renderLayout('owner');
    expect(await screen.findByRole('heading', { name: 'Applications screen' })).toBeInTheDocument();
    // The frame is there, its size kept: the sidebar with the panel's name, the header's bar.
    expect(sidebar().getByRole('link', { name: 'Panel' })).toBeInTheDocument();
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(sidebar().queryByRole('navigation', { name: 'Main menu' })).not.toBeInTheDocument();
    expect(screen.queryByTestId('sidebar-toggle')).not.toBeInTheDocument();
    act(() => firstScreenShown());
    await sidebar().findByRole('link', { name: 'Pixels' });
    expect(screen.getByTestId('sidebar-toggle')).toBeInTheDocument();
  });

  it("does not wait on a page the shell fills itself: a refused or unknown area's page", async () => {
    expectScreenUnhurried();
    renderLayout('owner', '/not-found');
    expect(await screen.findByText('Elsewhere')).toBeInTheDocument();
    await sidebar().findByRole('link', { name: 'Pixels' });
    expect(screen.getByTestId('sidebar-toggle')).toBeInTheDocument();
  });

  it('opens the command palette with Ctrl+K before the header has drawn its button', async () => {
    expectScreenUnhurried();
    const { user } = renderLayout('owner');
    expect(await screen.findByRole('heading', { name: 'Applications screen' })).toBeInTheDocument();
    expect(screen.queryByTestId('palette-open')).not.toBeInTheDocument();
    await user.keyboard('{Control>}k{/Control}');
    expect(await screen.findByRole('dialog', { name: 'Command palette' })).toBeInTheDocument();
  });
});

describe('DefaultLayout menu', () => {
  it('shows a team member only the items of their permissions', async () => {
    renderLayout('member');
    await sidebar().findByRole('link', { name: 'My apps' });
    expect(menuLinks()).toEqual(['My apps']);
    expect(screen.queryByTestId('nav-section-manage')).not.toBeInTheDocument();
    expect(screen.queryByTestId('nav-section-users')).not.toBeInTheDocument();
  });

  it("shows a company owner the whole company menu, grouped, and no administrators' areas", async () => {
    renderLayout('owner');
    await sidebar().findByRole('link', { name: 'Pixels' });
    expect(menuLinks()).toEqual(['My apps', 'Pixels', 'Daily statistics', 'Team']);
    expect(sidebar().getByRole('list', { name: 'Applications' })).toBeInTheDocument();
    expect(sidebar().getByRole('list', { name: 'Company' })).toBeInTheDocument();
    expect(sidebar().getByRole('link', { name: 'Team' })).toHaveAttribute('href', '/client/team');
    expect(screen.queryByText('Companies')).not.toBeInTheDocument();
  });

  it('shows an administrator the admin areas, item by item', async () => {
    renderLayout('admin', '/manage/companies');
    await sidebar().findByRole('link', { name: 'Companies' });
    expect(menuLinks()).toEqual(['Companies', 'All users']);
    // More than one area: each is titled.
    expect(sidebar().getByRole('group', { name: 'Administration' })).toBeInTheDocument();
    expect(sidebar().getByRole('group', { name: 'Users' })).toBeInTheDocument();
    expect(sidebar().getByRole('link', { name: 'All users' })).toHaveAttribute('href', '/users');
    expect(sidebar().queryByRole('link', { name: 'Roles' })).not.toBeInTheDocument();
  });

  it('marks the current page, the longest matching item only', async () => {
    renderLayout('owner', '/client/pixels/5/edit');
    const pixels = await sidebar().findByRole('link', { name: 'Pixels' });
    expect(pixels).toHaveAttribute('aria-current', 'page');
    expect(sidebar().getByRole('link', { name: 'My apps' })).not.toHaveAttribute('aria-current');
  });

  it('shows a small "unavailable" line for a menu that failed, and keeps the rest', async () => {
    mockLoadNav.mockImplementation(async (name) => {
      if (name === 'manage') throw new Error('nav.json of manage: HTTP 503');
      return navs[name];
    });
    renderLayout('admin', '/users');
    const line = await screen.findByTestId('nav-unavailable-manage', {}, { timeout: 5000 });
    expect(line).toHaveTextContent('Menu unavailable');
    expect(sidebar().getByRole('link', { name: 'All users' })).toBeInTheDocument();
    expect(screen.getByText('Elsewhere')).toBeInTheDocument();

    mockLoadNav.mockImplementation(async (name) => navs[name]);
    await act(async () => {
      within(line)
        .getByRole('button', { name: /Retry loading/ })
        .click();
    });
    expect(await sidebar().findByRole('link', { name: 'Companies' })).toBeInTheDocument();
  });

  it("does not tell a company user about a failed administrators' menu", async () => {
    mockLoadNav.mockImplementation(async (name) => {
      if (name !== 'client') throw new Error('down');
      return navs[name];
    });
    renderLayout('member');
    await sidebar().findByRole('link', { name: 'My apps' });
    // After its retries the query has failed for good: still nothing shown.
    await waitFor(() => expect(queryClient.getQueryState(remoteNavKey('manage'))?.status).toBe('error'), {
      timeout: 5000,
    });
    expect(queryClient.getQueryState(remoteNavKey('users'))?.status).toBe('error');
    expect(screen.queryByTestId('nav-unavailable-manage')).not.toBeInTheDocument();
    expect(screen.queryByTestId('nav-unavailable-users')).not.toBeInTheDocument();
    expect(screen.queryByText('Menu unavailable')).not.toBeInTheDocument();
  });
});

describe('DefaultLayout frame', () => {
  it('renders the skip link, breadcrumbs, the screen in <main> and the user', async () => {
    renderLayout('owner');
    expect(screen.getByRole('link', { name: 'Skip to main content' })).toHaveAttribute('href', '#main');
    const main = screen.getByRole('main');
    expect(main).toHaveAttribute('id', 'main');
    expect(within(main).getByRole('heading', { name: 'Applications screen' })).toBeInTheDocument();
    const crumbs = await screen.findByRole('navigation', { name: 'Breadcrumbs' });
    expect(within(crumbs).getByRole('link', { name: 'Company' })).toHaveAttribute('href', '/client');
    expect(screen.getByTestId('user-menu-trigger')).toHaveAccessibleName('Maria Petrova, Account menu');
  });

  it('switches the theme in the settings', async () => {
    const { user } = renderLayout('owner');
    await user.click(screen.getByRole('button', { name: 'Switch to the dark theme' }));
    expect(store.get(settingsAtom).theme).toBe('dark');
    await user.click(screen.getByRole('button', { name: 'Switch to the light theme' }));
    expect(store.get(settingsAtom).theme).toBe('light');
  });

  it('hides and shows the sidebar, and narrows it to icons with the labels kept for screen readers', async () => {
    const { user } = renderLayout('owner');
    await sidebar().findByRole('link', { name: 'Pixels' });
    await user.click(screen.getByTestId('sidebar-narrow-toggle'));
    expect(store.get(settingsAtom).sidebarUnfoldable).toBe(true);
    expect(screen.getByTestId('sidebar')).toHaveAttribute('data-narrow', 'true');
    expect(sidebar().getByRole('link', { name: 'Pixels' })).toBeInTheDocument();

    const toggle = screen.getByTestId('sidebar-toggle');
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await user.click(toggle);
    expect(store.get(settingsAtom).sidebarShow).toBe(false);
    expect(screen.queryByTestId('sidebar')).not.toBeInTheDocument();
    expect(screen.getByTestId('sidebar-toggle')).toHaveAttribute('aria-expanded', 'false');
  });

  it('opens the aside with an account summary', async () => {
    const { user } = renderLayout('owner');
    expect(screen.queryByTestId('aside-panel')).not.toBeInTheDocument();
    await user.click(screen.getByTestId('aside-toggle'));
    const aside = screen.getByRole('complementary', { name: 'Account' });
    expect(aside).toHaveTextContent('Acme LLC');
    expect(aside).toHaveTextContent('4 permissions');
    expect(aside).toHaveTextContent('Europe/Moscow');
    expect(aside).toHaveTextContent('English');
    expect(store.get(settingsAtom).asideShow).toBe(true);
    await user.click(within(aside).getByRole('button', { name: 'Hide account details' }));
    expect(screen.queryByTestId('aside-panel')).not.toBeInTheDocument();
  });

  it('switches the language', async () => {
    const { user, i18n } = renderLayout('owner');
    await user.click(within(screen.getByRole('banner')).getByRole('button', { name: 'RU' }));
    await waitFor(() => expect(i18n.language).toBe('ru'));
    expect(screen.getByRole('button', { name: 'Включить тёмную тему' })).toBeInTheDocument();
    await act(async () => {
      await i18n.changeLanguage('en');
    });
  });

  it('signs out from the user menu, by keyboard', async () => {
    const { user, location } = renderLayout('owner');
    await user.click(screen.getByTestId('user-menu-trigger'));
    expect(await screen.findByRole('menuitem', { name: 'Sign out' })).toBeInTheDocument();
    expect(screen.getByRole('menu')).toHaveTextContent('maria@example.com');
    // jsdom has no PointerEvent, so Zag's pointer selection cannot be simulated; the keyboard path can. Sign out
    // is the third item, after Profile and Change password.
    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}{Enter}');
    await waitFor(() => expect(store.get(tokenAtom)).toBeNull());
    await waitFor(() => expect(location().pathname).toBe('/login'));
  });

  it.each([
    ['Profile', '{ArrowDown}{Enter}', '/profile'],
    ['Change password', '{ArrowDown}{ArrowDown}{Enter}', '/profile/password'],
  ])('opens %s from the user menu, by keyboard', async (item, keys, path) => {
    const { user, location } = renderLayout('owner');
    await user.click(screen.getByTestId('user-menu-trigger'));
    expect(await screen.findByRole('menuitem', { name: item })).toBeInTheDocument();
    await user.keyboard(keys);
    await waitFor(() => expect(location().pathname).toBe(path));
    expect(store.get(tokenAtom)).not.toBeNull();
  });

  it('opens the menu in a drawer on small screens and closes it on navigation', async () => {
    const { user, location } = renderLayout('owner');
    await user.click(screen.getByTestId('drawer-toggle'));
    const drawer = await screen.findByTestId('nav-drawer');
    const link = await within(drawer).findByRole('link', { name: 'Team' });
    await user.click(link);
    expect(location().pathname).toBe('/client/team');
    await waitFor(() => expect(screen.queryByTestId('nav-drawer')).not.toBeInTheDocument());
  });
});
