/**
 * The administrators' catalog (docs/api-contract.md, "Roles, tariffs and referral links (administrators)"): roles
 * (isAdmin + manage.roles), tariffs and their subscription tiers (manage.tariffs), referral links (manage.referrals).
 *
 * An update reads the stored record overlaid with the body, so a field left out keeps its value and the rules that tie
 * fields together (a tier's range against the other tiers of its tariff) see the values the record will have.
 *
 * The tiers of a tariff always cover the installs from 0 without a gap or an overlap, and only the last one may be
 * open-ended (`installs_to: null`): a store or an update that would break this is refused on the field at fault, and so
 * is a delete of any tier but the last.
 */
import { requireAdmin } from '../auth';
import type { Ctx } from '../context';
import { isRecord, validationError } from '../http';
import { msg, t, tx, type Lang, type MessageKey, type Text } from '../i18n';
import { VALUE_LABELS } from '../listings/defs/common';
import {
  COMPANY_PERMISSIONS,
  MANAGE_PERMISSIONS,
  PERMISSION_DESCRIPTIONS,
  permissionGroup,
  type PermissionName,
} from '../permissions';
import type { Route } from '../router';
import { iso } from '../store/store';
import type { Currency, ReferralLink, Role, SubscriptionTier, Tariff, User } from '../store/types';
import { BodyReader, wholeNumber } from '../validate';
import type { Option } from './company-common';

const ALL_PERMISSIONS: readonly PermissionName[] = [...COMPANY_PERMISSIONS, ...MANAGE_PERMISSIONS];
const CURRENCIES = ['USD', 'EUR', 'RUB'] as const satisfies readonly Currency[];
const PERIODS = ['month', 'year'] as const;
const PERIOD_LABELS: Record<(typeof PERIODS)[number], Text> = {
  month: tx('Месяц', 'Month'),
  year: tx('Год', 'Year'),
};
export const TARIFF_FEATURES: Record<string, Text> = {
  pwa: tx('PWA-приложения', 'PWA applications'),
  comments: tx('Комментарии', 'Comments'),
  push: tx('Push-уведомления', 'Push notifications'),
  pixels: tx('Пиксели', 'Pixels'),
  funnels: tx('Воронки', 'Funnels'),
  'custom-domains': tx('Собственные домены', 'Custom domains'),
  api: tx('API', 'API'),
  sla: tx('SLA и приоритетная поддержка', 'SLA and priority support'),
};
const LIMIT_KEYS = ['applications', 'domains', 'push_per_month', 'team_members'] as const;
/** Where a referral link leads (the seed writes the same addresses). */
const REFERRAL_BASE = 'http://localhost:8080/admin/registration/';
/** How many holders of a role the delete preview and the refusal name. */
const NAMED_USERS = 10;

// ---------------------------------------------------------------- shared readers

/** The body overlaid on the stored record (update) or the body alone (store). */
function readerOf(ctx: Ctx, body: unknown, current?: object): BodyReader {
  const data = isRecord(body) ? body : {};
  return new BodyReader(ctx.lang, current ? { ...current, ...data } : data);
}

/** `count === 1` picks the singular message (English needs it; the Russian texts avoid the plural). */
const counted = (lang: Lang, count: number, one: MessageKey, many: MessageKey, vars = {}): string =>
  msg(lang, count === 1 ? one : many, { count, ...vars });

/** A non-negative decimal (string or number) with at most `decimals` decimals, as a string with exactly that many. */
function readDecimal(input: BodyReader, field: string, decimals: number): string {
  const raw = input.data[field];
  if (raw === undefined || raw === null || (typeof raw === 'string' && raw.trim() === '')) {
    input.errors.add(field, msg(input.lang, 'required'));
    return '';
  }
  const text =
    typeof raw === 'number' && Number.isFinite(raw) ? String(raw) : typeof raw === 'string' ? raw.trim() : '';
  if (!new RegExp(`^\\d{1,12}(\\.\\d{1,${decimals}})?$`).test(text)) {
    const example = (12.5).toFixed(decimals);
    input.errors.add(field, msg(input.lang, 'decimalFormat', { decimals, example }));
    return '';
  }
  const [whole = '0', fraction = ''] = text.split('.');
  return `${String(Number(whole))}.${fraction.padEnd(decimals, '0')}`;
}

