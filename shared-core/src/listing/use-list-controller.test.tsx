import { ApiError, type ListingQuery } from '@panel/shared-core';
import { listingApi } from '@panel/shared-core/listing';
import { useNavigate } from '@panel/shared-core/router';
import { act, mockSession, renderWithProviders, screen, waitFor, within } from '@panel/shared-core/testing';
import { applicationRow, applicationSettings, pageOf, readBlob } from './test-fixtures';
import { useListController, type ListController } from './use-list-controller';

let controller: ListController;
let navigate: ReturnType<typeof useNavigate>;

function Probe({ syncUrl = true }: { syncUrl?: boolean }) {
  controller = useListController({ name: 'application', scope: 'client', syncUrl });
  navigate = useNavigate();
  return null;
}

function mockListing(total = 45) {
  const settings = jest.spyOn(listingApi, 'settings').mockResolvedValue(applicationSettings);
  const data = jest
    .spyOn(listingApi, 'data')
    .mockImplementation(async (_name, query) => pageOf(query, total));
  return { settings, data };
}

const lastQuery = (spy: jest.SpyInstance): ListingQuery => spy.mock.calls.at(-1)?.[1] as ListingQuery;

const DEFAULT_STATE = {
  page: 1,
  perPage: 20,
  sort: { key: 'created', dir: 'desc' },
  filters: {},
  search: '',
};

// The settings' own perPage and sort are left to the server: the default view's body needs no settings.
const DEFAULT_QUERY: ListingQuery = { page: 1, filters: {}, search: '' };

async function ready() {
  await waitFor(() => expect(controller.rows.length).toBeGreaterThan(0));
}

