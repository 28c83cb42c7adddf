import { resolve } from 'node:path';
import { useRoutes } from '@panel/shared-core/router';
import {
  fakeApi,
  json,
  loadLocales,
  menuRouteDisagreements,
  navShortcutProblems,
  unknownNavPermissions,
  mockSession,
  renderWithProviders,
  screen,
  type FakeApi,
  type FakeRoute,
} from '@panel/shared-core/testing';
import { enums, platformUser } from './features/users/test-fixtures';
import { nav } from './nav';
import { routes } from './routes';

const resources = loadLocales(resolve(__dirname, 'locales'));

/** The area as the shell mounts it: the remote's routes under `/users/*`. */
function Area() {
  return useRoutes(routes);
}

const listSettings = {
  name: 'all-users',
  title: 'All users',
  columns: [
    { key: 'id', label: 'ID', type: 'number', sortable: true },
    { key: 'name', label: 'Name', type: 'link', sortable: true, href: '/users/{id}' },
    { key: 'email', label: 'Email', type: 'text', sortable: true },
  ],
  filters: [],
  sort: { key: 'id', dir: 'asc' },
  perPage: 25,
  perPageOptions: [25, 50],
  search: true,
};

const listPage = {
  data: [
    { id: 5, name: 'Olga Petrova', email: 'olga@acme.test' },
    { id: 6, name: 'Ivan Sokolov', email: 'ivan@acme.test' },
  ],
  meta: { current_page: 1, per_page: 25, total: 2, last_page: 1 },
};

let api: FakeApi | undefined;
afterEach(() => {
  api?.restore();
  window.localStorage.clear();
});

function renderArea(route: string, calls: Record<string, FakeRoute>): FakeApi {
  const fake = fakeApi(calls);
  api = fake;
  renderWithProviders(<Area />, {
    route,
    path: '/users/*',
    session: mockSession({ access: { isAdmin: true, permissions: ['users.admin'] } }),
    language: 'en',
    resources,
  });
  return fake;
}

describe('the users area', () => {
  it('agrees with its menu item on the permission and admin-only rule', () => {
    expect(menuRouteDisagreements(nav, routes)).toEqual([]);
    // nav.json is JSON, which the type check does not read: its permissions are held to the catalogue here.
    expect(unknownNavPermissions(nav)).toEqual([]);
    // So are its `g` shortcuts: one letter each, none claimed twice in the area.
    expect(navShortcutProblems(nav)).toEqual([]);
  });

  it('lists every user through list-settings and list, never the common listing calls', async () => {
    const calls = renderArea('/users', {
      'GET /admin/users/list-settings': json(200, listSettings),
      'POST /admin/users/list': json(200, listPage),
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'All users' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Ivan Sokolov' })).toHaveAttribute('href', '/users/6');
    expect(calls.requests()).toContain('GET /admin/users/list-settings');
    expect(calls.requests()).toContain('POST /admin/users/list');
    expect(calls.requests().filter((call) => call.includes('/listing/'))).toEqual([]);
  });

  const userCalls = {
    'GET /admin/users/view/:id': json(200, { user: platformUser() }),
    'GET /admin/users/enums': json(200, enums),
  };

  it("opens a user's record screen at /users/:id", async () => {
    renderArea('/users/5', userCalls);
    expect(await screen.findByRole('heading', { level: 1, name: 'Olga Petrova' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'About the user' })).toBeInTheDocument();
  });

  it("opens a user's form at /users/:id/edit", async () => {
    renderArea('/users/5/edit', userCalls);
    expect(await screen.findByRole('textbox', { name: /^E-mail/ })).toHaveValue('olga@acme.test');
  });
});
