import type { ListingEndpoints, ListingNavItem, ListingQuery } from '@panel/shared-core';
import { listingApi, listingKeys } from '@panel/shared-core/listing';
import {
  act,
  fakeApi,
  json,
  mockSession,
  renderWithProviders,
  screen,
  waitFor,
  type FakeApi,
} from '@panel/shared-core/testing';
import { NavListingScreen } from './listing';
import { useListController, type ListController } from './use-list-controller';

/** The all-users listing as the users area reads it: the older API's own calls, same shapes. */
const ENDPOINTS: ListingEndpoints = { settings: '/admin/users/list-settings', data: '/admin/users/list' };

const query: ListingQuery = { page: 1, perPage: 25, sort: null, filters: {}, search: '' };

const wireSettings = {
  name: 'all-users',
  title: 'All users',
  columns: [
    { key: 'id', label: 'ID', type: 'number', sortable: true },
    { key: 'name', label: 'Name', type: 'link', sortable: true, href: '/users/{id}' },
  ],
  filters: [],
  sort: { key: 'id', dir: 'asc' },
  perPage: 25,
  perPageOptions: [25, 50],
  search: true,
  // Served as a statistics listing would be: without an aggregations call nothing asks for totals.
  aggregations: true,
};

const rows = (total: number) => ({
  data: Array.from({ length: Math.min(total, 25) }, (_, i) => ({ id: i + 1, name: `User ${i + 1}` })),
  meta: { current_page: 1, per_page: 25, total, last_page: Math.max(1, Math.ceil(total / 25)) },
});

let api: FakeApi;
afterEach(() => {
  api.restore();
  window.localStorage.clear();
});

function serve(total = 3) {
  api = fakeApi({
    'GET /admin/users/list-settings': json(200, wireSettings),
    'POST /admin/users/list': json(200, rows(total)),
  });
}

describe('a listing read from its own calls', () => {
  it('sends settings and data to the given URLs, and has no totals without an aggregations call', async () => {
    serve();
    const settings = await listingApi.settings('all-users', 'common', { endpoints: ENDPOINTS });
    const page = await listingApi.data('all-users', query, 'common', { endpoints: ENDPOINTS });
    expect(api.requests()).toEqual(['GET /admin/users/list-settings', 'POST /admin/users/list']);
    expect(api.bodiesOf('POST /admin/users/list')).toEqual([
      { page: 1, perPage: 25, sort: null, filters: {}, search: '' },
    ]);
    expect(settings.columns.map((column) => column.key)).toEqual(['id', 'name']);
    expect(page.meta.total).toBe(3);

    await expect(
      listingApi.aggregations('all-users', query, 'common', { endpoints: ENDPOINTS }),
    ).rejects.toThrow('The listing all-users has no aggregations call');
    await expect(
      listingApi.groups('all-users', query, 'date', 'common', { endpoints: ENDPOINTS }),
    ).rejects.toThrow('no aggregations call');
    expect(api.requests()).toHaveLength(2);
  });

  it('has query keys of its own, under the listing the common calls share', () => {
    const common = {
      settings: listingKeys.settings('common', 'all-users', 'en'),
      data: listingKeys.data('common', 'all-users', query, 'en'),
      aggregations: listingKeys.aggregations('common', 'all-users', query, 'en'),
      groups: listingKeys.groups('common', 'all-users', query, 'date'),
    };
    const own = {
      settings: listingKeys.settings('common', 'all-users', 'en', ENDPOINTS),
      data: listingKeys.data('common', 'all-users', query, 'en', ENDPOINTS),
      aggregations: listingKeys.aggregations('common', 'all-users', query, 'en', ENDPOINTS),
      groups: listingKeys.groups('common', 'all-users', query, 'date', ENDPOINTS),
    };
    const prefix = listingKeys.listing('common', 'all-users');
    for (const kind of ['settings', 'data', 'aggregations', 'groups'] as const) {
      expect(own[kind]).not.toEqual(common[kind]);
      // An action on the rows marks both stale: both start with the listing's key.
      expect(own[kind].slice(0, prefix.length)).toEqual([...prefix]);
      expect(common[kind].slice(0, prefix.length)).toEqual([...prefix]);
    }
    // The common listing's keys are as they were.
    expect(common.settings).toEqual(['listing', 'common', 'all-users', 'settings', 'en']);
    expect(own.settings).toEqual([
      'listing',
      'common',
      'all-users',
      'settings',
      'en',
      { endpoints: ENDPOINTS },
    ]);
  });

  it('is what a menu item with endpoints opens: the screen reads only those calls', async () => {
    serve(3);
    const item: ListingNavItem = {
      to: '/',
      labelKey: 'nav.allUsers',
      listing: { name: 'all-users', scope: 'common', endpoints: ENDPOINTS },
    };
    renderWithProviders(<NavListingScreen item={item} namespace="users" />, {
      route: '/users',
      session: mockSession({ access: { isAdmin: true, permissions: ['users.admin'] } }),
      language: 'en',
      resources: { en: { users: { nav: { allUsers: 'All users' } } } },
    });
    expect(await screen.findByRole('link', { name: 'User 2' })).toHaveAttribute('href', '/users/2');
    expect(screen.getByRole('heading', { level: 1, name: 'All users' })).toBeInTheDocument();
    expect(new Set(api.requests())).toEqual(
      new Set(['GET /admin/users/list-settings', 'POST /admin/users/list']),
    );
  });

  it('exports through its data call', async () => {
    serve(3);
    Object.assign(URL, { createObjectURL: jest.fn(() => 'blob:x'), revokeObjectURL: jest.fn() });
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    let controller: ListController | undefined;
    function Probe() {
      controller = useListController({ name: 'all-users', endpoints: { ...ENDPOINTS } });
      return null;
    }
    renderWithProviders(<Probe />, { route: '/users', language: 'en' });
    await waitFor(() => expect(controller?.rows).toHaveLength(3));
    expect(controller?.endpoints).toEqual(ENDPOINTS);
    expect(controller?.settings?.aggregations).toBe(false);
    await act(() => controller!.exportCsv());
    expect(click).toHaveBeenCalledTimes(1);
    const bodies = api.bodiesOf('POST /admin/users/list') as ListingQuery[];
    expect(bodies.at(-1)).toMatchObject({ page: 1, perPage: 1000 });
    expect(
      api
        .requests()
        .every((call) => call.startsWith('GET /admin/users/') || call.startsWith('POST /admin/users/')),
    ).toBe(true);
    click.mockRestore();
  });
});
