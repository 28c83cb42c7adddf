/**
 * The administrators' tariffs (docs/api-contract.md, "Roles, tariffs and referral links (administrators)"): isAdmin
 * plus manage.tariffs on every call. A tariff's subscription tiers are in tariff-tiers.ts.
 */
import type { Ctx } from '../context';
import { isRecord, validationError } from '../http';
import { msg, t, tx, type Text } from '../i18n';
import { VALUE_LABELS } from '../listings/defs/common';
import { implement } from '../router';
import type { Tariff } from '../store/types';
import {
  LIMIT_KEYS,
  type LimitKey,
  TARIFF_CURRENCIES,
  TARIFF_LIMITS,
  TARIFF_PERIODS,
  isLimitFeature,
  tariffCalls,
  tariffFeatures,
  type TariffBody,
  type TariffFormOptions,
  type TariffLimits,
  type TariffPeriod,
  type TariffRecord,
  type TariffRow,
} from '@panel/contract';
import { z } from 'zod';
import { bodyOf, choice, list, optionalText, parseValue, readField, rule, text, wholeNumber } from '../body';
import { active, counted, decimal, found, overlay, wholeFrom } from './catalog-common';
import { tierData, tiersOf } from './tariff-tiers';
import { checkVersion, touch, versionOf } from '../versions';

