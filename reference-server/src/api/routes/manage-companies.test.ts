/**
 * The administrators' companies (docs/api-contract.md, "Administrators: companies, users, domains"): a company's record
 * (edit, update), the manual balance deposit (reason, amount rules, credited once per idempotency key) and the
 * listings of the companies screens: `company` (balance sort, status filter, new companies per day),
 * `manage-company-balance-transactions`, `manage-application` and `manage-application-statistics`.
 */
import type { ManageCompany, ManualDepositAnswer, ManualTransaction } from '@panel/contract';
import { expect, test } from '../../testing/api-test';
import { resetServer } from '../../testing/api-test';
import {
  ACME_ID,
  ADMIN_NAME,
  aggregations,
  callers,
  listing,
  newKey,
  registerCompany,
  type Caller,
} from '../../testing/admin';

interface Option {
  value: string | number;
  label: string;
}

const edit = (caller: Caller, id: number) =>
  caller.ok<{ data: ManageCompany; options: Record<string, Option[]> }>('GET', `/manage/company/${id}/edit`);
const update = (id: number) => `/manage/company/${id}/update`;
const deposit = (id: number) => `/manage/company/${id}/manual-balance-deposit`;

test.describe("administrators' companies", () => {
  test.beforeEach(async ({ request }) => {
    await resetServer(request);
  });

  test('edit answers the company with its owner, tariff and counts, and the options', async ({ request }) => {
    const { admin } = await callers(request);
    const { data, options } = await edit(admin, ACME_ID);
    expect(data).toMatchObject({
      id: ACME_ID,
      name: 'Acme Apps',
      status: 'active',
      currency: 'USD',
      contact_email: 'billing@acme.test',
      website: 'https://acme.test',
      timezone: 'Europe/Moscow',
      owner_name: 'Oleg Petrov',
      owner_email: 'owner@acme.test',
      referral_link_id: null,
    });
    expect(data.balance).toMatch(/^-?\d+\.\d{2}$/);
    expect(data.tariff_name).not.toBe('');
    for (const key of ['users_count', 'applications_count', 'domains_count'] as const)
      expect(data[key], key).toBeGreaterThan(0);
    expect(options.status!.map((o) => o.value)).toEqual(['active', 'blocked']);
    expect(options.tariff_id!.map((o) => o.value)).toContain(data.tariff_id);
    expect(options.tariff_id!.length).toBeGreaterThan(1);
    expect(options.timezone!.map((o) => o.value)).toContain('UTC');
  });

  test('update round trip: every field is saved, a new tariff brings its first tier', async ({ request }) => {
    const { admin } = await callers(request);
    const before = (await edit(admin, 2)).data;
    const tariffs = (await edit(admin, 2)).options.tariff_id!;
    const other = tariffs.find((o) => o.value !== before.tariff_id)!;
    const body = {
      name: '  Northwind Renamed ',
      status: 'blocked',
      tariff_id: other.value,
      contact_email: 'Billing@Northwind.TEST',
      website: 'https://northwind.example/about',
      timezone: 'Asia/Tokyo',
    };
    const answer = await admin.ok<{ data: ManageCompany; message: string }>('POST', update(2), body);
    expect(answer.message).toBe('Done.');
    const expected = {
      name: 'Northwind Renamed',
      status: 'blocked',
      tariff_id: other.value,
      tariff_name: other.label,
      contact_email: 'billing@northwind.test',
      website: 'https://northwind.example/about',
      timezone: 'Asia/Tokyo',
      balance: before.balance,
    };
    expect(answer.data).toMatchObject(expected);
    expect(answer.data.subscription_tier_id).not.toBe(before.subscription_tier_id);
    expect((await edit(admin, 2)).data).toMatchObject(expected);
    // An absent field keeps its value; empty contact e-mail and website are allowed.
    const cleared = await admin.ok<{ data: ManageCompany }>('POST', update(2), {
      contact_email: '',
      website: '',
    });
    expect(cleared.data).toMatchObject({ name: 'Northwind Renamed', contact_email: '', website: '' });
    // The companies listing shows the change.
    const rows = await listing<{ id: number; name: string; status: string }>(
      admin,
      'company',
      { search: 'Northwind Renamed' },
      'common',
    );
    expect(rows.data).toEqual([expect.objectContaining({ id: 2, status: 'blocked' })]);
  });

  test('update rules: name, e-mail, website, status, tariff, timezone', async ({ request }) => {
    const { admin } = await callers(request);
    const invalid = await admin.invalid('POST', update(ACME_ID), {
      name: ' ',
      status: 'closed',
      tariff_id: 9999,
      contact_email: 'not-an-email',
      website: 'ftp://acme.test',
      timezone: 'Mars/Olympus',
    });
    expect(invalid.errors).toEqual({
      name: ['The field is required.'],
      status: ['The selected value is invalid.'],
      tariff_id: ['The selected value is invalid.'],
      contact_email: ['The email must be a valid email address.'],
      website: ['The value must be a valid http(s) URL.'],
      timezone: ['The selected value is invalid.'],
    });
    expect((await admin.invalid('POST', update(ACME_ID), { name: 'x'.repeat(101) })).errors.name).toEqual([
      'The value must be 2 to 100 characters long.',
    ]);
    const ru = await admin.invalid('POST', update(ACME_ID), { name: '' }, 'ru');
    expect(ru.errors.name).toEqual(['Поле обязательно для заполнения.']);
    // Nothing was saved.
    expect((await edit(admin, ACME_ID)).data.name).toBe('Acme Apps');
  });

  test('manual deposit: reason, amount and key rules', async ({ request }) => {
    const { admin } = await callers(request);
    const key = newKey('rules');
    const invalid = await admin.invalid('POST', deposit(ACME_ID), {});
    expect(invalid.errors).toEqual({
      amount: ['The field is required.'],
      reason: ['The field is required.'],
      idempotency_key: ['The field is required.'],
    });
    expect(
      (
        await admin.invalid('POST', deposit(ACME_ID), {
          amount: '10.00',
          reason: 'abc',
          idempotency_key: key,
        })
      ).errors,
    ).toEqual({ reason: ['The value must be 5 to 500 characters long.'] });
    expect(
      (
        await admin.invalid('POST', deposit(ACME_ID), {
          amount: '10.00',
          reason: 'r'.repeat(501),
          idempotency_key: key,
        })
      ).errors.reason,
    ).toEqual(['The value must be 5 to 500 characters long.']);
    const format = 'The amount must be a positive number with at most two decimals (e.g. 125.50).';
    for (const amount of ['0', '0.00', '-5', '1.234', 'abc', '1e3', true]) {
      const answer = await admin.invalid('POST', deposit(ACME_ID), {
        amount,
        reason: 'Compensation',
        idempotency_key: key,
      });
      expect(answer.errors, String(amount)).toEqual({ amount: [format] });
    }
    expect(
      (
        await admin.invalid('POST', deposit(ACME_ID), {
          amount: '1000000.01',
          reason: 'Compensation',
          idempotency_key: key,
        })
      ).errors,
    ).toEqual({ amount: ['A manual deposit may not be greater than 1000000.00.'] });
    expect(
      (
        await admin.invalid('POST', deposit(ACME_ID), {
          amount: '10',
          reason: 'Compensation',
          idempotency_key: 'short',
        })
      ).errors,
    ).toEqual({
      idempotency_key: ['The idempotency key must be 8 to 100 characters: letters, digits, "-" and "_".'],
    });
    // None of these credited anything; the upper bound itself is accepted.
    const before = (await edit(admin, 3)).data.balance;
    const max = await admin.ok<ManualDepositAnswer>('POST', deposit(3), {
      amount: '1000000.00',
      reason: 'Upper bound',
      idempotency_key: newKey('max'),
    });
    expect(max.data.transaction.amount).toBe('1000000.00');
    expect(Number(max.data.balance)).toBeCloseTo(Number(before) + 1_000_000, 2);
  });

  test('manual deposit credits once per key; a repeat is replayed, another amount is 422', async ({
    request,
  }) => {
    const { admin } = await callers(request);
    const before = (await edit(admin, ACME_ID)).data.balance;
    const key = newKey('once');
    const reason = 'Compensation for the outage of May 3';
    const body = { amount: '125.5', reason, idempotency_key: key };

    const first = await admin.ok<ManualDepositAnswer>('POST', deposit(ACME_ID), body);
    expect(first.replayed).toBeUndefined();
    expect(first.message).toBe('The balance of Acme Apps was credited with $125.50.');
    const expectedBalance = ((Math.round(Number(before) * 100) + 12550) / 100).toFixed(2);
    expect(first.data.balance).toBe(expectedBalance);
    expect(first.data.transaction).toMatchObject({
      company_id: ACME_ID,
      type: 'manual',
      amount: '125.50',
      balance_after: expectedBalance,
      currency: 'USD',
      description: reason,
      created_by: 1,
      created_by_name: ADMIN_NAME,
    });

    const again = await admin.ok<ManualDepositAnswer>('POST', deposit(ACME_ID), {
      ...body,
      amount: '125.50',
    });
    expect(again.replayed).toBe(true);
    expect(again.data).toEqual(first.data);
    expect((await edit(admin, ACME_ID)).data.balance).toBe(expectedBalance);

    const other = await admin.invalid('POST', deposit(ACME_ID), { ...body, amount: '10.00' });
    expect(Object.keys(other.errors)).toEqual(['amount']);
    expect(other.errors.amount![0]).toContain('$125.50');
    expect((await edit(admin, ACME_ID)).data.balance).toBe(expectedBalance);

    // The same key on another company is another deposit.
    const elsewhere = await admin.ok<ManualDepositAnswer>('POST', deposit(2), body);
    expect(elsewhere.replayed).toBeUndefined();
    expect(elsewhere.data.transaction.company_id).toBe(2);

    // The company's tab: the transactions listing filtered by company, with the administrator's name and the reason.
    const rows = await listing<ManualTransaction & { company_name: string }>(
      admin,
      'manage-company-balance-transactions',
      { filters: { company_id: String(ACME_ID) }, sort: { key: 'id', dir: 'desc' } },
      'common',
    );
    expect(rows.data.every((row) => row.company_id === ACME_ID)).toBe(true);
    expect(rows.data[0]).toMatchObject({
      id: first.data.transaction.id,
      type: 'manual',
      amount: '125.50',
      description: reason,
      created_by_name: ADMIN_NAME,
      company_name: 'Acme Apps',
    });
    expect(rows.data[0]).not.toHaveProperty('idempotency_key');
    expect(rows.data.filter((row) => row.description === reason)).toHaveLength(1);
    const settings = await admin.ok<{ columns: { key: string }[] }>(
      'GET',
      '/common/listing/manage-company-balance-transactions/settings',
    );
    expect(settings.columns.map((c) => c.key)).toEqual(
      expect.arrayContaining(['created_by_name', 'description']),
    );
    // The company sees the deposit in its own history too.
    const { owner } = await callers(request);
    const own = await listing<ManualTransaction>(owner, 'company-balance-transactions', {
      sort: { key: 'id', dir: 'desc' },
    });
    expect(own.data[0]).toMatchObject({ type: 'manual', description: reason, created_by_name: ADMIN_NAME });
  });

  test('the company calls need isAdmin and manage.companies; an unknown company is 404', async ({
    request,
  }) => {
    const { admin, moderator, owner } = await callers(request);
    const body = { amount: '10.00', reason: 'Not allowed', idempotency_key: newKey('deny') };
    for (const caller of [moderator, owner]) {
      expect(await caller.status('GET', `/manage/company/${ACME_ID}/edit`)).toBe(403);
      expect(await caller.status('POST', update(ACME_ID), { name: 'Taken over' })).toBe(403);
      expect(await caller.status('POST', deposit(ACME_ID), body)).toBe(403);
    }
    expect(await admin.status('GET', '/manage/company/999999/edit')).toBe(404);
    expect(await admin.status('POST', update(999999), { name: 'Nobody' })).toBe(404);
    expect(await admin.status('POST', deposit(999999), body)).toBe(404);
    const after = (await edit(admin, ACME_ID)).data;
    expect(after.name).toBe('Acme Apps');
  });

  test('the company listing: balance sort, status filter, new companies per day', async ({ request }) => {
    const { admin } = await callers(request);
    const byBalance = await listing<{ balance: string; status: string }>(
      admin,
      'company',
      { sort: { key: 'balance', dir: 'desc' } },
      'common',
    );
    const balances = byBalance.data.map((row) => Number(row.balance));
    expect(balances).toEqual([...balances].sort((a, b) => b - a));
    const blocked = await listing<{ status: string }>(
      admin,
      'company',
      { filters: { status: 'blocked' } },
      'common',
    );
    expect(blocked.meta.total).toBeGreaterThan(0);
    expect(blocked.data.every((row) => row.status === 'blocked')).toBe(true);

    const settings = await admin.ok<{ aggregations: boolean }>('GET', '/common/listing/company/settings');
    expect(settings.aggregations).toBe(true);
    const all = await aggregations<{ count: number }>(admin, 'company', { group_by: 'created_date' });
    const total = (await listing(admin, 'company', {}, 'common')).meta.total;
    expect(all.totals.count).toBe(total);
    const groups = all.groups!;
    expect(groups.reduce((n, g) => n + g.count, 0)).toBe(total);
    const keys = groups.map((g) => g.key);
    expect(keys).toEqual([...keys].sort());
    for (const key of keys) expect(key).toMatch(/^\d{4}-\d{2}-\d{2}$/);

    // Over the filters: a date range and the status.
    const from = keys[Math.floor(keys.length / 2)]!;
    const ranged = await aggregations<{ count: number }>(admin, 'company', {
      group_by: 'created_date',
      filters: { created_at: { from }, status: 'active' },
    });
    expect(ranged.groups!.every((g) => g.key >= from)).toBe(true);
    const rangedTotal = (
      await listing(admin, 'company', { filters: { created_at: { from }, status: 'active' } }, 'common')
    ).meta.total;
    expect(ranged.groups!.reduce((n, g) => n + g.count, 0)).toBe(rangedTotal);

    // A company registered now counts today.
    await registerCompany(request, `per-day-${Date.now()}`);
    const today = new Date().toISOString().slice(0, 10);
    const after = await aggregations<{ count: number }>(admin, 'company', {
      group_by: 'created_date',
      filters: { created_at: { from: today, to: today } },
    });
    const todayBefore = groups.find((g) => g.key === today)?.count ?? 0;
    expect(after.groups).toEqual([expect.objectContaining({ key: today, count: todayBefore + 1 })]);

    expect(
      (await admin.invalid('POST', '/common/listing/company/aggregations', { group_by: 'date' })).errors,
    ).toEqual({ group_by: ['The listing can be grouped by: created_date.'] });
  });

  test("a company's applications and the platform's statistics per day", async ({ request }) => {
    const { admin } = await callers(request);
    const apps = await listing<{ company_id: number }>(
      admin,
      'manage-application',
      { filters: { company_id: '2' } },
      'common',
    );
    expect(apps.meta.total).toBeGreaterThan(0);
    expect(apps.data.every((row) => row.company_id === 2)).toBe(true);
    const edited = (await edit(admin, 2)).data;
    const live = await listing(
      admin,
      'manage-application',
      { filters: { company_id: '2', status: ['draft', 'active', 'deactivated'] } },
      'common',
    );
    expect(live.meta.total).toBe(edited.applications_count);

    const daily = await aggregations<{ installs: number; deposits_sum: string }>(
      admin,
      'manage-application-statistics',
      { group_by: 'date' },
    );
    const days = daily.groups!.map((g) => g.key);
    expect(days.length).toBeGreaterThan(1);
    expect(days).toEqual([...days].sort());
    expect(daily.groups!.reduce((n, g) => n + g.installs, 0)).toBe(daily.totals.installs);
    // Every company's money is in its own currency: no single deposit total, one per currency, the same the
    // per-currency groups give.
    expect(daily.totals.deposits_sum).toBeNull();
    const perCurrency = await aggregations<{ deposits_sum: string }>(admin, 'manage-application-statistics', {
      group_by: 'currency',
    });
    expect(perCurrency.groups!.length).toBeGreaterThan(1);
    expect(Object.fromEntries(perCurrency.groups!.map((g) => [g.key, g.deposits_sum]))).toEqual(
      daily.by_currency!.deposits_sum,
    );
  });
});
