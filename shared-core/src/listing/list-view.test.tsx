import { ApiError, type ListingPage, type ListingQuery, type ListingSettings } from '@panel/shared-core';
import { listingApi } from '@panel/shared-core/listing';
import {
  act,
  configure,
  fireEvent,
  mockSession,
  renderWithProviders,
  screen,
  waitFor,
  within,
} from '@panel/shared-core/testing';
import { Listing, ListingScreen, NavListingScreen } from './listing';
import { applicationSettings, pageOf } from './test-fixtures';

const plain = (text: string | null | undefined) => (text ?? '').replace(/[\u00a0\u202f]/g, ' ');

function mockListing({
  total = 45,
  settings = applicationSettings,
}: { total?: number; settings?: ListingSettings } = {}) {
  jest.spyOn(listingApi, 'settings').mockResolvedValue(settings);
  const data = jest
    .spyOn(listingApi, 'data')
    .mockImplementation(async (_name, query) => pageOf(query, total));
  return { data };
}

const lastQuery = (spy: jest.SpyInstance): ListingQuery => spy.mock.calls.at(-1)?.[1] as ListingQuery;

/** The body cell of a row (by its id, first column) under a column header. */
function cell(rowId: number, header: string): HTMLElement {
  const table = screen.getByRole('table');
  const headers = within(table).getAllByRole('columnheader');
  const index = headers.findIndex((h) => h.textContent === header);
  if (index < 0) throw new Error(`no column ${header}`);
  const rows = within(table).getAllByRole('row').slice(1);
  const row = rows.find((r) => {
    const cells = within(r).queryAllByRole('cell');
    return cells.some((c) => c.textContent === String(rowId));
  });
  if (!row) throw new Error(`no row ${rowId}`);
  return within(row).getAllByRole('cell')[index]!;
}

// jsdom has no PointerEvent, which Zag's press handling constructs on blur.
if (typeof window.PointerEvent === 'undefined') {
  class PointerEventPolyfill extends MouseEvent {
    readonly pointerId: number;
    readonly pointerType: string;
    constructor(type: string, init: PointerEventInit = {}) {
      super(type, init);
      this.pointerId = init.pointerId ?? 1;
      this.pointerType = init.pointerType ?? 'mouse';
    }
  }
  Object.assign(window, { PointerEvent: PointerEventPolyfill });
}

// Chakra renders slowly in jsdom (and slower still when the whole suite runs in parallel).
jest.setTimeout(60_000);
configure({ asyncUtilTimeout: 15_000 });

afterEach(() => localStorage.clear());

/** Types into an input as one burst (inside the debounce window whatever the machine's speed). */
function typeBurst(input: HTMLElement, text: string) {
  for (let i = 1; i <= text.length; i += 1) fireEvent.change(input, { target: { value: text.slice(0, i) } });
}

