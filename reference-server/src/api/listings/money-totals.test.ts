/**
 * Money of different currencies is never added (docs/api-contract.md, "Listings"): a money total over rows of several
 * currencies is null, and `by_currency` gives the sum of each currency, exactly the sum of that currency's rows.
 */
import {
  listingRegistry,
  type ListingAggregations,
  type ListingRow,
  type ListingSettings,
} from '@panel/contract';
import { expect, test } from '../../testing/api-test';
import { resetServer } from '../../testing/api-test';
import { callers } from '../../testing/admin';

test.describe('money totals', () => {
  test.beforeEach(async ({ request }) => {
    await resetServer(request);
  });

  test("the companies' balances are summed per currency, never across them", async ({ request }) => {
    const { admin } = await callers(request);
    const body = (filters: Record<string, unknown> = {}) =>
      admin.ok<ListingAggregations>('POST', '/common/listing/company/aggregations', { filters });
    const all = await body();
    expect(all.totals.balance).toBeNull();
    expect(all.totals.currency).toBeNull();
    const sums = all.by_currency?.balance ?? {};
    expect(Object.keys(sums).sort()).toEqual(['EUR', 'RUB', 'USD']);
    // Each currency's sum is the total of its rows alone: filtered to it, one total in it and no per-currency part.
    for (const [currency, sum] of Object.entries(sums)) {
      const one = await body({ currency });
      expect(one.totals).toMatchObject({ balance: sum, currency });
      expect(one.by_currency).toBeUndefined();
    }
  });
});

/** Cents of a decimal string ("-12.5" → -1250), exactly. */
const cents = (value: unknown): number => Math.round(Number(value) * 100);

test.describe('no total mixes currencies', () => {
  test.beforeAll(async ({ request }) => {
    await resetServer(request);
  });

  // Every listing with totals, as its company owner reads it and as an administrator (whose variants of company
  // listings hold every company's rows, in three currencies): each money total is one currency's sum, or null with the
  // sum of each currency beside it.
  for (const entry of listingRegistry) {
    const readers = [
      ...(entry.adminOnly ? [] : (['owner'] as const)),
      ...(entry.adminOnly || entry.adminPermission ? (['admin'] as const) : []),
    ];
    for (const reader of readers)
      test(`${entry.scope}/${entry.name} as the ${reader}`, async ({ request }) => {
        const caller = (await callers(request))[reader];
        const base = `/${entry.scope}/listing/${entry.name}`;
        const settings = await caller.ok<ListingSettings>('GET', `${base}/settings`);
        if (!settings.aggregations) return;
        const money = settings.columns.filter((column) => column.type === 'money');
        const answer = await caller.ok<ListingAggregations>('POST', `${base}/aggregations`, {});
        // The rows the totals are over, each money column summed per currency here.
        const sums = new Map<string, Map<string, number>>();
        for (let page = 1; ; page++) {
          const { data, meta } = await caller.ok<{ data: ListingRow[]; meta: { last_page: number } }>(
            'POST',
            `${base}/data`,
            { page, perPage: 1000 },
          );
          for (const row of data)
            for (const column of money) {
              const currency = String(row[column.currencyKey ?? 'currency'] ?? '');
              const sum = sums.get(column.key) ?? new Map<string, number>();
              sum.set(currency, (sum.get(currency) ?? 0) + cents(row[column.key]));
              sums.set(column.key, sum);
            }
          if (page >= meta.last_page) break;
        }
        for (const column of money) {
          if (!(column.key in answer.totals)) continue;
          const currencyKey = column.currencyKey ?? 'currency';
          const expected = sums.get(column.key) ?? new Map<string, number>();
          const total = answer.totals[column.key];
          if (expected.size > 1) {
            expect(total, column.key).toBeNull();
            expect(answer.totals[currencyKey], column.key).toBeNull();
            const split = answer.by_currency?.[column.key] ?? {};
            expect(Object.keys(split).sort(), column.key).toEqual([...expected.keys()].sort());
            for (const [currency, sum] of expected) expect(cents(split[currency]), currency).toBe(sum);
          } else {
            // One currency (or no rows): a sum in it, named beside it.
            const [currency, sum = 0] = [...expected][0] ?? [];
            expect(cents(total), column.key).toBe(sum);
            if (currency !== undefined) expect(answer.totals[currencyKey], column.key).toBe(currency);
            expect(answer.by_currency?.[column.key], column.key).toBeUndefined();
          }
        }
      });
  }
});
