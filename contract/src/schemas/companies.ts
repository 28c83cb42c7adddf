/**
 * The administrators' companies and domains calls' schemas (manage.companies, manage.domains; docs/api-contract.md,
 * "Administrators: companies, users, domains"): any company, its form, a manual deposit, any domain. The constant lists
 * and the types are in the light module, ../companies.ts.
 */
import { z } from 'zod';
import { COMPANY_LIMITS, COMPANY_STATUSES, IDEMPOTENCY_KEY, MANUAL_DEPOSIT_LIMITS } from '../companies';
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
import { Domain, DomainStatus } from './domains';

export { DomainStatus };
export const CompanyStatus = z.enum(COMPANY_STATUSES);

/** Any company as `GET /manage/company/{id}/edit` answers it to an administrator. */
export const ManageCompany = z
  .object({
    id: Id,
    version: Version,
    name: z.string(),
    status: CompanyStatus,
    /** Decimal string in `currency` ("125.50"). */
    balance: Money,
    currency: z.string(),
    tariff_id: Id,
    subscription_tier_id: Id,
    owner_id: Id.nullable(),
    referral_link_id: Id.nullable(),
    /** '' when not set. */
    contact_email: z.string(),
    /** An absolute http(s) address, '' when not set. */
    website: z.string(),
    /** An IANA zone. */
    timezone: z.string(),
    created_at: Timestamp,
    owner_name: z.string(),
    owner_email: z.string(),
    tariff_name: z.string(),
    users_count: z.number().int().min(0),
    applications_count: z.number().int().min(0),
    domains_count: z.number().int().min(0),
  })
  .meta({ id: 'ManageCompany' });

/**
 * The fields an administrator may change (`POST /manage/company/{id}/update`): the body sends those that change, and
 * a new tariff brings its first subscription tier.
 */
export const ManageCompanyBody = z
  .object({
    name: z.string().min(COMPANY_LIMITS.name.min).max(COMPANY_LIMITS.name.max),
    status: CompanyStatus,
    tariff_id: Id,
    contact_email: z.string().max(COMPANY_LIMITS.contactEmail),
    website: z.string().max(COMPANY_LIMITS.website),
    timezone: z.string(),
  })
  .meta({ id: 'ManageCompanyBody' });

/** The choices of the administrators' company form: the statuses, every tariff (an inactive one marked), the zones. */
export const ManageCompanyFormOptions = z.object({
  status: z.array(FormChoice(CompanyStatus)),
  tariff_id: z.array(FormChoice(Id).extend({ is_active: z.boolean() })),
  timezone: z.array(FormChoice(z.string())),
});

/** `GET /manage/company/{id}/edit` (no create call: a company registers itself). */
export const ManageCompanyEditAnswer = EditForm(ManageCompany, ManageCompanyFormOptions);

/**
 * `POST /manage/company/{id}/manual-balance-deposit`: credited once per `idempotency_key` (8 to 100 letters, digits,
 * - or _). `amount` is a positive decimal with up to 2 decimals, at most 1000000.00, also as a number.
 */
export const ManualDepositBody = z
  .object({
    amount: Money,
    reason: z.string().min(MANUAL_DEPOSIT_LIMITS.reason.min).max(MANUAL_DEPOSIT_LIMITS.reason.max),
    idempotency_key: z.string().regex(IDEMPOTENCY_KEY),
  })
  .meta({ id: 'ManualDepositBody' });

/** A manual credit as its deposit call answers it; `description` is the reason the administrator gave. */
export const ManualTransaction = z
  .object({
    id: Id,
    company_id: Id,
    type: z.literal('manual'),
    amount: Money,
    balance_after: Money,
    currency: z.string(),
    description: z.string(),
    created_by: Id.nullable(),
    created_by_name: z.string(),
    created_at: Timestamp,
  })
  .meta({ id: 'ManualTransaction' });

/** The answer of a manual deposit; `replayed` when the key had already credited the company (nothing more was). */
export const ManualDepositAnswer = z.object({
  data: z.object({ transaction: ManualTransaction, balance: Money }),
  message: Label,
  replayed: z.literal(true).optional(),
});

/** A domain as the administrators' calls answer it (every company's, and the platform's own): with its company. */
export const ManageDomain = Domain.extend({
  /** null for a platform domain. */
  company_id: Id.nullable(),
  /** '' for a platform domain. */
  company_name: z.string(),
}).meta({ id: 'ManageDomain' });

/** `POST /manage/domain/store`: a platform domain by its host name. */
export const ManageDomainBody = z.object({ name: z.string() }).meta({ id: 'ManageDomainBody' });

/** `PUT /manage/domain/{id}/change-status`. */
export const DomainStatusBody = z.object({ status: DomainStatus }).meta({ id: 'DomainStatusBody' });

export const companySchemas = schemaTable({
  edit: {
    summary: "Any company with the choices of the administrators' company form",
    answer: ManageCompanyEditAnswer,
    sample: { params: { id: { listing: 'company' } } },
  },
  update: {
    summary: "Changes the fields sent of a company's profile, status and tariff",
    description:
      "A new tariff brings its first subscription tier, unless the company's tier already belongs to it.",
    body: Versioned(ManageCompanyBody.partial()),
    conflict: ManageCompany,
    answer: Saved(ManageCompany),
  },
  manualDeposit: {
    summary: "Credits a company's balance by hand, once per idempotency key",
    description:
      'The same key with the same amount answers the first result again with `replayed: true` and credits nothing more; with another amount it is 422 on `amount`.',
    body: ManualDepositBody,
    answer: ManualDepositAnswer,
  },
  storeDomain: {
    summary: 'Adds a platform domain by its host name',
    description:
      'A host name that breaks the rules of host names, or that a domain already has, is 422 on `name`.',
    body: ManageDomainBody,
    answer: Saved(ManageDomain),
  },
  domainStatus: {
    summary: "Sets any domain's status",
    description: 'Activating a domain that was never verified marks it verified now.',
    body: DomainStatusBody,
    answer: Saved(ManageDomain),
  },
});

export type ManageCompany = z.infer<typeof ManageCompany>;
export type ManageCompanyBody = z.infer<typeof ManageCompanyBody>;
export type ManageCompanyFormOptions = z.infer<typeof ManageCompanyFormOptions>;
export type ManageCompanyEditAnswer = z.infer<typeof ManageCompanyEditAnswer>;
export type ManualDepositBody = z.infer<typeof ManualDepositBody>;
export type ManualTransaction = z.infer<typeof ManualTransaction>;
export type ManualDepositAnswer = z.infer<typeof ManualDepositAnswer>;
export type ManageDomain = z.infer<typeof ManageDomain>;
export type ManageDomainBody = z.infer<typeof ManageDomainBody>;
export type DomainStatusBody = z.infer<typeof DomainStatusBody>;
