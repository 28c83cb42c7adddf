/**
 * The administrators' companies and domains (docs/api-contract.md, "Administrators: companies, users, domains"): a
 * company's record and its manual balance deposit (credited once per idempotency key), and the platform's own domains
 * and any domain's status. An unknown id answers 404, a broken rule 422 per field in the request's language. The
 * administrators' users are in manage.ts.
 */
import {
  COMPANY_LIMITS,
  COMPANY_STATUSES,
  DOMAIN_STATUSES,
  IDEMPOTENCY_KEY,
  MANUAL_DEPOSIT_LIMITS,
  companyCalls,
  fromCents,
  isAmount,
  isEmail,
  isHttpUrl,
  toCents,
  type DomainStatusBody,
  type ManageCompany,
  type ManageCompanyBody,
  type ManageDomain,
  type ManageDomainBody,
  type ManualDepositAnswer,
  type ManualDepositBody,
  type ManualTransaction,
} from '@panel/contract';
import { z } from 'zod';
import {
  bodyOf,
  choice,
  existing,
  optionalText,
  parseBody,
  parseValue,
  pickKeys,
  rule,
  text,
  textBetween,
} from '../body';
import { actorName, recordedBy } from '../actors';
import type { Ctx } from '../context';
import { isRecord, validationError } from '../http';
import { msg, t, type MessageKey } from '../i18n';
import { VALUE_LABELS } from '../listings/defs/common';
import { implement } from '../router';
import { iso } from '../store/store';
import type { BalanceTransaction, Company, Domain } from '../store/types';
import { describeTransaction } from '../transaction-reason';
import { decimalText } from './catalog-common';
import { TIMEZONES } from './company';
import type { Option } from './company-common';
import { hostnameMessage } from './domains';
import { checkVersion, touch, versionOf } from '../versions';

/** A form's choices of a status, labelled in the request's language. */
export const statusOptions = <V extends string>(ctx: Ctx, values: readonly V[]): Option<V>[] =>
  values.map((value) => ({ value, label: t(ctx.lang, VALUE_LABELS[value]!) }));

// ---------------------------------------------------------------- companies

function anyCompany(ctx: Ctx): Company {
  const company = ctx.store.companies.get(ctx.id());
  if (!company) throw ctx.notFound();
  return company;
}

function companyData(ctx: Ctx, company: Company): ManageCompany {
  const { store } = ctx;
  const owner = company.owner_id === null ? undefined : store.users.get(company.owner_id);
  const count = <T extends { company_id: number | null }>(rows: readonly T[], keep = (_row: T) => true) =>
    rows.reduce((n, row) => (row.company_id === company.id && keep(row) ? n + 1 : n), 0);
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
    referral_link_id: company.referral_link_id,
    contact_email: company.contact_email,
    website: company.website,
    timezone: company.timezone,
    created_at: company.created_at,
    owner_name: owner?.name ?? '',
    owner_email: owner?.email ?? '',
    tariff_name: store.tariffs.get(company.tariff_id)?.name ?? '',
    users_count: count(store.users.rows),
    applications_count: count(store.applications.rows, (app) => app.status !== 'deleted'),
    domains_count: count(store.domains.rows),
  };
}

function companyOptions(ctx: Ctx) {
  return {
    status: statusOptions(ctx, COMPANY_STATUSES),
    tariff_id: ctx.store.tariffs.rows.map((tariff) => ({
      value: tariff.id,
      label: tariff.name,
      is_active: tariff.is_active,
    })),
    timezone: TIMEZONES.map((zone) => ({ ...zone })),
  };
}

/** A trimmed text that may be left blank; one too long is also checked by `fits`, and both errors are reported. */
const optionalChecked = (max: number, fits: (value: string) => boolean, key: MessageKey) =>
  optionalText({ max: Number.MAX_SAFE_INTEGER }).superRefine((value, check) => {
    if (value.length > max) check.addIssue({ code: 'custom', ...rule('maxLength', { max }) });
    if (value && !fits(value)) check.addIssue({ code: 'custom', ...rule(key) });
  });

