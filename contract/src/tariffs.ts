/**
 * The administrators' tariffs and subscription tiers (manage.tariffs; docs/api-contract.md, "Roles, tariffs and
 * referral links (administrators)"): the calls, their constant lists, and the rules of their fields, which the forms
 * and the server both apply. Shapes: schemas/tariffs.ts.
 */
import { defineCalls } from './define';
import { fromCents, toCents } from './money';
import type { SchemaTypes } from './schemas/define';
import type { tariffSchemas, tierSchemas } from './schemas/tariffs';

export type {
  SubscriptionTier,
  Tariff,
  TariffBody,
  TariffCreateAnswer,
  TariffEditAnswer,
  TariffFormOptions,
  TariffLimits,
  TariffRowsAnswer,
  TariffRecord,
  TariffRow,
  TierBody,
  TierCreateAnswer,
  TierEditAnswer,
  TierFormOptions,
} from './schemas/tariffs';

export const TARIFF_CURRENCIES = ['USD', 'EUR', 'RUB'] as const;
export type TariffCurrency = (typeof TARIFF_CURRENCIES)[number];

export const TARIFF_PERIODS = ['month', 'year'] as const;
export type TariffPeriod = (typeof TARIFF_PERIODS)[number];

/** The limits a tariff sets on a company, each a whole number. */
export const LIMIT_KEYS = ['applications', 'domains', 'push_per_month', 'team_members'] as const;
export type LimitKey = (typeof LIMIT_KEYS)[number];

/**
 * The features a limit grants, by the limit: a tariff has `custom-domains` exactly when its `domains` limit is above 0.
 * The limit is the one source: a feature list that ticked custom domains only from Business up beside Start's "2
 * custom domains" contradicted itself.
 */
export const LIMIT_FEATURES = { 'custom-domains': 'domains' } as const satisfies Record<string, LimitKey>;

/** Whether a feature follows from a limit (`LIMIT_FEATURES`) rather than being chosen. */
export const isLimitFeature = (feature: string): feature is keyof typeof LIMIT_FEATURES =>
  Object.hasOwn(LIMIT_FEATURES, feature);

/**
 * A tariff's features as answered: the chosen ones, without those a limit decides, and each of those whose limit is
 * above 0; in the order of `catalogue` (every feature's name) when given.
 *
 * @example
 * tariffFeatures(['pwa'], { applications: 10, domains: 2, push_per_month: 0, team_members: 2 }); // ['pwa', 'custom-domains']
 */
export function tariffFeatures(
  features: readonly string[],
  limits: Readonly<Record<LimitKey, number>>,
  catalogue?: readonly string[],
): string[] {
  const granted = Object.entries(LIMIT_FEATURES)
    .filter(([, limit]) => limits[limit] > 0)
    .map(([feature]) => feature);
  const result = [...new Set([...features.filter((feature) => !isLimitFeature(feature)), ...granted])];
  if (!catalogue) return result;
  const place = (feature: string) => {
    const at = catalogue.indexOf(feature);
    return at < 0 ? catalogue.length : at;
  };
  return result.sort((a, b) => place(a) - place(b));
}

/**
 * What a yearly price comes to per month (in cents, rounded to the nearest), for showing it beside monthly prices; a
 * monthly price is its own.
 *
 * @example
 * monthlyPrice('2990.00', 'year'); // "249.17"
 */
export function monthlyPrice(price: string, period: TariffPeriod): string | null {
  const cents = toCents(price);
  if (cents === null) return null;
  return fromCents(period === 'year' ? Math.round(cents / 12) : cents);
}

/** The lengths of a tariff's fields, and the decimals of its price. */
export const TARIFF_LIMITS = { name: 60, description: 500, priceDecimals: 2 } as const;

/** The length of a tier's name, and the decimals of its price per install. */
export const TIER_LIMITS = { name: 60, priceDecimals: 4 } as const;

/**
 * A price as both sides take it: 0 or more, written with a dot, up to 12 digits before it and at most `decimals`
 * after it.
 *
 * @example
 * isPrice('29.5', 2); // true
 * isPrice('0.01255', 4); // false
 */
export function isPrice(value: string, decimals: number): boolean {
  return new RegExp(`^\\d{1,12}(\\.\\d{1,${decimals}})?$`).test(value);
}

/** What the range rules need of a tier: where it starts and ends (`installs_to` null: open-ended). */
export interface TierRange {
  id?: number;
  name: string;
  installs_from: number;
  installs_to: number | null;
}

/** Tiers by where they start. */
export function sortTiers<T extends Pick<TierRange, 'installs_from'>>(tiers: readonly T[]): T[] {
  return [...tiers].sort((a, b) => a.installs_from - b.installs_from);
}