/** A whole number ≥ `min` (a number or a string of digits). */
function readWhole(input: BodyReader, field: string, min = 0, value: unknown = input.data[field]): number {
  if (value === undefined || value === null || value === '') {
    input.errors.add(field, msg(input.lang, 'required'));
    return min;
  }
  const number = wholeNumber(value);
  if (number === null || number < min || !Number.isSafeInteger(number)) {
    input.errors.add(field, msg(input.lang, 'wholeNumberMin', { min }));
    return min;
  }
  return number;
}

/** `is_active`: a boolean; left out of a store it is true. */
function readActive(input: BodyReader): boolean {
  return input.data.is_active === undefined ? true : input.boolean('is_active');
}

/** The record's id in the path, or 404 (after the permission check: no answer tells an outsider what exists). */
function found<T>(ctx: Ctx, permission: string, get: (id: number) => T | undefined): T {
  requireAdmin(ctx, permission);
  const row = get(ctx.id());
  if (!row) throw ctx.notFound();
  return row;
}

// ---------------------------------------------------------------- roles (manage.roles)

const holdersOf = (ctx: Ctx, role: Role): User[] =>
  ctx.store.users.rows.filter((user) => user.role_id === role.id);

function roleData(ctx: Ctx, role: Role) {
  return {
    id: role.id,
    name: role.name,
    description: role.description,
    permissions: [...role.permissions],
    is_system: role.is_system,
    users_count: holdersOf(ctx, role).length,
    created_at: role.created_at,
  };
}

/** Every permission with its description and group (the `permissions` listing's groups). */
function roleOptions(ctx: Ctx) {
  return {
    permissions: ALL_PERMISSIONS.map((name) => ({
      value: name,
      label: t(ctx.lang, PERMISSION_DESCRIPTIONS[name]),
      group: permissionGroup(name),
    })),
  };
}

type RoleFields = Pick<Role, 'name' | 'description' | 'permissions'>;

function readRoleBody(ctx: Ctx, body: unknown, current?: Role): RoleFields {
  const input = readerOf(ctx, body, current);
  const name = input.string('name', { max: 60 });
  const taken = ctx.store.roles.rows.some(
    (role) => role.id !== current?.id && role.name.toLowerCase() === name.toLowerCase(),
  );
  if (name && !input.errors.has('name') && taken) input.errors.add('name', msg(ctx.lang, 'roleNameTaken'));
  const description = input.string('description', { required: false, max: 300 });
  const list = input.data.permissions;
  let permissions: string[] = [];
  if (list === undefined || list === null || (Array.isArray(list) && list.length === 0))
    input.errors.add('permissions', msg(ctx.lang, 'permissionsRequired'));
  else if (!Array.isArray(list) || list.some((p) => typeof p !== 'string'))
    input.errors.add('permissions', msg(ctx.lang, 'filterArray'));
  else {
    const unknown = list.filter((p) => !(ALL_PERMISSIONS as readonly string[]).includes(p as string));
    if (unknown.length)
      input.errors.add('permissions', msg(ctx.lang, 'permissionsUnknown', { names: unknown.join(', ') }));
    permissions = [...new Set(list as string[])];
    const same =
      current &&
      permissions.length === current.permissions.length &&
      permissions.every((p) => current.permissions.includes(p));
    if (current?.is_system && !same && !unknown.length)
      input.errors.add('permissions', msg(ctx.lang, 'systemRolePermissions'));
  }
  input.done();
  return { name, description, permissions };
}

const usersOf = (users: User[]) =>
  users.slice(0, NAMED_USERS).map((user) => ({ id: user.id, name: user.name, email: user.email }));

