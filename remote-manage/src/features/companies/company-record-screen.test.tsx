import { resolve } from 'node:path';
import { Route, Routes } from '@panel/shared-core/router';
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
  type FakeRoute,
} from '@panel/shared-core/testing';
import type { CompanyDay, ManageCompany } from '../../api/companies';
import CompanyApplicationsTab from './company-applications-tab';
import CompanyOverviewTab from './company-overview-tab';
import CompanyRecordScreen from './company-record-screen';
import CompanyStatisticsTab from './company-statistics-tab';
import CompanyTransactionsTab from './company-transactions-tab';
import CompanyUsersTab from './company-users-tab';
import type { PermissionName } from '@panel/contract';

const resources = loadLocales(resolve(__dirname, '../../locales'));

const EVERYTHING: PermissionName[] = [
  'manage.companies',
  'users.admin',
  'manage.applications',
  'manage.statistics',
];

const company: ManageCompany = {
  id: 7,
  version: 1,
  name: 'Acme',
  status: 'active',
  balance: '125.50',
  currency: 'USD',
  tariff_id: 2,
  subscription_tier_id: 4,
  owner_id: 3,
  referral_link_id: null,
  contact_email: 'hello@acme.test',
  website: 'https://acme.test',
  timezone: 'Europe/Berlin',
  created_at: '2026-01-05T09:30:00Z',
  owner_name: 'Olga Owner',
  owner_email: 'olga@acme.test',
  tariff_name: 'Growth',
  users_count: 3,
  applications_count: 4,
  domains_count: 2,
};

const options = {
  status: [
    { value: 'active', label: 'Active' },
    { value: 'blocked', label: 'Blocked' },
  ],
  tariff_id: [{ value: 2, label: 'Growth', is_active: true }],
  timezone: [
    { value: 'UTC', label: 'UTC' },
    { value: 'Europe/Berlin', label: 'Europe/Berlin (UTC+1)' },
  ],
};

/** A listing with two columns and the rows given, as the listing calls answer it. */
function listing(name: string, rows: Record<string, unknown>[]): Record<string, FakeRoute> {
  return {
    [`GET /common/listing/${name}/settings`]: json(200, {
      name,
      columns: [
        { key: 'id', label: 'ID', type: 'number', sortable: true },
        { key: 'name', label: 'Name', type: 'text', sortable: true },
      ],
      filters: [{ key: 'company_id', label: 'Company', type: 'select', options: [] }],
      sort: null,
      perPage: 25,
      perPageOptions: [25],
      search: false,
    }),
    [`POST /common/listing/${name}/data`]: json(200, {
      data: rows,
      meta: { current_page: 1, per_page: 25, total: rows.length, last_page: 1 },
    }),
  };
}

const day = (date: string, installs: number, deposits: string): CompanyDay => ({
  date,
  company_id: 7,
  visits: installs * 2,
  installs,
  opens: 0,
  push_subscriptions: 0,
  registrations: 1,
  deposits_count: 1,
  deposits_sum: deposits,
  cost: '1.10',
  currency: 'USD',
});

let current: ManageCompany;
let api: FakeApi;

function serve(routes: Record<string, FakeRoute> = {}) {
  api = fakeApi({
    'GET /manage/company/:id/edit': () => json(200, { data: current, options }),
    ...listing('all-users', [{ id: 31, name: 'Uma User' }]),
    ...listing('manage-application', [{ id: 41, name: 'Ocean Recipes' }]),
    ...listing('manage-company-balance-transactions', [{ id: 51, name: 'Manual: goodwill' }]),
    'GET /manage/statistic/get-daily/:id': json(200, {
      data: [day('2026-03-01', 1000, '100.10'), day('2026-03-02', 234, '49.90')],
      currency: 'USD',
    }),
    ...routes,
  });
}

beforeEach(() => {
  current = company;
});
afterEach(() => {
  api.restore();
  window.sessionStorage.clear();
});

