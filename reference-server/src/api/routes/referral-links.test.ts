/**
 * Referral links through the API only (docs/api-contract.md, "Roles, tariffs and referral links (administrators)"):
 * create/store/edit/update with their rules (isAdmin plus manage.referrals), and the `referral-links` listing — the
 * platform-wide variant for such an administrator (every owner's links, the owner named, a link to the record screen),
 * the company's own links for a company user with referral.view (no record link).
 */
import type { ReferralLink, ReferralLinkRecord } from '@panel/contract';
import { expect, test } from '../../testing/api-test';
import { demoReferralCode, resetServer } from '../../testing/api-test';
import { callers, listing, settingsOf, statuses, type Caller, type Option } from '../../testing/catalog';

type LinkView = ReferralLink & Partial<Pick<ReferralLinkRecord, 'companies'>>;

type LinkRow = Pick<ReferralLink, 'id' | 'code' | 'owner_id' | 'owner_name' | 'registrations_count'>;

/** The owners offered by the form, found by e-mail. */
async function ownerIdOf(admin: Caller, email: string): Promise<number> {
  const form = await admin.ok<{ options: { owner_id: Option<number>[] } }>(
    'GET',
    '/manage/referral-link/create',
  );
  const option = form.options.owner_id.find((o) => o.label.endsWith(`(${email})`));
  expect(option, email).toBeDefined();
  return option!.value;
}

const valid = (ownerId: number) => ({
  name: 'Autumn webinars',
  code: 'AUTUMN-25_x',
  owner_id: ownerId,
  bonus_percent: '12.5',
  is_active: true,
});

const adminRows = async (admin: Caller, body: Record<string, unknown> = {}) =>
  listing<LinkRow>(admin, 'referral-links', { perPage: 100, ...body }, 'common');