const roleRoutes: Route[] = [
  {
    method: 'GET',
    pattern: '/manage/roles/create',
    handler(ctx) {
      requireAdmin(ctx, 'manage.roles');
      return { options: roleOptions(ctx), defaults: { name: '', description: '', permissions: [] } };
    },
  },
  {
    method: 'POST',
    pattern: '/manage/roles/store',
    async handler(ctx) {
      requireAdmin(ctx, 'manage.roles');
      const fields = readRoleBody(ctx, await ctx.body());
      const role = ctx.store.roles.insert({ ...fields, is_system: false, created_at: iso(Date.now()) });
      return { data: roleData(ctx, role), message: msg(ctx.lang, 'done') };
    },
  },
  {
    method: 'GET',
    pattern: '/manage/roles/:id/edit',
    handler(ctx) {
      const role = found(ctx, 'manage.roles', (id) => ctx.store.roles.get(id));
      return { data: roleData(ctx, role), options: roleOptions(ctx) };
    },
  },
  {
    method: 'PUT',
    pattern: '/manage/roles/:id/update',
    async handler(ctx) {
      const role = found(ctx, 'manage.roles', (id) => ctx.store.roles.get(id));
      Object.assign(role, readRoleBody(ctx, await ctx.body(), role));
      return { data: roleData(ctx, role), message: msg(ctx.lang, 'done') };
    },
  },
  {
    // What destroying would affect: the users holding the role (the first ten) and how many there are.
    method: 'GET',
    pattern: '/manage/roles/:id/delete',
    handler(ctx) {
      const role = found(ctx, 'manage.roles', (id) => ctx.store.roles.get(id));
      const holders = holdersOf(ctx, role);
      return {
        data: {
          id: role.id,
          name: role.name,
          is_system: role.is_system,
          users_count: holders.length,
          users: usersOf(holders),
        },
      };
    },
  },
  {
    // Refused for a system role and for a role users hold (the message says how many and names the first ones).
    method: 'DELETE',
    pattern: '/manage/roles/:id/destroy',
    handler(ctx) {
      const role = found(ctx, 'manage.roles', (id) => ctx.store.roles.get(id));
      if (role.is_system) throw validationError(ctx.lang, { id: [msg(ctx.lang, 'systemRole')] });
      const holders = holdersOf(ctx, role);
      if (holders.length) {
        const shown = holders.slice(0, 3).map((user) => user.name);
        const names = holders.length > shown.length ? `${shown.join(', ')}, …` : shown.join(', ');
        throw validationError(ctx.lang, {
          id: [counted(ctx.lang, holders.length, 'roleInUseOne', 'roleInUse', { names })],
        });
      }
      ctx.store.roles.remove(role.id);
      return { message: msg(ctx.lang, 'deleted') };
    },
  },
];

// ---------------------------------------------------------------- tariffs (manage.tariffs)

const tiersOf = (ctx: Ctx, tariffId: number): SubscriptionTier[] =>
  ctx.store.tiers.rows
    .filter((tier) => tier.tariff_id === tariffId)
    .sort((a, b) => a.installs_from - b.installs_from);

const rangeOf = (tier: Pick<SubscriptionTier, 'installs_from' | 'installs_to'>): string =>
  `${tier.installs_from}–${tier.installs_to ?? '∞'}`;

function tariffRow(ctx: Ctx, tariff: Tariff) {
  return {
    ...tariff,
    limits: { ...tariff.limits },
    features: [...tariff.features],
    tiers_count: ctx.store.tiers.rows.filter((tier) => tier.tariff_id === tariff.id).length,
    companies_count: ctx.store.companies.rows.filter((company) => company.tariff_id === tariff.id).length,
  };
}

/** The tariff features by name, in the request's language: the administrators' form and the company's tariffs. */
export function featureOptions(ctx: Ctx) {
  return Object.entries(TARIFF_FEATURES).map(([value, label]) => ({ value, label: t(ctx.lang, label) }));
}

