/**
 * The company's own calls through the API only (docs/api-contract.md, "Company area"): its settings (edit, update),
 * balance deposits with an idempotency key (including a retry after the answer was lost), and the tariffs with the
 * company's usage.
 */
import type { Company, DepositAnswer, LimitKey, TariffListAnswer, TariffShowAnswer } from '@panel/contract';
import { expect, test } from '../../testing/api-test';
import { SHELL, resetServer } from '../../testing/api-test';
import { ROLE_IDS, addMember, listing, signIn, type Caller, type Option } from '../../testing/company';

/** A decimal string in cents, to compare balances exactly. */
const cents = (value: string): number => {
  const [whole, fraction = ''] = value.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
};

const editCompany = async (caller: Caller) =>
  caller.ok<{ data: Company; options: { timezone: Option<string>[] } }>('GET', '/client/company/edit');

const transactionsTotal = async (caller: Caller) =>
  (await listing(caller, 'company-balance-transactions', { perPage: 10 })).meta.total;

test.describe('company settings', () => {
  test.beforeEach(async ({ request }) => {
    await resetServer(request);
  });

  test('edit answers the company, what the caller may do, the deposit bounds and the time zones', async ({
    request,
  }) => {
    const owner = await signIn(request, 'owner');
    const { data, options } = await editCompany(owner);
    expect(data).toMatchObject({
      id: 1,
      name: 'Acme Apps',
      status: 'active',
      currency: 'USD',
      owner_id: 2,
      contact_email: 'billing@acme.test',
      website: 'https://acme.test',
      timezone: 'Europe/Moscow',
      tariff_name: 'Enterprise',
      can_update: true,
      can_deposit: true,
      deposit: { min: '10.00', max: '100000.00', currency: 'USD' },
      low_balance: '50.00',
    });
    expect(data.balance).toMatch(/^\d+\.\d{2}$/);
    for (const key of ['tariff_id', 'subscription_tier_id', 'created_at']) expect(data).toHaveProperty(key);
    const zones = options.timezone.map((o) => o.value);
    expect(zones.length).toBeGreaterThanOrEqual(12);
    for (const zone of ['UTC', 'Europe/Moscow', 'Europe/London', 'America/New_York', 'Asia/Dubai'])
      expect(zones).toContain(zone);
    // The user-info call follows the company's time zone.
    expect(
      ((await owner.ok('GET', '/common/auth/user')) as { params: { timezone: string } }).params.timezone,
    ).toBe('Europe/Moscow');
  });

  test('a deposit-only member reads the company but may not update it; a member without either gets 403', async ({
    request,
  }) => {
    const owner = await signIn(request, 'owner');
    const { caller: finance } = await addMember(request, owner, ROLE_IDS.finance, 'finance');
    const { data } = await editCompany(finance);
    expect(data).toMatchObject({ can_update: false, can_deposit: true });
    expect(await finance.status('POST', '/client/company/update', { name: 'Nope' })).toBe(403);

    const member = await signIn(request, 'member');
    expect(await member.status('GET', '/client/company/edit')).toBe(403);
    expect(await member.status('POST', '/client/company/update', { name: 'Nope' })).toBe(403);
    expect(
      await member.status('POST', '/client/company/deposit', { amount: '20', idempotency_key: 'member-1' }),
    ).toBe(403);
  });

  test('update saves the fields sent, keeps the absent ones, and edit shows them', async ({ request }) => {
    const owner = await signIn(request, 'owner');
    const saved = await owner.ok<{ data: Company; message: string }>('POST', '/client/company/update', {
      name: '  Acme Apps Global  ',
      contact_email: 'Finance@Acme.test',
      website: 'http://www.acme.test/about',
      timezone: 'Asia/Dubai',
    });
    expect(saved.message).toBe('Done.');
    expect(saved.data).toMatchObject({
      name: 'Acme Apps Global',
      contact_email: 'finance@acme.test',
      website: 'http://www.acme.test/about',
      timezone: 'Asia/Dubai',
      can_update: true,
    });
    const partial = await owner.ok<{ data: Company }>('POST', '/client/company/update', { website: '' });
    expect(partial.data).toMatchObject({ name: 'Acme Apps Global', website: '', timezone: 'Asia/Dubai' });

    const { data } = await editCompany(owner);
    expect(data).toMatchObject({
      name: 'Acme Apps Global',
      contact_email: 'finance@acme.test',
      website: '',
      timezone: 'Asia/Dubai',
    });
  });

  test('update answers 422 per field, in the request language', async ({ request }) => {
    const owner = await signIn(request, 'owner');
    const update = (body: Record<string, unknown>, lang: 'en' | 'ru' = 'en') =>
      owner.invalid('POST', '/client/company/update', body, lang);
    expect((await update({ name: '' })).errors).toEqual({ name: ['The field is required.'] });
    expect((await update({ name: ' A ' })).errors).toEqual({
      name: ['The value must be 2 to 100 characters long.'],
    });
    expect((await update({ name: 'x'.repeat(101) })).errors).toEqual({
      name: ['The value must be 2 to 100 characters long.'],
    });
    expect((await update({ contact_email: 'billing-at-acme' })).errors).toEqual({
      contact_email: ['The email must be a valid email address.'],
    });
    for (const website of ['acme.test', 'ftp://acme.test', '/about'])
      expect((await update({ website })).errors, website).toEqual({
        website: ['The value must be a valid http(s) URL.'],
      });
    expect((await update({ timezone: 'Mars/Olympus' })).errors).toEqual({
      timezone: ['The selected value is invalid.'],
    });
    const ru = await update({ name: 'A', website: 'nope' }, 'ru');
    expect(ru.errors).toEqual({
      name: ['Значение должно содержать от 2 до 100 символов.'],
      website: ['Введите корректный адрес (http или https).'],
    });
    // Nothing was saved.
    expect((await editCompany(owner)).data.name).toBe('Acme Apps');
  });
});

