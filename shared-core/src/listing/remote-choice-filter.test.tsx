/**
 * A `remote-choice` filter (docs/listings.md, "How a listing screen is built"): its choices are searched on the server
 * the settings name (`choices.call`), shown `#id name` with the status, picked by the keyboard, and the chosen one is
 * named by its id when it comes from the address. A deleted application's row says so beside its unlinked name.
 */
import type { ApplicationChoice } from '@panel/contract';
import type { ListingQuery, ListingSettings } from '@panel/shared-core';
import { listingApi } from '@panel/shared-core/listing';
import {
  act,
  configure,
  fakeApi,
  fireEvent,
  json,
  renderWithProviders,
  screen,
  waitFor,
  within,
  type FakeApi,
} from '@panel/shared-core/testing';
import { Listing } from './listing';
import { applicationSettings, applicationRow, pageOf } from './test-fixtures';

jest.setTimeout(60_000);
configure({ asyncUtilTimeout: 15_000 });

const APPS: ApplicationChoice[] = [
  { value: 5, label: 'Ocean Recipes', status: 'active' },
  { value: 23, label: 'Neon Bets', status: 'active' },
  { value: 512, label: 'Neon Bets', status: 'deactivated' },
];

const settings: ListingSettings = {
  ...applicationSettings,
  name: 'statistics',
  columns: [
    { key: 'id', label: 'ID', type: 'id', sortable: true },
    {
      key: 'application_name',
      label: 'Application',
      type: 'link',
      sortable: true,
      href: '/client/applications/{application_link_id}',
      unlinked: 'deleted',
    },
  ],
  filters: [
    {
      key: 'application_id',
      label: 'Application',
      type: 'remote-choice',
      choices: { call: 'application-choices.search' },
      statusLabels: { deactivated: 'Deactivated' },
    },
  ],
};

let api: FakeApi;
function mockListing() {
  api = fakeApi({
    'GET /client/application-choices': ({ query }) => {
      const ids = query.get('ids')?.split(',').map(Number);
      if (ids) {
        const data = APPS.filter((choice) => ids.includes(choice.value));
        return json(200, { data, total: data.length });
      }
      const search = (query.get('search') ?? '').toLowerCase();
      const data = APPS.filter((choice) => choice.label.toLowerCase().includes(search));
      return json(200, { data, total: data.length });
    },
  });
  jest.spyOn(listingApi, 'settings').mockResolvedValue(settings);
  return jest.spyOn(listingApi, 'data').mockImplementation(async (_name, query) =>
    pageOf(query, 2, (id) =>
      applicationRow(id, {
        application_name: id === 1 ? 'Ocean Recipes' : 'Gone App',
        // The second row's application is deleted: the server leaves it without a link.
        application_link_id: id === 1 ? 5 : null,
      }),
    ),
  );
}
afterEach(() => api.restore());

const choiceCalls = () =>
  api.calls
    .filter((call) => String(call.url).endsWith('/application-choices'))
    .map((call) => call.params as { search?: string; ids?: string });
const lastFilters = (spy: jest.SpyInstance) => (spy.mock.calls.at(-1)?.[1] as ListingQuery).filters;

describe('a remote-choice filter', () => {
  it('searches on the server as typed, picks by the keyboard, and filters by the id', async () => {
    const data = mockListing();
    const { location } = renderWithProviders(<Listing name="statistics" scope="common" />, {
      route: '/client/statistics',
      language: 'en',
    });
    const input = await screen.findByRole('combobox', { name: 'Application' });
    // Nothing is asked before the filter is used, and the settings list no application.
    expect(choiceCalls()).toEqual([]);

    act(() => input.focus());
    fireEvent.change(input, { target: { value: 'neon' } });
    const list = await screen.findByRole('listbox');
    await waitFor(() =>
      expect(
        within(list)
          .getAllByRole('option')
          .map((option) => option.textContent),
      ).toEqual(['#23 Neon Bets', '#512 Neon BetsDeactivated']),
    );
    expect(choiceCalls()).toEqual([{ search: 'neon' }]);

    fireEvent.keyDown(input, { key: 'ArrowDown' });
    fireEvent.keyDown(input, { key: 'Enter' });
    await waitFor(() => expect(lastFilters(data)).toEqual({ application_id: '512' }));
    await waitFor(() => expect(new URLSearchParams(location().search).get('f.application_id')).toBe('512'));
    // The same input, still focused: the choice does not draw the filter afresh.
    await waitFor(() => expect(input).toHaveValue('#512 Neon Bets'));
    expect(input).toHaveFocus();
  });

  it('names the value of the address by its id, and clearing it drops the filter', async () => {
    const data = mockListing();
    const { user, location } = renderWithProviders(<Listing name="statistics" scope="common" />, {
      route: '/client/statistics?f.application_id=23',
      language: 'en',
    });
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Application' })).toHaveValue('#23 Neon Bets'),
    );
    expect(choiceCalls()).toEqual([{ ids: '23' }]);
    expect(lastFilters(data)).toEqual({ application_id: '23' });

    await user.click(screen.getByRole('button', { name: 'Clear Application' }));
    await waitFor(() => expect(location().search).not.toContain('f.application_id'));
  });

  it("marks a deleted application's row, which has no link, in words", async () => {
    mockListing();
    renderWithProviders(<Listing name="statistics" scope="common" />, {
      route: '/client/statistics',
      language: 'en',
    });
    const linked = await screen.findByRole('link', { name: 'Ocean Recipes' });
    expect(linked).toHaveAttribute('href', '/client/applications/5');
    const gone = screen.getByText('Gone App');
    expect(gone.closest('a')).toBeNull();
    expect(gone.closest('td')).toHaveTextContent('Gone App deleted');
    expect(screen.queryByRole('link', { name: /Gone App/ })).not.toBeInTheDocument();
    expect(screen.getAllByText('deleted')).toHaveLength(1);
  });
});