test.describe('referral links (administrators)', () => {
  test.beforeEach(async ({ request }) => {
    await resetServer(request);
  });

  test('store saves a valid link for any user; edit shows its figures; update changes code and address', async ({
    request,
  }) => {
    const { admin } = await callers(request);
    const form = await admin.ok<{
      options: { owner_id: Option<number>[] };
      defaults: Record<string, unknown>;
    }>('GET', '/manage/referral-link/create');
    expect(form.defaults).toEqual({ name: '', code: '', owner_id: null, bonus_percent: 10, is_active: true });
    expect(form.options.owner_id.length).toBeGreaterThan(1000);
    const ownerId = await ownerIdOf(admin, 'owner@acme.test');

    const stored = await admin.ok<{ data: LinkView; message: string }>(
      'POST',
      '/manage/referral-link/store',
      valid(ownerId),
    );
    expect(stored.data).toMatchObject({
      name: 'Autumn webinars',
      code: 'AUTUMN-25_x',
      owner_id: ownerId,
      owner_name: 'Oleg Petrov',
      bonus_percent: 12.5,
      registrations_count: 0,
      deposits_sum: '0.00',
      currency: 'USD',
      is_active: true,
      companies: [],
    });
    expect(stored.data.url).toMatch(/\/admin\/registration\/AUTUMN-25_x$/);

    const updated = await admin.ok<{ data: LinkView }>(
      'POST',
      `/manage/referral-link/${stored.data.id}/update`,
      {
        code: 'WINTER25',
        bonus_percent: 100,
        is_active: false,
      },
    );
    expect(updated.data).toMatchObject({
      code: 'WINTER25',
      bonus_percent: 100,
      is_active: false,
      name: 'Autumn webinars',
    });
    expect(updated.data.url).toMatch(/\/admin\/registration\/WINTER25$/);
    // Keeping its own code is not "taken".
    await admin.ok('POST', `/manage/referral-link/${stored.data.id}/update`, { code: 'winter25' });
    expect(await admin.status('GET', '/manage/referral-link/9999/edit')).toBe(404);
  });

  test('edit lists the companies registered through the link', async ({ request }) => {
    const { admin } = await callers(request);
    const rows = await adminRows(admin, { sort: { key: 'registrations_count', dir: 'desc' }, perPage: 10 });
    const busiest = rows.data[0]!;
    expect(busiest.registrations_count).toBeGreaterThan(0);
    const { data } = await admin.ok<{ data: LinkView }>('GET', `/manage/referral-link/${busiest.id}/edit`);
    expect(data.companies).toHaveLength(busiest.registrations_count);
    for (const company of data.companies!) {
      expect(company).toEqual({
        id: expect.any(Number),
        name: expect.any(String),
        currency: expect.any(String),
        created_at: expect.any(String),
        deposits_sum: expect.stringMatching(/^\d+\.\d{2}$/),
      });
    }
    expect(data).toMatchObject({ owner_name: busiest.owner_name, currency: expect.any(String) });
  });

  test('store and update rules: code format and uniqueness, bonus range, owner, name', async ({
    request,
  }) => {
    const { admin } = await callers(request);
    const ownerId = await ownerIdOf(admin, 'owner@acme.test');
    const empty = await admin.invalid('POST', '/manage/referral-link/store', {});
    expect(Object.keys(empty.errors).sort()).toEqual(['bonus_percent', 'code', 'name', 'owner_id']);
    const format = 'The code must be 3 to 32 characters: letters, digits, "-" and "_".';
    for (const code of ['ab', 'bad code', 'ÄPFEL', 'x'.repeat(33)]) {
      const bad = await admin.invalid('POST', '/manage/referral-link/store', { ...valid(ownerId), code });
      expect(bad.errors, code).toEqual({ code: [format] });
    }
    const taken = await admin.invalid('POST', '/manage/referral-link/store', {
      ...valid(ownerId),
      code: demoReferralCode.toLowerCase(),
    });
    expect(taken.errors).toEqual({ code: ['This code has already been taken.'] });
    const bonus = 'The bonus must be a number from 0 to 100 with at most two decimals.';
    for (const value of [100.5, '7.555', -1, 'ten']) {
      const bad = await admin.invalid('POST', '/manage/referral-link/store', {
        ...valid(ownerId),
        bonus_percent: value,
      });
      expect(bad.errors, String(value)).toEqual({ bonus_percent: [bonus] });
    }
    const owner = await admin.invalid('POST', '/manage/referral-link/store', {
      ...valid(ownerId),
      owner_id: 999_999,
    });
    expect(Object.keys(owner.errors)).toEqual(['owner_id']);
    const ru = await admin.invalid(
      'POST',
      '/manage/referral-link/store',
      { ...valid(ownerId), code: 'a' },
      'ru',
    );
    expect(ru.errors.code).toEqual(['Код — от 3 до 32 символов: латинские буквы, цифры, «-» и «_».']);
    await admin.ok('POST', '/manage/referral-link/store', { ...valid(ownerId), bonus_percent: 0 });

    const { data } = await admin.ok<{ data: LinkView }>('POST', '/manage/referral-link/store', {
      ...valid(ownerId),
      code: 'SECOND',
    });
    const clash = await admin.invalid('POST', `/manage/referral-link/${data.id}/update`, {
      code: 'Spring24',
    });
    expect(clash.errors).toEqual({ code: ['This code has already been taken.'] });
  });

  test("the listing: every owner's links for the administrator, with the owner and a record link", async ({
    request,
  }) => {
    const { admin, owner } = await callers(request);
    const settings = await settingsOf(admin, 'referral-links');
    expect(settings.columns.find((c) => c.key === 'name')).toMatchObject({
      type: 'link',
      href: '/manage/referral-links/{id}',
    });
    expect(settings.columns.find((c) => c.key === 'owner_name')?.hidden).toBeFalsy();
    const all = await adminRows(admin);
    const owners = new Set(all.data.map((r) => r.owner_id));
    expect(owners.size).toBeGreaterThan(5);
    expect(all.data.every((r) => r.owner_name !== '')).toBe(true);

    // A link the administrator makes for the Acme owner shows in both listings; one for another user only in the first.
    const acmeOwner = await ownerIdOf(admin, 'owner@acme.test');
    const other = all.data.find((r) => r.owner_id !== acmeOwner)!;
    await admin.ok('POST', '/manage/referral-link/store', { ...valid(acmeOwner), code: 'ACME-NEW' });
    await admin.ok('POST', '/manage/referral-link/store', { ...valid(other.owner_id), code: 'OTHER-NEW' });
    const after = await adminRows(admin);
    expect(after.meta.total).toBe(all.meta.total + 2);
    const byOwner = await adminRows(admin, { filters: { owner_id: String(other.owner_id) } });
    expect(byOwner.data.map((r) => r.code)).toContain('OTHER-NEW');
    expect(byOwner.data.every((r) => r.owner_id === other.owner_id)).toBe(true);

    const own = await listing<LinkRow>(owner, 'referral-links', { perPage: 100 }, 'common');
    expect(own.data.map((r) => r.code)).toContain('ACME-NEW');
    expect(own.data.map((r) => r.code)).toContain(demoReferralCode);
    expect(own.data.map((r) => r.code)).not.toContain('OTHER-NEW');
    expect(own.data.every((r) => r.owner_id === acmeOwner)).toBe(true);
    expect(own.meta.total).toBeLessThan(after.meta.total);
  });

  test("a company user's listing has no record link; non-administrators get 403 on the calls", async ({
    request,
  }) => {
    const { owner, member, moderator } = await callers(request);
    const settings = await settingsOf(owner, 'referral-links');
    expect(settings.columns.filter((c) => c.type === 'link' || c.href)).toEqual([]);
    expect(settings.columns.find((c) => c.key === 'url')?.type).toBe('text');
    // The team member has no referral.view: no listing.
    expect(await member.status('GET', '/common/listing/referral-links/settings')).toBe(403);
    expect(await member.status('POST', '/common/listing/referral-links/data', {})).toBe(403);
    // The moderator is an administrator without manage.referrals (and without referral.view).
    expect(await moderator.status('POST', '/common/listing/referral-links/data', {})).toBe(403);

    const calls: ['GET' | 'POST', string][] = [
      ['GET', '/manage/referral-link/create'],
      ['POST', '/manage/referral-link/store'],
      ['GET', '/manage/referral-link/1/edit'],
      ['POST', '/manage/referral-link/1/update'],
    ];
    for (const caller of [owner, member, moderator])
      expect(await statuses(caller, calls)).toEqual(calls.map(([m, p]) => `${m} ${p} 403`));
  });
});