const PERIOD_LABELS: Record<TariffPeriod, Text> = {
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

/**
 * A tariff's features as every answer gives them: the chosen ones, and those its limits grant (custom domains when it
 * allows any), in the catalogue's order (the contract's `tariffFeatures`).
 */
export const featuresOf = (tariff: Pick<Tariff, 'features' | 'limits'>): string[] =>
  tariffFeatures(tariff.features, tariff.limits, Object.keys(TARIFF_FEATURES));

function tariffRow(ctx: Ctx, tariff: Tariff): TariffRow {
  return {
    ...tariff,
    limits: { ...tariff.limits },
    features: featuresOf(tariff),
    tiers_count: ctx.store.tiers.rows.filter((tier) => tier.tariff_id === tariff.id).length,
    companies_count: ctx.store.companies.rows.filter((company) => company.tariff_id === tariff.id).length,
  };
}

/** A tariff with its tiers, by `installs_from`. */
const tariffRecord = (ctx: Ctx, tariff: Tariff): TariffRecord => ({
  ...tariffRow(ctx, tariff),
  version: versionOf(tariff),
  tiers: tiersOf(ctx, tariff.id).map((tier) => tierData(ctx, tier)),
});

/** The tariff features by name, in the request's language: the administrators' form and the company's tariffs. */
export function featureOptions(ctx: Ctx) {
  return Object.entries(TARIFF_FEATURES).map(([value, label]) => ({ value, label: t(ctx.lang, label) }));
}

function tariffOptions(ctx: Ctx): TariffFormOptions {
  return {
    period: TARIFF_PERIODS.map((value) => ({ value, label: t(ctx.lang, PERIOD_LABELS[value]) })),
    currency: TARIFF_CURRENCIES.map((value) => ({ value, label: t(ctx.lang, VALUE_LABELS[value]!) })),
    // Every feature, to name them all (the record's list too); the form leaves out those a limit grants.
    features: featureOptions(ctx),
  };
}

/** Where a new tariff goes when the body leaves `sort` blank: after every other. */
const nextSort = (ctx: Ctx): number =>
  Math.max(0, ...ctx.store.tariffs.rows.map((tariff) => tariff.sort)) + 1;

/** Each limit's error is reported under `limits.<key>`, so the schema reads them as fields of their own. */
const limitField = (key: LimitKey) => `limits.${key}` as const;

/**
 * The tariff's fields. `limits` only has to be an object when sent; its keys are read one by one (`limits.<key>`), so
 * an update may send some of them.
 */
function tariffSchema(ctx: Ctx) {
  const limits = Object.fromEntries(LIMIT_KEYS.map((key) => [limitField(key), wholeFrom(0)])) as Record<
    ReturnType<typeof limitField>,
    ReturnType<typeof wholeFrom>
  >;
  return bodyOf<TariffBody>()(
    z
      .object({
        name: text({ max: TARIFF_LIMITS.name }),
        description: optionalText({ max: TARIFF_LIMITS.description, chars: 'lines' }),
        price: decimal(TARIFF_LIMITS.priceDecimals),
        currency: choice(TARIFF_CURRENCIES),
        period: choice(TARIFF_PERIODS),
        limits: z.unknown().refine((value) => value === undefined || isRecord(value), rule('filterOption')),
        ...limits,
        features: list(
          z
            .string({ error: 'filterOption' })
            .refine((feature) => Object.hasOwn(TARIFF_FEATURES, feature), rule('filterOption')),
          { missing: [] },
          // A feature a limit grants is not stored: its limit says whether the tariff has it.
        ).transform((features) => [...new Set(features.filter((feature) => !isLimitFeature(feature)))]),
        is_active: active(),
        sort: readField(z.number(), (value, check) => {
          if (value === undefined || value === null || value === '') return nextSort(ctx);
          const sort = wholeNumber(value);
          if (sort !== null && Number.isSafeInteger(sort)) return sort;
          check.addIssue({ code: 'custom', ...rule('integer') });
          return z.NEVER;
        }),
      })
      .transform(({ limits: _sent, ...fields }) => ({
        name: fields.name,
        description: fields.description,
        price: fields.price,
        currency: fields.currency,
        period: fields.period,
        limits: Object.fromEntries(LIMIT_KEYS.map((key) => [key, fields[limitField(key)]])) as TariffLimits,
        features: fields.features,
        is_active: fields.is_active,
        sort: fields.sort,
      })),
  );
}

/** Validates store (every field) or update (the stored tariff overlaid with the body, limit by limit). */
function readTariffBody(ctx: Ctx, body: unknown, current?: Tariff): TariffBody {
  const data = isRecord(body) ? body : {};
  const sent = isRecord(data.limits) ? data.limits : {};
  const input: Record<string, unknown> = { ...overlay(body, current), limits: data.limits };
  for (const key of LIMIT_KEYS) input[limitField(key)] = key in sent ? sent[key] : current?.limits[key];
  return parseValue(ctx.lang, tariffSchema(ctx), input);
}

export const tariffRoutes = implement(tariffCalls, {
  list(ctx) {
    const tariffs = [...ctx.store.tariffs.rows].sort((a, b) => a.sort - b.sort || a.id - b.id);
    return { data: tariffs.map((tariff) => tariffRow(ctx, tariff)) };
  },
  create(ctx) {
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
        sort: nextSort(ctx),
      },
    };
  },
  async store(ctx) {
    const tariff = ctx.store.tariffs.insert(readTariffBody(ctx, await ctx.body()));
    return { data: tariffRecord(ctx, tariff), message: msg(ctx.lang, 'done') };
  },
  edit(ctx) {
    const tariff = found(ctx, (id) => ctx.store.tariffs.get(id));
    return { data: tariffRecord(ctx, tariff), options: tariffOptions(ctx) };
  },
  async update(ctx) {
    const tariff = found(ctx, (id) => ctx.store.tariffs.get(id));
    await checkVersion(ctx, tariff, () => tariffRecord(ctx, tariff));
    Object.assign(tariff, readTariffBody(ctx, await ctx.body(), tariff));
    touch(tariff);
    // The tiers are priced in the tariff's currency.
    for (const tier of ctx.store.tiers.rows)
      if (tier.tariff_id === tariff.id) tier.currency = tariff.currency;
    return { data: tariffRecord(ctx, tariff), message: msg(ctx.lang, 'done') };
  },
  // Refused while companies are on the tariff; its tiers go with it.
  delete(ctx) {
    const tariff = found(ctx, (id) => ctx.store.tariffs.get(id));
    const count = ctx.store.companies.rows.filter((company) => company.tariff_id === tariff.id).length;
    if (count)
      throw validationError(ctx.lang, { id: [counted(ctx.lang, count, 'tariffInUseOne', 'tariffInUse')] });
    for (const tier of tiersOf(ctx, tariff.id)) ctx.store.tiers.remove(tier.id);
    ctx.store.tariffs.remove(tariff.id);
    return { message: msg(ctx.lang, 'deleted') };
  },
});
