import type { RemoteNav } from '@panel/shared-core';
import {
  configure,
  createTestQueryClient,
  fakeApi,
  json,
  mockSession,
  screen,
  waitFor,
  within,
  type FakeApi,
} from '@panel/shared-core/testing';
import { remoteNavKey } from '../../federation/use-remote-nav';
import { renderShell } from '../../testing/render-shell';
import CommandPalette from './command-palette';
import type { PermissionName } from '@panel/contract';

configure({ asyncUtilTimeout: 10_000 });

const clientNav: RemoteNav = {
  namespace: 'client',
  area: {},
  items: [
    { to: '/', labelKey: 'nav.home' },
    {
      to: '/applications',
      labelKey: 'nav.applications',
      permission: 'application.view',
      listing: { name: 'application', scope: 'client' },
      records: true,
    } as RemoteNav['items'][number],
    { to: '/domains', labelKey: 'nav.domains', permission: 'domain.manage', groupKey: 'groups.apps' },
    { to: '/balance', labelKey: 'nav.balance', groupKey: 'groups.company' },
  ],
  actions: [
    { to: '/applications/new', labelKey: 'palette.newApplication', permission: 'application.create' },
    { to: '/balance?deposit=1', labelKey: 'palette.deposit', permission: 'company.deposit' },
  ],
};
const manageNav: RemoteNav = {
  namespace: 'manage',
  area: { adminOnly: true },
  items: [{ to: '/companies', labelKey: 'nav.companies', permission: 'manage.companies' }],
};
const usersNav: RemoteNav = { namespace: 'users', area: { adminOnly: true }, items: [] };

const resources = {
  en: {
    client: {
      nav: { home: 'Overview', applications: 'Applications', domains: 'Domains', balance: 'Balance' },
      groups: { apps: 'Applications', company: 'Company' },
      palette: { newApplication: 'New application', deposit: 'Top up the balance' },
    },
    manage: { nav: { companies: 'Companies' } },
    users: {},
  },
};

const settings = {
  name: 'application',
  columns: [
    { key: 'id', label: 'ID', type: 'number', sortable: true },
    { key: 'name', label: 'Name', type: 'link', sortable: true, href: '/client/applications/{id}' },
  ],
  filters: [],
  sort: null,
  perPage: 25,
  perPageOptions: [10, 25],
  search: true,
};

let api: FakeApi;

beforeEach(() => {
  localStorage.clear();
  api = fakeApi({
    'GET /client/listing/application/settings': json(200, settings),
    'POST /client/listing/application/data': ({ body }) => {
      const search = (body as { search?: string }).search ?? '';
      const rows = [
        { id: 7, name: 'Harbor Tides' },
        { id: 9, name: 'Star Planner' },
      ].filter((row) => row.name.toLowerCase().includes(search.toLowerCase()));
      return json(200, {
        data: rows,
        meta: { current_page: 1, per_page: 10, total: rows.length, last_page: 1 },
      });
    },
  });
});
afterEach(() => api.restore());

function renderPalette(permissions: PermissionName[], isAdmin = false) {
  const queryClient = createTestQueryClient();
  queryClient.setQueryData(remoteNavKey('client'), clientNav);
  queryClient.setQueryData(remoteNavKey('manage'), manageNav);
  queryClient.setQueryData(remoteNavKey('users'), usersNav);
  const onOpenChange = jest.fn();
  const result = renderShell(<CommandPalette open onOpenChange={onOpenChange} />, {
    route: '/client',
    queryClient,
    resources,
    session: mockSession({ access: { isAdmin, permissions } }),
  });
  return { ...result, onOpenChange };
}

const input = () => screen.getByRole('combobox', { name: 'Search screens, records and actions' });
const optionTexts = () => screen.queryAllByRole('option').map((option) => option.textContent ?? '');
const active = () =>
  screen.getAllByRole('option').find((option) => option.getAttribute('aria-selected') === 'true');