function renderRecord(tab = '', permissions = EVERYTHING, routes: Record<string, FakeRoute> = {}) {
  serve(routes);
  return renderWithProviders(
    <Routes>
      <Route path="/manage/companies/:id" element={<CompanyRecordScreen />}>
        <Route index element={<CompanyOverviewTab />} />
        <Route path="users" element={<CompanyUsersTab />} />
        <Route path="applications" element={<CompanyApplicationsTab />} />
        <Route path="transactions" element={<CompanyTransactionsTab />} />
        <Route path="statistics" element={<CompanyStatisticsTab />} />
      </Route>
      <Route path="*" element={null} />
    </Routes>,
    {
      route: `/manage/companies/7${tab ? `/${tab}` : ''}`,
      session: mockSession({ access: { isAdmin: true, permissions } }),
      language: 'en',
      resources,
    },
  );
}

const tabNames = () =>
  within(screen.getByRole('navigation', { name: /sections/i }))
    .getAllByRole('link')
    .map((link) => link.textContent);

describe('the company record screen', () => {
  it('shows the facts, the balance as money, the actions and a tab for each permitted listing', async () => {
    const { user, location } = renderRecord();
    expect(await screen.findByRole('heading', { name: 'Acme', level: 1 })).toBeInTheDocument();
    expect(screen.getAllByTestId('company-status')[0]).toHaveTextContent('Active');
    const facts = screen.getByTestId('fact-list');
    for (const text of [
      'Olga Owner',
      'olga@acme.test',
      'Growth',
      '$125.50',
      'hello@acme.test',
      'https://acme.test',
      'Europe/Berlin (UTC+1)',
      'Jan 5, 2026',
    ])
      expect(facts).toHaveTextContent(text);
    expect(within(facts).getByRole('link', { name: 'Olga Owner' })).toHaveAttribute('href', '/users/3');
    expect(screen.getByTestId('company-balance')).toHaveTextContent('$125.50');
    expect(tabNames()).toEqual(['Overview', 'Users3', 'Applications4', 'Transactions', 'Statistics']);

    await user.click(screen.getAllByRole('button', { name: 'Edit' })[0]!);
    expect(location().pathname).toBe('/manage/companies/7/edit');
    expect(location().state).toEqual({ from: '/manage/companies/7' });
  });

  it('offers only the tabs whose listings the administrator may read', async () => {
    renderRecord('', ['manage.companies']);
    expect(await screen.findByRole('heading', { name: 'Acme', level: 1 })).toBeInTheDocument();
    expect(tabNames()).toEqual(['Overview', 'Transactions']);
    // The owner is named but leads nowhere the administrator cannot go.
    expect(within(screen.getByTestId('fact-list')).queryByRole('link', { name: 'Olga Owner' })).toBeNull();
  });

  it.each([
    ['users', 'all-users', 'Uma User'],
    ['applications', 'manage-application', 'Ocean Recipes'],
    ['transactions', 'manage-company-balance-transactions', 'Manual: goodwill'],
  ])('scopes the %s tab to the company', async (tab, name, row) => {
    renderRecord(tab);
    expect(await screen.findByText(row)).toBeInTheDocument();
    const bodies = api.bodiesOf(`POST /common/listing/${name}/data`) as {
      filters: Record<string, unknown>;
    }[];
    expect(bodies.length).toBeGreaterThan(0);
    for (const body of bodies) expect(body.filters).toMatchObject({ company_id: '7' });
    // A filter fixed by the record is not offered to change.
    expect(screen.queryByRole('combobox', { name: 'Company' })).not.toBeInTheDocument();
  });

  it('draws the daily statistics and lists them with their totals, and reads another period on demand', async () => {
    const { user } = renderRecord('statistics');
    const rows = await screen.findAllByTestId('statistics-row');
    // Newest first.
    const cells = (row: HTMLElement) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent);
    expect(rows.map(cells)).toEqual([
      ['Mar 2, 2026', '468', '234', '1', '1', '$49.90', '$1.10'],
      ['Mar 1, 2026', '2,000', '1,000', '1', '1', '$100.10', '$1.10'],
    ]);
    expect(cells(screen.getByTestId('statistics-totals'))).toEqual([
      'Total',
      '2,468',
      '1,234',
      '2',
      '2',
      '$150.00',
      '$2.20',
    ]);
    expect(screen.getByTestId('statistics-summary')).toHaveTextContent(
      '1,234 installs, $150.00 deposited over the period',
    );
    const range = () => {
      const params = api.calls.at(-1)!.params as { from: string; to: string };
      return (Date.parse(params.to) - Date.parse(params.from)) / (24 * 60 * 60 * 1000) + 1;
    };
    expect(range()).toBe(30);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Period' }), '7');
    await waitFor(() => expect(range()).toBe(7));
  });

  it('credits from the record screen, then shows the new balance and refreshes the transactions', async () => {
    const { user } = renderRecord('transactions', EVERYTHING, {
      'POST /manage/company/:id/manual-balance-deposit': () => {
        current = { ...company, balance: '150.50' };
        return json(200, {
          data: {
            transaction: {
              id: 52,
              company_id: 7,
              type: 'manual',
              amount: '25.00',
              balance_after: '150.50',
              currency: 'USD',
              description: 'Goodwill credit',
              created_by: 1,
              created_by_name: 'Ada Admin',
              created_at: '2026-03-03T10:00:00Z',
            },
            balance: '150.50',
          },
          message: 'Credited.',
        });
      },
    });
    expect(await screen.findByText('Manual: goodwill')).toBeInTheDocument();
    const reads = (route: string) => api.requests().filter((request) => request === route).length;
    const before = {
      record: reads('GET /manage/company/7/edit'),
      transactions: reads('POST /common/listing/manage-company-balance-transactions/data'),
    };

    await user.click(screen.getAllByRole('button', { name: 'Manual deposit' })[0]!);
    const dialog = await screen.findByTestId('manual-deposit-dialog');
    await user.type(within(dialog).getByRole('textbox', { name: /^Amount/ }), '25');
    await user.type(within(dialog).getByRole('textbox', { name: /^Reason/ }), 'Goodwill credit');
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect(await screen.findByTestId('manual-balance-after')).toHaveTextContent('$150.50');
    await user.click(screen.getByRole('button', { name: 'Credit $25.00' }));

    expect(await screen.findByText('$25.00 credited to «Acme». Balance: $150.50')).toBeInTheDocument();
    await waitFor(() => expect(reads('GET /manage/company/7/edit')).toBeGreaterThan(before.record));
    await waitFor(() =>
      expect(reads('POST /common/listing/manage-company-balance-transactions/data')).toBeGreaterThan(
        before.transactions,
      ),
    );
  });

  it('offers a deposit whose answer never came again, with its key, amount and reason', async () => {
    window.sessionStorage.setItem(
      'panel.manual-deposit:1:7',
      JSON.stringify({
        amount: '40.00',
        reason: 'Refund of order 1182',
        key: 'key-of-the-lost-attempt',
        sentAt: 5,
      }),
    );
    const { user } = renderRecord('', EVERYTHING, {
      'POST /manage/company/:id/manual-balance-deposit': json(200, {
        data: {
          transaction: {
            id: 53,
            company_id: 7,
            type: 'manual',
            amount: '40.00',
            balance_after: '165.50',
            currency: 'USD',
            description: 'Refund of order 1182',
            created_by: 1,
            created_by_name: 'Ada Admin',
            created_at: '2026-03-03T10:00:00Z',
          },
          balance: '165.50',
        },
        message: 'Credited.',
        replayed: true,
      }),
    });
    const warning = await screen.findByTestId('manual-deposit-unconfirmed');
    expect(warning).toHaveTextContent('A manual deposit of $40.00 was not confirmed');
    await user.click(within(warning).getByRole('button', { name: 'Check and retry' }));
    expect(await screen.findByTestId('manual-reason')).toHaveTextContent('Refund of order 1182');
    await user.click(screen.getByRole('button', { name: 'Credit $40.00' }));
    expect(
      await screen.findByText(
        'This deposit of $40.00 had already been credited; nothing was credited again. Balance: $165.50',
      ),
    ).toBeInTheDocument();
    expect(api.bodiesOf('POST /manage/company/7/manual-balance-deposit')).toEqual([
      { amount: '40.00', reason: 'Refund of order 1182', idempotency_key: 'key-of-the-lost-attempt' },
    ]);
    await waitFor(() => expect(screen.queryByTestId('manual-deposit-unconfirmed')).not.toBeInTheDocument());
  });
});