function tariffOptions(ctx: Ctx) {
  return {
    period: PERIODS.map((value) => ({ value, label: t(ctx.lang, PERIOD_LABELS[value]) })),
    currency: CURRENCIES.map((value) => ({ value, label: t(ctx.lang, VALUE_LABELS[value]!) })),
    features: featureOptions(ctx),
  };
}

type TariffFields = Omit<Tariff, 'id'>;

function readTariffBody(ctx: Ctx, body: unknown, current?: Tariff): TariffFields {
  const data = isRecord(body) ? body : {};
  const input = readerOf(ctx, body, current);
  const name = input.string('name', { max: 60 });
  const description = input.string('description', { required: false, max: 500 });
  const price = readDecimal(input, 'price', 2);
  const currency = input.oneOf('currency', CURRENCIES);
  const period = input.oneOf('period', PERIODS);
  // Limits are read key by key: an update may send some of them (the others keep their value).
  const sent = isRecord(data.limits) ? data.limits : {};
  if (data.limits !== undefined && !isRecord(data.limits))
    input.errors.add('limits', msg(ctx.lang, 'filterOption'));
  const limits = {} as Tariff['limits'];
  for (const key of LIMIT_KEYS) {
    const value = key in sent ? sent[key] : current?.limits[key];
    limits[key] = readWhole(input, `limits.${key}`, 0, value);
  }
  let features: string[] = [];
  const list = input.data.features ?? [];
  if (!Array.isArray(list)) input.errors.add('features', msg(ctx.lang, 'filterArray'));
  else if (list.some((f) => typeof f !== 'string' || !(f in TARIFF_FEATURES)))
    input.errors.add('features', msg(ctx.lang, 'filterOption'));
  else features = [...new Set(list as string[])];
  const isActive = readActive(input);
  let sort = 0;
  if (input.data.sort === undefined || input.data.sort === null || input.data.sort === '')
    sort = Math.max(0, ...ctx.store.tariffs.rows.map((tariff) => tariff.sort)) + 1;
  else {
    const value = wholeNumber(input.data.sort);
    if (value === null || !Number.isSafeInteger(value)) input.errors.add('sort', msg(ctx.lang, 'integer'));
    else sort = value;
  }
  input.done();
  return { name, description, price, currency, period, limits, features, is_active: isActive, sort };
}

