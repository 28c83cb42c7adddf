/**
 * The company's own calls (docs/api-contract.md, "Company area": the company, its deposits, its tariffs): their
 * constant lists, and their shapes as types. Shapes: schemas/company.ts.
 */
import type { TariffCurrency } from './tariffs';

export type {
  BalanceTransaction,
  Company,
  CompanyBody,
  CompanyEditAnswer,
  CompanyFormOptions,
  CompanyTariff,
  DepositAnswer,
  DepositBody,
  FeatureOption,
  TariffListAnswer,
  TariffShowAnswer,
  TariffUsage,
} from './schemas/company';

/** The currency of a company's balance: one its tariff may have. */
export type Currency = TariffCurrency;

export const TRANSACTION_TYPES = ['deposit', 'charge', 'refund', 'manual'] as const;
export type TransactionType = (typeof TRANSACTION_TYPES)[number];
