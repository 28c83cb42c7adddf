import type { ListingColumn } from '@panel/shared-core';
import { listingApi } from '@panel/shared-core/listing';
import {
  configure,
  fireEvent,
  mockSession,
  renderWithProviders,
  screen,
  waitFor,
  within,
} from '@panel/shared-core/testing';
import { cardLayout } from './listing-cards';
import { Listing } from './listing';
import { NARROW_QUERY } from './list-view';
import { applicationSettings, pageOf } from './test-fixtures';

jest.setTimeout(60_000);
configure({ asyncUtilTimeout: 15_000 });

const column = (
  key: string,
  type: ListingColumn['type'],
  extra: Partial<ListingColumn> = {},
): ListingColumn => ({
  key,
  label: key,
  type,
  sortable: false,
  ...extra,
});

describe('cardLayout', () => {
  it('takes the link as the title, the next column as the subtitle, the status as the badge, the picture aside', () => {
    const layout = cardLayout([
      column('id', 'number'),
      column('icon', 'image'),
      column('name', 'link', { href: '/x/{id}' }),
      column('domain', 'text'),
      column('status', 'status'),
      column('installs', 'number'),
      column('rating', 'number'),
      column('created', 'date'),
      column('notes', 'text'),
    ]);
    expect(layout.title?.key).toBe('name');
    expect(layout.subtitle?.key).toBe('domain');
    expect(layout.status?.key).toBe('status');
    expect(layout.image?.key).toBe('icon');
    expect(layout.facts.map((c) => c.key)).toEqual(['installs', 'rating', 'created']);
  });

  it('falls back to the first column that is not a number, and shows no id as a fact', () => {
    const layout = cardLayout([column('id', 'number'), column('amount', 'money'), column('email', 'text')]);
    expect(layout.title?.key).toBe('email');
    expect(layout.subtitle?.key).toBe('amount');
    expect(layout.status).toBeNull();
  });
});

const realMatchMedia = window.matchMedia;

/** jsdom's own (the polyfill's) answer to media queries, as a phone-sized window would give it, until the test ends. */
function asPhone() {
  beforeEach(() => {
    window.matchMedia = ((query: string) => ({
      ...realMatchMedia(query),
      matches: query === NARROW_QUERY,
    })) as typeof window.matchMedia;
  });
  afterEach(() => {
    window.matchMedia = realMatchMedia;
    jest.restoreAllMocks();
  });
}

