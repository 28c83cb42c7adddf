/**
 * Tariffs and subscription tiers through the API only (docs/api-contract.md, "Roles, tariffs and referral links
 * (administrators)"): the tariff list, create/store/edit/update/delete (refused while companies are on the tariff), and
 * the tiers' range rules — the tiers of a tariff cover the installs from 0 without a gap or an overlap, only the last
 * one open-ended; isAdmin plus manage.tariffs only.
 */
import type { SubscriptionTier, TariffBody, TariffRecord, TariffRow } from '@panel/contract';
import { expect, test } from '../../testing/api-test';
import { resetServer } from '../../testing/api-test';
import { callers, listing, settingsOf, statuses, type Caller, type Option } from '../../testing/catalog';

type TariffView = TariffRow & Partial<Pick<TariffRecord, 'tiers'>>;

const validTariff = {
  name: 'Agency Plus',
  description: 'For agencies with many brands',
  price: '149.90',
  currency: 'EUR',
  period: 'month',
  limits: { applications: 300, domains: 60, push_per_month: 1_000_000, team_members: 25 },
  features: ['pwa', 'push', 'custom-domains'],
  is_active: true,
  sort: 5,
} satisfies TariffBody;

const tier = (tariffId: number, name: string, from: number, to: number | null, price = '0.0300') => ({
  tariff_id: tariffId,
  name,
  installs_from: from,
  installs_to: to,
  price_per_install: price,
});

/** A new tariff (no company on it, no tier yet). */
async function newTariff(admin: Caller, name = validTariff.name): Promise<TariffView> {
  return (await admin.ok<{ data: TariffView }>('POST', '/manage/tariff/store', { ...validTariff, name }))
    .data;
}

const tiersOf = async (admin: Caller, tariffId: number) =>
  (await admin.ok<{ data: TariffView }>('GET', `/manage/tariff/${tariffId}/edit`)).data.tiers!;

/** The seeded Start tariff's tiers, by size letter. */
async function startTiers(admin: Caller): Promise<Record<'S' | 'M' | 'L' | 'XL', SubscriptionTier>> {
  const tiers = await tiersOf(admin, 1);
  const by = (size: string) => tiers.find((t) => t.name === `Start ${size}`)!;
  return { S: by('S'), M: by('M'), L: by('L'), XL: by('XL') };
}

