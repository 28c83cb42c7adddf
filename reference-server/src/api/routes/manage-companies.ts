/**
 * The administrators' companies, users and domains (docs/api-contract.md, "Administrators: companies, users,
 * domains"): a company's record and its manual balance deposit (credited once per idempotency key), a user's record,
 * and the platform's own domains. Every call needs isAdmin plus the area's manage.* permission (403), an unknown id
 * answers 404, a broken rule 422 per field in the request's language. The status and sign-in-as calls of users and
 * the domain status change are in manage.ts.
 */
import { requireAdmin } from '../auth';
import type { Ctx } from '../context';
import { isRecord, validationError } from '../http';
import { msg, t, type MessageKey } from '../i18n';
import { VALUE_LABELS } from '../listings/defs/common';
import type { Route } from '../router';
import { iso } from '../store/store';
import type { BalanceTransaction, Company, Domain, User } from '../store/types';
import { TIMEZONES, fromCents, toCents } from './company';
import { done, type Option } from './company-common';
import { hostnameMessage } from './domains';
import { describeTransaction } from '../transaction-reason';
import { permissionOptions } from '../permissions';
import {
  COMPANY_STATUSES,
  type ManageCompany,
  type ManageCompanyBody,
  type ManageCompanyEditAnswer,
  type ManageDomain,
  type ManageDomainBody,
  type ManagedUser,
  type ManagedUserBody,
  type ManagedUserEditAnswer,
  type ManualDepositAnswer,
  type ManualDepositBody,
  type ManualTransaction,
  USER_STATUSES,
} from '@panel/contract';
import { z } from 'zod';
import {
  bodyOf,
  choice,
  EMAIL,
  email,
  existing,
  flag,
  onlyWhenValid,
  optionalText,
  parseBody,
  parseValue,
  pickKeys,
  rule,
  text,
  wholeNumber,
} from '../body';
import { decimalText } from './catalog-common';

/** The bounds of a manual deposit, whatever the company's currency. */
export const MANUAL_DEPOSIT_MAX = '1000000.00';

const statusOptions = <V extends string>(ctx: Ctx, values: readonly V[]): Option<V>[] =>
  values.map((value) => ({ value, label: t(ctx.lang, VALUE_LABELS[value]!) }));

// ---------------------------------------------------------------- companies

function anyCompany(ctx: Ctx): Company {
  requireAdmin(ctx, 'manage.companies');
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

/** An absolute http(s) address with a host. */
function isWebsite(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
}

/** A trimmed text of `min` to `max` characters (the company's own profile rule for its name). */
const textBetween = (min: number, max: number) =>
  text({ max: Number.MAX_SAFE_INTEGER }).refine(
    (value) => value.length >= min && value.length <= max,
    rule('lengthBetween', { min, max }),
  );

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
      name: textBetween(2, 100),
      status: choice(COMPANY_STATUSES),
      tariff_id: existing((id) => ctx.store.tariffs.get(id) !== undefined),
      contact_email: optionalChecked(255, (address) => EMAIL.test(address), 'email').transform((address) =>
        address.toLowerCase(),
      ),
      website: optionalChecked(2000, isWebsite, 'url'),
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

const AMOUNT = /^\d+(\.\d{1,2})?$/;

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
    created_by_name:
      transaction.created_by === null ? '' : (ctx.store.users.get(transaction.created_by)?.name ?? ''),
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
        if (!AMOUNT.test(amount) || toCents(amount) <= 0)
          check.addIssue({ code: 'custom', ...rule('amountFormat') });
        else if (toCents(amount) > toCents(MANUAL_DEPOSIT_MAX))
          check.addIssue({ code: 'custom', ...rule('manualAmountMax', { max: MANUAL_DEPOSIT_MAX }) });
        else return amount;
      }
      return z.NEVER;
    }),
    reason: textBetween(5, 500),
    idempotency_key: text({ max: Number.MAX_SAFE_INTEGER }).refine(
      (key) => /^[A-Za-z0-9_-]{8,100}$/.test(key),
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
  const cents = toCents(amount);
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
    if (toCents(earlier.amount) !== cents)
      throw validationError(ctx.lang, {
        amount: [msg(ctx.lang, 'manualKeyReused', { amount: earlier.amount, currency: earlier.currency })],
      });
    return answer(earlier, true);
  }
  company.balance = fromCents(toCents(company.balance) + cents);
  const transaction = ctx.store.transactions.insert({
    company_id: company.id,
    type: 'manual',
    amount: fromCents(cents),
    balance_after: company.balance,
    currency: company.currency,
    reason: { kind: 'typed', text: reason },
    created_by: ctx.me.id,
    idempotency_key: key,
    created_at: iso(Date.now()),
  });
  return answer(transaction, false);
}

// ---------------------------------------------------------------- users