test.describe('deposits', () => {
  test.beforeEach(async ({ request }) => {
    await resetServer(request);
  });

  test('a deposit credits the balance exactly and records a transaction', async ({ request }) => {
    const owner = await signIn(request, 'owner');
    const before = (await editCompany(owner)).data.balance;
    const count = await transactionsTotal(owner);

    const first = await owner.ok<DepositAnswer>('POST', '/client/company/deposit', {
      amount: '125.5',
      idempotency_key: 'deposit-0001',
    });
    expect(first.replayed).toBeUndefined();
    expect(first.message).toBe('The balance was credited with $125.50.');
    expect(first.data.transaction).toMatchObject({
      type: 'deposit',
      amount: '125.50',
      currency: 'USD',
      description: 'Balance top-up',
    });
    expect(cents(first.data.balance)).toBe(cents(before) + 12550);
    expect(first.data.transaction.balance_after).toBe(first.data.balance);

    // A number is accepted too; 0.1 + 0.2 style sums stay exact.
    const second = await owner.ok<DepositAnswer>('POST', '/client/company/deposit', {
      amount: 10.1,
      idempotency_key: 'deposit-0002',
    });
    const third = await owner.ok<DepositAnswer>('POST', '/client/company/deposit', {
      amount: '10.20',
      idempotency_key: 'deposit-0003',
    });
    expect(second.data.transaction.amount).toBe('10.10');
    expect(cents(third.data.balance)).toBe(cents(before) + 12550 + 1010 + 1020);

    expect((await editCompany(owner)).data.balance).toBe(third.data.balance);
    expect(await transactionsTotal(owner)).toBe(count + 3);
    const { data: rows } = await listing<{ id: number; amount: string; description: string; type: string }>(
      owner,
      'company-balance-transactions',
      { sort: { key: 'id', dir: 'desc' }, perPage: 10 },
    );
    expect(rows[0]).toMatchObject({ id: third.data.transaction.id, amount: '10.20', type: 'deposit' });
    expect(rows[2]).toMatchObject({ id: first.data.transaction.id, description: 'Balance top-up' });

    // What the system wrote is said in the reader's language, the same transaction read in Russian.
    const russian = await owner.call(
      'POST',
      '/client/listing/company-balance-transactions/data',
      {
        perPage: 10,
        sort: { key: 'id', dir: 'desc' },
        filters: {},
      },
      'ru',
    );
    const { data: ruRows } = (await russian.json()) as { data: { id: number; description: string }[] };
    expect(ruRows[2]).toMatchObject({ id: first.data.transaction.id, description: 'Пополнение баланса' });
  });

  test('the same key twice credits once; the same key with another amount is refused', async ({
    request,
  }) => {
    const owner = await signIn(request, 'owner');
    const before = (await editCompany(owner)).data.balance;
    const count = await transactionsTotal(owner);
    const body = { amount: '250.00', idempotency_key: 'same-key-42' };

    const first = await owner.ok<DepositAnswer>('POST', '/client/company/deposit', body);
    const again = await owner.ok<DepositAnswer>('POST', '/client/company/deposit', { ...body, amount: 250 });
    expect(again.replayed).toBe(true);
    expect(again.data).toEqual(first.data);
    expect(cents((await editCompany(owner)).data.balance)).toBe(cents(before) + 25000);
    expect(await transactionsTotal(owner)).toBe(count + 1);

    const other = await owner.invalid('POST', '/client/company/deposit', { ...body, amount: '300.00' });
    expect(other.errors).toEqual({
      idempotency_key: ['This idempotency key was already used for a deposit of another amount.'],
    });
    expect(cents((await editCompany(owner)).data.balance)).toBe(cents(before) + 25000);
    expect(await transactionsTotal(owner)).toBe(count + 1);
  });

  test('a deposit whose answer was lost is credited once when retried with its key', async ({ request }) => {
    const owner = await signIn(request, 'owner');
    const before = (await editCompany(owner)).data.balance;
    const fault = await request.post(`${SHELL}/api/__test/fault`, {
      data: { path: '/client/company/deposit', method: 'POST', dropAfter: true, times: 1 },
    });
    expect(fault.status()).toBe(200);
    const body = { amount: '75.25', idempotency_key: 'lost-answer-1' };

    // The server credits, then drops the connection: the client sees a network failure, no status.
    await expect(owner.call('POST', '/client/company/deposit', body)).rejects.toThrow();
    expect(cents((await editCompany(owner)).data.balance)).toBe(cents(before) + 7525);

    const retry = await owner.ok<DepositAnswer>('POST', '/client/company/deposit', body);
    expect(retry.replayed).toBe(true);
    expect(retry.data.transaction.amount).toBe('75.25');
    expect(cents((await editCompany(owner)).data.balance)).toBe(cents(before) + 7525);
  });

  test('amount and key rules answer 422 with clear texts', async ({ request }) => {
    const owner = await signIn(request, 'owner');
    const before = (await editCompany(owner)).data.balance;
    const deposit = (body: Record<string, unknown>, lang: 'en' | 'ru' = 'en') =>
      owner.invalid('POST', '/client/company/deposit', { idempotency_key: 'valid-key-1', ...body }, lang);
    const twoDecimals = 'The amount must be a positive number with at most two decimals (e.g. 125.50).';

    expect((await deposit({ amount: '10.001' })).errors).toEqual({ amount: [twoDecimals] });
    expect((await deposit({ amount: 10.005 })).errors).toEqual({ amount: [twoDecimals] });
    expect((await deposit({ amount: '-20' })).errors).toEqual({ amount: [twoDecimals] });
    expect((await deposit({ amount: '12,50' })).errors).toEqual({ amount: [twoDecimals] });
    expect((await deposit({ amount: '9.99' })).errors).toEqual({
      amount: ['The amount must be at least $10.00.'],
    });
    expect((await deposit({ amount: '100000.01' })).errors).toEqual({
      amount: ['The amount may not be greater than $100,000.00.'],
    });
    expect((await deposit({ amount: '' })).errors).toEqual({ amount: ['The field is required.'] });
    expect((await deposit({ amount: '9', idempotency_key: undefined }, 'ru')).errors).toEqual({
      // The reader's money format: a decimal comma and the symbol after a no-break space.
      amount: ['Сумма должна быть не меньше 10,00\u00a0$.'],
      idempotency_key: ['Поле обязательно для заполнения.'],
    });
    const keyRule = 'The idempotency key must be 8 to 100 characters: letters, digits, "-" and "_".';
    for (const key of ['short', 'with space 123', 'ключ-ключ-ключ', 'k'.repeat(101)])
      expect((await deposit({ amount: '20', idempotency_key: key })).errors, key).toEqual({
        idempotency_key: [keyRule],
      });
    // The bounds themselves are allowed.
    await owner.ok('POST', '/client/company/deposit', { amount: '10', idempotency_key: 'lower-bound' });
    await owner.ok('POST', '/client/company/deposit', {
      amount: '100000.00',
      idempotency_key: 'upper-bound',
    });
    expect(cents((await editCompany(owner)).data.balance)).toBe(cents(before) + 1000 + 10_000_000);
  });

  test('a fault with dropAfter refuses to combine with an answer of its own', async ({ request }) => {
    const response = await request.post(`${SHELL}/api/__test/fault`, {
      data: { path: '/client/company/deposit', dropAfter: true, status: 500 },
    });
    expect(response.status()).toBe(422);
    expect(((await response.json()) as { errors: Record<string, string[]> }).errors).toHaveProperty(
      'dropAfter',
    );
  });
});