test.describe('tariffs and subscription tiers (administrators)', () => {
  test.beforeEach(async ({ request }) => {
    await resetServer(request);
  });

  test('the list is sorted, counts tiers and companies; every seeded tariff has contiguous tiers from 0', async ({
    request,
  }) => {
    const { admin } = await callers(request);
    const { data } = await admin.ok<{ data: TariffView[] }>('GET', '/manage/tariff/list');
    expect(data.map((t) => t.name)).toEqual(['Start', 'Pro', 'Business', 'Enterprise']);
    expect(data.map((t) => t.sort)).toEqual([...data.map((t) => t.sort)].sort((a, b) => a - b));
    const companies = await listing(admin, 'company', { perPage: 10 }, 'common');
    expect(data.reduce((sum, t) => sum + t.companies_count, 0)).toBe(companies.meta.total);
    for (const tariff of data) {
      expect(tariff.tiers_count, tariff.name).toBe(4);
      const tiers = await tiersOf(admin, tariff.id);
      expect(tiers.map((t) => t.installs_from)).toEqual(
        [...tiers.map((t) => t.installs_from)].sort((a, b) => a - b),
      );
      expect(tiers[0]!.installs_from, tariff.name).toBe(0);
      tiers.slice(1).forEach((t, i) => expect(t.installs_from, t.name).toBe(tiers[i]!.installs_to! + 1));
      expect(tiers.filter((t) => t.installs_to === null).map((t) => t.id)).toEqual([tiers.at(-1)!.id]);
      for (const t of tiers) expect(t.currency).toBe(tariff.currency);
    }
  });

  test('custom domains are a feature exactly when the domains limit allows any, in every answer', async ({
    request,
  }) => {
    const { admin, owner } = await callers(request);
    type CompanyTariffs = { data: TariffView[] };
    const agree = (tariff: TariffView) =>
      expect(tariff.features.includes('custom-domains'), tariff.name).toBe(tariff.limits.domains > 0);
    const seeded = (await admin.ok<{ data: TariffView[] }>('GET', '/manage/tariff/list')).data;
    // Start and Pro allow custom domains (2 and 20): their feature lists say so, as Business's does.
    expect(seeded.filter((tariff) => tariff.features.includes('custom-domains')).map((t) => t.name)).toEqual([
      'Start',
      'Pro',
      'Business',
      'Enterprise',
    ]);
    for (const tariff of seeded) agree(tariff);
    for (const tariff of (await owner.ok<CompanyTariffs>('GET', '/client/tariff/list')).data) agree(tariff);

    // The limit decides, whatever the body says of the feature.
    const created = await newTariff(admin);
    const none = await admin.ok<{ data: TariffView }>('PUT', `/manage/tariff/${created.id}/update`, {
      limits: { domains: 0 },
      features: ['pwa', 'custom-domains'],
    });
    expect(none.data.features).toEqual(['pwa']);
    const some = await admin.ok<{ data: TariffView }>('PUT', `/manage/tariff/${created.id}/update`, {
      limits: { domains: 3 },
      features: ['pwa', 'api'],
    });
    expect(some.data.features).toEqual(['pwa', 'custom-domains', 'api']);
    const shown = await owner.ok<{ data: TariffView }>('GET', `/client/tariff/${created.id}/show`);
    expect(shown.data.features).toEqual(['pwa', 'custom-domains', 'api']);
  });

  test('create offers periods, currencies and features; store saves a valid tariff; edit and update', async ({
    request,
  }) => {
    const { admin } = await callers(request);
    const form = await admin.ok<{
      options: { period: Option<string>[]; currency: Option<string>[]; features: Option<string>[] };
      defaults: Record<string, unknown>;
    }>('GET', '/manage/tariff/create');
    expect(form.options.period).toEqual([
      { value: 'month', label: 'Month' },
      { value: 'year', label: 'Year' },
    ]);
    expect(form.options.currency.map((o) => o.value)).toEqual(['USD', 'EUR', 'RUB']);
    expect(form.options.features.map((o) => o.value)).toEqual([
      'pwa',
      'comments',
      'push',
      'pixels',
      'funnels',
      'custom-domains',
      'api',
      'sla',
    ]);
    expect(form.defaults).toMatchObject({
      name: '',
      price: '0.00',
      period: 'month',
      is_active: true,
      sort: 5,
    });

    const stored = await admin.ok<{ data: TariffView; message: string }>('POST', '/manage/tariff/store', {
      ...validTariff,
      price: 149.9,
      features: ['pwa', 'push', 'push', 'custom-domains'],
    });
    expect(stored.data).toMatchObject({ ...validTariff, tiers_count: 0, companies_count: 0, tiers: [] });
    const edit = await admin.ok<{ data: TariffView; options: unknown }>(
      'GET',
      `/manage/tariff/${stored.data.id}/edit`,
    );
    expect(edit.data).toEqual(stored.data);

    // An update may send some limits only: the others keep their value.
    const updated = await admin.ok<{ data: TariffView }>('PUT', `/manage/tariff/${stored.data.id}/update`, {
      price: '159',
      limits: { domains: 80 },
      is_active: false,
    });
    expect(updated.data).toMatchObject({
      price: '159.00',
      limits: { ...validTariff.limits, domains: 80 },
      is_active: false,
      name: validTariff.name,
    });
    const list = await admin.ok<{ data: TariffView[] }>('GET', '/manage/tariff/list');
    expect(list.data.at(-1)).toMatchObject({ id: stored.data.id, price: '159.00' });
    expect(await admin.status('GET', '/manage/tariff/999/edit')).toBe(404);
  });

  test('tariff rules: name, description, price, period, limits.*, features, sort', async ({ request }) => {
    const { admin } = await callers(request);
    const empty = await admin.invalid('POST', '/manage/tariff/store', {});
    expect(Object.keys(empty.errors).sort()).toEqual(
      [
        'currency',
        'limits.applications',
        'limits.domains',
        'limits.push_per_month',
        'limits.team_members',
        'name',
        'period',
        'price',
      ].sort(),
    );
    const bad = await admin.invalid('POST', '/manage/tariff/store', {
      ...validTariff,
      name: 'x'.repeat(61),
      description: 'y'.repeat(501),
      price: '12.345',
      period: 'week',
      limits: { ...validTariff.limits, applications: -1, domains: 2.5 },
      features: ['pwa', 'teleport'],
      sort: 'first',
    });
    expect(Object.keys(bad.errors).sort()).toEqual(
      [
        'description',
        'features',
        'limits.applications',
        'limits.domains',
        'name',
        'period',
        'price',
        'sort',
      ].sort(),
    );
    expect(bad.errors['limits.applications']).toEqual(['The value must be a whole number of at least 0.']);
    expect(bad.errors.price).toEqual([
      'The value must be a non-negative number with at most 2 decimals (e.g. 12.50).',
    ]);
    const negative = await admin.invalid('POST', '/manage/tariff/store', { ...validTariff, price: '-1' });
    expect(Object.keys(negative.errors)).toEqual(['price']);
    const { data } = await admin.ok<{ data: TariffView }>('POST', '/manage/tariff/store', validTariff);
    const update = await admin.invalid('PUT', `/manage/tariff/${data.id}/update`, {
      limits: { team_members: '' },
    });
    expect(update.errors).toEqual({ 'limits.team_members': ['The field is required.'] });
  });

  test('delete: refused while companies are on the tariff (naming how many), done for an unused one', async ({
    request,
  }) => {
    const { admin } = await callers(request);
    const { data } = await admin.ok<{ data: TariffView[] }>('GET', '/manage/tariff/list');
    const start = data.find((t) => t.name === 'Start')!;
    expect(start.companies_count).toBeGreaterThan(1);
    const refused = await admin.invalid('DELETE', `/manage/tariff/${start.id}/delete`);
    expect(refused.message).toBe(
      `${start.companies_count} companies are on this tariff: move them to another tariff first.`,
    );

    const fresh = await newTariff(admin);
    await admin.ok('POST', '/manage/tariff-tier/store', tier(fresh.id, 'Only', 0, null));
    expect(await admin.ok('DELETE', `/manage/tariff/${fresh.id}/delete`)).toEqual({ message: 'Deleted.' });
    expect(await admin.status('GET', `/manage/tariff/${fresh.id}/edit`)).toBe(404);
    // Its tiers went with it.
    const rows = await listing(
      admin,
      'tariff-subscription-tiers',
      { filters: { tariff_id: String(start.id) } },
      'common',
    );
    expect(rows.meta.total).toBe(4);
    const all = await listing(admin, 'tariff-subscription-tiers', {}, 'common');
    expect(all.meta.total).toBe(16);
  });

  test('tiers: create offers where the next tier starts; contiguous tiers are accepted and listed in order', async ({
    request,
  }) => {
    const { admin } = await callers(request);
    const fresh = await newTariff(admin);
    const first = await admin.ok<{
      options: { tariff_id: Option<number>[] };
      defaults: Record<string, unknown>;
    }>('GET', `/manage/tariff-tier/create?tariff_id=${fresh.id}`);
    expect(first.defaults).toEqual({
      tariff_id: fresh.id,
      name: '',
      installs_from: 0,
      installs_to: null,
      price_per_install: '0.0000',
    });
    expect(first.options.tariff_id.map((o) => o.value)).toContain(fresh.id);
    const small = await admin.ok<{ data: SubscriptionTier }>(
      'POST',
      '/manage/tariff-tier/store',
      tier(fresh.id, 'Small', 0, 999, '0.05'),
    );
    expect(small.data).toMatchObject({
      tariff_id: fresh.id,
      tariff_name: validTariff.name,
      installs_from: 0,
      installs_to: 999,
      price_per_install: '0.0500',
      currency: 'EUR',
      companies_count: 0,
    });
    const next = await admin.ok<{ defaults: { installs_from: number } }>(
      'GET',
      `/manage/tariff-tier/create?tariff_id=${fresh.id}`,
    );
    expect(next.defaults.installs_from).toBe(1000);
    await admin.ok('POST', '/manage/tariff-tier/store', tier(fresh.id, 'Medium', 1000, 9999, '0.04'));
    // An empty installs_to is open-ended as well.
    await admin.ok('POST', '/manage/tariff-tier/store', {
      ...tier(fresh.id, 'Large', 10_000, null),
      installs_to: '',
    });
    const tiers = await tiersOf(admin, fresh.id);
    expect(tiers.map((t) => [t.name, t.installs_from, t.installs_to])).toEqual([
      ['Small', 0, 999],
      ['Medium', 1000, 9999],
      ['Large', 10_000, null],
    ]);
    expect(await admin.status('GET', '/manage/tariff-tier/create?tariff_id=999')).toBe(404);

    // Edit and update: fields left out keep their value; the tier stays in its tariff.
    const edit = await admin.ok<{ data: SubscriptionTier }>(
      'GET',
      `/manage/tariff-tier/${tiers[1]!.id}/edit`,
    );
    expect(edit.data).toEqual(expect.objectContaining({ name: 'Medium', installs_from: 1000 }));
    const renamed = await admin.ok<{ data: SubscriptionTier }>(
      'PUT',
      `/manage/tariff-tier/${tiers[1]!.id}/update`,
      {
        name: 'Medium+',
        price_per_install: '0.035',
        tariff_id: 1,
      },
    );
    expect(renamed.data).toMatchObject({ name: 'Medium+', price_per_install: '0.0350', tariff_id: fresh.id });

    // The tiers listing links each row to its tariff's screen and filters by tariff.
    const settings = await settingsOf(admin, 'tariff-subscription-tiers');
    expect(settings.columns.find((c) => c.key === 'tariff_name')?.href).toBe('/manage/tariffs/{tariff_id}');
    const rows = await listing<SubscriptionTier>(
      admin,
      'tariff-subscription-tiers',
      { filters: { tariff_id: String(fresh.id) }, sort: { key: 'installs_from', dir: 'asc' } },
      'common',
    );
    expect(rows.data.map((r) => r.name)).toEqual(['Small', 'Medium+', 'Large']);
  });

  test('tiers: an overlap is refused on the bound at fault, naming the other tier and its range', async ({
    request,
  }) => {
    const { admin } = await callers(request);
    const { M, XL } = await startTiers(admin);
    const upper = await admin.invalid('PUT', `/manage/tariff-tier/${M.id}/update`, { installs_to: 20_000 });
    expect(upper.errors).toEqual({ installs_to: ['The range overlaps the tier "Start L" (10001–100000).'] });
    const lower = await admin.invalid('PUT', `/manage/tariff-tier/${XL.id}/update`, {
      installs_from: 50_000,
    });
    expect(lower.errors).toEqual({
      installs_from: ['The range overlaps the tier "Start L" (10001–100000).'],
    });
    const ru = await admin.invalid(
      'PUT',
      `/manage/tariff-tier/${XL.id}/update`,
      { installs_from: 50_000 },
      'ru',
    );
    expect(ru.errors.installs_from).toEqual(['Диапазон пересекается с уровнем «Start L» (10001–100000).']);
    // A new tier inside the open-ended last one overlaps it.
    const inside = await admin.invalid(
      'POST',
      '/manage/tariff-tier/store',
      tier(1, 'Start XXL', 200_001, 300_000),
    );
    expect(inside.errors).toEqual({ installs_from: ['The range overlaps the tier "Start XL" (100001–∞).'] });
    // Field rules come first.
    const bounds = await admin.invalid('POST', '/manage/tariff-tier/store', {
      ...tier(1, '', -5, 3),
      price_per_install: '0.12345',
    });
    expect(Object.keys(bounds.errors).sort()).toEqual(['installs_from', 'name', 'price_per_install']);
    const reversed = await admin.invalid('POST', '/manage/tariff-tier/store', tier(1, 'Backwards', 500, 100));
    expect(Object.keys(reversed.errors)).toEqual(['installs_to']);
    const noTariff = await admin.invalid('POST', '/manage/tariff-tier/store', {
      ...tier(1, 'X', 0, 1),
      tariff_id: 999,
    });
    expect(Object.keys(noTariff.errors)).toEqual(['tariff_id']);
  });

  test('tiers: a gap is refused on installs_from naming the number it must be; so is a gap before the next tier', async ({
    request,
  }) => {
    const { admin } = await callers(request);
    const fresh = await newTariff(admin);
    const notZero = await admin.invalid('POST', '/manage/tariff-tier/store', tier(fresh.id, 'First', 1, 100));
    expect(notZero.errors).toEqual({ installs_from: ['The value must be 0: the first tier starts at 0.'] });
    await admin.ok('POST', '/manage/tariff-tier/store', tier(fresh.id, 'First', 0, 999));
    const gap = await admin.invalid(
      'POST',
      '/manage/tariff-tier/store',
      tier(fresh.id, 'Second', 1500, 5000),
    );
    expect(gap.errors).toEqual({
      installs_from: ['The value must be 1000: the previous tier "First" ends at 999.'],
    });
    await admin.ok('POST', '/manage/tariff-tier/store', tier(fresh.id, 'Second', 1000, 5000));
    // Shrinking a tier that has a next one would open a gap before it.
    const first = (await tiersOf(admin, fresh.id))[0]!;
    const shrink = await admin.invalid('PUT', `/manage/tariff-tier/${first.id}/update`, { installs_to: 500 });
    expect(shrink.errors).toEqual({
      installs_to: ['The value must be 999: the next tier "Second" starts at 1000.'],
    });
  });

  test('tiers: only the last tier may be open-ended', async ({ request }) => {
    const { admin } = await callers(request);
    const fresh = await newTariff(admin);
    await admin.ok('POST', '/manage/tariff-tier/store', tier(fresh.id, 'Base', 0, 999));
    await admin.ok('POST', '/manage/tariff-tier/store', tier(fresh.id, 'Rest', 1000, null));
    const second = await admin.invalid(
      'POST',
      '/manage/tariff-tier/store',
      tier(fresh.id, 'More', 5000, null),
    );
    expect(second.errors.installs_to).toEqual([
      'Only the last tier may be open-ended, and the tier "Rest" (1000–∞) already is.',
    ]);
    const base = (await tiersOf(admin, fresh.id))[0]!;
    const opened = await admin.invalid('PUT', `/manage/tariff-tier/${base.id}/update`, { installs_to: null });
    expect(opened.errors.installs_to?.[0]).toContain('"Rest"');
    // Closing the last one and adding an open-ended tier after it works.
    const rest = (await tiersOf(admin, fresh.id))[1]!;
    await admin.ok('PUT', `/manage/tariff-tier/${rest.id}/update`, { installs_to: 9999 });
    await admin.ok('POST', '/manage/tariff-tier/store', tier(fresh.id, 'More', 10_000, null));
    expect((await tiersOf(admin, fresh.id)).map((t) => t.installs_to)).toEqual([999, 9999, null]);
  });

  test('tiers: a delete that would leave a gap is refused; the last tier of an unused tariff can go', async ({
    request,
  }) => {
    const { admin } = await callers(request);
    const { S, M, XL } = await startTiers(admin);
    for (const middle of [S, M]) {
      const refused = await admin.invalid('DELETE', `/manage/tariff-tier/${middle.id}/delete`);
      expect(refused.message).toBe(
        `Deleting would leave installs ${middle.installs_from}–${middle.installs_to} without a tier: only the last tier can be deleted.`,
      );
    }
    expect(XL.companies_count).toBeGreaterThan(0);
    const used = await admin.invalid('DELETE', `/manage/tariff-tier/${XL.id}/delete`);
    expect(used.message).toMatch(/compan(y is|ies are) on this tier/);

    const fresh = await newTariff(admin);
    await admin.ok('POST', '/manage/tariff-tier/store', tier(fresh.id, 'Base', 0, 999));
    const { data: top } = await admin.ok<{ data: SubscriptionTier }>(
      'POST',
      '/manage/tariff-tier/store',
      tier(fresh.id, 'Top', 1000, null),
    );
    expect(await admin.ok('DELETE', `/manage/tariff-tier/${top.id}/delete`)).toEqual({ message: 'Deleted.' });
    expect((await tiersOf(admin, fresh.id)).map((t) => t.name)).toEqual(['Base']);
    expect(await admin.status('GET', `/manage/tariff-tier/${top.id}/edit`)).toBe(404);
  });

  test('only administrators with manage.tariffs: others get 403', async ({ request }) => {
    const { owner, moderator } = await callers(request);
    const calls: ['GET' | 'POST' | 'PUT' | 'DELETE', string][] = [
      ['GET', '/manage/tariff/list'],
      ['GET', '/manage/tariff/create'],
      ['POST', '/manage/tariff/store'],
      ['GET', '/manage/tariff/1/edit'],
      ['PUT', '/manage/tariff/1/update'],
      ['DELETE', '/manage/tariff/1/delete'],
      ['GET', '/manage/tariff-tier/create?tariff_id=1'],
      ['POST', '/manage/tariff-tier/store'],
      ['GET', '/manage/tariff-tier/1/edit'],
      ['PUT', '/manage/tariff-tier/1/update'],
      ['DELETE', '/manage/tariff-tier/4/delete'],
    ];
    for (const caller of [owner, moderator])
      expect(await statuses(caller, calls)).toEqual(calls.map(([m, p]) => `${m} ${p} 403`));
  });
});
