import { resolve } from 'node:path';
import {
  fakeApi,
  json,
  loadLocales,
  mockSession,
  renderWithProviders,
  screen,
  waitFor,
  within,
  type FakeApi,
  type FakeReply,
  type FakeRoute,
} from '@panel/shared-core/testing';
import DashboardScreen from './dashboard-screen';
import type { PermissionName } from '@panel/contract';

const resources = loadLocales(resolve(__dirname, '../../locales'));

const DAY = 24 * 60 * 60 * 1000;
const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const today = isoDay(Date.now());
const yesterday = isoDay(Date.now() - DAY);

const EVERYTHING: PermissionName[] = [
  'manage.companies',
  'manage.statistics',
  'manage.domains',
  'users.admin',
];

const page = (rows: Record<string, unknown>[], total = rows.length) =>
  json(200, { data: rows, meta: { current_page: 1, per_page: 5, total, last_page: 1 } });

const COMPANY_GROUPS = 'POST /common/listing/company/aggregations';
const STATISTICS_GROUPS = 'POST /common/listing/manage-application-statistics/aggregations';
const COMPANIES = 'POST /common/listing/company/data';
const DOMAINS = 'POST /client/listing/domains/data';
const USERS = 'POST /common/listing/all-users/data';

const everything: Record<string, FakeRoute> = {
  [COMPANY_GROUPS]: json(200, {
    totals: { count: 3 },
    groups: [
      { key: yesterday, count: 2 },
      { key: today, count: 1 },
    ],
  }),
  [STATISTICS_GROUPS]: ({ body }) =>
    (body as { group_by?: string }).group_by === 'currency'
      ? json(200, {
          totals: { deposits_sum: '4150.00', currency: null },
          groups: [
            { key: 'USD', currency: 'USD', installs: 900, deposits_sum: '100.10' },
            { key: 'RUB', currency: 'RUB', installs: 300, deposits_sum: '4000.00' },
            { key: 'EUR', currency: 'EUR', installs: 34, deposits_sum: '49.90' },
          ],
        })
      : json(200, {
          totals: {},
          groups: [
            { key: yesterday, installs: 1000, deposits_count: 3, deposits_sum: '100.10' },
            { key: today, installs: 234, deposits_count: 2, deposits_sum: '4049.90' },
          ],
        }),
  [COMPANIES]: page([
    { id: 11, name: 'Broke Ltd', status: 'blocked', balance: '-12.50', currency: 'USD' },
    { id: 12, name: 'Thin Margins', status: 'active', balance: '3.00', currency: 'EUR' },
  ]),
  [DOMAINS]: page(
    [
      { id: 21, name: 'bad.acme.test', company_id: 7, company_name: 'Acme', status: 'error' },
      { id: 22, name: 'go.platform.test', company_id: null, company_name: '', status: 'error' },
    ],
    9,
  ),
  [USERS]: page([{ id: 31, name: 'Bob Blocked', email: 'bob@acme.test', company_name: 'Acme' }]),
};

let api: FakeApi;
afterEach(() => api.restore());

function renderDashboard(permissions: PermissionName[], routes: Record<string, FakeRoute> = everything) {
  api = fakeApi(routes);
  return renderWithProviders(<DashboardScreen />, {
    route: '/manage',
    session: mockSession({ access: { isAdmin: true, permissions } }),
    language: 'en',
    resources,
  });
}

const links = (region: HTMLElement) =>
  within(region)
    .getAllByRole('link')
    .map((link) => [link.textContent, link.getAttribute('href')]);

