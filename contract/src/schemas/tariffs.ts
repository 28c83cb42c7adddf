/**
 * The administrators' tariffs and subscription tiers calls' schemas (manage.tariffs; docs/api-contract.md, "Roles,
 * tariffs and referral links (administrators)"): a tariff with its limits and tiers, a tier, their forms. The constant
 * lists and the types are in the light module, ../tariffs.ts.
 */
import { z } from 'zod';
import {
  LIMIT_KEYS,
  type LimitKey as LimitKeyName,
  TARIFF_CURRENCIES,
  TARIFF_LIMITS,
  TARIFF_PERIODS,
  TIER_LIMITS,
} from '../tariffs';
import {
  CreateForm,
  Done,
  EditForm,
  FormChoice,
  Id,
  Money,
  Saved,
  Version,
  Versioned,
  schemaTable,
} from './define';

export const TariffCurrency = z.enum(TARIFF_CURRENCIES);
export const TariffPeriod = z.enum(TARIFF_PERIODS);
export const LimitKey = z.enum(LIMIT_KEYS);

const LimitValue = z.number().int().min(0);

/**
 * The limits a tariff sets on a company, each a whole number: every key of `LIMIT_KEYS` (an object of them rather than a
 * record, so that the document names each).
 */
export const TariffLimits = z
  .object(
    Object.fromEntries(LIMIT_KEYS.map((key) => [key, LimitValue])) as Record<LimitKeyName, typeof LimitValue>,
  )
  .meta({ id: 'TariffLimits' });

/** A price per install for a range of installs within one tariff. */
export const SubscriptionTier = z
  .object({
    id: Id,
    version: Version,
    tariff_id: Id,
    tariff_name: z.string(),
    name: z.string(),
    installs_from: z.number().int().min(0),
    /** null: open-ended (only the last tier). */
    installs_to: z.number().int().min(0).nullable(),
    /** A decimal string with 4 decimals. */
    price_per_install: Money,
    /** The tariff's currency. */
    currency: TariffCurrency,
    companies_count: z.number().int().min(0),
  })
  .meta({ id: 'SubscriptionTier' });

export const Tariff = z
  .object({
    id: Id,
    name: z.string(),
    description: z.string(),
    /** A decimal string ("29.00"). */
    price: Money,
    currency: TariffCurrency,
    period: TariffPeriod,
    limits: TariffLimits,
    /** Feature names (`pwa`, `push`, …). */
    features: z.array(z.string()),
    is_active: z.boolean(),
    sort: z.number().int(),
    tiers_count: z.number().int().min(0),
    companies_count: z.number().int().min(0),
  })
  .meta({ id: 'Tariff' });

/** A tariff as `list` answers it. */
export const TariffRow = Tariff;

/** A tariff as `store`, `edit` and `update` answer it: with its tiers, by `installs_from`. */
export const TariffRecord = Tariff.extend({ tiers: z.array(SubscriptionTier), version: Version }).meta({
  id: 'TariffRecord',
});

/**
 * The body of `store` (every field but `sort` and `is_active`) and of `update` (a field left out keeps its value, and
 * so does a limit left out of `limits`). `price` is a decimal with up to 2 decimals, also as a number; `sort` left
 * blank puts the tariff last.
 */
export const TariffBody = Tariff.omit({ id: true, tiers_count: true, companies_count: true })
  .extend({
    name: z.string().max(TARIFF_LIMITS.name),
    description: z.string().max(TARIFF_LIMITS.description),
  })
  .meta({ id: 'TariffBody' });

/**
 * The body of a tier's `store` (every field) and `update` (a field left out keeps its value; the tier stays in its
 * tariff, so `tariff_id` is ignored). `price_per_install` is a decimal with up to 4 decimals, also as a number.
 */
export const TierBody = SubscriptionTier.pick({
  tariff_id: true,
  name: true,
  installs_from: true,
  installs_to: true,
  price_per_install: true,
})
  .extend({ name: z.string().max(TIER_LIMITS.name) })
  .meta({ id: 'TierBody' });

/** The choices of the tariff form (`create` and `edit` answer them): periods, currencies, features. */
export const TariffFormOptions = z.object({
  period: z.array(FormChoice(TariffPeriod)),
  currency: z.array(FormChoice(TariffCurrency)),
  features: z.array(FormChoice(z.string())),
});

/** `GET /manage/tariff/create`: an active monthly tariff in dollars, placed after every other. */
export const TariffCreateAnswer = CreateForm(TariffFormOptions, TariffBody);

/** `GET /manage/tariff/{id}/edit`: the tariff with its tiers. */
export const TariffEditAnswer = EditForm(TariffRecord, TariffFormOptions);

