/**
 * Money of different currencies is never added (docs/api-contract.md, "Listings"): a money total over rows of several
 * currencies is null, and `by_currency` gives the sum of each currency, exactly the sum of that currency's rows.
 */
import type { ListingAggregations } from '@panel/contract';
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
