/**
 * The company's own calls' schemas (docs/api-contract.md, "Company area": the company, its deposits, its tariffs):
 * the company of the signed-in user, its profile form, its balance's movements, the tariffs it may be on. The constant
 * lists and the types are in the light module, ../company.ts.
 */
import { z } from 'zod';
import { COMPANY_LIMITS, IDEMPOTENCY_KEY } from '../companies';
import { TRANSACTION_TYPES } from '../company';
import { CompanyStatus } from './companies';
import {
  EditForm,
  FormChoice,
  Id,
  Label,
  Money,
  Saved,
  Timestamp,
  Version,
  Versioned,
  schemaTable,
} from './define';
import { SubscriptionTier, Tariff, TariffCurrency, TariffLimits } from './tariffs';

export const TransactionType = z.enum(TRANSACTION_TYPES);

/** The company of the signed-in user, as `GET /client/company/edit` and `update` answer it. */
export const Company = z
  .object({
    id: Id,
    version: Version,
    name: z.string(),
    status: CompanyStatus,
    /** Decimal string in `currency` ("125.50"). */
    balance: Money,
    currency: TariffCurrency,
    tariff_id: Id,
    subscription_tier_id: Id,
    owner_id: Id.nullable(),
    created_at: Timestamp,
    /** '' when not set. */
    contact_email: z.string(),
    /** An absolute http(s) address, '' when not set. */
    website: z.string(),
    /** An IANA zone, one of the form's options. */
    timezone: z.string(),
    tariff_name: z.string(),
    can_update: z.boolean(),
    can_deposit: z.boolean(),
    /** The amounts one deposit may credit. */
    deposit: z.object({ min: Money, max: Money, currency: TariffCurrency }),
    /** Under this balance the company is warned. */
    low_balance: Money,
  })
  .meta({ id: 'Company' });

/** The choices of the company's profile form: the time zones (IANA names). */
export const CompanyFormOptions = z.object({
  timezone: z.array(FormChoice(z.string())),
});

/**
 * `GET /client/company/edit`: the company of the signed-in user (it has no id in the path: one company) and the
 * choices of its profile form. The dashboard reads its `data` alone.
 */
export const CompanyEditAnswer = EditForm(Company, CompanyFormOptions);

/**
 * `POST /client/company/update`: the body sends the fields that change; a blank email or website clears it. The name
 * is trimmed; the email one `isEmail` accepts (kept in lowercase), the website one `isHttpUrl` does.
 */
export const CompanyBody = z
  .object({
    name: z.string().min(COMPANY_LIMITS.name.min).max(COMPANY_LIMITS.name.max),
    contact_email: z.string().max(COMPANY_LIMITS.contactEmail),
    website: z.string().max(COMPANY_LIMITS.website),
    timezone: z.string(),
  })
  .meta({ id: 'CompanyBody' });

/** A movement of the balance; `description` says why, in the reader's language. */
export const BalanceTransaction = z
  .object({
    id: Id,
    type: TransactionType,
    amount: Money,
    balance_after: Money,
    currency: TariffCurrency,
    description: Label,
    created_at: Timestamp,
  })
  .meta({ id: 'BalanceTransaction' });

/**
 * `POST /client/company/deposit`: credited once per `idempotency_key` (8 to 100 letters, digits, - or _). `amount` is a
 * decimal with up to 2 decimals (also accepted as a number) between the company's `deposit.min` and `deposit.max`.
 */
export const DepositBody = z
  .object({
    amount: Money,
    idempotency_key: z.string().regex(IDEMPOTENCY_KEY),
  })
  .meta({ id: 'DepositBody' });

/** The answer of a deposit; `replayed` when the key had already credited the company (nothing more was). */
export const DepositAnswer = z.object({
  data: z.object({ transaction: BalanceTransaction, balance: Money, currency: TariffCurrency }),
  message: Label,
  replayed: z.literal(true).optional(),
});

/** A tariff as the company sees it: its fields and its subscription tiers. */
export const CompanyTariff = Tariff.omit({ tiers_count: true, companies_count: true })
  .extend({ tiers: z.array(SubscriptionTier.omit({ tariff_name: true, companies_count: true })) })
  .meta({ id: 'CompanyTariff' });

/** How much of each limit the company uses now: a count per limit, as the limits are written. */
export const TariffUsage = TariffLimits;

/** A feature code and its name, in the reader's language. */
export const FeatureOption = FormChoice(z.string());

/** `GET /client/tariff/list`. */
export const TariffListAnswer = z.object({
  data: z.array(CompanyTariff),
  options: z.object({ features: z.array(FeatureOption) }),
  current_tariff_id: Id,
  current_subscription_tier_id: Id,
  usage: TariffUsage,
});

/** `GET /client/tariff/{id}/show`. */
export const TariffShowAnswer = z.object({
  data: CompanyTariff,
  is_current: z.boolean(),
  options: z.object({ features: z.array(FeatureOption) }),
});

export const ownCompanySchemas = schemaTable({
  edit: {
    summary: 'The company of the signed-in user, with the choices of its profile form',
    description:
      'Either permission reads it: the profile (company.update) and the balance (company.deposit).',
    answer: CompanyEditAnswer,
  },
  update: {
    summary: 'Changes the fields sent of the company’s profile',
    body: Versioned(CompanyBody.partial()),
    conflict: Company,
    answer: Saved(Company),
  },
  deposit: {
    summary: 'Credits the company’s balance, once per idempotency key',
    description:
      'The same key with the same amount answers the first result with `replayed: true` and credits nothing; with another amount, 422 on `idempotency_key`.',
    body: DepositBody,
    answer: DepositAnswer,
  },
  tariffs: {
    summary: 'Every tariff, the company’s own and how much of its limits it uses',
    answer: TariffListAnswer,
  },
  tariff: {
    summary: 'A tariff with its subscription tiers, and whether it is the company’s',
    answer: TariffShowAnswer,
    // The first seeded tariff (Start): companies have no listing of tariffs to find one in.
    sample: { params: { id: 1 } },
  },
});

export type Company = z.infer<typeof Company>;
export type CompanyFormOptions = z.infer<typeof CompanyFormOptions>;
export type CompanyEditAnswer = z.infer<typeof CompanyEditAnswer>;
export type CompanyBody = z.infer<typeof CompanyBody>;
export type BalanceTransaction = z.infer<typeof BalanceTransaction>;
export type DepositBody = z.infer<typeof DepositBody>;
export type DepositAnswer = z.infer<typeof DepositAnswer>;
export type CompanyTariff = z.infer<typeof CompanyTariff>;
export type TariffUsage = z.infer<typeof TariffUsage>;
export type FeatureOption = z.infer<typeof FeatureOption>;
export type TariffListAnswer = z.infer<typeof TariffListAnswer>;
export type TariffShowAnswer = z.infer<typeof TariffShowAnswer>;
