/**
 * The company's own calls (docs/api-contract.md, "Company area": the company, its deposits, its tariffs): the calls,
 * their constant lists, the bounds of a deposit, which the form and the server both apply, and their shapes as types.
 * The profile's limits and the idempotency key's rule are the administrators' too (companies.ts). Shapes:
 * schemas/company.ts.
 */
import { defineCalls } from './define';
import type { ownCompanySchemas } from './schemas/company';
import type { SchemaTypes } from './schemas/define';
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

/**
 * The amounts one deposit may credit, in the company's currency (the edit call answers them as `deposit`), and the
 * balance under which the panel warns (`low_balance`).
 */
export const DEPOSIT_LIMITS = { min: '10.00', max: '100000.00' } as const;
export const LOW_BALANCE = '50.00';

export const ownCompanyCalls = /*#__PURE__*/ defineCalls<SchemaTypes<typeof ownCompanySchemas>>()(
  'company',
  { company: 'company.update' },
  {
    edit: {
      route: 'GET /client/company/edit',
      access: { company: ['company.update', 'company.deposit'] },
    },
    update: 'POST /client/company/update',
    deposit: { route: 'POST /client/company/deposit', access: { company: 'company.deposit' } },
    tariffs: { route: 'GET /client/tariff/list', access: { company: 'tariff.view' } },
    tariff: { route: 'GET /client/tariff/{id}/show', access: { company: 'tariff.view' } },
  },
);
