/**
 * The administrators' companies, users and domains (docs/api-contract.md, "Administrators: companies, users,
 * domains"): a company's record and its manual balance deposit (credited once per idempotency key), a user's record,
 * and the platform's own domains. Every call needs isAdmin plus the area's manage.* permission (403), an unknown id
 * answers 404, a broken rule 422 per field in the request's language. The status and sign-in-as calls of users and
 * the domain status change are in manage.ts.
 */
import { requireAdmin } from '../auth';
import type { Ctx } from '../context';
import { validationError } from '../http';
import { msg, t } from '../i18n';
import { VALUE_LABELS } from '../listings/defs/common';
import type { Route } from '../router';
import { iso } from '../store/store';
import type { BalanceTransaction, Company, Domain, User } from '../store/types';
import { BodyReader, EMAIL, wholeNumber } from '../validate';
import { TIMEZONES, fromCents, toCents } from './company';
import { done, readText, type Option } from './company-common';
import { hostnameProblem } from './domains';
import { describeTransaction } from '../transaction-reason';
import { permissionOptions } from '../permissions';

const COMPANY_STATUSES = ['active', 'blocked'] as const;
const USER_STATUSES = ['active', 'blocked', 'invited'] as const;

/** The bounds of a manual deposit, whatever the company's currency. */
export const MANUAL_DEPOSIT_MAX = '1000000.00';

const statusOptions = (ctx: Ctx, values: readonly string[]): Option<string>[] =>
  values.map((value) => ({ value, label: t(ctx.lang, VALUE_LABELS[value]!) }));

// ---------------------------------------------------------------- companies

function anyCompany(ctx: Ctx): Company {
  requireAdmin(ctx, 'manage.companies');
  const company = ctx.store.companies.get(ctx.id());
  if (!company) throw ctx.notFound();
  return company;
}