describe('ListView cells', () => {
  it('renders every column type in English', async () => {
    mockListing();
    renderWithProviders(<Listing name="application" scope="client" />, {
      route: '/client/applications',
      language: 'en',
    });
    await screen.findByText('App 1');

    expect(plain(cell(1, 'Amount').textContent)).toBe('$1,234.50');
    expect(cell(1, 'Installs').textContent).toBe('1,234,567');
    expect(cell(1, 'Created').textContent).toBe('Jan 31, 2024');
    expect(plain(cell(1, 'Updated').textContent)).toBe('Mar 5, 2024, 2:30 PM');
    expect(cell(1, 'Push').textContent).toBe('Yes');
    expect(cell(2, 'Push').textContent).toBe('No');

    const link = within(cell(12, 'Name')).getByRole('link', { name: 'App 12' });
    expect(link).toHaveAttribute('href', '/client/applications/12');

    const badge = within(cell(1, 'Status')).getByText('active');
    expect(badge).toHaveAttribute('data-color', 'green');
    expect(within(cell(2, 'Status')).getByText('blocked')).toHaveAttribute('data-color', 'red');

    const image = within(cell(3, 'Icon')).getByRole('img', { name: 'Icon' });
    expect(image).toHaveAttribute('src', 'https://cdn.example.com/icons/3.png');
    expect(image).toHaveAttribute('loading', 'lazy');

    expect(within(cell(1, 'Tags')).getByText('pwa')).toBeInTheDocument();
    expect(within(cell(1, 'Tags')).getByText('ios')).toBeInTheDocument();

    // A hidden column is not rendered until the user asks for it.
    expect(screen.queryByRole('columnheader', { name: 'Notes' })).not.toBeInTheDocument();
  });

  it('renders money, dates, numbers and booleans in Russian', async () => {
    mockListing();
    renderWithProviders(<Listing name="application" scope="client" />, {
      route: '/client/applications',
      language: 'ru',
    });
    await screen.findByText('App 1');
    expect(plain(cell(1, 'Amount').textContent)).toBe('1 234,50 $');
    expect(plain(cell(1, 'Installs').textContent)).toBe('1 234 567');
    expect(plain(cell(1, 'Created').textContent)).toBe('31 янв. 2024 г.');
    expect(plain(cell(1, 'Updated').textContent)).toBe('5 мар. 2024 г., 14:30');
    expect(cell(1, 'Push').textContent).toBe('Да');
    expect(cell(2, 'Push').textContent).toBe('Нет');
  });

  it('does not turn a link template into an external link', async () => {
    const settings: ListingSettings = {
      ...applicationSettings,
      columns: [
        { key: 'id', label: 'ID', type: 'number', sortable: false },
        { key: 'site', label: 'Site', type: 'link', sortable: false, href: '{site}' },
      ],
    };
    jest.spyOn(listingApi, 'settings').mockResolvedValue(settings);
    jest.spyOn(listingApi, 'data').mockResolvedValue({
      data: [{ id: 1, site: '//evil.example.com' }],
      meta: { current_page: 1, per_page: 20, total: 1, last_page: 1 },
    });
    renderWithProviders(<Listing name="x" />, { route: '/x', language: 'en' });
    await screen.findByText('//evil.example.com');
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });
});

describe('ListView search', () => {
  it('says under a row found by another column than its name which ones, a hidden column too', async () => {
    jest.spyOn(listingApi, 'settings').mockResolvedValue(applicationSettings);
    jest.spyOn(listingApi, 'data').mockImplementation(async (_name, query) => {
      const page = pageOf(query, 3);
      return query.search
        ? { ...page, meta: { ...page.meta, matched_in: { '2': ['notes', 'tags'] } } }
        : page;
    });
    renderWithProviders(<Listing name="application" scope="client" />, {
      route: '/client/applications?q=vip',
      language: 'en',
    });
    await screen.findByText('App 2');
    // Under the row's name, beside its link.
    const note = within(cell(2, 'Name')).getByText('Found in: Notes, Tags');
    expect(note).toHaveClass('lst-matched');
    expect(within(cell(2, 'Name')).getByRole('link', { name: 'App 2' })).toBeInTheDocument();
    // Rows found by their name say nothing.
    expect(within(cell(1, 'Name')).queryByText(/Found in/)).not.toBeInTheDocument();
    expect(within(cell(3, 'Name')).queryByText(/Found in/)).not.toBeInTheDocument();
  });
});