const tariffRoutes: Route[] = [
  {
    method: 'GET',
    pattern: '/manage/tariff/list',
    handler(ctx) {
      requireAdmin(ctx, 'manage.tariffs');
      const tariffs = [...ctx.store.tariffs.rows].sort((a, b) => a.sort - b.sort || a.id - b.id);
      return { data: tariffs.map((tariff) => tariffRow(ctx, tariff)) };
    },
  },
  {
    method: 'GET',
    pattern: '/manage/tariff/create',
    handler(ctx) {
      requireAdmin(ctx, 'manage.tariffs');
      return {
        options: tariffOptions(ctx),
        defaults: {
          name: '',
          description: '',
          price: '0.00',
          currency: 'USD',
          period: 'month',
          limits: { applications: 10, domains: 2, push_per_month: 50_000, team_members: 2 },
          features: ['pwa'],
          is_active: true,
          sort: Math.max(0, ...ctx.store.tariffs.rows.map((tariff) => tariff.sort)) + 1,
        },
      };
    },
  },
  {
    method: 'POST',
    pattern: '/manage/tariff/store',
    async handler(ctx) {
      requireAdmin(ctx, 'manage.tariffs');
      const tariff = ctx.store.tariffs.insert(readTariffBody(ctx, await ctx.body()));
      return { data: { ...tariffRow(ctx, tariff), tiers: [] }, message: msg(ctx.lang, 'done') };
    },
  },
  {
    method: 'GET',
    pattern: '/manage/tariff/:id/edit',
    handler(ctx) {
      const tariff = found(ctx, 'manage.tariffs', (id) => ctx.store.tariffs.get(id));
      return {
        data: {
          ...tariffRow(ctx, tariff),
          tiers: tiersOf(ctx, tariff.id).map((tier) => tierData(ctx, tier)),
        },
        options: tariffOptions(ctx),
      };
    },
  },
  {
    method: 'PUT',
    pattern: '/manage/tariff/:id/update',
    async handler(ctx) {
      const tariff = found(ctx, 'manage.tariffs', (id) => ctx.store.tariffs.get(id));
      Object.assign(tariff, readTariffBody(ctx, await ctx.body(), tariff));
      // The tiers are priced in the tariff's currency.
      for (const tier of ctx.store.tiers.rows)
        if (tier.tariff_id === tariff.id) tier.currency = tariff.currency;
      return {
        data: {
          ...tariffRow(ctx, tariff),
          tiers: tiersOf(ctx, tariff.id).map((tier) => tierData(ctx, tier)),
        },
        message: msg(ctx.lang, 'done'),
      };
    },
  },
  {
    // Refused while companies are on the tariff; its tiers go with it.
    method: 'DELETE',
    pattern: '/manage/tariff/:id/delete',
    handler(ctx) {
      const tariff = found(ctx, 'manage.tariffs', (id) => ctx.store.tariffs.get(id));
      const count = ctx.store.companies.rows.filter((company) => company.tariff_id === tariff.id).length;
      if (count)
        throw validationError(ctx.lang, { id: [counted(ctx.lang, count, 'tariffInUseOne', 'tariffInUse')] });
      for (const tier of tiersOf(ctx, tariff.id)) ctx.store.tiers.remove(tier.id);
      ctx.store.tariffs.remove(tariff.id);
      return { message: msg(ctx.lang, 'deleted') };
    },
  },
];

// ---------------------------------------------------------------- subscription tiers (manage.tariffs)

function tierData(ctx: Ctx, tier: SubscriptionTier) {
  return {
    id: tier.id,
    tariff_id: tier.tariff_id,
    tariff_name: ctx.store.tariffs.get(tier.tariff_id)?.name ?? '',
    name: tier.name,
    installs_from: tier.installs_from,
    installs_to: tier.installs_to,
    price_per_install: tier.price_per_install,
    currency: tier.currency,
    companies_count: ctx.store.companies.rows.filter((company) => company.subscription_tier_id === tier.id)
      .length,
  };
}

const tariffChoices = (ctx: Ctx): Option<number>[] =>
  ctx.store.tariffs.rows.map((tariff) => ({ value: tariff.id, label: tariff.name }));

/** Where the next tier of a tariff starts: after the last closed tier, 0 for none, null after an open-ended one. */
function nextFrom(ctx: Ctx, tariffId: number): number | null {
  const last = tiersOf(ctx, tariffId).at(-1);
  if (!last) return 0;
  return last.installs_to === null ? null : last.installs_to + 1;
}

type TierFields = Pick<SubscriptionTier, 'name' | 'installs_from' | 'installs_to' | 'price_per_install'>;

/**
 * The range rules against the tariff's other tiers, in this order: only the last tier may be open-ended (on
 * `installs_to`), no overlap (on the bound that falls inside the other tier), no gap after the previous tier (on
 * `installs_from`, naming the number) nor before the next one (on `installs_to`).
 */
