/**
 * Chart data of the statistics listings through the API only (docs/api-contract.md, "POST …/{name}/aggregations"):
 * `group_by` adds the totals per date (or country, platform, source for the detailed listings) over the same
 * filtered rows; without it the answer is what it always was.
 */
import { expect, test } from '../../testing/api-test';
import { resetServer } from '../../testing/api-test';
import { signIn, type Caller } from '../../testing/company';

type Totals = Record<string, number | string | null>;
interface Grouped {
  totals: Totals;
  groups?: (Totals & { key: string })[];
}

const aggregations = (caller: Caller, name: string, body: Record<string, unknown>) =>
  caller.ok<Grouped>('POST', `/common/listing/${name}/aggregations`, body);

const sum = (groups: Totals[], key: string) => groups.reduce((n, g) => n + Number(g[key]), 0);

test.describe('aggregations grouped for charts', () => {
  test.beforeEach(async ({ request }) => {
    await resetServer(request);
  });

  test('daily statistics by date: ascending, over the filtered rows, adding up to the totals', async ({
    request,
  }) => {
    const member = await signIn(request, 'member');
    const filters = { date: { from: '2000-01-01' }, installs: { min: 10 } };
    const plain = await aggregations(member, 'statistics', { filters });
    expect(plain).not.toHaveProperty('groups');

    const grouped = await aggregations(member, 'statistics', { filters, group_by: 'date' });
    expect(grouped.totals).toEqual(plain.totals);
    const groups = grouped.groups!;
    expect(groups.length).toBeGreaterThan(30);
    const keys = groups.map((g) => g.key);
    expect(keys).toEqual([...keys].sort());
    expect(new Set(keys).size).toBe(keys.length);
    for (const key of ['visits', 'installs', 'registrations', 'deposits_sum', 'cost', 'currency'])
      expect(groups[0], key).toHaveProperty(key);
    expect(sum(groups, 'visits')).toBe(grouped.totals.visits);
    expect(sum(groups, 'installs')).toBe(grouped.totals.installs);
    expect(sum(groups, 'cost')).toBeCloseTo(Number(grouped.totals.cost), 1);
    expect(groups[0]!.currency).toBe('USD');

    // A narrower filter gives fewer dates, each with the totals of that day alone.
    const day = keys[keys.length - 1]!;
    const oneDay = await aggregations(member, 'statistics', {
      filters: { date: { from: day, to: day } },
      group_by: 'date',
    });
    expect(oneDay.groups).toHaveLength(1);
    expect({ ...oneDay.groups![0], key: undefined }).toEqual({ ...oneDay.totals, key: undefined });
  });

  test('detailed statistics by country, platform or source: by installs, largest first', async ({
    request,
  }) => {
    const owner = await signIn(request, 'owner');
    const byCountry = await aggregations(owner, 'detailed-statistics', { group_by: 'country' });
    const countries = byCountry.groups!;
    expect(countries.map((g) => g.key).sort()).toEqual([
      'BR',
      'DE',
      'ES',
      'FR',
      'IN',
      'KZ',
      'PL',
      'RU',
      'TR',
      'US',
    ]);
    const installs = countries.map((g) => Number(g.installs));
    expect(installs).toEqual([...installs].sort((a, b) => b - a));
    expect(sum(countries, 'visits')).toBe(byCountry.totals.visits);

    const iosOnly = await aggregations(owner, 'detailed-statistics', {
      filters: { platform: 'ios' },
      group_by: 'platform',
    });
    expect(iosOnly.groups!.map((g) => g.key)).toEqual(['ios']);
    expect(iosOnly.groups![0]!.installs).toBe(iosOnly.totals.installs);

    const bySource = await aggregations(owner, 'detailed-statistics', {
      filters: { source: ['facebook', 'google'] },
      group_by: 'source',
    });
    expect(bySource.groups!.map((g) => g.key).sort()).toEqual(['facebook', 'google']);
    // The same days with the same installs as the daily statistics: both count the same clients.
    const byDate = await aggregations(owner, 'detailed-statistics', { group_by: 'date' });
    const daily = await aggregations(owner, 'statistics', { group_by: 'date' });
    expect(byDate.groups!.length).toBeGreaterThan(30);
    expect(byDate.groups!.map((g) => [g.key, g.installs])).toEqual(
      daily.groups!.map((g) => [g.key, g.installs]),
    );
  });

  test('the administrators’ statistics group the same way', async ({ request }) => {
    const admin = await signIn(request, 'admin');
    const daily = await aggregations(admin, 'manage-application-statistics', {
      filters: { company_id: '1' },
      group_by: 'date',
    });
    expect(sum(daily.groups!, 'installs')).toBe(daily.totals.installs);
    const detailed = await aggregations(admin, 'manage-detailed-statistics', { group_by: 'country' });
    expect(detailed.groups!.length).toBe(10);
  });

  test('the administrators’ deposits are summed per currency, never over several', async ({ request }) => {
    const admin = await signIn(request, 'admin');
    const all = await aggregations(admin, 'manage-application-statistics', {});
    // Over every company the currencies differ: the total names none.
    expect(all.totals.currency).toBeNull();
    const byCurrency = await aggregations(admin, 'manage-application-statistics', { group_by: 'currency' });
    const keys = byCurrency.groups!.map((g) => g.key).sort();
    expect(keys.length).toBeGreaterThan(1);
    for (const group of byCurrency.groups!) {
      // Each group is one currency's, named as such, and equals that currency's filtered total.
      expect(group.currency).toBe(group.key);
      const one = await aggregations(admin, 'manage-application-statistics', {
        filters: { currency: group.key },
      });
      expect(group.deposits_sum).toBe(one.totals.deposits_sum);
    }
  });

  test('group_by answers 422 outside the fields a listing offers', async ({ request }) => {
    const owner = await signIn(request, 'owner');
    const refused = async (name: string, groupBy: unknown, lang: 'en' | 'ru' = 'en') =>
      (await owner.invalid('POST', `/common/listing/${name}/aggregations`, { group_by: groupBy }, lang))
        .errors;
    expect(await refused('statistics', 'country')).toEqual({
      group_by: ['The listing can be grouped by: date.'],
    });
    expect(await refused('detailed-statistics', 'browser')).toEqual({
      group_by: ['The listing can be grouped by: date, country, platform, source.'],
    });
    expect(await refused('detailed-statistics', ['date'])).toHaveProperty('group_by');
    expect(await refused('push-notifications-statistic', 'country')).toEqual({
      group_by: ['The listing can be grouped by: date.'],
    });
    expect(await refused('statistics', 'country', 'ru')).toEqual({
      group_by: ['Группировать можно по: date.'],
    });
  });
});