function anyUser(ctx: Ctx): User {
  requireAdmin(ctx, 'manage.users');
  const user = ctx.store.users.get(ctx.id());
  if (!user) throw ctx.notFound();
  return user;
}

function userData(ctx: Ctx, user: User): ManagedUser {
  const company = user.company_id === null ? undefined : ctx.store.companies.get(user.company_id);
  const role = ctx.store.roleOf(user);
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    status: user.status,
    company_id: user.company_id,
    company_name: company?.name ?? '',
    role_id: user.role_id,
    role_name: role?.name ?? '',
    is_admin: user.is_admin,
    locale: user.locale,
    created_at: user.created_at,
    last_login_at: user.last_login_at,
  };
}

function userOptions(ctx: Ctx) {
  return {
    company_id: ctx.store.companies.rows.map((company) => ({ value: company.id, label: company.name })),
    role_id: ctx.store.roles.rows.map((role) => ({
      value: role.id,
      label: role.name,
      permissions: [...role.permissions],
    })),
    status: statusOptions(ctx, USER_STATUSES),
    // The form lists the chosen role's permissions: by name, not by code.
    permissions: permissionOptions(ctx.lang),
  };
}

/** A nullable id field: null (also `''`), an existing row's id, or `filterOption`. */
const nullableId = (exists: (id: number) => boolean) =>
  z.unknown().transform((value, check) => {
    if (value === null || value === '') return null;
    const id = wholeNumber(value);
    if (id !== null && exists(id)) return id;
    check.addIssue({ code: 'custom', ...rule('filterOption') });
    return z.NEVER;
  });

/** The fields an administrator may change; the email is nobody else's, and nobody takes away their own rights. */
function userSchema(ctx: Ctx, user: User) {
  return bodyOf<ManagedUserBody>()(
    z.object({
      name: text({ max: 100 }),
      email: email().refine((address) => {
        const other = ctx.store.findUserByEmail(address);
        return !other || other.id === user.id;
      }, rule('emailTaken')),
      company_id: nullableId((id) => ctx.store.companies.get(id) !== undefined),
      role_id: nullableId((id) => ctx.store.roles.get(id) !== undefined),
      is_admin: flag().refine((isAdmin) => isAdmin || user.id !== ctx.me.id, rule('cannotRemoveOwnAdmin')),
    }),
  );
}

/** The fields of an update; absent fields keep their value, and a company's user (as the update leaves it) needs a role. */
function readUser(ctx: Ctx, user: User, body: unknown): Partial<ManagedUserBody> {
  const data = isRecord(body) ? body : {};
  const fields = userSchema(ctx, user);
  const schema = fields.pick(pickKeys(fields, data)).superRefine(
    (out: Partial<ManagedUserBody>, check) => {
      const companyId = 'company_id' in out ? out.company_id : user.company_id;
      const roleId = 'role_id' in out ? out.role_id : user.role_id;
      if (companyId !== null && companyId !== undefined && roleId === null)
        check.addIssue({ code: 'custom', path: ['role_id'], ...rule('companyUserRole') });
    },
    onlyWhenValid(['company_id', 'role_id']),
  );
  return parseValue(ctx.lang, schema, data);
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

export const manageCompanyRoutes: Route[] = [
  {
    method: 'GET',
    pattern: '/manage/company/:id/edit',
    handler(ctx): ManageCompanyEditAnswer {
      const company = anyCompany(ctx);
      return { data: companyData(ctx, company), options: companyOptions(ctx) };
    },
  },
  {
    method: 'POST',
    pattern: '/manage/company/:id/update',
    async handler(ctx) {
      const company = anyCompany(ctx);
      applyCompany(ctx, company, readCompany(ctx, await ctx.body()));
      return done(ctx, { data: companyData(ctx, company) });
    },
  },
  {
    method: 'POST',
    pattern: '/manage/company/:id/manual-balance-deposit',
    async handler(ctx) {
      const company = anyCompany(ctx);
      return manualDeposit(ctx, company, await ctx.body());
    },
  },
  {
    method: 'GET',
    pattern: '/manage/user/:id/edit',
    handler(ctx): ManagedUserEditAnswer {
      const user = anyUser(ctx);
      return { data: userData(ctx, user), options: userOptions(ctx) };
    },
  },
  {
    method: 'POST',
    pattern: '/manage/user/:id/update',
    async handler(ctx) {
      const user = anyUser(ctx);
      Object.assign(user, readUser(ctx, user, await ctx.body()));
      return done(ctx, { data: userData(ctx, user) });
    },
  },
  {
    method: 'POST',
    pattern: '/manage/domain/store',
    async handler(ctx) {
      requireAdmin(ctx, 'manage.domains');
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
      return done(ctx, { data: manageDomainData(ctx, domain) });
    },
  },
];
