/**
 * The company itself (docs/api-contract.md, "Company area"): its settings (edit, update), balance deposits with an
 * idempotency key, and the tariffs with the company's usage of their limits.
 */
import { hasPermission, requireCompanyPermission } from '../auth';
import type { Ctx } from '../context';
import { validationError } from '../http';
import { msg } from '../i18n';
import type { Route } from '../router';
import { iso } from '../store/store';
import type { BalanceTransaction, Company, Tariff } from '../store/types';
import { BodyReader, EMAIL } from '../validate';
import { companyOf, readText, type Option } from './company-common';
import { describeTransaction } from '../transaction-reason';
import { featureOptions } from './tariffs';

/** The deposit bounds and the balance under which the panel warns, in the company's currency. */
export const DEPOSIT_MIN = '10.00';
export const DEPOSIT_MAX = '100000.00';
export const LOW_BALANCE = '50.00';

/** The time zones a company may pick (IANA names). */
export const TIMEZONES: readonly Option<string>[] = [
  { value: 'UTC', label: 'UTC' },
  { value: 'Europe/London', label: 'Europe/London (UTC+0/+1)' },
  { value: 'Europe/Berlin', label: 'Europe/Berlin (UTC+1/+2)' },
  { value: 'Europe/Istanbul', label: 'Europe/Istanbul (UTC+3)' },
  { value: 'Europe/Moscow', label: 'Europe/Moscow (UTC+3)' },
  { value: 'Asia/Dubai', label: 'Asia/Dubai (UTC+4)' },
  { value: 'Asia/Almaty', label: 'Asia/Almaty (UTC+5)' },
  { value: 'Asia/Kolkata', label: 'Asia/Kolkata (UTC+5:30)' },
  { value: 'Asia/Singapore', label: 'Asia/Singapore (UTC+8)' },
  { value: 'Asia/Tokyo', label: 'Asia/Tokyo (UTC+9)' },
  { value: 'America/Sao_Paulo', label: 'America/Sao_Paulo (UTC-3)' },
  { value: 'America/New_York', label: 'America/New_York (UTC-5/-4)' },
  { value: 'America/Los_Angeles', label: 'America/Los_Angeles (UTC-8/-7)' },
];

// ---------------------------------------------------------------- money in integer cents

const AMOUNT = /^\d+(\.\d{1,2})?$/;

/** A decimal string (`"125.5"`, `"-3.20"`) as integer cents: no floating point in balances. */
export function toCents(value: string): number {
  const negative = value.startsWith('-');
  const [whole = '0', fraction = ''] = (negative ? value.slice(1) : value).split('.');
  const cents = Number(whole) * 100 + Number(fraction.padEnd(2, '0').slice(0, 2));
  return negative ? -cents : cents;
}