function checkRange(ctx: Ctx, input: BodyReader, tariffId: number, fields: TierFields, self?: number): void {
  if (input.errors.has('installs_from') || input.errors.has('installs_to')) return;
  const { lang } = ctx;
  const from = fields.installs_from;
  const to = fields.installs_to ?? Infinity;
  const others = tiersOf(ctx, tariffId).filter((tier) => tier.id !== self);
  const open = others.find((tier) => tier.installs_to === null);
  if (fields.installs_to === null && open)
    input.errors.add('installs_to', msg(lang, 'tierOpenEnded', { tier: open.name, range: rangeOf(open) }));
  const overlapping = others.find(
    (tier) => from <= (tier.installs_to ?? Infinity) && tier.installs_from <= to,
  );
  if (overlapping) {
    const inside = from >= overlapping.installs_from && from <= (overlapping.installs_to ?? Infinity);
    const field = inside ? 'installs_from' : 'installs_to';
    if (!input.errors.has(field))
      input.errors.add(
        field,
        msg(lang, 'tierOverlap', { tier: overlapping.name, range: rangeOf(overlapping) }),
      );
  }
  if (input.errors.has()) return;
  // No overlap: the tiers before this one are closed, the ones after start after `to`.
  const previous = others.filter((tier) => tier.installs_from < from).at(-1);
  const expected = previous ? previous.installs_to! + 1 : 0;
  if (from !== expected) {
    input.errors.add(
      'installs_from',
      previous
        ? msg(lang, 'tierNextFrom', { number: expected, tier: previous.name, to: previous.installs_to! })
        : msg(lang, 'tierFirstFrom'),
    );
  }
  const next = others.find((tier) => tier.installs_from > from);
  if (next && fields.installs_to !== null && fields.installs_to + 1 !== next.installs_from) {
    input.errors.add(
      'installs_to',
      msg(lang, 'tierGapTo', { number: next.installs_from - 1, tier: next.name, from: next.installs_from }),
    );
  }
}

function readTierBody(ctx: Ctx, body: unknown, tariffId: number, current?: SubscriptionTier): TierFields {
  const input = readerOf(ctx, body, current);
  const name = input.string('name', { max: 60 });
  const installsFrom = readWhole(input, 'installs_from', 0);
  const rawTo = input.data.installs_to;
  let installsTo: number | null = null;
  if (rawTo !== undefined && rawTo !== null && rawTo !== '') {
    const value = wholeNumber(rawTo);
    if (value === null || !Number.isSafeInteger(value) || value < 0)
      input.errors.add('installs_to', msg(ctx.lang, 'wholeNumberMin', { min: 0 }));
    else if (!input.errors.has('installs_from') && value <= installsFrom)
      input.errors.add('installs_to', msg(ctx.lang, 'tierInstallsTo'));
    else installsTo = value;
  }
  const price = readDecimal(input, 'price_per_install', 4);
  const fields = { name, installs_from: installsFrom, installs_to: installsTo, price_per_install: price };
  checkRange(ctx, input, tariffId, fields, current?.id);
  input.done();
  return fields;
}

