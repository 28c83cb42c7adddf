/**
 * The administrators' tariffs and subscription tiers calls' shapes (docs/api-contract.md, "Roles, tariffs and
 * referral links (administrators)"), the one definition that the contract server (reference-server/src/api/routes/tariffs.ts,
 * tariff-tiers.ts) and the administrators' area's calls (remote-manage/src/api/tariffs.ts) both import.
 */
import type { CreateFormAnswer, EditFormAnswer, FormChoice } from './forms';

export const TARIFF_CURRENCIES = ['USD', 'EUR', 'RUB'] as const;
export type TariffCurrency = (typeof TARIFF_CURRENCIES)[number];

export const TARIFF_PERIODS = ['month', 'year'] as const;
export type TariffPeriod = (typeof TARIFF_PERIODS)[number];

/** The limits a tariff sets on a company, each a whole number. */
export const LIMIT_KEYS = ['applications', 'domains', 'push_per_month', 'team_members'] as const;
export type LimitKey = (typeof LIMIT_KEYS)[number];
export type TariffLimits = Record<LimitKey, number>;

/** A price per install for a range of installs within one tariff. */
export interface SubscriptionTier {
  id: number;
  tariff_id: number;
  tariff_name: string;
  name: string;
  installs_from: number;
  /** null: open-ended (only the last tier). */
  installs_to: number | null;
  /** A decimal string with 4 decimals. */
  price_per_install: string;
  /** The tariff's currency. */
  currency: TariffCurrency;
  companies_count: number;
}

export interface Tariff {
  id: number;
  name: string;
  description: string;
  /** A decimal string ("29.00"). */
  price: string;
  currency: TariffCurrency;
  period: TariffPeriod;
  limits: TariffLimits;
  /** Feature names (`pwa`, `push`, …). */
  features: string[];
  is_active: boolean;
  sort: number;
  tiers_count: number;
  companies_count: number;
}

/** A tariff as `list` answers it. */
export type TariffRow = Tariff;

/** A tariff as `store`, `edit` and `update` answer it: with its tiers, by `installs_from`. */
export interface TariffRecord extends Tariff {
  tiers: SubscriptionTier[];
}

/**
 * The body of `store` (every field but `sort` and `is_active`) and of `update` (a field left out keeps its value, and
 * so does a limit left out of `limits`). `price` is a decimal with up to 2 decimals, also as a number; `sort` left
 * blank puts the tariff last.
 */
export type TariffBody = Omit<Tariff, 'id' | 'tiers_count' | 'companies_count'>;

/**
 * The body of a tier's `store` (every field) and `update` (a field left out keeps its value; the tier stays in its
 * tariff, so `tariff_id` is ignored). `price_per_install` is a decimal with up to 4 decimals, also as a number.
 */
export interface TierBody {
  tariff_id: number;
  name: string;
  installs_from: number;
  installs_to: number | null;
  price_per_install: string;
}

/** The choices of the tariff form (`create` and `edit` answer them): periods, currencies, features. */
export interface TariffFormOptions {
  period: FormChoice<TariffPeriod>[];
  currency: FormChoice<TariffCurrency>[];
  features: FormChoice<string>[];
}

/** `GET /manage/tariff/create`: an active monthly tariff in dollars, placed after every other. */
export type TariffCreateAnswer = CreateFormAnswer<TariffFormOptions, TariffBody>;

/** `GET /manage/tariff/{id}/edit`: the tariff with its tiers. */
export type TariffEditAnswer = EditFormAnswer<TariffRecord, TariffFormOptions>;

/** The choices of the tier form: every tariff (an update keeps the tier in its own). */
export interface TierFormOptions {
  tariff_id: FormChoice<number>[];
}

/**
 * `GET /manage/tariff-tier/create` (`?tariff_id=` for a tariff's next tier, where its last one ends; no tariff:
 * `tariff_id` null and a tier from 0).
 */
export type TierCreateAnswer = CreateFormAnswer<
  TierFormOptions,
  Omit<TierBody, 'tariff_id' | 'installs_from'> & { tariff_id: number | null; installs_from: number | null }
>;

/** `GET /manage/tariff-tier/{id}/edit`. */
export type TierEditAnswer = EditFormAnswer<SubscriptionTier, TierFormOptions>;
