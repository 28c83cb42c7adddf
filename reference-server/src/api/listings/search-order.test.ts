/**
 * The search's order through the API (docs/api-contract.md, "Listings"): the listing's default sort, sent or left out,
 * leaves the search its ranking (names first); another sort, a user's, is kept as asked.
 */
import type { ListingPage } from '@panel/contract';
import { expect, test } from '../../testing/api-test';
import { resetServer } from '../../testing/api-test';
import { signIn } from '../../testing/company';

type Row = { id: number; name: string };

test.describe('the search and the sort', () => {
  test.beforeEach(async ({ request }) => {
    await resetServer(request);
  });

  test('names first unless the user sorted by something else', async ({ request }) => {
    const owner = await signIn(request, 'owner');
    const page = (body: Record<string, unknown>) =>
      owner.ok<ListingPage<Row>>('POST', '/common/listing/application/data', { perPage: 100, ...body });
    // Every application's domain holds "pwa-panel"; one name holds it too, an early one (the default order is the
    // newest first).
    await owner.ok('POST', '/client/application/update', { id: 1, name: 'Old pwa-panel app' });
    const left = await page({ search: 'pwa-panel' });
    const sent = await page({ search: 'pwa-panel', sort: { key: 'created_at', dir: 'desc' } });
    expect(sent.data.map((row) => row.id)).toEqual(left.data.map((row) => row.id));
    expect(left.data[0]).toMatchObject({ id: 1, name: 'Old pwa-panel app' });

    const byName = left.data.map((row) => row.name.toLowerCase().includes('pwa-panel'));
    expect(byName).toContain(true);
    expect(byName).toContain(false);
    // Every row found by its name comes before every row found by another column, which says which.
    expect(byName.indexOf(false)).toBe(byName.lastIndexOf(true) + 1);
    const others = left.data.filter((row) => !row.name.toLowerCase().includes('pwa-panel'));
    expect(Object.keys(left.meta.matched_in ?? {}).sort()).toEqual(
      others.map((row) => String(row.id)).sort(),
    );
    expect(left.meta.matched_in?.[String(others[0]!.id)]).toEqual(['domain']);

    const byId = await page({ search: 'pwa-panel', sort: { key: 'id', dir: 'asc' } });
    const ids = byId.data.map((row) => row.id);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
  });
});
