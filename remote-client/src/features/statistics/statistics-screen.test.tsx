import { resolve } from 'node:path';
import {
  fakeApi,
  json,
  loadLocales,
  mockSession,
  renderWithProviders,
  screen,
  waitFor,
  type FakeApi,
} from '@panel/shared-core/testing';
import { listingSettings } from '../../test-fixtures';
import StatisticsScreen from './statistics-screen';

const resources = loadLocales(resolve(__dirname, '../../locales'));

const settings = listingSettings(
  'statistics',
  [
    { key: 'date', label: 'Date', type: 'date' },
    { key: 'visits', label: 'Visits', type: 'number' },
    { key: 'installs', label: 'Installs', type: 'number' },
    { key: 'deposits_sum', label: 'Deposits sum', type: 'money' },
  ],
  {
    filters: [
      { key: 'country', label: 'Country', type: 'text' },
      { key: 'date', label: 'Date', type: 'date-range' },
    ],
    sort: { key: 'date', dir: 'desc' },
    aggregations: true,
  },
);

let api: FakeApi;
afterEach(() => {
  api.restore();
  window.sessionStorage.clear();
  window.localStorage.clear();
});

function renderStatistics(groups: Record<string, unknown>[]) {
  api = fakeApi({
    'GET /common/listing/statistics/settings': json(200, settings),
    'POST /common/listing/statistics/data': json(200, {
      data: [],
      meta: { current_page: 2, per_page: 25, total: 45, last_page: 2 },
    }),
    'POST /common/listing/statistics/aggregations': ({ body }) =>
      (body as { group_by?: string }).group_by
        ? json(200, { totals: { visits: 30, installs: 9 }, groups })
        : json(200, { totals: { visits: 30, installs: 9 } }),
  });
  return renderWithProviders(<StatisticsScreen />, {
    route: '/client/statistics?page=2&f.country=DE&f.date=2026-03-01..2026-03-31',
    path: '/client/statistics',
    session: mockSession({ access: { permissions: ['statistics.view'] } }),
    language: 'en',
    resources,
  });
}

const groupedBodies = () =>
  api
    .bodiesOf('POST /common/listing/statistics/aggregations')
    .filter((body) => (body as { group_by?: string }).group_by !== undefined);

describe('the statistics charts', () => {
  it("ask for the totals per date over the listing's filters, whatever page the table shows", async () => {
    renderStatistics([
      { key: '2026-03-01', visits: 10, installs: 3, deposits_sum: '12.50' },
      { key: '2026-03-02', visits: 20, installs: 6, deposits_sum: '0.00' },
    ]);
    expect(await screen.findByTestId('statistics-charts')).toBeInTheDocument();
    expect(
      screen.getByRole('img', { name: 'Visits and installs per day for the current filters' }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('img', { name: 'Sum of deposits per day for the current filters' }),
    ).toBeInTheDocument();

    await waitFor(() => expect(groupedBodies()).toHaveLength(1));
    expect(groupedBodies()).toEqual([
      {
        page: 1,
        sort: null,
        filters: { country: 'DE', date: { from: '2026-03-01', to: '2026-03-31' } },
        search: '',
        group_by: 'date',
      },
    ]);
    // The table itself shows the page of the URL.
    await waitFor(() =>
      expect(api.bodiesOf('POST /common/listing/statistics/data')).toContainEqual(
        expect.objectContaining({
          page: 2,
          filters: { country: 'DE', date: { from: '2026-03-01', to: '2026-03-31' } },
        }),
      ),
    );
  });

  it('say so when the filters select no figures', async () => {
    renderStatistics([]);
    expect(await screen.findByText('No figures for these filters.')).toBeInTheDocument();
    expect(screen.queryByTestId('statistics-charts')).not.toBeInTheDocument();
    expect(groupedBodies()).toHaveLength(1);
  });
});