/** The fields an administrator may change: the company's own profile rules, plus status and tariff. */
function companySchema(ctx: Ctx) {
  const zones = TIMEZONES.map((zone) => zone.value) as [string, ...string[]];
  return bodyOf<ManageCompanyBody>()(
    z.object({
      name: textBetween(COMPANY_LIMITS.name.min, COMPANY_LIMITS.name.max),
      status: choice(COMPANY_STATUSES),
      tariff_id: existing((id) => ctx.store.tariffs.get(id) !== undefined),
      contact_email: optionalChecked(COMPANY_LIMITS.contactEmail, isEmail, 'email').transform((address) =>
        address.toLowerCase(),
      ),
      website: optionalChecked(COMPANY_LIMITS.website, isHttpUrl, 'url'),
      timezone: choice(zones),
    }),
  );
}

/** The fields of an update: absent fields keep theirs. */
function readCompany(ctx: Ctx, body: unknown): Partial<ManageCompanyBody> {
  const data = isRecord(body) ? body : {};
  const fields = companySchema(ctx);
  return parseValue(ctx.lang, fields.pick(pickKeys(fields, data)), data);
}

/** A new tariff brings its first subscription tier unless the company's tier already belongs to it. */
function applyCompany(ctx: Ctx, company: Company, fields: Partial<ManageCompanyBody>): void {
  Object.assign(company, fields);
  const tier = ctx.store.tiers.get(company.subscription_tier_id);
  if (tier?.tariff_id === company.tariff_id) return;
  const first = ctx.store.tiers.rows
    .filter((row) => row.tariff_id === company.tariff_id)
    .sort((a, b) => a.installs_from - b.installs_from)[0];
  if (first) company.subscription_tier_id = first.id;
}

// ---------------------------------------------------------------- manual deposits

/** Cents of an amount this server wrote or checked (`isAmount`, a balance): never anything but a number. */
const cents = (amount: string): number => toCents(amount) ?? Number.NaN;

/** A manual credit: the deposit call writes or replays only those. */
function transactionData(ctx: Ctx, transaction: BalanceTransaction): ManualTransaction {
  return {
    id: transaction.id,
    company_id: transaction.company_id,
    type: 'manual',
    amount: transaction.amount,
    balance_after: transaction.balance_after,
    currency: transaction.currency,
    description: describeTransaction(ctx.lang, transaction.reason),
    created_by: transaction.created_by,
    created_by_name: actorName(ctx.store, ctx.lang, transaction.created_by, transaction.acting_admin_id),
    created_at: transaction.created_at,
  };
}

/** The body of a manual deposit; the amount as its text (a number is taken as its digits). */
const manualDepositSchema = bodyOf<ManualDepositBody>()(
  z.object({
    amount: z.unknown().transform((value, check) => {
      if (value === undefined || value === null || (typeof value === 'string' && value.trim() === ''))
        check.addIssue({ code: 'custom', ...rule('required') });
      else {
        const amount = decimalText(value);
        const { max } = MANUAL_DEPOSIT_LIMITS;
        if (!isAmount(amount) || cents(amount) <= 0)
          check.addIssue({ code: 'custom', ...rule('amountFormat') });
        else if (cents(amount) > cents(max))
          check.addIssue({ code: 'custom', ...rule('manualAmountMax', { max }) });
        else return amount;
      }
      return z.NEVER;
    }),
    reason: textBetween(MANUAL_DEPOSIT_LIMITS.reason.min, MANUAL_DEPOSIT_LIMITS.reason.max, {
      chars: 'lines',
    }),
    idempotency_key: text({ max: Number.MAX_SAFE_INTEGER }).refine(
      (key) => IDEMPOTENCY_KEY.test(key),
      rule('idempotencyKeyFormat'),
    ),
  }),
);

/**
 * Credits the balance once per idempotency key and company: the same key with the same amount answers the first
 * result with `replayed: true`; with another amount, 422 on `amount`.
 */
