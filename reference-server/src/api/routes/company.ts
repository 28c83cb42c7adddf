/**
 * The company itself (docs/api-contract.md, "Company area"): its settings (edit, update), balance deposits with an
 * idempotency key, and the tariffs with the company's usage of their limits.
 */
import {
  COMPANY_LIMITS,
  DEPOSIT_LIMITS,
  IDEMPOTENCY_KEY,
  LOW_BALANCE,
  fromCents,
  isAmount,
  isEmail,
  isHttpUrl,
  ownCompanyCalls,
  toCents,
  type BalanceTransaction as TransactionAnswer,
  type Company as CompanyAnswer,
  type CompanyBody,
  type CompanyTariff,
  type DepositAnswer,
  type DepositBody,
} from '@panel/contract';
import { z } from 'zod';
import { recordedBy } from '../actors';
import { hasPermission } from '../auth';
import { bodyOf, choice, optionalTextThat, parseValue, pickKeys, rule, text, textBetween } from '../body';
import type { Ctx } from '../context';
import { isRecord, validationError } from '../http';
import { msg } from '../i18n';
import { implement } from '../router';
import { iso } from '../store/store';
import type { BalanceTransaction, Company, Tariff } from '../store/types';
import { companyOf, type Option } from './company-common';
import { describeTransaction } from '../transaction-reason';
import { featureOptions, featuresOf } from './tariffs';
import { seededText } from '../store/seed-texts';
import { checkVersion, touch, versionOf } from '../versions';

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

/** Cents of an amount this server wrote or checked (`isAmount`, a balance): never anything but a number. */
const cents = (amount: string): number => toCents(amount) ?? Number.NaN;

// ---------------------------------------------------------------- the company

function companyData(ctx: Ctx, company: Company): CompanyAnswer {
  return {
    id: company.id,
    version: versionOf(company),
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
    deposit: { ...DEPOSIT_LIMITS, currency: company.currency },
    low_balance: LOW_BALANCE,
  };
}

const TIMEZONE_VALUES = TIMEZONES.map((zone) => zone.value) as [string, ...string[]];

const companySchema = bodyOf<CompanyBody>()(
  z.object({
    name: textBetween(COMPANY_LIMITS.name.min, COMPANY_LIMITS.name.max),
    contact_email: optionalTextThat(isEmail, 'email', { max: COMPANY_LIMITS.contactEmail }).transform(
      (value) => value.toLowerCase(),
    ),
    website: optionalTextThat(isHttpUrl, 'url', { max: COMPANY_LIMITS.website }),
    timezone: choice(TIMEZONE_VALUES),
  }),
);

/** The fields of `update`; an absent field keeps its value. */
function readCompany(ctx: Ctx, body: unknown): Partial<CompanyBody> {
  const data = isRecord(body) ? body : {};
  return parseValue(ctx.lang, companySchema.pick(pickKeys(companySchema, data)), data);
}

// ---------------------------------------------------------------- deposits