describe('ListView on a phone-sized screen', () => {
  asPhone();
  beforeEach(() => {
    jest.spyOn(listingApi, 'settings').mockResolvedValue(applicationSettings);
    jest.spyOn(listingApi, 'data').mockImplementation(async (_name, query) => pageOf(query, 12));
  });

  it('shows cards instead of the table, folded filters, a sort select, row actions and selection', async () => {
    const { user } = renderWithProviders(<Listing name="application" scope="client" />, {
      route: '/client/applications?f.status=active',
      language: 'en',
      session: mockSession({
        access: { isAdmin: false, permissions: ['application.update', 'application.delete'] },
      }),
    });
    const cards = await screen.findByTestId('listing-cards');
    expect(screen.queryByRole('table')).toBeNull();
    const first = within(cards).getAllByRole('listitem')[0]!;
    expect(within(first).getByRole('link', { name: 'App 1' })).toHaveAttribute(
      'href',
      '/client/applications/1',
    );
    // The status as a badge, the next column as the subtitle, then a few facts with their labels.
    expect(within(first).getByText('active')).toHaveClass('lst-badge');
    expect(first).toHaveTextContent('$1,234.50');
    expect(first).toHaveTextContent('Installs1,234,567');

    // Filters start folded, their button counting the active one.
    const filters = screen.getByRole('button', { name: /Filters/ });
    expect(filters).toHaveAttribute('aria-expanded', 'false');
    expect(within(filters).getByLabelText('1 active filter')).toBeInTheDocument();

    // Sorting without headers.
    const sort = screen.getByRole('combobox', { name: 'Sort by' });
    expect(sort).toHaveValue('created:desc');
    await user.selectOptions(sort, 'name:asc');
    await waitFor(() =>
      expect((listingApi.data as jest.Mock).mock.calls.at(-1)?.[1]).toMatchObject({
        sort: { key: 'name', dir: 'asc' },
      }),
    );

    // A row's actions are in its menu; rows can be selected for the bulk actions.
    await user.click(within(first).getByRole('button', { name: 'Actions for row 1' }));
    expect(await screen.findByRole('menuitem', { name: 'Deactivate' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await user.click(within(first).getByRole('checkbox', { name: 'Select row 1' }));
    expect(await screen.findByText('1 selected')).toBeInTheDocument();
  });
});

describe('a large page on a phone-sized screen', () => {
  asPhone();
  beforeEach(() => {
    jest
      .spyOn(listingApi, 'settings')
      .mockResolvedValue({ ...applicationSettings, perPageOptions: [20, 100, 1000] });
    jest.spyOn(listingApi, 'data').mockImplementation(async (_name, query) => pageOf(query, 1500));
    // jsdom lays nothing out: each card is given a height.
    jest.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockImplementation(function (this: HTMLElement) {
      return this.tagName === 'LI' ? 120 : 0;
    });
    // The list starts at the page's top: in view, it moves up as the page scrolls.
    const rect = HTMLElement.prototype.getBoundingClientRect;
    jest.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (
      this: HTMLElement,
    ) {
      return this.tagName === 'UL' ? DOMRect.fromRect({ y: -window.scrollY }) : rect.call(this);
    });
  });
  afterEach(() => {
    window.scrollY = 0;
  });

  it('renders a window of the cards that follows the page as it scrolls, each saying where it stands', async () => {
    renderWithProviders(<Listing name="application" scope="client" />, {
      route: '/client/applications?perPage=1000',
      language: 'en',
    });
    const cards = await screen.findByTestId('listing-cards');
    await within(cards).findByText('App 1');
    const items = () => within(cards).getAllByRole('listitem');
    // A screen's worth plus a few, not a thousand.
    expect(items().length).toBeGreaterThan(3);
    expect(items().length).toBeLessThan(30);
    expect(items()[0]).toHaveAttribute('aria-setsize', '1000');
    expect(items()[0]).toHaveAttribute('aria-posinset', '1');
    // The cards after the window keep their room, so the page is as long as all of them.
    expect(parseFloat(cards.style.paddingBottom)).toBeGreaterThan(900 * 100);

    // Some 600 cards down (the cards not yet measured count at their estimated height).
    window.scrollY = 128 * 600;
    fireEvent.scroll(window);
    await waitFor(() => expect(within(cards).queryByText('App 1')).not.toBeInTheDocument());
    const positions = items().map((item) => Number(item.getAttribute('aria-posinset')));
    expect(positions[0]).toBeGreaterThan(500);
    expect(positions.at(-1)).toBeLessThan(700);
    // Each card says where it stands: the fixtures' row N is "App N".
    for (const item of items())
      expect(item).toHaveTextContent(new RegExp(`App ${item.getAttribute('aria-posinset')}(?!\\d)`));
    expect(parseFloat(cards.style.paddingTop)).toBeGreaterThan(500 * 100);

    // The next page is read from its first card: the list's top comes back into view.
    const scrolledTo = jest.spyOn(Element.prototype, 'scrollIntoView');
    fireEvent.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(scrolledTo).toHaveBeenCalledWith({ block: 'start' }));
    expect(scrolledTo.mock.contexts[0]).toBe(cards);
  });

  it('renders every card of a smaller page', async () => {
    renderWithProviders(<Listing name="application" scope="client" />, {
      route: '/client/applications?perPage=100',
      language: 'en',
    });
    const cards = await screen.findByTestId('listing-cards');
    await within(cards).findByText('App 100');
    expect(within(cards).getAllByRole('listitem')).toHaveLength(100);
    expect(within(cards).getAllByRole('listitem')[0]).not.toHaveAttribute('aria-setsize');
  });
});