/** The choices of the tier form: every tariff (an update keeps the tier in its own). */
export const TierFormOptions = z.object({
  tariff_id: z.array(FormChoice(Id)),
});

/**
 * `GET /manage/tariff-tier/create` (`?tariff_id=` for a tariff's next tier, where its last one ends; no tariff:
 * `tariff_id` null and a tier from 0).
 */
export const TierCreateAnswer = CreateForm(
  TierFormOptions,
  TierBody.extend({ tariff_id: Id.nullable(), installs_from: z.number().int().min(0).nullable() }),
);

/** `GET /manage/tariff-tier/{id}/edit`. */
export const TierEditAnswer = EditForm(SubscriptionTier, TierFormOptions);

/** `GET /manage/tariff/list`: every tariff, by `sort`. */
export const TariffRowsAnswer = z.object({ data: z.array(TariffRow) });

/** An update's tariff: the fields that change, and in `limits` the limits that change. */
const TariffUpdateBody = TariffBody.partial().extend({ limits: TariffLimits.partial().optional() });

const anyTariff = { params: { id: { listing: 'tariff-subscription-tiers', field: 'tariff_id' } } } as const;
const anyTier = { params: { id: { listing: 'tariff-subscription-tiers' } } } as const;

export const tariffSchemas = schemaTable({
  list: {
    summary: 'Every tariff with its counts of tiers and companies, by `sort`',
    answer: TariffRowsAnswer,
  },
  create: {
    summary: 'The new tariff form: its choices, and an active monthly tariff in dollars placed last',
    answer: TariffCreateAnswer,
  },
  store: {
    summary: 'Creates a tariff',
    body: TariffBody.partial({ is_active: true, sort: true }),
    answer: Saved(TariffRecord),
  },
  edit: {
    summary: 'A tariff with its tiers and the choices of its form',
    answer: TariffEditAnswer,
    sample: anyTariff,
  },
  update: {
    summary: 'Changes the fields sent of a tariff',
    description: "The tiers follow the tariff's currency.",
    body: Versioned(TariffUpdateBody),
    conflict: TariffRecord,
    answer: Saved(TariffRecord),
  },
  delete: {
    summary: 'Deletes a tariff nobody is on, with its tiers',
    description: 'Refused with 422 on `id` while companies are on the tariff.',
    answer: Done,
    errors: [422],
  },
});

export const tierSchemas = schemaTable({
  create: {
    summary: "The new tier form: every tariff, and where the tariff's next tier starts",
    description: 'A `tariff_id` that names no tariff answers 404.',
    query: z.object({ tariff_id: z.string().optional() }),
    answer: TierCreateAnswer,
    errors: [404],
  },
  store: {
    summary: 'Adds a tier to a tariff',
    description:
      'The tiers of a tariff cover the installs from 0 without a gap or an overlap, and only the last may be open-ended: a tier that would break this is 422 on the bound at fault.',
    body: TierBody,
    answer: Saved(SubscriptionTier),
  },
  edit: { summary: 'A tier with the choices of its form', answer: TierEditAnswer, sample: anyTier },
  update: {
    summary: 'Changes the fields sent of a tier (it stays in its tariff)',
    description:
      'The range rules of `store` apply to the tier as the update leaves it; a `tariff_id` is ignored.',
    body: Versioned(TierBody.partial()),
    conflict: SubscriptionTier,
    answer: Saved(SubscriptionTier),
  },
  delete: {
    summary: 'Deletes the last tier of its tariff',
    description:
      'Refused with 422 on `id` for any tier but the last of its tariff and while companies are on it.',
    answer: Done,
    errors: [422],
  },
});

export type TariffLimits = z.infer<typeof TariffLimits>;
export type SubscriptionTier = z.infer<typeof SubscriptionTier>;
export type Tariff = z.infer<typeof Tariff>;
export type TariffRow = z.infer<typeof TariffRow>;
export type TariffRecord = z.infer<typeof TariffRecord>;
export type TariffBody = z.infer<typeof TariffBody>;
export type TierBody = z.infer<typeof TierBody>;
export type TariffFormOptions = z.infer<typeof TariffFormOptions>;
export type TariffCreateAnswer = z.infer<typeof TariffCreateAnswer>;
export type TariffEditAnswer = z.infer<typeof TariffEditAnswer>;
export type TierFormOptions = z.infer<typeof TierFormOptions>;
export type TierCreateAnswer = z.infer<typeof TierCreateAnswer>;
export type TierEditAnswer = z.infer<typeof TierEditAnswer>;
export type TariffRowsAnswer = z.infer<typeof TariffRowsAnswer>;