function transactionData(ctx: Ctx, transaction: BalanceTransaction): TransactionAnswer {
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

/** `{ amount, idempotency_key }` validated: the amount as its decimal text, between the company's bounds. */
function depositSchema(company: Company) {
  const bounds = { ...DEPOSIT_LIMITS, currency: company.currency };
  return bodyOf<DepositBody>()(
    z.object({
      amount: z.unknown().transform((raw, check) => {
        if (raw === undefined || raw === null || (typeof raw === 'string' && raw.trim() === '')) {
          check.addIssue({ code: 'custom', ...rule('required') });
          return z.NEVER;
        }
        const amount =
          typeof raw === 'number' && Number.isFinite(raw)
            ? String(raw)
            : typeof raw === 'string'
              ? raw.trim()
              : '';
        const broken = !isAmount(amount)
          ? rule('amountFormat')
          : cents(amount) < cents(DEPOSIT_LIMITS.min)
            ? rule('amountMin', bounds)
            : cents(amount) > cents(DEPOSIT_LIMITS.max)
              ? rule('amountMax', bounds)
              : null;
        if (broken) check.addIssue({ code: 'custom', ...broken });
        return amount;
      }),
      idempotency_key: text({ max: Number.MAX_SAFE_INTEGER }).refine(
        (key) => IDEMPOTENCY_KEY.test(key),
        rule('idempotencyKeyFormat'),
      ),
    }),
  );
}

/**
 * Credits the balance once per idempotency key and company (docs/product.md, "Entities": a repeated submit never
 * credits twice): the same key with the same amount answers the first result with `replayed: true`.
 */
function deposit(ctx: Ctx, company: Company, body: unknown): DepositAnswer {
  const { amount, idempotency_key: key } = parseValue(ctx.lang, depositSchema(company), body);
  const credit = cents(amount);
  const answer = (transaction: BalanceTransaction, replayed: boolean): DepositAnswer => ({
    data: {
      transaction: transactionData(ctx, transaction),
      balance: transaction.balance_after,
      currency: transaction.currency,
    },
    message: msg(ctx.lang, 'deposited', { amount: transaction.amount, currency: transaction.currency }),
    ...(replayed ? { replayed: true as const } : {}),
  });
  const earlier = ctx.store.transactions.rows.find(
    (row) => row.company_id === company.id && row.idempotency_key === key,
  );
  if (earlier) {
    if (cents(earlier.amount) !== credit)
      throw validationError(ctx.lang, { idempotency_key: [msg(ctx.lang, 'idempotencyKeyReused')] });
    return answer(earlier, true);
  }
  company.balance = fromCents(cents(company.balance) + credit);
  const transaction = ctx.store.transactions.insert({
    company_id: company.id,
    type: 'deposit',
    amount: fromCents(credit),
    balance_after: company.balance,
    currency: company.currency,
    reason: { kind: 'deposit' },
    created_by: ctx.me.id,
    acting_admin_id: recordedBy(ctx).actingAdminId,
    idempotency_key: key,
    created_at: iso(Date.now()),
  });
  return answer(transaction, false);
}

// ---------------------------------------------------------------- tariffs

function tariffData(ctx: Ctx, tariff: Tariff): CompanyTariff {
  return {
    ...tariff,
    features: featuresOf(tariff),
    description: seededText(ctx.lang, tariff.description),
    tiers: ctx.store.tiers.rows
      .filter((tier) => tier.tariff_id === tariff.id)
      .map((tier) => ({ ...tier, version: versionOf(tier) })),
  };
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

export const companyRoutes = implement(ownCompanyCalls, {
  edit(ctx) {
    const company = companyOf(ctx, ctx.companyId());
    return {
      data: companyData(ctx, company),
      options: { timezone: TIMEZONES.map((zone) => ({ ...zone })) },
    };
  },
  async update(ctx) {
    const company = companyOf(ctx, ctx.companyId());
    await checkVersion(ctx, company, () => companyData(ctx, company));
    Object.assign(company, readCompany(ctx, await ctx.body()));
    touch(company);
    return { data: companyData(ctx, company), message: msg(ctx.lang, 'done') };
  },
  async deposit(ctx) {
    return deposit(ctx, companyOf(ctx, ctx.companyId()), await ctx.body());
  },
  tariffs(ctx) {
    const company = companyOf(ctx, ctx.companyId());
    return {
      data: ctx.store.tariffs.rows.map((tariff) => tariffData(ctx, tariff)),
      options: { features: featureOptions(ctx) },
      current_tariff_id: company.tariff_id,
      current_subscription_tier_id: company.subscription_tier_id,
      usage: usageOf(ctx, company.id),
    };
  },
  tariff(ctx) {
    const company = companyOf(ctx, ctx.companyId());
    const tariff = ctx.store.tariffs.get(ctx.id());
    if (!tariff) throw ctx.notFound();
    return {
      data: tariffData(ctx, tariff),
      is_current: tariff.id === company.tariff_id,
      options: { features: featureOptions(ctx) },
    };
  },
});