describe('the administrators dashboard', () => {
  it('sums up the last 30 days and lists what needs attention, each leading to its screen', async () => {
    renderDashboard(EVERYTHING);
    expect(screen.getByRole('heading', { name: 'Overview', level: 1 })).toBeInTheDocument();

    const newCompanies = screen.getByTestId('dashboard-new-companies');
    expect(await within(newCompanies).findByTestId('new-companies-total')).toHaveTextContent(
      '3 new companies in 30 days',
    );
    const activity = screen.getByTestId('dashboard-activity');
    expect(await within(activity).findByTestId('activity-installs')).toHaveTextContent(
      '1,234 installs in 30 days',
    );
    // One total per currency, each in its own: never one number over euros, dollars and roubles.
    await waitFor(() =>
      expect(within(activity).getByTestId('activity-deposits')).toHaveTextContent(
        'Deposited in 30 days: €49.90 · RUB 4,000.00 · $100.10',
      ),
    );

    const lowest = screen.getByTestId('dashboard-lowest-balances');
    await within(lowest).findByTestId('lowest-balances');
    expect(links(lowest)).toEqual([
      ['All companies by balance', '/manage/companies?sort=balance.asc'],
      ['Broke Ltd', '/manage/companies/11'],
      ['Thin Margins', '/manage/companies/12'],
    ]);
    expect(
      within(lowest)
        .getAllByTestId('company-balance')
        .map((cell) => cell.textContent),
    ).toEqual(['-$12.50', '€3.00']);

    const domains = screen.getByTestId('dashboard-failing-domains');
    await within(domains).findByTestId('failing-domains');
    expect(links(domains)).toEqual([
      ['All failing domains (9)', '/manage/domains?f.status=error'],
      ['bad.acme.test', '/manage/domains?f.status=error&q=bad.acme.test'],
      ['Acme', '/manage/companies/7'],
      ['go.platform.test', '/manage/domains?f.status=error&q=go.platform.test'],
    ]);
    expect(domains).toHaveTextContent('Platform domain');

    const users = screen.getByTestId('dashboard-blocked-users');
    await within(users).findByTestId('blocked-users');
    expect(links(users)).toEqual([
      ['All blocked users (1)', '/users?f.status=blocked'],
      ['Bob Blocked', '/users/31'],
    ]);

    // The period is the last 30 days, both ends included, and each list asks for what it shows.
    const [companyGroups] = api.bodiesOf(COMPANY_GROUPS) as {
      group_by: string;
      filters: { created_at: { from: string; to: string } };
    }[];
    expect(companyGroups!.group_by).toBe('created_date');
    expect(companyGroups!.filters.created_at.to).toBe(today);
    expect(Date.parse(today) - Date.parse(companyGroups!.filters.created_at.from)).toBe(29 * DAY);
    // By day for the charts, by currency for the money: the same period.
    expect(api.bodiesOf(STATISTICS_GROUPS)).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ group_by: 'date', filters: { date: companyGroups!.filters.created_at } }),
        expect.objectContaining({
          group_by: 'currency',
          filters: { date: companyGroups!.filters.created_at },
        }),
      ]),
    );
    expect(api.bodiesOf(STATISTICS_GROUPS)).toHaveLength(2);
    expect(api.bodiesOf(COMPANIES)).toEqual([
      expect.objectContaining({ perPage: 10, sort: { key: 'balance', dir: 'asc' } }),
    ]);
    expect(api.bodiesOf(DOMAINS)).toEqual([expect.objectContaining({ filters: { status: ['error'] } })]);
    expect(api.bodiesOf(USERS)).toEqual([expect.objectContaining({ filters: { status: ['blocked'] } })]);
  });

  it('shows a part only to an administrator who holds its permission, and asks for nothing else', async () => {
    renderDashboard(['manage.statistics']);
    expect(await screen.findByTestId('activity-installs')).toBeInTheDocument();
    for (const part of ['new-companies', 'lowest-balances', 'failing-domains', 'blocked-users'])
      expect(screen.queryByTestId(`dashboard-${part}`)).not.toBeInTheDocument();
    expect(api.requests()).toEqual([STATISTICS_GROUPS, STATISTICS_GROUPS]);
  });

  it('hides only the blocked users from an administrator without the users area', async () => {
    renderDashboard(['manage.companies', 'manage.domains']);
    expect(await screen.findByTestId('lowest-balances')).toBeInTheDocument();
    expect(await screen.findByTestId('failing-domains')).toBeInTheDocument();
    expect(screen.queryByTestId('dashboard-blocked-users')).not.toBeInTheDocument();
    expect(screen.queryByTestId('dashboard-activity')).not.toBeInTheDocument();
    expect(api.requests()).not.toContain(USERS);
    expect(api.requests()).not.toContain(STATISTICS_GROUPS);
  });

  it('says so when there is nothing to show, in each part', async () => {
    renderDashboard(EVERYTHING, {
      [COMPANY_GROUPS]: json(200, { totals: { count: 0 }, groups: [] }),
      [STATISTICS_GROUPS]: json(200, { totals: {}, groups: [] }),
      [COMPANIES]: page([]),
      [DOMAINS]: page([]),
      [USERS]: page([]),
    });
    const expectations: [string, string][] = [
      ['dashboard-new-companies', 'No company registered in the last 30 days.'],
      ['dashboard-activity', 'No installs or deposits in the last 30 days.'],
      ['dashboard-lowest-balances', 'No companies yet.'],
      ['dashboard-failing-domains', 'No domain is failing.'],
      ['dashboard-blocked-users', 'No user is blocked.'],
    ];
    for (const [part, text] of expectations) {
      expect(await within(screen.getByTestId(part)).findByTestId('card-empty')).toHaveTextContent(text);
    }
    // Nothing failing, nothing blocked: no "see all" leading to an empty listing.
    expect(
      within(screen.getByTestId('dashboard-failing-domains')).queryByRole('link'),
    ).not.toBeInTheDocument();
    expect(within(screen.getByTestId('dashboard-blocked-users')).queryByRole('link')).not.toBeInTheDocument();
  });

  it('shows a part that failed with Retry, leaving the others working', async () => {
    const replies: FakeReply[] = [
      json(500, { message: 'Server Error' }),
      page([{ id: 12, name: 'Thin Margins', status: 'active', balance: '3.00', currency: 'USD' }]),
    ];
    const { user } = renderDashboard(['manage.companies', 'manage.domains'], {
      ...everything,
      [COMPANIES]: () => replies.shift()!,
    });
    const lowest = screen.getByTestId('dashboard-lowest-balances');
    const failed = await within(lowest).findByTestId('card-error');
    expect(failed).toHaveTextContent('The figures could not be loaded');
    expect(await screen.findByTestId('failing-domains')).toBeInTheDocument();
    expect(await screen.findByTestId('new-companies-total')).toBeInTheDocument();

    await user.click(within(failed).getByRole('button', { name: /retry/i }));
    expect(await within(lowest).findByRole('link', { name: 'Thin Margins' })).toHaveAttribute(
      'href',
      '/manage/companies/12',
    );
    await waitFor(() => expect(within(lowest).queryByTestId('card-error')).not.toBeInTheDocument());
  });

  it('tells an administrator whom no part concerns, without asking the server anything', async () => {
    renderDashboard([]);
    expect(await screen.findByText('Nothing to show here')).toBeInTheDocument();
    expect(api.requests()).toEqual([]);
  });
});