describe('useListController', () => {
  it('asks for the settings and the first page with the server defaults, in the scope', async () => {
    const { settings, data } = mockListing();
    renderWithProviders(<Probe />, { route: '/client/applications' });
    await ready();
    expect(settings).toHaveBeenCalledWith('application', 'client', expect.anything());
    expect(data).toHaveBeenCalledWith('application', DEFAULT_QUERY, 'client', expect.anything());
    expect(controller.total).toBe(45);
  });

  it('asks for the default view beside the settings, and shows the rows once both have answered', async () => {
    const { settings, data } = mockListing();
    let answerSettings: () => void = () => undefined;
    settings.mockImplementation(
      () => new Promise((resolve) => (answerSettings = () => resolve(applicationSettings))),
    );
    renderWithProviders(<Probe />, { route: '/client/applications' });
    await waitFor(() =>
      expect(data).toHaveBeenCalledWith('application', DEFAULT_QUERY, 'client', expect.anything()),
    );
    expect(controller.rows).toHaveLength(0);
    expect(controller.isLoading).toBe(true);

    act(() => answerSettings());
    await ready();
    // The state read with the settings asks for the same body: no second call.
    expect(controller.state).toEqual(DEFAULT_STATE);
    expect(data).toHaveBeenCalledTimes(1);
  });

  it('waits for the settings before asking for a view the URL describes', async () => {
    const { settings, data } = mockListing();
    let answerSettings: () => void = () => undefined;
    settings.mockImplementation(
      () => new Promise((resolve) => (answerSettings = () => resolve(applicationSettings))),
    );
    renderWithProviders(<Probe />, { route: '/client/applications?f.category=games' });
    await waitFor(() => expect(settings).toHaveBeenCalled());
    expect(data).not.toHaveBeenCalled();
    act(() => answerSettings());
    await ready();
    expect(data).toHaveBeenCalledTimes(1);
    expect(lastQuery(data)).toEqual({ ...DEFAULT_QUERY, filters: { category: ['games'] } });
  });

  it('reads the whole state from the URL and sends it', async () => {
    const { data } = mockListing(500);
    renderWithProviders(<Probe />, {
      route:
        '/client/applications?page=2&perPage=50&sort=name.asc&q=foo&f.status=active&f.category=games,finance' +
        '&f.created=2024-01-01..2024-02-01&f.amount=1..4&f.push_enabled=false',
    });
    await waitFor(() => expect(data).toHaveBeenCalled());
    expect(lastQuery(data)).toEqual({
      page: 2,
      perPage: 50,
      sort: { key: 'name', dir: 'asc' },
      search: 'foo',
      filters: {
        status: 'active',
        category: ['games', 'finance'],
        created: { from: '2024-01-01', to: '2024-02-01' },
        amount: { min: 1, max: 4 },
        push_enabled: false,
      },
    });
  });

  it('writes changes to the URL without the defaults, and reads them back the same (round trip)', async () => {
    const { data } = mockListing();
    const { location } = renderWithProviders(<Probe />, { route: '/client/applications?lng=en' });
    await ready();

    act(() => controller.toggleSort('name'));
    await waitFor(() => expect(location().search).toBe('?lng=en&sort=name.asc'));
    expect(lastQuery(data).sort).toEqual({ key: 'name', dir: 'asc' });

    act(() => controller.toggleSort('name'));
    await waitFor(() => expect(location().search).toBe('?lng=en&sort=name.desc'));

    act(() => controller.setFilter('category', ['games', 'finance']));
    act(() => controller.setFilter('created', { from: '2024-01-01' }));
    act(() => controller.setPerPage(50));
    await waitFor(() =>
      expect(location().search).toBe(
        '?lng=en&perPage=50&sort=name.desc&f.category=games,finance&f.created=2024-01-01..',
      ),
    );
    await waitFor(() =>
      expect(lastQuery(data)).toEqual({
        page: 1,
        perPage: 50,
        sort: { key: 'name', dir: 'desc' },
        search: '',
        filters: { category: ['games', 'finance'], created: { from: '2024-01-01' } },
      }),
    );
    expect(controller.state).toEqual({
      page: 1,
      perPage: 50,
      sort: { key: 'name', dir: 'desc' },
      search: '',
      filters: { category: ['games', 'finance'], created: { from: '2024-01-01' } },
    });

    // Back to the server's defaults: nothing of the listing is left in the URL.
    act(() => controller.setPerPage(20));
    act(() => controller.setSort({ key: 'created', dir: 'desc' }));
    act(() => controller.clearFilters());
    await waitFor(() => expect(location().search).toBe('?lng=en'));
  });

  it('asks for the rows of a change in the event itself, and only once', async () => {
    const { data } = mockListing(200);
    renderWithProviders(<Probe />, { route: '/client/applications' });
    await ready();
    data.mockClear();

    let callsInTheEvent = -1;
    act(() => {
      controller.setFilter('status', 'active');
      // Before React has rendered the new URL.
      callsInTheEvent = data.mock.calls.length;
    });
    expect(callsInTheEvent).toBe(1);
    expect(lastQuery(data)).toEqual({ ...DEFAULT_QUERY, filters: { status: 'active' } });

    // The screen then renders the new state and uses that call instead of making another.
    await waitFor(() => expect(controller.state?.filters).toEqual({ status: 'active' }));
    await waitFor(() => expect(controller.isFetching).toBe(false));
    expect(controller.isStale).toBe(false);
    expect(data).toHaveBeenCalledTimes(1);
  });

  it('moves to the last page when the URL asks for one beyond it', async () => {
    const { data } = mockListing(45);
    const { location } = renderWithProviders(<Probe />, {
      route: '/client/applications?page=9&f.status=active',
    });
    await waitFor(() => expect(location().search).toBe('?page=3&f.status=active'));
    await waitFor(() => expect(lastQuery(data).page).toBe(3));
    expect(data.mock.calls[0]?.[1]).toMatchObject({ page: 9 });
  });

  it('goes back to page 1 when a filter, the search or the page size changes', async () => {
    const { data } = mockListing(200);
    const { location } = renderWithProviders(<Probe />, { route: '/client/applications?page=3' });
    await ready();
    expect(lastQuery(data).page).toBe(3);

    act(() => controller.setFilter('status', 'blocked'));
    await waitFor(() => expect(location().search).toBe('?f.status=blocked'));
    expect(lastQuery(data)).toMatchObject({ page: 1, filters: { status: 'blocked' } });

    act(() => controller.setPage(4));
    await waitFor(() => expect(location().search).toBe('?page=4&f.status=blocked'));
    act(() => controller.setSearch('abc'));
    await waitFor(() => expect(location().search).toBe('?q=abc&f.status=blocked'));

    act(() => controller.setPage(2));
    await waitFor(() => expect(lastQuery(data).page).toBe(2));
    act(() => controller.setPerPage(100));
    await waitFor(() => expect(lastQuery(data)).toMatchObject({ page: 1, perPage: 100 }));
  });

  it('pushes page, sort and filter changes but replaces the entry while the search is typed', async () => {
    mockListing(200);
    const { location } = renderWithProviders(<Probe />, { route: '/client/applications' });
    await ready();
    act(() => controller.setPage(2));
    await waitFor(() => expect(location().search).toBe('?page=2'));
    act(() => controller.toggleSort('name'));
    await waitFor(() => expect(location().search).toBe('?sort=name.asc'));

    act(() => controller.setSearch('a'));
    await waitFor(() => expect(location().search).toBe('?sort=name.asc&q=a'));
    act(() => controller.setSearch('ab'));
    await waitFor(() => expect(location().search).toBe('?sort=name.asc&q=ab'));
    act(() => controller.setSearch('abc'));
    await waitFor(() => expect(location().search).toBe('?sort=name.asc&q=abc'));

    // Back skips the typed states and returns to the view before the search; then through the pushed ones.
    act(() => {
      void navigate(-1);
    });
    await waitFor(() => expect(location().search).toBe('?sort=name.asc'));
    act(() => {
      void navigate(-1);
    });
    await waitFor(() => expect(location().search).toBe('?page=2'));
    await waitFor(() => expect(controller.state?.page).toBe(2));
  });

  it('starts clean when the listing is opened again from a link without params', async () => {
    const { data } = mockListing();
    const { location } = renderWithProviders(<Probe />, {
      route: '/client/applications?page=2&f.status=active&q=x',
    });
    await ready();
    expect(lastQuery(data)).toMatchObject({ page: 2, search: 'x', filters: { status: 'active' } });

    act(() => {
      void navigate('/client/applications');
    });
    await waitFor(() => expect(lastQuery(data)).toEqual(DEFAULT_QUERY));
    expect(location().search).toBe('');
    expect(controller.state).toEqual(DEFAULT_STATE);
    expect(controller.activeFilterCount).toBe(0);
  });

  it('keeps the previous page visible while the next one loads', async () => {
    const { data } = mockListing(100);
    renderWithProviders(<Probe />, { route: '/client/applications' });
    await ready();
    let release: () => void = () => undefined;
    data.mockImplementationOnce(
      (_name, query) => new Promise((resolve) => (release = () => resolve(pageOf(query, 100)))),
    );
    act(() => controller.setPage(2));
    await waitFor(() => expect(controller.isStale).toBe(true));
    expect(controller.rows[0]?.id).toBe(1);
    act(() => release());
    await waitFor(() => expect(controller.rows[0]?.id).toBe(21));
    expect(controller.isStale).toBe(false);
  });

  it('keeps the state locally when it is not synced with the URL', async () => {
    const { data } = mockListing();
    const { location } = renderWithProviders(<Probe syncUrl={false} />, { route: '/client/applications' });
    await ready();
    act(() => controller.setFilter('status', 'active'));
    await waitFor(() => expect(lastQuery(data).filters).toEqual({ status: 'active' }));
    expect(location().search).toBe('');
  });

  it('exports what the filters select, page by page, as CSV of the visible columns', async () => {
    const { data } = mockListing(2500);
    const blobs: Blob[] = [];
    Object.assign(URL, {
      createObjectURL: jest.fn((blob: Blob) => {
        blobs.push(blob);
        return 'blob:x';
      }),
      revokeObjectURL: jest.fn(),
    });
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    renderWithProviders(<Probe />, { route: '/client/applications?f.status=active', language: 'en' });
    await ready();
    act(() => {
      for (const key of ['installs', 'created', 'updated_at', 'status', 'icon', 'tags', 'name']) {
        controller.setColumnVisible(key, false);
      }
    });
    await act(() => controller.exportCsv());

    const exportCalls = data.mock.calls.filter(([, q]) => q.perPage === 1000);
    expect(exportCalls.map(([, q]) => q.page)).toEqual([1, 2, 3]);
    // The view's filters; its sort is the default, which the server applies itself.
    expect(exportCalls[0]?.[1]).toEqual({
      page: 1,
      perPage: 1000,
      filters: { status: 'active' },
      search: '',
    });
    expect(click).toHaveBeenCalledTimes(1);
    const text = await readBlob(blobs[0]!);
    const lines = text.replace(/^\uFEFF/, '').split('\r\n');
    expect(text.charCodeAt(0)).toBe(0xfeff);
    // Money as a number a spreadsheet sums, its currency beside it.
    expect(lines[0]).toBe('ID,Amount,Amount: currency,Push');
    expect(lines[1]).toBe('1,1234.50,USD,Yes');
    expect(lines[2]).toBe('2,1234.50,USD,No');
    expect(lines).toHaveLength(2500 + 2);
    localStorage.clear();
  });

  it('stops an export at the cap', async () => {
    const { data } = mockListing(12_345);
    Object.assign(URL, { createObjectURL: jest.fn(() => 'blob:x'), revokeObjectURL: jest.fn() });
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    renderWithProviders(<Probe />, { route: '/client/applications', language: 'en' });
    await ready();
    await act(() => controller.exportCsv());
    const pages = data.mock.calls.filter(([, q]) => q.perPage === 1000).map(([, q]) => q.page);
    expect(pages).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(
      await screen.findByText('Exported the first 10,000 rows: an export is limited to 10,000 rows'),
    ).toBeInTheDocument();
  });

  it('does not offer actions the user lacks the permission for, nor row actions whose condition fails', async () => {
    mockListing();
    renderWithProviders(<Probe />, {
      route: '/client/applications',
      session: mockSession({ access: { permissions: ['application.create'] } }),
    });
    await ready();
    const active = applicationRow(1, { status: 'active' });
    expect(controller.rowActionsFor(active).map((a) => a.key)).toEqual(['clone']);
    expect(controller.bulkActions).toEqual([]);
  });

  it('offers a row action only for the rows its visibleWhen matches', async () => {
    mockListing();
    renderWithProviders(<Probe />, {
      route: '/client/applications',
      session: mockSession({
        access: { permissions: ['application.update', 'application.create', 'application.delete'] },
      }),
    });
    await ready();
    expect(controller.rowActionsFor(applicationRow(1, { status: 'active' })).map((a) => a.key)).toEqual([
      'deactivate',
      'clone',
    ]);
    expect(controller.rowActionsFor(applicationRow(2, { status: 'blocked' })).map((a) => a.key)).toEqual([
      'clone',
    ]);
    expect(controller.bulkActions.map((a) => a.key)).toEqual(['delete']);
  });

  it('asks before a destructive action and runs it only after the user confirms', async () => {
    const { data } = mockListing();
    const run = jest.spyOn(listingApi, 'runAction').mockResolvedValue({});
    const { user } = renderWithProviders(<Probe />, {
      route: '/client/applications',
      session: mockSession({ access: { permissions: ['application.update'] } }),
      language: 'en',
    });
    await ready();
    const deactivate = applicationSettings.actions![0]!;
    const row = controller.rows[0]!;

    // Cancelled: nothing is sent.
    let result: Promise<boolean> = Promise.resolve(false);
    act(() => {
      result = controller.runAction(deactivate, row);
    });
    let dialog = await screen.findByRole('alertdialog');
    expect(run).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await expect(result).resolves.toBe(false);
    expect(run).not.toHaveBeenCalled();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());

    // Confirmed: sent once, then a toast, fresh rows and no selection.
    const callsBefore = data.mock.calls.length;
    act(() => controller.toggleRow(row.id as number));
    act(() => {
      result = controller.runAction(deactivate, row);
    });
    dialog = await screen.findByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: 'Deactivate' }));
    await expect(result).resolves.toBe(true);
    expect(run).toHaveBeenCalledTimes(1);
    expect(run).toHaveBeenCalledWith(deactivate, row);
    expect(await screen.findByText('«App 1»: Deactivate — done')).toBeInTheDocument();
    await waitFor(() => expect(data.mock.calls.length).toBeGreaterThan(callsBefore));
    expect(controller.selectedIds).toEqual([]);
  });

  it('runs a bulk action on the selected rows and reports a failure with the server message', async () => {
    mockListing();
    const run = jest
      .spyOn(listingApi, 'runAction')
      .mockRejectedValue(new ApiError({ status: 422, message: 'Some applications are in use' }));
    const { user } = renderWithProviders(<Probe />, {
      route: '/client/applications',
      session: mockSession({ access: { permissions: ['application.delete'] } }),
      language: 'en',
    });
    await ready();
    act(() => controller.toggleAllOnPage());
    expect(controller.selectedIds).toHaveLength(20);
    act(() => controller.toggleRow(1));
    expect(controller.someOnPageSelected).toBe(true);
    let result: Promise<boolean> = Promise.resolve(true);
    act(() => {
      result = controller.runBulkAction(controller.bulkActions[0]!);
    });
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('19 selected records');
    await user.click(within(dialog).getByRole('button', { name: 'Delete selected' }));
    await expect(result).resolves.toBe(false);
    expect(run).toHaveBeenCalledWith(controller.bulkActions[0], expect.arrayContaining([2, 3, 20]));
    expect((run.mock.calls[0]?.[1] as unknown[]).length).toBe(19);
    expect(await screen.findByText('Some applications are in use')).toBeInTheDocument();
  });

  it('clears the selection when the view changes', async () => {
    mockListing(100);
    renderWithProviders(<Probe />, {
      route: '/client/applications',
      session: mockSession({ access: { permissions: ['application.delete'] } }),
    });
    await ready();
    act(() => controller.toggleRow(3));
    expect(controller.selectedIds).toEqual([3]);
    act(() => controller.setPage(2));
    await waitFor(() => expect(controller.rows[0]?.id).toBe(21));
    expect(controller.selectedIds).toEqual([]);
  });

  it('remembers the chosen columns per listing in localStorage', async () => {
    mockListing();
    renderWithProviders(<Probe />, { route: '/client/applications' });
    await ready();
    expect(controller.visibleColumns.map((c) => c.key)).not.toContain('notes');
    act(() => controller.setColumnVisible('notes', true));
    act(() => controller.setColumnVisible('icon', false));
    // Per user and listing: the signed-in user's id is in the key.
    const key = Array.from({ length: localStorage.length }, (_, i) => localStorage.key(i) ?? '').find((k) =>
      k.endsWith('.client/application.layout'),
    )!;
    expect(key).toMatch(/^panel\.listing\.[^.]+\.client\/application\.layout$/);
    expect(JSON.parse(localStorage.getItem(key) ?? '{}')).toMatchObject({
      visible: { notes: true, icon: false },
    });
    expect(controller.visibleColumns.map((c) => c.key)).toContain('notes');
    expect(controller.visibleColumns.map((c) => c.key)).not.toContain('icon');
    act(() => controller.moveColumn('name', 1));
    expect(controller.arrangedColumns.map((c) => c.key).indexOf('name')).toBeGreaterThan(
      controller.visibleColumns.map((c) => c.key).indexOf('name'),
    );
    act(() => controller.setColumnWidth('name', 300));
    expect(controller.columnLayout.widths).toEqual({ name: 300 });
    act(() => controller.resetColumns());
    expect(controller.columnsCustomized).toBe(false);
    expect(controller.arrangedColumns).toEqual(controller.visibleColumns);
    expect(controller.visibleColumns.map((c) => c.key)).toContain('icon');
  });

  it('hands the screens exactly its public members, none of the internals its hooks share', async () => {
    mockListing();
    renderWithProviders(<Probe />, { route: '/client/applications' });
    await ready();
    expect(Object.keys(controller).sort()).toEqual(
      [
        ...['name', 'scope', 'endpoints', 'settings', 'state', 'query', 'rows', 'meta', 'total', 'isLoading'],
        ...['isFetching', 'isStale', 'error', 'validation', 'refetch', 'totals', 'columns', 'visibleColumns'],
        ...[
          'isColumnVisible',
          'setColumnVisible',
          ...['orderedColumns', 'arrangedColumns', 'columnLayout', 'moveColumn', 'setColumnWidth'],
          ...['setPinnedColumns', 'applyColumnLayout'],
          'resetColumns',
          'columnsCustomized',
          'setPage',
          'setPerPage',
        ],
        ...[
          'toggleSort',
          'setSort',
          'setFilter',
          'clearFilters',
          'setSearch',
          'setListingState',
          'syncUrl',
          'atDefaults',
          'activeFilterCount',
          'isFiltered',
        ],
        ...[
          'selectedIds',
          'isSelected',
          'toggleRow',
          'toggleAllOnPage',
          'clearSelection',
          'allOnPageSelected',
        ],
        ...[
          'someOnPageSelected',
          'rowActionsFor',
          'hasRowActions',
          'bulkActions',
          'runAction',
          'runBulkAction',
        ],
        ...['pendingAction', 'exportCsv', 'cancelExport', 'exportState', 'exportCap'],
      ].sort(),
    );
  });
});