const tierRoutes: Route[] = [
  {
    // `?tariff_id=` fills the defaults for that tariff: where its next tier starts.
    method: 'GET',
    pattern: '/manage/tariff-tier/create',
    handler(ctx) {
      requireAdmin(ctx, 'manage.tariffs');
      const raw = ctx.query.get('tariff_id');
      const tariffId = raw === null || raw === '' ? null : wholeNumber(raw);
      if (raw !== null && raw !== '' && (tariffId === null || !ctx.store.tariffs.get(tariffId)))
        throw ctx.notFound();
      return {
        options: { tariff_id: tariffChoices(ctx) },
        defaults: {
          tariff_id: tariffId,
          name: '',
          installs_from: tariffId === null ? 0 : nextFrom(ctx, tariffId),
          installs_to: null,
          price_per_install: '0.0000',
        },
      };
    },
  },
  {
    method: 'POST',
    pattern: '/manage/tariff-tier/store',
    async handler(ctx) {
      requireAdmin(ctx, 'manage.tariffs');
      const body = await ctx.body();
      const raw = isRecord(body) ? body.tariff_id : undefined;
      const tariffId = wholeNumber(raw);
      const tariff = tariffId === null ? undefined : ctx.store.tariffs.get(tariffId);
      if (!tariff) {
        const text = raw === undefined || raw === null || raw === '' ? 'required' : 'filterOption';
        throw validationError(ctx.lang, { tariff_id: [msg(ctx.lang, text)] });
      }
      const fields = readTierBody(ctx, body, tariff.id);
      const tier = ctx.store.tiers.insert({ tariff_id: tariff.id, currency: tariff.currency, ...fields });
      return { data: tierData(ctx, tier), message: msg(ctx.lang, 'done') };
    },
  },
  {
    method: 'GET',
    pattern: '/manage/tariff-tier/:id/edit',
    handler(ctx) {
      const tier = found(ctx, 'manage.tariffs', (id) => ctx.store.tiers.get(id));
      return { data: tierData(ctx, tier), options: { tariff_id: tariffChoices(ctx) } };
    },
  },
  {
    // The tier stays in its tariff: a `tariff_id` in the body is ignored.
    method: 'PUT',
    pattern: '/manage/tariff-tier/:id/update',
    async handler(ctx) {
      const tier = found(ctx, 'manage.tariffs', (id) => ctx.store.tiers.get(id));
      Object.assign(tier, readTierBody(ctx, await ctx.body(), tier.tariff_id, tier));
      return { data: tierData(ctx, tier), message: msg(ctx.lang, 'done') };
    },
  },
  {
    // Only the last tier of its tariff can go (any other would leave a gap), and not while companies are on it.
    method: 'DELETE',
    pattern: '/manage/tariff-tier/:id/delete',
    handler(ctx) {
      const tier = found(ctx, 'manage.tariffs', (id) => ctx.store.tiers.get(id));
      if (tiersOf(ctx, tier.tariff_id).some((other) => other.installs_from > tier.installs_from))
        throw validationError(ctx.lang, { id: [msg(ctx.lang, 'tierDeleteGap', { range: rangeOf(tier) })] });
      const count = ctx.store.companies.rows.filter(
        (company) => company.subscription_tier_id === tier.id,
      ).length;
      if (count)
        throw validationError(ctx.lang, { id: [counted(ctx.lang, count, 'tierInUseOne', 'tierInUse')] });
      ctx.store.tiers.remove(tier.id);
      return { message: msg(ctx.lang, 'deleted') };
    },
  },
];

// ---------------------------------------------------------------- referral links (manage.referrals)

function linkData(ctx: Ctx, link: ReferralLink) {
  const owner = ctx.store.users.get(link.owner_id);
  return {
    id: link.id,
    name: link.name,
    code: link.code,
    url: link.url,
    owner_id: link.owner_id,
    owner_name: owner?.name ?? '',
    owner_email: owner?.email ?? '',
    bonus_percent: link.bonus_percent,
    registrations_count: link.registrations_count,
    deposits_sum: link.deposits_sum,
    currency: link.currency,
    is_active: link.is_active,
    created_at: link.created_at,
  };
}

/** The companies registered through the link, each with the sum of its deposits. */
function linkCompanies(ctx: Ctx, link: ReferralLink) {
  const companies = ctx.store.companies.rows.filter((company) => company.referral_link_id === link.id);
  const cents = new Map(companies.map((company) => [company.id, 0]));
  for (const row of ctx.store.transactions.rows) {
    const sum = cents.get(row.company_id);
    if (sum !== undefined && row.type === 'deposit')
      cents.set(row.company_id, sum + Math.round(Number(row.amount) * 100));
  }
  return companies.map((company) => ({
    id: company.id,
    name: company.name,
    currency: company.currency,
    created_at: company.created_at,
    deposits_sum: ((cents.get(company.id) ?? 0) / 100).toFixed(2),
  }));
}

const linkOptions = (ctx: Ctx) => ({
  owner_id: ctx.store.users.rows.map((user) => ({ value: user.id, label: `${user.name} (${user.email})` })),
});

type LinkFields = Pick<ReferralLink, 'name' | 'code' | 'owner_id' | 'bonus_percent' | 'is_active'>;