/** Where a tariff's next tier starts: 0 for the first, right after the last one otherwise (null: the last is open). */
export function nextTierStart(
  tiers: readonly Pick<TierRange, 'installs_from' | 'installs_to'>[],
): number | null {
  const last = sortTiers(tiers).at(-1);
  if (!last) return 0;
  return last.installs_to === null ? null : last.installs_to + 1;
}

/**
 * A range rule a tier breaks among the other tiers of its tariff, on the field to change: a second open-ended tier
 * (`secondOpen`, naming the one that is), an overlap (`overlap`, on the bound that falls inside the other tier, or on
 * the end when the range covers the other's start), a first tier that does not start at 0 (`firstFrom`, naming the
 * tier after it if any), a gap after the previous tier (`gapBefore`: start at `expected`) or before the next one
 * (`gapAfter`: end at `expected`).
 */
export type TierRangeProblem<T extends TierRange = TierRange> =
  | { kind: 'secondOpen'; field: 'installs_to'; tier: T }
  | { kind: 'overlap'; field: 'installs_from' | 'installs_to'; tier: T }
  | { kind: 'firstFrom'; field: 'installs_from'; tier: T | undefined }
  | { kind: 'gapBefore'; field: 'installs_from'; tier: T; expected: number }
  | { kind: 'gapAfter'; field: 'installs_to'; tier: T; expected: number };

/**
 * The range rules of a tier (whole bounds, its end after its start) against the other tiers of its tariff: the tiers
 * cover the installs from 0 without a gap or an overlap, and only the last one may be open-ended. The problems in the
 * order they are explained, at most one per field: a second open-ended tier and an overlap first; the gaps only when
 * there is neither.
 *
 * @example
 * tierRangeProblems({ installs_from: 1500, installs_to: 9000 }, [{ name: 'S', installs_from: 0, installs_to: 1000 }]);
 * // [{ kind: 'gapBefore', field: 'installs_from', tier: S, expected: 1001 }]
 */
export function tierRangeProblems<T extends TierRange>(
  range: Pick<TierRange, 'installs_from' | 'installs_to'>,
  others: readonly T[],
): TierRangeProblem<T>[] {
  const sorted = sortTiers(others);
  const from = range.installs_from;
  const to = range.installs_to ?? Infinity;
  const problems: TierRangeProblem<T>[] = [];
  const open = sorted.find((tier) => tier.installs_to === null);
  if (range.installs_to === null && open)
    problems.push({ kind: 'secondOpen', field: 'installs_to', tier: open });
  const overlapping = sorted.find(
    (tier) => from <= (tier.installs_to ?? Infinity) && tier.installs_from <= to,
  );
  if (overlapping) {
    // Starting inside the other tier: the start moves; covering its start: the end moves.
    const field = overlapping.installs_from <= from ? 'installs_from' : 'installs_to';
    if (!problems.some((problem) => problem.field === field))
      problems.push({ kind: 'overlap', field, tier: overlapping });
  }
  if (problems.length) return problems;
  // No overlap: the tiers before this one are closed, the ones after start after its end.
  const previous = sorted.filter((tier) => tier.installs_from < from).at(-1);
  const next = sorted.find((tier) => tier.installs_from > from);
  if (!previous) {
    if (from !== 0) problems.push({ kind: 'firstFrom', field: 'installs_from', tier: next });
  } else if (previous.installs_to !== null && from !== previous.installs_to + 1) {
    problems.push({
      kind: 'gapBefore',
      field: 'installs_from',
      tier: previous,
      expected: previous.installs_to + 1,
    });
  }
  if (next && range.installs_to !== null && range.installs_to + 1 !== next.installs_from)
    problems.push({ kind: 'gapAfter', field: 'installs_to', tier: next, expected: next.installs_from - 1 });
  return problems;
}

export const tariffCalls = /*#__PURE__*/ defineCalls<SchemaTypes<typeof tariffSchemas>>()(
  'tariffs',
  { admin: 'manage.tariffs' },
  {
    list: 'GET /manage/tariff/list',
    create: 'GET /manage/tariff/create',
    store: 'POST /manage/tariff/store',
    edit: 'GET /manage/tariff/{id}/edit',
    update: 'PUT /manage/tariff/{id}/update',
    delete: 'DELETE /manage/tariff/{id}/delete',
  },
);

export const tierCalls = /*#__PURE__*/ defineCalls<SchemaTypes<typeof tierSchemas>>()(
  'tariff-tiers',
  { admin: 'manage.tariffs' },
  {
    create: 'GET /manage/tariff-tier/create',
    store: 'POST /manage/tariff-tier/store',
    edit: 'GET /manage/tariff-tier/{id}/edit',
    update: 'PUT /manage/tariff-tier/{id}/update',
    delete: 'DELETE /manage/tariff-tier/{id}/delete',
  },
);