function manualDeposit(ctx: Ctx, company: Company, body: unknown): ManualDepositAnswer {
  const { amount, reason, idempotency_key: key } = parseValue(ctx.lang, manualDepositSchema, body);
  const credit = cents(amount);
  const answer = (transaction: BalanceTransaction, replayed: boolean): ManualDepositAnswer => ({
    data: { transaction: transactionData(ctx, transaction), balance: transaction.balance_after },
    message: msg(ctx.lang, 'manualDeposited', {
      company: company.name,
      amount: transaction.amount,
      currency: transaction.currency,
    }),
    ...(replayed ? { replayed: true as const } : {}),
  });
  const earlier = ctx.store.transactions.rows.find(
    (row) => row.company_id === company.id && row.type === 'manual' && row.idempotency_key === key,
  );
  if (earlier) {
    if (cents(earlier.amount) !== credit)
      throw validationError(ctx.lang, {
        amount: [msg(ctx.lang, 'manualKeyReused', { amount: earlier.amount, currency: earlier.currency })],
      });
    return answer(earlier, true);
  }
  company.balance = fromCents(cents(company.balance) + credit);
  const transaction = ctx.store.transactions.insert({
    company_id: company.id,
    type: 'manual',
    amount: fromCents(credit),
    balance_after: company.balance,
    currency: company.currency,
    reason: { kind: 'typed', text: reason },
    created_by: ctx.me.id,
    acting_admin_id: recordedBy(ctx).actingAdminId,
    idempotency_key: key,
    created_at: iso(Date.now()),
  });
  return answer(transaction, false);
}

// ---------------------------------------------------------------- domains

/** A domain as the administrators' calls answer it: the company's record plus `company_id` and `company_name`. */
export function manageDomainData(ctx: Ctx, domain: Domain): ManageDomain {
  return {
    id: domain.id,
    name: domain.name,
    type: domain.type,
    status: domain.status,
    ssl_status: domain.ssl_status,
    company_id: domain.company_id,
    company_name: domain.company_id === null ? '' : (ctx.store.companies.get(domain.company_id)?.name ?? ''),
    application_id: domain.application_id,
    application_name:
      domain.application_id === null ? '' : (ctx.store.applications.get(domain.application_id)?.name ?? ''),
    verified_at: domain.verified_at,
    checked_at: domain.checked_at,
    created_at: domain.created_at,
  };
}

/** A platform domain's host name: a bare host nobody has yet. */
const domainSchema = (ctx: Ctx) =>
  bodyOf<ManageDomainBody>()(
    z.object({
      name: text({ max: Number.MAX_SAFE_INTEGER }).superRefine((name, check) => {
        const problem = hostnameMessage(name);
        if (problem) check.addIssue({ code: 'custom', ...rule(problem) });
        else if (ctx.store.domains.rows.some((domain) => domain.name.toLowerCase() === name))
          check.addIssue({ code: 'custom', ...rule('domainTaken') });
      }),
    }),
  );

// ---------------------------------------------------------------- routes

export const manageCompanyRoutes = implement(companyCalls, {
  edit(ctx) {
    const company = anyCompany(ctx);
    return { data: companyData(ctx, company), options: companyOptions(ctx) };
  },
  async update(ctx) {
    const company = anyCompany(ctx);
    await checkVersion(ctx, company, () => companyData(ctx, company));
    applyCompany(ctx, company, readCompany(ctx, await ctx.body()));
    touch(company);
    return { data: companyData(ctx, company), message: msg(ctx.lang, 'done') };
  },
  async manualDeposit(ctx) {
    const company = anyCompany(ctx);
    return manualDeposit(ctx, company, await ctx.body());
  },
  async storeDomain(ctx) {
    const { name } = await parseBody(ctx, domainSchema(ctx));
    const domain = ctx.store.domains.insert({
      name,
      type: 'platform',
      status: 'pending',
      ssl_status: 'none',
      application_id: null,
      company_id: null,
      verified_at: null,
      checked_at: null,
      created_at: iso(Date.now()),
    });
    return { data: manageDomainData(ctx, domain), message: msg(ctx.lang, 'done') };
  },
  async domainStatus(ctx) {
    const domain = ctx.store.domains.get(ctx.id());
    if (!domain) throw ctx.notFound();
    const { status } = await parseBody(
      ctx,
      bodyOf<DomainStatusBody>()(z.object({ status: choice(DOMAIN_STATUSES) })),
    );
    domain.status = status;
    if (status === 'active' && !domain.verified_at)
      domain.verified_at = new Date().toISOString().replace(/\.\d{3}Z$/, 'Z');
    return { data: manageDomainData(ctx, domain), message: msg(ctx.lang, 'done') };
  },
});
