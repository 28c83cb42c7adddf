/**
 * Answers of the company area's calls for the screens' tests, complete and true to the contract (@panel/contract):
 * every answer a test's fake API gives is held to it. Each builder takes the fields a test cares about.
 */
import type {
  Company,
  CompanyEditAnswer,
  CompanyTariff,
  DailyRow,
  Domain,
  ListingColumn,
  ListingSettings,
  Member,
  TariffListAnswer,
} from '@panel/contract';

/** The company of the tests: Acme, in USD, on tariff 1, allowed to update and deposit. */
export function company(overrides: Partial<Company> = {}): Company {
  return {
    id: 1,
    version: 1,
    name: 'Acme',
    status: 'active',
    balance: '125.50',
    currency: 'USD',
    tariff_id: 1,
    subscription_tier_id: 1,
    owner_id: 1,
    tariff_name: 'Start',
    contact_email: 'owner@acme.test',
    website: '',
    timezone: 'UTC',
    can_update: true,
    can_deposit: true,
    deposit: { min: '10.00', max: '5000.00', currency: 'USD' },
    low_balance: '50.00',
    created_at: '2026-01-01T00:00:00Z',
    ...overrides,
  };
}

/** `GET /client/company/edit`: the company and the time zones of its form. */
export function companyEdit(data: Company = company()): CompanyEditAnswer {
  return {
    data,
    options: {
      timezone: [
        { value: 'UTC', label: 'UTC' },
        { value: 'Europe/Berlin', label: 'Europe/Berlin (UTC+1/+2)' },
      ],
    },
  };
}

/** A tariff as the company sees it: free, monthly, small limits, no features nor tiers. */
export function tariff(id: number, overrides: Partial<CompanyTariff> = {}): CompanyTariff {
  return {
    id,
    name: `Tariff ${id}`,
    description: '',
    price: '0.00',
    currency: 'USD',
    period: 'month',
    limits: { applications: 3, domains: 1, push_per_month: 1000, team_members: 2 },
    features: [],
    is_active: true,
    sort: id,
    tiers: [],
    ...overrides,
  };
}

/** `GET /client/tariff/list`: the company on its first tariff's first tier, using nothing yet. */
export function tariffList(overrides: Partial<TariffListAnswer> = {}): TariffListAnswer {
  const data = overrides.data ?? [tariff(1)];
  return {
    data,
    options: { features: [] },
    current_tariff_id: data[0]?.id ?? 1,
    current_subscription_tier_id: 1,
    usage: { applications: 0, domains: 0, push_per_month: 0, team_members: 0 },
    ...overrides,
  };
}

/** Bob, a member of the company: active, a Viewer, neither the owner nor the one signed in. */
export function member(overrides: Partial<Member> = {}): Member {
  return {
    id: 5,
    version: 1,
    name: 'Bob Builder',
    email: 'bob@acme.test',
    role_id: 3,
    role_name: 'Viewer',
    status: 'active',
    is_owner: false,
    is_self: false,
    locale: 'en',
    created_at: '2026-01-01T00:00:00Z',
    last_login_at: null,
    ...overrides,
  };
}

/** A custom domain of the company: pending, for no application, never checked. */
export function domain(overrides: Partial<Domain> = {}): Domain {
  return {
    id: 14,
    name: 'shop.acme.test',
    type: 'custom',
    status: 'pending',
    ssl_status: 'none',
    application_id: null,
    application_name: '',
    verified_at: null,
    checked_at: null,
    created_at: '2026-03-01T10:00:00Z',
    ...overrides,
  };
}

/** A day of the company's figures, in USD. */
export function dailyRow(date: string, overrides: Partial<DailyRow> = {}): DailyRow {
  return {
    date,
    company_id: 1,
    visits: 0,
    installs: 0,
    opens: 0,
    push_subscriptions: 0,
    registrations: 0,
    deposits_count: 0,
    deposits_sum: '0.00',
    cost: '0.00',
    currency: 'USD',
    ...overrides,
  };
}

/** A listing's settings: its columns (each sortable, unless said), no filters, 25 rows a page. */
export function listingSettings(
  name: string,
  columns: (Pick<ListingColumn, 'key' | 'label' | 'type'> & Partial<ListingColumn>)[],
  overrides: Partial<ListingSettings> = {},
): ListingSettings {
  return {
    name,
    columns: columns.map((column) => ({ sortable: true, ...column })),
    filters: [],
    sort: null,
    perPage: 25,
    perPageOptions: [10, 25, 50, 100],
    search: false,
    ...overrides,
  };
}

/** A listing's page of these rows, the only one. */
export function listingPage<R>(rows: R[]) {
  return {
    data: rows,
    meta: { current_page: 1, per_page: 25, total: rows.length, last_page: 1 },
  };
}