function companyData(ctx: Ctx, company: Company): Record<string, unknown> {
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

/** The fields of an update (the company's own profile rules, plus status and tariff); absent fields keep theirs. */
function readCompany(ctx: Ctx, body: unknown): Partial<Company> {
  const input = new BodyReader(ctx.lang, body);
  const out: Partial<Company> = {};
  if ('name' in input.data) out.name = readText(ctx, input, 'name', 2, 100);
  if ('status' in input.data) out.status = input.oneOf('status', COMPANY_STATUSES);
  if ('tariff_id' in input.data) {
    const id = wholeNumber(input.data.tariff_id);
    if (input.data.tariff_id === null || input.data.tariff_id === '')
      input.errors.add('tariff_id', msg(ctx.lang, 'required'));
    else if (id === null || !ctx.store.tariffs.get(id))
      input.errors.add('tariff_id', msg(ctx.lang, 'filterOption'));
    else out.tariff_id = id;
  }
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

/** A new tariff brings its first subscription tier unless the company's tier already belongs to it. */
function applyCompany(ctx: Ctx, company: Company, fields: Partial<Company>): void {
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

function transactionData(ctx: Ctx, transaction: BalanceTransaction) {
  return {
    id: transaction.id,
    company_id: transaction.company_id,
    type: transaction.type,
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

/** `{ amount, reason, idempotency_key }` validated: the amount in cents, the reason and the key. */
function readManualDeposit(ctx: Ctx, body: unknown): { cents: number; reason: string; key: string } {
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
    if (!AMOUNT.test(text) || (cents = toCents(text)) <= 0)
      input.errors.add('amount', msg(ctx.lang, 'amountFormat'));
    else if (cents > toCents(MANUAL_DEPOSIT_MAX))
      input.errors.add('amount', msg(ctx.lang, 'manualAmountMax', { max: MANUAL_DEPOSIT_MAX }));
  }
  const reason = readText(ctx, input, 'reason', 5, 500);
  const key = input.string('idempotency_key', { max: Number.MAX_SAFE_INTEGER });
  if (key && !/^[A-Za-z0-9_-]{8,100}$/.test(key))
    input.errors.add('idempotency_key', msg(ctx.lang, 'idempotencyKeyFormat'));
  input.done();
  return { cents, reason, key };
}

/**
 * Credits the balance once per idempotency key and company: the same key with the same amount answers the first
 * result with `replayed: true`; with another amount, 422 on `amount`.
 */
function manualDeposit(ctx: Ctx, company: Company, body: unknown): Record<string, unknown> {
  const { cents, reason, key } = readManualDeposit(ctx, body);
  const answer = (transaction: BalanceTransaction, replayed: boolean) => ({
    data: { transaction: transactionData(ctx, transaction), balance: transaction.balance_after },
    message: msg(ctx.lang, 'manualDeposited', {
      company: company.name,
      amount: transaction.amount,
      currency: transaction.currency,
    }),
    ...(replayed ? { replayed: true } : {}),
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

function userData(ctx: Ctx, user: User): Record<string, unknown> {
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

/** A nullable id field: null (also `''`), an existing row's id, or an error on the field. */
function readNullableId(
  ctx: Ctx,
  input: BodyReader,
  field: string,
  exists: (id: number) => boolean,
): number | null {
  const raw = input.data[field];
  if (raw === null || raw === '') return null;
  const id = wholeNumber(raw);
  if (id === null || !exists(id)) {
    input.errors.add(field, msg(ctx.lang, 'filterOption'));
    return null;
  }
  return id;
}

/** The fields of an update; absent fields keep their value, the rules check the values the user will have. */
function readUser(ctx: Ctx, user: User, body: unknown): Partial<User> {
  const input = new BodyReader(ctx.lang, body);
  const out: Partial<User> = {};
  if ('name' in input.data) out.name = input.string('name', { max: 100 });
  if ('email' in input.data) {
    const email = input.email('email');
    const other = email ? ctx.store.findUserByEmail(email) : undefined;
    if (other && other.id !== user.id) input.errors.add('email', msg(ctx.lang, 'emailTaken'));
    out.email = email;
  }
  if ('company_id' in input.data)
    out.company_id = readNullableId(ctx, input, 'company_id', (id) => !!ctx.store.companies.get(id));
  if ('role_id' in input.data)
    out.role_id = readNullableId(ctx, input, 'role_id', (id) => !!ctx.store.roles.get(id));
  if ('is_admin' in input.data) {
    out.is_admin = input.boolean('is_admin');
    if (!input.errors.has('is_admin') && user.id === ctx.me.id && !out.is_admin)
      input.errors.add('is_admin', msg(ctx.lang, 'cannotRemoveOwnAdmin'));
  }
  const companyId = 'company_id' in out ? out.company_id : user.company_id;
  const roleId = 'role_id' in out ? out.role_id : user.role_id;
  if (
    companyId !== null &&
    companyId !== undefined &&
    roleId === null &&
    !input.errors.has('company_id') &&
    !input.errors.has('role_id')
  )
    input.errors.add('role_id', msg(ctx.lang, 'companyUserRole'));
  input.done();
  return out;
}

// ---------------------------------------------------------------- domains

/** A domain as the administrators' calls answer it: the company's record plus `company_id` and `company_name`. */
export function manageDomainData(ctx: Ctx, domain: Domain): Record<string, unknown> {
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

// ---------------------------------------------------------------- routes

export const manageCompanyRoutes: Route[] = [
  {
    method: 'GET',
    pattern: '/manage/company/:id/edit',
    handler(ctx) {
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
    handler(ctx) {
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
      const input = new BodyReader(ctx.lang, await ctx.body());
      const name = input.string('name', { max: Number.MAX_SAFE_INTEGER });
      const problem = name ? hostnameProblem(name) : null;
      if (problem) input.errors.add('name', msg(ctx.lang, problem));
      else if (name && ctx.store.domains.rows.some((d) => d.name.toLowerCase() === name))
        input.errors.add('name', msg(ctx.lang, 'domainTaken'));
      input.done();
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
