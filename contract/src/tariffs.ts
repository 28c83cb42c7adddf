/**
 * The administrators' tariffs and subscription tiers (docs/api-contract.md, "Roles, tariffs and referral links
 * (administrators)"): their constant lists, and their shapes as types. Shapes: schemas/tariffs.ts.
 */
export type {
  SubscriptionTier,
  Tariff,
  TariffBody,
  TariffCreateAnswer,
  TariffEditAnswer,
  TariffFormOptions,
  TariffLimits,
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