describe('CommandPalette', () => {
  it('offers the screens and actions the user may use, and nothing else', async () => {
    renderPalette(['application.view', 'application.create']);
    await waitFor(() => expect(optionTexts()).toContainEqual(expect.stringMatching(/^Applications/)));
    const texts = optionTexts();
    expect(texts).toContainEqual(expect.stringMatching(/^New application/));
    expect(texts.filter((text) => /Domains|Top up|Companies/.test(text))).toEqual([]);
  });

  it("names a screen's area and group, and the area once when the group is named like it", async () => {
    renderPalette(['application.view', 'domain.manage']);
    const balance = await screen.findByRole('option', { name: /^Balance/ });
    expect(balance).toHaveTextContent(/^BalanceCompany$/);
    expect(screen.getByRole('option', { name: /^Domains/ })).toHaveTextContent(
      /^DomainsCompany · Applications$/,
    );
  });

  it('moves with the arrow keys, announces the count, and opens the active entry with Enter', async () => {
    const { user, location, onOpenChange } = renderPalette(['application.view', 'application.create']);
    await waitFor(() => expect(input()).toHaveFocus());
    await user.type(input(), 'appl');
    await waitFor(() => expect(active()).toHaveTextContent(/^Applications/));
    expect(input()).toHaveAttribute('aria-activedescendant', active()!.id);
    expect(screen.getByTestId('palette-status')).toHaveTextContent(/\d+ results?/);
    await user.keyboard('{ArrowDown}');
    expect(active()).toHaveTextContent(/^New application/);
    await user.keyboard('{Enter}');
    expect(onOpenChange).toHaveBeenCalledWith(false);
    expect(location().pathname).toBe('/client/applications/new');
  });

  it('finds records through the listing search and opens them at their link', async () => {
    const { user, location } = renderPalette(['application.view']);
    await user.type(input(), 'harbor');
    const record = await screen.findByRole('option', { name: /Harbor Tides/ });
    expect(record).toHaveTextContent('Applications · #7');
    // A record is named as someone typed it: in its own direction on a right-to-left page too.
    expect(within(record).getByText('Harbor Tides').tagName).toBe('BDI');
    expect(optionTexts().filter((text) => text.includes('Star Planner'))).toEqual([]);
    await waitFor(() => expect(screen.getByRole('listbox')).toHaveAttribute('aria-busy', 'false'));
    await user.keyboard('{Enter}');
    expect(location().pathname).toBe('/client/applications/7');
  });

  it('lists five records of a listing, and a way to all of them when more were found', async () => {
    api.restore();
    api = fakeApi({
      'GET /client/listing/application/settings': json(200, settings),
      'POST /client/listing/application/data': () =>
        json(200, {
          data: Array.from({ length: 10 }, (_, i) => ({ id: i + 1, name: `Star ${i + 1}` })),
          meta: { current_page: 1, per_page: 10, total: 12, last_page: 2 },
        }),
    });
    const { user, location } = renderPalette(['application.view']);
    await user.type(input(), 'star');
    const all = await screen.findByRole('option', { name: /Show all 12 records in Applications/ });
    expect(optionTexts().filter((text) => /^Star \d/.test(text))).toHaveLength(5);
    await user.click(all);
    expect(location().pathname).toBe('/client/applications');
    expect(location().search).toBe('?q=star');
  });

  it('asks no listing the user may not open', async () => {
    const { user } = renderPalette([]);
    await user.type(input(), 'harbor');
    await waitFor(() => expect(screen.getByRole('listbox')).toHaveAttribute('aria-busy', 'false'));
    expect(api.requests().filter((request) => request.includes('/listing/'))).toEqual([]);
    expect(screen.getByTestId('palette-status')).toHaveTextContent('Nothing found for “harbor”');
  });

  it('puts recent choices first, as long as they are still allowed', async () => {
    localStorage.setItem(
      'panel.palette.recent.1',
      JSON.stringify([
        { id: 'screen:client:/domains', kind: 'screen', label: 'Domains', to: '/client/domains' },
        {
          id: 'action:client:/applications/new',
          kind: 'action',
          label: 'Old label',
          to: '/client/applications/new',
        },
      ]),
    );
    renderPalette(['application.view', 'application.create']);
    const recent = await screen.findByRole('group', { name: 'Recent' });
    // Today's label; the screen no longer allowed is gone.
    expect(
      within(recent)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([expect.stringMatching(/^New application/)]);
  });
});