function readLinkBody(ctx: Ctx, body: unknown, current?: ReferralLink): LinkFields {
  const input = readerOf(ctx, body, current);
  const name = input.string('name', { max: 100 });
  const code = input.string('code', { max: Number.MAX_SAFE_INTEGER });
  if (code && !/^[A-Za-z0-9_-]{3,32}$/.test(code))
    input.errors.add('code', msg(ctx.lang, 'referralCodeFormat'));
  else if (
    code &&
    ctx.store.referralLinks.rows.some(
      (link) => link.id !== current?.id && link.code.toLowerCase() === code.toLowerCase(),
    )
  )
    input.errors.add('code', msg(ctx.lang, 'referralCodeTaken'));
  const rawOwner = input.data.owner_id;
  const ownerId = wholeNumber(rawOwner);
  if (rawOwner === undefined || rawOwner === null || rawOwner === '')
    input.errors.add('owner_id', msg(ctx.lang, 'required'));
  else if (ownerId === null || !ctx.store.users.get(ownerId))
    input.errors.add('owner_id', msg(ctx.lang, 'filterOption'));
  const rawBonus = input.data.bonus_percent;
  const bonusText =
    typeof rawBonus === 'number' && Number.isFinite(rawBonus)
      ? String(rawBonus)
      : typeof rawBonus === 'string'
        ? rawBonus.trim()
        : '';
  let bonus = 0;
  if (rawBonus === undefined || rawBonus === null || bonusText === '')
    input.errors.add('bonus_percent', msg(ctx.lang, 'required'));
  else if (!/^\d{1,3}(\.\d{1,2})?$/.test(bonusText) || Number(bonusText) > 100)
    input.errors.add('bonus_percent', msg(ctx.lang, 'bonusPercent'));
  else bonus = Number(bonusText);
  const isActive = readActive(input);
  input.done();
  return { name, code, owner_id: ownerId!, bonus_percent: bonus, is_active: isActive };
}

const referralRoutes: Route[] = [
  {
    method: 'GET',
    pattern: '/manage/referral-link/create',
    handler(ctx) {
      requireAdmin(ctx, 'manage.referrals');
      return {
        options: linkOptions(ctx),
        defaults: { name: '', code: '', owner_id: null, bonus_percent: 10, is_active: true },
      };
    },
  },
  {
    method: 'POST',
    pattern: '/manage/referral-link/store',
    async handler(ctx) {
      requireAdmin(ctx, 'manage.referrals');
      const fields = readLinkBody(ctx, await ctx.body());
      const owner = ctx.store.users.get(fields.owner_id)!;
      const company = owner.company_id === null ? undefined : ctx.store.companies.get(owner.company_id);
      const link = ctx.store.referralLinks.insert({
        ...fields,
        url: `${REFERRAL_BASE}${fields.code}`,
        registrations_count: 0,
        deposits_sum: '0.00',
        currency: company?.currency ?? 'USD',
        created_at: iso(Date.now()),
      });
      return { data: { ...linkData(ctx, link), companies: [] }, message: msg(ctx.lang, 'done') };
    },
  },
  {
    method: 'GET',
    pattern: '/manage/referral-link/:id/edit',
    handler(ctx) {
      const link = found(ctx, 'manage.referrals', (id) => ctx.store.referralLinks.get(id));
      return {
        data: { ...linkData(ctx, link), companies: linkCompanies(ctx, link) },
        options: linkOptions(ctx),
      };
    },
  },
  {
    method: 'POST',
    pattern: '/manage/referral-link/:id/update',
    async handler(ctx) {
      const link = found(ctx, 'manage.referrals', (id) => ctx.store.referralLinks.get(id));
      Object.assign(link, readLinkBody(ctx, await ctx.body(), link));
      link.url = `${REFERRAL_BASE}${link.code}`;
      return {
        data: { ...linkData(ctx, link), companies: linkCompanies(ctx, link) },
        message: msg(ctx.lang, 'done'),
      };
    },
  },
];

export const manageCatalogRoutes: Route[] = [
  ...roleRoutes,
  ...tariffRoutes,
  ...tierRoutes,
  ...referralRoutes,
];