describe('ListView states', () => {
  it('shows skeleton rows first, then the rows', async () => {
    let release: () => void = () => undefined;
    jest.spyOn(listingApi, 'settings').mockResolvedValue(applicationSettings);
    jest
      .spyOn(listingApi, 'data')
      .mockImplementation(
        (_n, query) => new Promise((resolve) => (release = () => resolve(pageOf(query, 3)))),
      );
    renderWithProviders(<Listing name="application" />, { route: '/a', language: 'en' });
    const table = await screen.findByRole('table');
    expect(within(table).queryAllByRole('cell')).toHaveLength(0);
    expect(table.querySelectorAll('tbody tr[aria-hidden="true"]').length).toBeGreaterThan(0);
    release();
    await screen.findByText('App 1');
  });

  it('shows the totals row of a statistics listing, formatted like its columns', async () => {
    const settings: ListingSettings = {
      ...applicationSettings,
      actions: [],
      bulkActions: [],
      aggregations: true,
      columns: [
        { key: 'day', label: 'Day', type: 'date', sortable: true },
        { key: 'installs', label: 'Installs', type: 'number', sortable: false },
        { key: 'amount', label: 'Revenue', type: 'money', sortable: false },
      ],
    };
    jest.spyOn(listingApi, 'settings').mockResolvedValue(settings);
    jest.spyOn(listingApi, 'data').mockImplementation(async (_n, query) =>
      pageOf(query, 5, (id) => ({
        id,
        day: '2024-01-31',
        installs: 1000 + id,
        amount: '10.00',
        currency: 'USD',
      })),
    );
    const aggregations = jest
      .spyOn(listingApi, 'aggregations')
      .mockResolvedValue({ totals: { installs: 1234567, amount: '9876.5', currency: 'USD' } });
    renderWithProviders(<Listing name="statistics" />, { route: '/s?f.status=active', language: 'en' });
    await screen.findAllByText('Jan 31, 2024');
    const foot = screen.getByRole('table').querySelector('tfoot')!;
    await waitFor(() => expect(within(foot).getByText('1,234,567')).toBeInTheDocument());
    expect(within(foot).getByText('Total')).toBeInTheDocument();
    expect(plain(within(foot).getAllByRole('cell')[2]?.textContent)).toBe('$9,876.50');
    expect(aggregations).toHaveBeenCalledWith(
      'statistics',
      expect.objectContaining({ filters: { status: 'active' } }),
      'common',
      expect.anything(),
    );
  });

  it('shows a money total over several currencies as one sum per currency, never added together', async () => {
    const settings: ListingSettings = {
      ...applicationSettings,
      actions: [],
      bulkActions: [],
      aggregations: true,
      columns: [
        { key: 'name', label: 'Company', type: 'text', sortable: true },
        { key: 'balance', label: 'Balance', type: 'money', sortable: false },
      ],
    };
    jest.spyOn(listingApi, 'settings').mockResolvedValue(settings);
    jest.spyOn(listingApi, 'data').mockImplementation(async (_n, query) =>
      pageOf(query, 2, (id) => ({
        id,
        name: `Company ${id}`,
        balance: '1.00',
        currency: id === 1 ? 'USD' : 'EUR',
      })),
    );
    jest.spyOn(listingApi, 'aggregations').mockResolvedValue({
      totals: {
        balance: [
          { currency: 'EUR', amount: '5' },
          { currency: 'USD', amount: '10.5' },
        ],
      },
    });
    renderWithProviders(<Listing name="company" />, { route: '/c', language: 'en' });
    await screen.findByText('Company 2');
    await waitFor(() => {
      const foot = screen.getByRole('table').querySelector('tfoot');
      expect(foot).not.toBeNull();
      expect(plain(within(foot!).getAllByRole('cell')[1]?.textContent)).toBe('€5.00 · $10.50');
    });
  });

  it('shows an empty state, with "clear filters" when filters are active', async () => {
    const { data } = mockListing({ total: 0 });
    const { user, location } = renderWithProviders(<Listing name="application" />, {
      route: '/a?f.status=blocked&q=zzz',
      language: 'en',
    });
    expect(await screen.findByText('Nothing found')).toBeInTheDocument();
    await user.click(
      within(screen.getByText('Nothing found').closest('div')!.parentElement!).getByRole('button', {
        name: 'Clear filters',
      }),
    );
    await waitFor(() => expect(location().search).toBe(''));
    await waitFor(() => expect(lastQuery(data)).toMatchObject({ filters: {}, search: '' }));
    expect(await screen.findByText('No records yet')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Clear filters' })).not.toBeInTheDocument();
  });

  it('shows an error with Retry that loads again', async () => {
    jest.spyOn(listingApi, 'settings').mockResolvedValue(applicationSettings);
    const data = jest
      .spyOn(listingApi, 'data')
      .mockRejectedValueOnce(new ApiError({ status: 500, message: 'Server is down' }))
      .mockImplementation(async (_n, query) => pageOf(query, 2));
    const { user } = renderWithProviders(<Listing name="application" />, { route: '/a', language: 'en' });
    expect(await screen.findByText('Could not load the list')).toBeInTheDocument();
    expect(screen.getByText('Server is down')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('App 1')).toBeInTheDocument();
    expect(data).toHaveBeenCalledTimes(2);
  });

  it('puts a 422 of the data call on the matching filter, and the rest in a summary', async () => {
    jest.spyOn(listingApi, 'settings').mockResolvedValue(applicationSettings);
    jest.spyOn(listingApi, 'data').mockRejectedValue(
      new ApiError({
        status: 422,
        message: 'The given data was invalid.',
        errors: {
          'filters.created.to': ['The end date must follow the start date.'],
          perPage: ['Too many rows.'],
        },
      }),
    );
    renderWithProviders(<Listing name="application" />, {
      route: '/a?f.created=2024-02-01..2024-01-01',
      language: 'en',
    });
    const message = await screen.findByText('The end date must follow the start date.');
    const group = screen.getByRole('group', { name: 'Created' });
    expect(group).toContainElement(message);
    const to = within(group).getByLabelText('Created: to');
    expect(to).toHaveAttribute('aria-invalid', 'true');
    expect(to.getAttribute('aria-describedby')).toBe(message.id);
    const alert = screen.getAllByRole('alert').find((a) => a.textContent?.includes('Too many rows.'));
    expect(alert).toBeDefined();
    expect(screen.getAllByRole('button', { name: 'Clear filters' }).length).toBeGreaterThan(0);
  });
});

describe('ListView with many rows', () => {
  const large = { ...applicationSettings, perPageOptions: [20, 100, 1000] };

  // jsdom lays nothing out: give the scrolling region a screen's height and each row one line's.
  beforeEach(() => {
    jest.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(800);
    jest.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockImplementation(function (this: HTMLElement) {
      return this.tagName === 'TR' ? 41 : 0;
    });
  });

  it('renders a window of a 1,000-row page, telling assistive technology where each row sits', async () => {
    const { data } = mockListing({ total: 1500, settings: large });
    renderWithProviders(<Listing name="application" scope="client" />, {
      route: '/client/applications?perPage=1000',
      language: 'en',
    });
    await screen.findByText('App 1');
    expect(lastQuery(data).perPage).toBe(1000);
    const table = screen.getByRole('table');
    expect(table).toHaveAttribute('aria-rowcount', '1001');
    const rows = within(table).getAllByRole('row').slice(1);
    // A screen's worth plus the overscan, not a thousand.
    expect(rows.length).toBeGreaterThan(10);
    expect(rows.length).toBeLessThan(60);
    expect(rows[0]).toHaveAttribute('aria-rowindex', '2');
    expect(rows.at(-1)).toHaveAttribute('aria-rowindex', String(rows.length + 1));
    // The rows after the window keep their room, so the scrollbar is the whole page's.
    const after = table.querySelector('tbody tr.lst-spacer:last-child');
    expect(after).toHaveAttribute('aria-hidden', 'true');
    expect(parseFloat((after as HTMLElement).style.height)).toBeGreaterThan(900 * 30);

    // Scrolling brings the rows of that place, and the ones left behind go.
    const region = table.parentElement!;
    region.scrollTop = 41 * 600;
    fireEvent.scroll(region);
    expect(await screen.findByText('App 610')).toBeInTheDocument();
    expect(screen.queryByText('App 1')).not.toBeInTheDocument();
    const shown = within(table).getAllByRole('row').slice(1);
    const index = Number(
      shown.find((row) => row.textContent?.includes('App 610'))?.getAttribute('aria-rowindex'),
    );
    expect(index).toBe(611);
  });

  it('renders every row of a smaller page', async () => {
    mockListing({ total: 1500, settings: large });
    renderWithProviders(<Listing name="application" scope="client" />, {
      route: '/client/applications?perPage=100',
      language: 'en',
    });
    await screen.findByText('App 100');
    const table = screen.getByRole('table');
    expect(table).not.toHaveAttribute('aria-rowcount');
    expect(within(table).getAllByRole('row')).toHaveLength(101);
    expect(table.querySelector('.lst-spacer')).toBeNull();
  });
});

describe('ListView interaction', () => {
  it('sorts by a header with the mouse and the keyboard, cycling asc → desc, with aria-sort', async () => {
    const { data } = mockListing();
    const { user, location } = renderWithProviders(<Listing name="application" />, {
      route: '/a',
      language: 'en',
    });
    await screen.findByText('App 1');
    expect(screen.getByRole('columnheader', { name: /Created/ })).toHaveAttribute('aria-sort', 'descending');

    await user.click(screen.getByRole('button', { name: 'Name' }));
    await waitFor(() => expect(location().search).toBe('?sort=name.asc'));
    expect(screen.getByRole('columnheader', { name: /Name/ })).toHaveAttribute('aria-sort', 'ascending');
    expect(screen.getByRole('columnheader', { name: /Created/ })).not.toHaveAttribute('aria-sort');
    expect(lastQuery(data).sort).toEqual({ key: 'name', dir: 'asc' });

    screen.getByRole('button', { name: 'Name' }).focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(location().search).toBe('?sort=name.desc'));
    expect(screen.getByRole('columnheader', { name: /Name/ })).toHaveAttribute('aria-sort', 'descending');
    await user.keyboard(' ');
    await waitFor(() => expect(location().search).toBe('?sort=name.asc'));

    // Columns the server does not sort by have no button.
    expect(screen.queryByRole('button', { name: 'Tags' })).not.toBeInTheDocument();
  });

  it('applies each kind of filter with its control and counts the active ones', async () => {
    const { data } = mockListing();
    const { user, location } = renderWithProviders(<Listing name="application" />, {
      route: '/a?page=2',
      language: 'en',
    });
    await screen.findByText('App 21');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Blocked');
    await waitFor(() => expect(location().search).toBe('?f.status=blocked'));

    await user.selectOptions(screen.getByRole('combobox', { name: 'Push' }), 'No');
    await waitFor(() => expect(lastQuery(data).filters).toEqual({ status: 'blocked', push_enabled: false }));

    // Text: applied after a pause in typing, as one value.
    typeBurst(screen.getByRole('textbox', { name: 'Name' }), 'Acme');
    await waitFor(() => expect(lastQuery(data).filters).toMatchObject({ name: 'Acme' }));
    expect(
      data.mock.calls.filter(([, q]) => typeof q.filters.name === 'string' && q.filters.name !== 'Acme'),
    ).toHaveLength(0);

    // Dates: typed in the panel's language (US English here) into the date picker, committed with Enter. The box
    // becomes the picker when the user reaches for it.
    await user.click(screen.getByRole('textbox', { name: 'Created: from' }));
    const from = await waitFor(() => {
      const input = screen.getByRole('textbox', { name: 'Created: from' });
      expect(input).not.toHaveAttribute('readonly');
      return input;
    });
    await waitFor(() => expect(from).toHaveFocus());
    await user.type(from, '01/15/2024{Enter}');
    await waitFor(() => expect(lastQuery(data).filters).toMatchObject({ created: { from: '2024-01-15' } }));

    typeBurst(screen.getByLabelText('Amount: minimum'), '10');
    typeBurst(screen.getByLabelText('Amount: maximum'), '99.5');
    await waitFor(() => expect(lastQuery(data).filters).toMatchObject({ amount: { min: 10, max: 99.5 } }));

    // Multiselect: checkboxes in a popover.
    await user.click(screen.getByRole('button', { name: /Category/ }));
    await user.click(await screen.findByRole('checkbox', { name: 'Games' }));
    await user.click(screen.getByRole('checkbox', { name: 'Finance' }));
    await waitFor(() => expect(lastQuery(data).filters).toMatchObject({ category: ['games', 'finance'] }));

    await waitFor(() =>
      expect(location().search).toBe(
        '?f.name=Acme&f.status=blocked&f.category=games,finance&f.created=2024-01-15..&f.amount=10..99.5&f.push_enabled=false',
      ),
    );
    expect(screen.getByLabelText('6 active filters')).toHaveTextContent('6');
    expect(lastQuery(data).page).toBe(1);

    await user.click(screen.getAllByRole('button', { name: 'Clear filters' })[0]!);
    await waitFor(() => expect(location().search).toBe(''));
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('');
    expect(screen.getByLabelText('Amount: minimum')).toHaveValue(null);
  });

  it('searches after a pause in typing', async () => {
    const { data } = mockListing();
    const { location } = renderWithProviders(<Listing name="application" />, { route: '/a', language: 'en' });
    await screen.findByText('App 1');
    typeBurst(screen.getByRole('searchbox', { name: 'Search' }), 'pwa app');
    expect(location().search).toBe('');
    await waitFor(() => expect(location().search).toBe('?q=pwa+app'));
    await waitFor(() => expect(lastQuery(data).search).toBe('pwa app'));
    expect(data.mock.calls.filter(([, q]) => q.search !== '' && q.search !== 'pwa app')).toHaveLength(0);
  });

  it('pages with the buttons and shows the range and the page size', async () => {
    const { data } = mockListing({ total: 1234 });
    const { user, location } = renderWithProviders(<Listing name="application" />, {
      route: '/a',
      language: 'en',
    });
    await screen.findByText('App 1');
    expect(screen.getByTestId('listing-range')).toHaveTextContent('1–20 of 1,234');
    const nav = screen.getByRole('navigation', { name: 'Pages' });
    expect(within(nav).getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('button', { name: 'First page' })).toBeDisabled();

    await user.click(within(nav).getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(location().search).toBe('?page=2'));
    await screen.findByText('App 21');
    expect(screen.getByTestId('listing-range')).toHaveTextContent('21–40 of 1,234');

    await user.click(within(nav).getByRole('button', { name: 'Last page' }));
    await waitFor(() => expect(lastQuery(data).page).toBe(62));
    await user.click(within(nav).getByRole('button', { name: 'Page 61' }));
    await waitFor(() => expect(lastQuery(data).page).toBe(61));

    await user.selectOptions(screen.getByLabelText('Rows per page'), '100');
    await waitFor(() => expect(location().search).toBe('?perPage=100'));
    expect(lastQuery(data)).toMatchObject({ page: 1, perPage: 100 });
  });

  it('shows and hides columns from the Columns menu', async () => {
    mockListing();
    const { user } = renderWithProviders(<Listing name="application" />, { route: '/a', language: 'en' });
    await screen.findByText('App 1');
    await user.click(screen.getByRole('button', { name: 'Columns' }));
    await user.click(await screen.findByRole('menuitemcheckbox', { name: 'Notes' }));
    expect(await screen.findByRole('columnheader', { name: 'Notes' })).toBeInTheDocument();
    await user.click(screen.getByRole('menuitemcheckbox', { name: 'Tags' }));
    await waitFor(() => expect(screen.queryByRole('columnheader', { name: 'Tags' })).not.toBeInTheDocument());
    const kept = Array.from({ length: localStorage.length }, (_, i) => localStorage.key(i) ?? '').find(
      (key) => key.endsWith('.common/application.layout'),
    )!;
    expect(JSON.parse(localStorage.getItem(kept)!)).toMatchObject({ visible: { notes: true, tags: false } });
  });

  it('runs a row action from the row menu after confirmation, and offers only permitted ones', async () => {
    mockListing();
    const run = jest.spyOn(listingApi, 'runAction').mockResolvedValue({});
    const { user } = renderWithProviders(<Listing name="application" />, {
      route: '/a',
      language: 'en',
      session: mockSession({ access: { permissions: ['application.update'] } }),
    });
    await screen.findByText('App 1');
    // Row 2 is blocked: the only permitted action does not apply to it.
    expect(screen.queryByRole('button', { name: 'Actions for row 2' })).not.toBeInTheDocument();
    // No bulk action permitted: no selection column.
    expect(screen.queryByRole('checkbox', { name: 'Select all rows on this page' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Actions for row 1' }));
    const menu = await screen.findByRole('menu');
    expect(within(menu).queryByRole('menuitem', { name: 'Clone' })).not.toBeInTheDocument();
    await user.click(within(menu).getByRole('menuitem', { name: 'Deactivate' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(run).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: 'Deactivate' }));
    await waitFor(() => expect(run).toHaveBeenCalledTimes(1));
    expect(run.mock.calls[0]?.[1]).toMatchObject({ id: 1 });
  });

  it('opens the row menu and runs an action with the keyboard alone', async () => {
    mockListing();
    const run = jest.spyOn(listingApi, 'runAction').mockResolvedValue({});
    const { user } = renderWithProviders(<Listing name="application" />, {
      route: '/a',
      language: 'en',
      session: mockSession({ access: { permissions: ['application.create'] } }),
    });
    await screen.findByText('App 1');
    const trigger = screen.getByRole('button', { name: 'Actions for row 2' });
    trigger.focus();
    await user.keyboard('{Enter}');
    const menu = await screen.findByRole('menu', { name: 'Actions for row 2' });
    await waitFor(() => expect(menu).toHaveFocus());
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    await waitFor(() => expect(trigger).toHaveFocus());

    await user.keyboard('{Enter}');
    const reopened = await screen.findByRole('menu', { name: 'Actions for row 2' });
    // Keys go to the menu once it has focus (on a busy machine that can take a moment).
    await waitFor(() => expect(reopened).toHaveFocus());
    await user.keyboard('{ArrowDown}');
    const clone = within(reopened).getByRole('menuitem', { name: 'Clone' });
    await waitFor(() => expect(clone).toHaveAttribute('data-highlighted'));
    await user.keyboard('{Enter}');
    // Clone is neither destructive nor asks to confirm: it runs at once.
    await waitFor(() =>
      expect(run).toHaveBeenCalledWith(
        expect.objectContaining({ key: 'clone' }),
        expect.objectContaining({ id: 2 }),
      ),
    );
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(await screen.findByText('«App 2»: Clone — done')).toBeInTheDocument();
  });

  it('a row menu opened again right after Escape stays open once the fallback time of its close has passed', async () => {
    // Fake time that also runs on its own, so the waits below work; it is moved past the fallback at the end.
    jest.useFakeTimers({ advanceTimers: true });
    try {
      mockListing();
      const { user } = renderWithProviders(<Listing name="application" />, {
        route: '/a',
        language: 'en',
        session: mockSession({ access: { permissions: ['application.create'] } }),
      });
      await screen.findByText('App 1');
      const trigger = screen.getByRole('button', { name: 'Actions for row 2' });
      trigger.focus();
      await user.keyboard('{Enter}');
      await waitFor(() => expect(screen.getByRole('menu', { name: 'Actions for row 2' })).toHaveFocus());
      await user.keyboard('{Escape}');
      await waitFor(() => expect(trigger).toHaveFocus());
      await user.keyboard('{Enter}');
      const reopened = await screen.findByRole('menu', { name: 'Actions for row 2' });
      await waitFor(() => expect(reopened).toHaveFocus());
      act(() => jest.advanceTimersByTime(1_000));
      expect(screen.getByRole('menu', { name: 'Actions for row 2' })).toHaveFocus();
    } finally {
      jest.useRealTimers();
    }
  });

  it('selects the page with the header checkbox and runs a bulk action', async () => {
    mockListing({ total: 3 });
    const run = jest.spyOn(listingApi, 'runAction').mockResolvedValue({});
    const { user } = renderWithProviders(<Listing name="application" />, {
      route: '/a',
      language: 'en',
      session: mockSession({ access: { permissions: ['application.delete'] } }),
    });
    await screen.findByText('App 1');
    const all = screen.getByRole('checkbox', { name: 'Select all rows on this page' });
    await user.click(screen.getByRole('checkbox', { name: 'Select row 2' }));
    expect((all as HTMLInputElement).indeterminate).toBe(true);
    await user.click(all);
    expect(all).toBeChecked();
    const bar = screen.getByRole('region', { name: 'Actions with the selected rows' });
    expect(bar).toHaveTextContent('3 selected');
    await user.click(within(bar).getByRole('button', { name: 'Delete selected' }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete selected' }),
    );
    await waitFor(() =>
      expect(run).toHaveBeenCalledWith(expect.objectContaining({ key: 'delete' }), [1, 2, 3]),
    );
    await waitFor(() =>
      expect(
        screen.queryByRole('region', { name: 'Actions with the selected rows' }),
      ).not.toBeInTheDocument(),
    );
  });
});

describe('ListingScreen', () => {
  it('shows the title, the row count, Columns and Export', async () => {
    mockListing({ total: 1234 });
    renderWithProviders(
      <ListingScreen name="application" title="Applications" description="All your PWAs" />,
      {
        route: '/a',
        language: 'ru',
      },
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Applications' })).toBeInTheDocument();
    await waitFor(() => expect(plain(screen.getByTestId('listing-count').textContent)).toBe('1 234 записи'));
    expect(screen.getByText('All your PWAs')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Столбцы' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Экспорт CSV' })).toBeEnabled();
    expect(screen.getByRole('region', { name: 'Applications' })).toContainElement(screen.getByRole('table'));
  });

  it('says before exporting that a large listing is cut at the cap, and shows progress with cancel', async () => {
    const { data } = mockListing({ total: 25_000 });
    Object.assign(URL, { createObjectURL: jest.fn(() => 'blob:x'), revokeObjectURL: jest.fn() });
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const { user } = renderWithProviders(<ListingScreen name="application" title="Applications" />, {
      route: '/a',
      language: 'en',
    });
    expect(await screen.findByText('Only the first 10,000 rows will be exported')).toBeInTheDocument();

    let release: () => void = () => undefined;
    let firstPage: Promise<ListingPage<unknown>> | undefined;
    data.mockImplementationOnce(
      (_n, query) => (firstPage = new Promise((resolve) => (release = () => resolve(pageOf(query, 25_000))))),
    );
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(await screen.findByText('Preparing the export…')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cancel export' }));
    expect(await screen.findByRole('button', { name: 'Export CSV' })).toBeInTheDocument();
    // The export's first page arrives after the cancel. The export awaits this very promise and was waiting on it
    // first, so once it has settled here the export has seen the answer: no second page, and nothing saved.
    release();
    await firstPage;
    expect(click).not.toHaveBeenCalled();
    expect(data.mock.calls.filter(([, q]) => q.perPage === 1000)).toHaveLength(1);
  });
});

describe('NavListingScreen', () => {
  it("opens the menu item's listing in its scope, titled with the label of the remote's namespace", async () => {
    const { data } = mockListing();
    renderWithProviders(
      <NavListingScreen
        item={{ to: 'applications', labelKey: 'nav.apps', listing: { name: 'application', scope: 'client' } }}
        namespace="area-under-test"
      />,
      {
        route: '/client/applications',
        language: 'en',
        resources: { en: { 'area-under-test': { nav: { apps: 'My applications' } } } },
      },
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'My applications' })).toBeInTheDocument();
    await screen.findByText('App 1');
    expect(data).toHaveBeenCalledWith('application', expect.anything(), 'client', expect.anything());
  });
});
