import { callApi, type ListingScope, type ListingSort } from '@panel/shared-core';
import {
  listingCalls,
  type CompanyStatus,
  type DomainStatus,
  type ListingFilterValue,
} from '@panel/contract';

/**
 * The administrators' dashboard reads a few listings through the contract's listing calls (docs/api-contract.md,
 * "Listings"): neither the listing entry nor the record entry is loaded for the area's home page.
 */

/** `YYYY-MM-DD` bounds, both included. */
export interface DayRange {
  from: string;
  to: string;
}

/** The figures of one day. */
export interface DayFigures {
  date: string;
  values: Record<string, number>;
}

export interface FewRows<T> {
  rows: T[];
  /** How many rows the filters select in all. */
  total: number;
}

export interface CompanyRow {
  id: number;
  name: string;
  status: CompanyStatus;
  balance: string;
  currency: string;
  owner_email?: string;
}

export interface DomainRow {
  id: number;
  name: string;
  company_id: number | null;
  company_name?: string;
  status: DomainStatus;
}

export interface UserRow {
  id: number;
  name: string;
  email: string;
  company_name?: string;
}

const DAY_MS = 24 * 60 * 60 * 1000;
const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** The last `days` days up to today (UTC), both ends included. */
export function lastDays(days: number, now = Date.now()): DayRange {
  return { from: isoDay(now - (days - 1) * DAY_MS), to: isoDay(now) };
}

/**
 * Every day of the range, oldest first, with the figures the server gave for it (none for a quiet day: zeros), so
 * that a chart's line covers the whole period.
 */
export function everyDay(range: DayRange, days: DayFigures[], keys: readonly string[]): DayFigures[] {
  const byDate = new Map(days.map((day) => [day.date, day.values]));
  const result: DayFigures[] = [];
  const end = Date.parse(`${range.to}T00:00:00Z`);
  for (let at = Date.parse(`${range.from}T00:00:00Z`); at <= end; at += DAY_MS) {
    const date = isoDay(at);
    const found = byDate.get(date) ?? {};
    result.push({ date, values: Object.fromEntries(keys.map((key) => [key, found[key] ?? 0])) });
  }
  return result;
}

/**
 * The dashboard's reads live under their listing's own query key (`['listing', scope, name, …]`), so a write that
 * marks a listing stale (a manual deposit, a blocked user) marks the dashboard's view of it stale too.
 */
export const dashboardKeys = {
  newCompanies: (range: DayRange) => ['listing', 'common', 'company', 'dashboard', 'new', range] as const,
  lowestBalances: ['listing', 'common', 'company', 'dashboard', 'lowest'] as const,
  platformDays: (range: DayRange) =>
    ['listing', 'common', 'manage-application-statistics', 'dashboard', range] as const,
  platformDeposits: (range: DayRange) =>
    ['listing', 'common', 'manage-application-statistics', 'dashboard', 'currency', range] as const,
  failingDomains: ['listing', 'client', 'domains', 'dashboard', 'error'] as const,
  blockedUsers: ['listing', 'common', 'all-users', 'dashboard', 'blocked'] as const,
};

/** Listings take only the page sizes they offer; the smallest is enough for a card of a few rows. */
const SMALLEST_PAGE = 10;

type Filters = Record<string, ListingFilterValue>;

/** A page's rows are whatever the listing's columns hold: each caller names the fields it reads. */
async function firstRows<T>(
  scope: ListingScope,
  name: string,
  query: { perPage: number; sort: ListingSort | null; filters: Filters },
  signal?: AbortSignal,
): Promise<FewRows<T>> {
  const { data, meta } = await callApi(
    scope === 'client' ? listingCalls.clientData : listingCalls.commonData,
    {
      params: { name },
      body: { page: 1, perPage: SMALLEST_PAGE, sort: query.sort, filters: query.filters, search: '' },
    },
    { signal },
  );
  return { rows: data.slice(0, query.perPage) as T[], total: meta.total };
}

/** What one currency adds up to (deposits of companies whose money is in it). */
export interface CurrencyAmount {
  currency: string;
  amount: number;
}

/** The totals of a listing per value of `groupBy` (its aggregations with `group_by`), numbers only. */
async function groupsOf(
  name: string,
  groupBy: string,
  filters: Filters,
  signal?: AbortSignal,
): Promise<{ key: string; values: Record<string, number> }[]> {
  const { groups = [] } = await callApi(
    listingCalls.commonAggregations,
    {
      params: { name },
      body: { page: 1, perPage: SMALLEST_PAGE, sort: null, filters, search: '', group_by: groupBy },
    },
    { signal },
  );
  const result: { key: string; values: Record<string, number> }[] = [];
  for (const group of groups) {
    // Each group carries its totals beside its key (money as decimal strings).
    const values: Record<string, number> = {};
    for (const [key, value] of Object.entries(group)) {
      if (key === 'key') continue;
      const number = typeof value === 'number' ? value : typeof value === 'string' ? Number(value) : NaN;
      if (Number.isFinite(number)) values[key] = number;
    }
    result.push({ key: group.key, values });
  }
  return result;
}

const daysOf = async (...args: Parameters<typeof groupsOf>): Promise<DayFigures[]> =>
  (await groupsOf(...args)).map(({ key, values }) => ({ date: key, values }));

/** How many rows the dashboard lists of each kind. */
export const FEW = 5;

export const dashboardApi = {
  /** New companies per day (`company` grouped by `created_date`, each day with `count`). */
  newCompanies: (range: DayRange, signal?: AbortSignal) =>
    daysOf('company', 'created_date', { created_at: range }, signal),
  /** Installs and deposits of the whole platform per day (`manage-application-statistics` grouped by `date`). */
  platformDays: (range: DayRange, signal?: AbortSignal) =>
    daysOf('manage-application-statistics', 'date', { date: range }, signal),
  /** The deposits of the period per currency (`manage-application-statistics` grouped by `currency`). */
  platformDeposits: async (range: DayRange, signal?: AbortSignal): Promise<CurrencyAmount[]> =>
    (await groupsOf('manage-application-statistics', 'currency', { date: range }, signal))
      .map(({ key: currency, values }) => ({ currency, amount: values.deposits_sum ?? 0 }))
      .filter(({ amount }) => amount !== 0)
      .sort((a, b) => a.currency.localeCompare(b.currency)),
  lowestBalances: (signal?: AbortSignal) =>
    firstRows<CompanyRow>(
      'common',
      'company',
      { perPage: FEW, sort: { key: 'balance', dir: 'asc' }, filters: {} },
      signal,
    ),
  /** Domains in error, every company's (the platform-wide variant an administrator with manage.domains reads). */
  failingDomains: (signal?: AbortSignal) =>
    firstRows<DomainRow>(
      'client',
      'domains',
      { perPage: FEW, sort: null, filters: { status: ['error'] } },
      signal,
    ),
  blockedUsers: (signal?: AbortSignal) =>
    firstRows<UserRow>(
      'common',
      'all-users',
      { perPage: FEW, sort: null, filters: { status: ['blocked'] } },
      signal,
    ),
};