test.describe('tariffs', () => {
  test.beforeEach(async ({ request }) => {
    await resetServer(request);
  });

  test('the list answers the tariffs with their tiers, the current ones and the usage', async ({
    request,
  }) => {
    const owner = await signIn(request, 'owner');
    const list = await owner.ok<TariffListAnswer>('GET', '/client/tariff/list');
    expect(list.data.map((t) => t.name)).toEqual(['Start', 'Pro', 'Business', 'Enterprise']);
    for (const tariff of list.data) {
      expect(tariff.tiers.length).toBe(4);
      expect(tariff.tiers.every((tier) => tier.tariff_id === tariff.id)).toBe(true);
      expect(Object.keys(tariff.limits).sort()).toEqual([
        'applications',
        'domains',
        'push_per_month',
        'team_members',
      ]);
    }
    expect(list.current_tariff_id).toBe(4);
    expect(list.current_subscription_tier_id).toBe(13);

    const applications = (await listing(owner, 'application', { perPage: 10 }, 'common')).meta.total;
    const custom = (await owner.ok<{ data: unknown[] }>('GET', '/client/domain/get-custom')).data.length;
    const team = await listing<{ status: string }>(owner, 'team', { perPage: 100 });
    expect(list.usage).toEqual({
      applications,
      domains: custom,
      push_per_month: expect.any(Number),
      team_members: team.data.filter((u) => u.status !== 'blocked').length,
    });
    // Every limit of Acme's tariff holds its seeded usage.
    const current = list.data.find((t) => t.id === list.current_tariff_id)!;
    for (const [key, used] of Object.entries(list.usage))
      expect(used, key).toBeLessThanOrEqual(current.limits[key as LimitKey]);

    // Usage follows changes: a new domain and a new member count at once.
    await owner.ok('POST', '/client/domain/store', { name: 'usage-check.example' });
    await addMember(request, owner, ROLE_IDS.analyst, 'usage');
    const after = await owner.ok<Pick<TariffListAnswer, 'usage'>>('GET', '/client/tariff/list');
    expect(after.usage.domains).toBe(list.usage.domains + 1);
    expect(after.usage.team_members).toBe(list.usage.team_members + 1);
  });

  test('show answers one tariff with its tiers and whether it is the current one', async ({ request }) => {
    const owner = await signIn(request, 'owner');
    const current = await owner.ok<TariffShowAnswer>('GET', '/client/tariff/4/show');
    expect(current.is_current).toBe(true);
    expect(current.data).toMatchObject({ id: 4, name: 'Enterprise', period: 'year', currency: 'USD' });
    expect(current.data.tiers).toHaveLength(4);
    const other = await owner.ok<TariffShowAnswer>('GET', '/client/tariff/2/show');
    expect(other).toMatchObject({ is_current: false, data: { id: 2, name: 'Pro' } });
    expect(other).not.toHaveProperty('tariff');
    expect(await owner.status('GET', '/client/tariff/99/show')).toBe(404);

    const member = await signIn(request, 'member');
    expect(await member.status('GET', '/client/tariff/list')).toBe(403);
    expect(await member.status('GET', '/client/tariff/2/show')).toBe(403);
  });
});
