/**
 * The administrators' tariffs (docs/api-contract.md, "Roles, tariffs and referral links (administrators)"): isAdmin
 * plus manage.tariffs on every call. A tariff's subscription tiers are in tariff-tiers.ts.
 */
import { requireAdmin } from '../auth';
import type { Ctx } from '../context';
import { isRecord, validationError } from '../http';
import { msg, t, tx, type Text } from '../i18n';
import { VALUE_LABELS } from '../listings/defs/common';
import type { Route } from '../router';
import type { Currency, Tariff } from '../store/types';
import { wholeNumber } from '../validate';
import { counted, found, readActive, readDecimal, readWhole, readerOf } from './catalog-common';
import { tierData, tiersOf } from './tariff-tiers';

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

export const tariffRoutes: Route[] = [
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
