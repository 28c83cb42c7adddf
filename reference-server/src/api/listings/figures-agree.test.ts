/**
 * Every figure the company's screens show agrees with the records it counts (docs/api-contract.md, "Demo data"): an
 * application's installs are its PWA clients and the sum of its daily statistics; the company's daily and detailed
 * statistics add up to the same clients; the tariff usage counts exactly the rows its links open.
 */
import type { ListingAggregations, ListingPage } from '@panel/contract';
import { expect, test } from '../../testing/api-test';
import { resetServer } from '../../testing/api-test';
import { signIn, type Caller } from '../../testing/company';

const ALL_TIME = { date: { from: '2000-01-01' } };

const total = async (caller: Caller, url: string, filters: Record<string, unknown> = {}) =>
  (await caller.ok<ListingPage>('POST', url, { page: 1, perPage: 10, filters })).meta.total;

const totals = async (caller: Caller, name: string, filters: Record<string, unknown>) =>
  (await caller.ok<ListingAggregations>('POST', `/common/listing/${name}/aggregations`, { filters })).totals;

test.describe('figures agree with their records', () => {
  test.beforeEach(async ({ request }) => {
    await resetServer(request);
  });

  test("an application's installs are its PWA clients and the sum of its daily statistics", async ({
    request,
  }) => {
    const owner = await signIn(request, 'owner');
    const { data } = await owner.ok<ListingPage<{ id: number; installs: number; status: string }>>(
      'POST',
      '/common/listing/application/data',
      { page: 1, perPage: 100, sort: { key: 'id', dir: 'asc' } },
    );
    // The most installed, the least, and a few between: each agrees three ways.
    const sorted = [...data].sort((a, b) => b.installs - a.installs);
    const chosen = [...sorted.slice(0, 3), ...sorted.slice(-3), sorted[Math.floor(sorted.length / 2)]!];
    expect(sorted[0]!.installs).toBeGreaterThan(100);
    for (const app of chosen) {
      const clients = await total(owner, '/common/listing/pwa-client/data', {
        application_id: String(app.id),
      });
      const statistics = await totals(owner, 'statistics', { ...ALL_TIME, application_id: String(app.id) });
      expect([clients, Number(statistics.installs ?? 0)], `application ${app.id}`).toEqual([
        app.installs,
        app.installs,
      ]);
    }
  });

  test("the company's daily and detailed statistics count the same installs, visits and deposits", async ({
    request,
  }) => {
    const owner = await signIn(request, 'owner');
    const daily = await totals(owner, 'statistics', ALL_TIME);
    const detailed = await totals(owner, 'detailed-statistics', ALL_TIME);
    const clients = await total(owner, '/common/listing/pwa-client/data');
    expect(Number(daily.installs)).toBe(clients);
    for (const key of ['visits', 'installs', 'registrations', 'deposits_sum', 'cost'])
      expect(detailed[key], key).toEqual(daily[key]);
  });

  test('the tariff usage counts the rows of the listings it names', async ({ request }) => {
    const owner = await signIn(request, 'owner');
    const { usage } = await owner.ok<{ usage: Record<string, number> }>('GET', '/client/tariff/list');
    expect(usage.applications).toBe(await total(owner, '/common/listing/application/data'));
    expect(usage.domains).toBe(await total(owner, '/client/listing/domains/data', { type: 'custom' }));
    expect(usage.team_members).toBe(
      await total(owner, '/client/listing/team/data', { status: ['active', 'invited'] }),
    );
    // What the usage leaves out is there too: platform domains and blocked members are listed, not counted.
    expect(await total(owner, '/client/listing/domains/data')).toBeGreaterThan(usage.domains!);
    expect(await total(owner, '/client/listing/team/data')).toBeGreaterThan(usage.team_members!);
  });
});
