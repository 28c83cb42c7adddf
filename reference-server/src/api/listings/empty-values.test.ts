/**
 * Applications without a domain (docs/listings.md, "Sorting"): the "Has a domain" filter selects exactly them, and an
 * empty cell is the smallest value of its column, so reversing a sort reverses the list.
 */
import type { ListingPage, ListingSettings } from '@panel/contract';
import { expect, resetServer, test } from '../../testing/api-test';
import { signIn } from '../../testing/company';

type Row = { id: number; domain: string };

test.describe('applications without a domain', () => {
  test.beforeEach(async ({ request }) => {
    await resetServer(request);
  });

  test('"Has a domain: no" selects exactly the rows with an empty domain, "yes" the others', async ({
    request,
  }) => {
    const owner = await signIn(request, 'owner');
    const page = (body: Record<string, unknown>) =>
      owner.ok<ListingPage<Row>>('POST', '/common/listing/application/data', { perPage: 1000, ...body });
    const settings = await owner.ok<ListingSettings>('GET', '/common/listing/application/settings');
    expect(settings.filters.find((f) => f.key === 'has_domain')).toMatchObject({
      type: 'boolean',
      label: 'Has a domain',
    });

    const all = await page({});
    const without = await page({ filters: { has_domain: false } });
    const withDomain = await page({ filters: { has_domain: true } });
    expect(without.meta.total).toBeGreaterThan(0);
    expect(without.meta.total).toBeLessThan(all.meta.total);
    expect(without.data.every((row) => row.domain === '')).toBe(true);
    expect(withDomain.data.every((row) => row.domain !== '')).toBe(true);
    expect(without.meta.total + withDomain.meta.total).toBe(all.meta.total);
  });

  test('empty domains come first ascending and last descending: one order, reversed', async ({ request }) => {
    const owner = await signIn(request, 'owner');
    const sorted = async (dir: 'asc' | 'desc', page = 1) =>
      (
        await owner.ok<ListingPage<Row>>('POST', '/common/listing/application/data', {
          perPage: 1000,
          page,
          sort: { key: 'domain', dir },
        })
      ).data;
    const { meta } = await owner.ok<ListingPage<Row>>('POST', '/common/listing/application/data', {
      filters: { has_domain: false },
    });
    const empty = meta.total;
    const asc = await sorted('asc');
    expect(empty).toBeGreaterThan(0);
    expect(asc.slice(0, empty).every((row) => row.domain === '')).toBe(true);
    expect(asc[empty]!.domain).not.toBe('');
    const names = asc.slice(empty).map((row) => row.domain.toLowerCase());
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    // Descending is the same order reversed: the empty block ends the last page.
    const lastPage = await sorted('desc', 2);
    expect(lastPage.length).toBeGreaterThan(empty);
    expect(lastPage.slice(-empty).every((row) => row.domain === '')).toBe(true);
    expect(lastPage[lastPage.length - empty - 1]!.domain).not.toBe('');
  });
});
