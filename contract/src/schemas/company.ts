/**
 * The company's own calls' shapes (docs/api-contract.md, "Company area": the company, its deposits, its tariffs),
 * the one definition that the contract server (reference-server/src/api/routes/company.ts) and the company area's calls
 * (remote-client/src/api/company.ts, company-form.ts, tariffs.ts) both import.
 */
import type { CompanyStatus } from './companies';
import type { EditFormAnswer, FormChoice } from './forms';
import type { SubscriptionTier, Tariff, TariffCurrency, TariffLimits } from './tariffs';

/** The currency of a company's balance: one its tariff may have. */
export type Currency = TariffCurrency;

/** The company of the signed-in user, as `GET /client/company/edit` and `update` answer it. */
export interface Company {
  id: number;
  name: string;
  status: CompanyStatus;
  /** Decimal string in `currency` ("125.50"). */
  balance: string;
  currency: Currency;
  tariff_id: number;
  subscription_tier_id: number;
  owner_id: number | null;
  created_at: string;
  /** '' when not set. */
  contact_email: string;
  /** An absolute http(s) address, '' when not set. */
  website: string;
  /** An IANA zone, one of the form's options. */
  timezone: string;
  tariff_name: string;
  can_update: boolean;
  can_deposit: boolean;
  /** The amounts one deposit may credit. */
  deposit: { min: string; max: string; currency: Currency };
  /** Under this balance the company is warned. */
  low_balance: string;
}

/** The choices of the company's profile form: the time zones (IANA names). */
export interface CompanyFormOptions {
  timezone: FormChoice<string>[];
}

/**
 * `GET /client/company/edit`: the company of the signed-in user (it has no id in the path: one company) and the
 * choices of its profile form. The dashboard reads its `data` alone.
 */
export type CompanyEditAnswer = EditFormAnswer<Company, CompanyFormOptions>;

/** `POST /client/company/update`: the body sends the fields that change; a blank email or website clears it. */
export interface CompanyBody {
  name: string;
  contact_email: string;
  website: string;
  timezone: string;
}

export const TRANSACTION_TYPES = ['deposit', 'charge', 'refund', 'manual'] as const;
export type TransactionType = (typeof TRANSACTION_TYPES)[number];

/** A movement of the balance; `description` says why, in the reader's language. */
export interface BalanceTransaction {
  id: number;
  type: TransactionType;
  amount: string;
  balance_after: string;
  currency: Currency;
  description: string;
  created_at: string;
}

/**
 * `POST /client/company/deposit`: credited once per `idempotency_key` (8 to 100 letters, digits, - or _). `amount` is a
 * decimal with up to 2 decimals (also accepted as a number) between the company's `deposit.min` and `deposit.max`.
 */
export interface DepositBody {
  amount: string;
  idempotency_key: string;
}

/** The answer of a deposit; `replayed` when the key had already credited the company (nothing more was). */
export interface DepositAnswer {
  data: { transaction: BalanceTransaction; balance: string; currency: Currency };
  message: string;
  replayed?: true;
}

/** A tariff as the company sees it: its fields and its subscription tiers. */
export interface CompanyTariff extends Omit<Tariff, 'tiers_count' | 'companies_count'> {
  tiers: Omit<SubscriptionTier, 'tariff_name' | 'companies_count'>[];
}

/** How much of each limit the company uses now. */
export type TariffUsage = TariffLimits;

/** A feature code and its name, in the reader's language. */
// A type rather than an interface: the record forms' option type (FormOption) has an index signature.
export type FeatureOption = {
  value: string;
  label: string;
};

/** `GET /client/tariff/list`. */
export interface TariffListAnswer {
  data: CompanyTariff[];
  options: { features: FeatureOption[] };
  current_tariff_id: number;
  current_subscription_tier_id: number;
  usage: TariffUsage;
}

/** `GET /client/tariff/{id}/show`. */
export interface TariffShowAnswer {
  data: CompanyTariff;
  is_current: boolean;
  options: { features: FeatureOption[] };
}