/** Integer cents as a decimal string with two decimals (`12550` → `"125.50"`). */
export function fromCents(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

// ---------------------------------------------------------------- the company

function companyData(ctx: Ctx, company: Company): Record<string, unknown> {
  return {
    id: company.id,
    name: company.name,
    status: company.status,
    balance: company.balance,
    currency: company.currency,
    tariff_id: company.tariff_id,
    subscription_tier_id: company.subscription_tier_id,
    owner_id: company.owner_id,
    created_at: company.created_at,
    contact_email: company.contact_email,
    website: company.website,
    timezone: company.timezone,
    tariff_name: ctx.store.tariffs.get(company.tariff_id)?.name ?? '',
    can_update: hasPermission(ctx, 'company.update'),
    can_deposit: hasPermission(ctx, 'company.deposit'),
    deposit: { min: DEPOSIT_MIN, max: DEPOSIT_MAX, currency: company.currency },
    low_balance: LOW_BALANCE,
  };
}

/** An absolute http(s) address with a host. */
function isWebsite(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
}

/** The fields of `update`; an absent field keeps its value. */
function readCompany(ctx: Ctx, body: unknown): Partial<Company> {
  const input = new BodyReader(ctx.lang, body);
  const out: Partial<Company> = {};
  if ('name' in input.data) out.name = readText(ctx, input, 'name', 2, 100);
  if ('contact_email' in input.data) {
    const email = input.string('contact_email', { required: false, max: 255 });
    if (email && !EMAIL.test(email)) input.errors.add('contact_email', msg(ctx.lang, 'email'));
    out.contact_email = email.toLowerCase();
  }
  if ('website' in input.data) {
    const website = input.string('website', { required: false, max: 2000 });
    if (website && !isWebsite(website)) input.errors.add('website', msg(ctx.lang, 'url'));
    out.website = website;
  }
  if ('timezone' in input.data)
    out.timezone = input.oneOf(
      'timezone',
      TIMEZONES.map((zone) => zone.value),
    );
  input.done();
  return out;
}

// ---------------------------------------------------------------- deposits

function transactionData(ctx: Ctx, transaction: BalanceTransaction) {
  return {
    id: transaction.id,
    type: transaction.type,
    amount: transaction.amount,
    balance_after: transaction.balance_after,
    currency: transaction.currency,
    description: describeTransaction(ctx.lang, transaction.reason),
    created_at: transaction.created_at,
  };
}

/** `{ amount, idempotency_key }` validated: the amount in cents and the key. */
function readDeposit(ctx: Ctx, company: Company, body: unknown): { cents: number; key: string } {
  const input = new BodyReader(ctx.lang, body);
  const raw = input.data.amount;
  let cents = 0;
  if (raw === undefined || raw === null || (typeof raw === 'string' && raw.trim() === '')) {
    input.errors.add('amount', msg(ctx.lang, 'required'));
  } else {
    const text =
      typeof raw === 'number' && Number.isFinite(raw)
        ? String(raw)
        : typeof raw === 'string'
          ? raw.trim()
          : '';
    const vars = { min: DEPOSIT_MIN, max: DEPOSIT_MAX, currency: company.currency };
    if (!AMOUNT.test(text)) input.errors.add('amount', msg(ctx.lang, 'amountFormat'));
    else if ((cents = toCents(text)) < toCents(DEPOSIT_MIN))
      input.errors.add('amount', msg(ctx.lang, 'amountMin', vars));
    else if (cents > toCents(DEPOSIT_MAX)) input.errors.add('amount', msg(ctx.lang, 'amountMax', vars));
  }
  const key = input.string('idempotency_key', { max: Number.MAX_SAFE_INTEGER });
  if (key && !/^[A-Za-z0-9_-]{8,100}$/.test(key))
    input.errors.add('idempotency_key', msg(ctx.lang, 'idempotencyKeyFormat'));
  input.done();
  return { cents, key };
}

/**
 * Credits the balance once per idempotency key and company (docs/product.md, "Entities": a repeated submit never
 * credits twice): the same key with the same amount answers the first result with `replayed: true`.
 */
function deposit(ctx: Ctx, company: Company, body: unknown): Record<string, unknown> {
  const { cents, key } = readDeposit(ctx, company, body);
  const answer = (transaction: BalanceTransaction, replayed: boolean) => ({
    data: {
      transaction: transactionData(ctx, transaction),
      balance: transaction.balance_after,
      currency: transaction.currency,
    },
    message: msg(ctx.lang, 'deposited', { amount: transaction.amount, currency: transaction.currency }),
    ...(replayed ? { replayed: true } : {}),
  });
  const earlier = ctx.store.transactions.rows.find(
    (row) => row.company_id === company.id && row.idempotency_key === key,
  );
  if (earlier) {
    if (toCents(earlier.amount) !== cents)
      throw validationError(ctx.lang, { idempotency_key: [msg(ctx.lang, 'idempotencyKeyReused')] });
    return answer(earlier, true);
  }
  company.balance = fromCents(toCents(company.balance) + cents);
  const transaction = ctx.store.transactions.insert({
    company_id: company.id,
    type: 'deposit',
    amount: fromCents(cents),
    balance_after: company.balance,
    currency: company.currency,
    reason: { kind: 'deposit' },
    created_by: ctx.me.id,
    idempotency_key: key,
    created_at: iso(Date.now()),
  });
  return answer(transaction, false);
}

// ---------------------------------------------------------------- tariffs

function tariffData(ctx: Ctx, tariff: Tariff) {
  return { ...tariff, tiers: ctx.store.tiers.rows.filter((tier) => tier.tariff_id === tariff.id) };
}

/** How much of each limit of `Tariff.limits` the company uses now. */
function usageOf(ctx: Ctx, companyId: number): Tariff['limits'] {
  const now = new Date();
  const monthStart = iso(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
  const count = <T>(rows: readonly T[], keep: (row: T) => boolean) =>
    rows.reduce((n, row) => (keep(row) ? n + 1 : n), 0);
  return {
    applications: count(
      ctx.store.applications.rows,
      (a) => a.company_id === companyId && a.status !== 'deleted',
    ),
    domains: count(ctx.store.domains.rows, (d) => d.company_id === companyId && d.type === 'custom'),
    push_per_month: count(
      ctx.store.pushNotifications.rows,
      (p) => p.company_id === companyId && p.created_at >= monthStart,
    ),
    team_members: count(ctx.store.users.rows, (u) => u.company_id === companyId && u.status !== 'blocked'),
  };
}

export const companyRoutes: Route[] = [
  {
    method: 'GET',
    pattern: '/client/company/edit',
    handler(ctx) {
      const company = companyOf(ctx, requireCompanyPermission(ctx, ['company.update', 'company.deposit']));
      return {
        data: companyData(ctx, company),
        options: { timezone: TIMEZONES.map((zone) => ({ ...zone })) },
      };
    },
  },
  {
    method: 'POST',
    pattern: '/client/company/update',
    async handler(ctx) {
      const company = companyOf(ctx, requireCompanyPermission(ctx, 'company.update'));
      Object.assign(company, readCompany(ctx, await ctx.body()));
      return { data: companyData(ctx, company), message: msg(ctx.lang, 'done') };
    },
  },
  {
    method: 'POST',
    pattern: '/client/company/deposit',
    async handler(ctx) {
      const company = companyOf(ctx, requireCompanyPermission(ctx, 'company.deposit'));
      return deposit(ctx, company, await ctx.body());
    },
  },
  {
    method: 'GET',
    pattern: '/client/tariff/list',
    handler(ctx) {
      const company = companyOf(ctx, requireCompanyPermission(ctx, 'tariff.view'));
      return {
        data: ctx.store.tariffs.rows.map((tariff) => tariffData(ctx, tariff)),
        options: { features: featureOptions(ctx) },
        current_tariff_id: company.tariff_id,
        current_subscription_tier_id: company.subscription_tier_id,
        usage: usageOf(ctx, company.id),
      };
    },
  },
  {
    method: 'GET',
    pattern: '/client/tariff/:id/show',
    handler(ctx) {
      const company = companyOf(ctx, requireCompanyPermission(ctx, 'tariff.view'));
      const tariff = ctx.store.tariffs.get(ctx.id());
      if (!tariff) throw ctx.notFound();
      return {
        data: tariffData(ctx, tariff),
        is_current: tariff.id === company.tariff_id,
        options: { features: featureOptions(ctx) },
      };
    },
  },
];
