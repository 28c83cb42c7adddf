/**
 * The administrators' companies and domains calls' shapes (docs/api-contract.md, "Administrators: companies, users,
 * domains"), the one definition that the contract server (reference-server/src/api/routes/manage-companies.ts, manage.ts) and
 * the administrators' area's calls (remote-manage/src/api/companies.ts, domains.ts) both import.
 */
import type { Domain } from './domains';
import type { EditFormAnswer, FormChoice } from './forms';

export const COMPANY_STATUSES = ['active', 'blocked'] as const;
export type CompanyStatus = (typeof COMPANY_STATUSES)[number];

/** Any company as `GET /manage/company/{id}/edit` answers it to an administrator. */
export interface ManageCompany {
  id: number;
  name: string;
  status: CompanyStatus;
  /** Decimal string in `currency` ("125.50"). */
  balance: string;
  currency: string;
  tariff_id: number;
  subscription_tier_id: number;
  owner_id: number | null;
  referral_link_id: number | null;
  /** '' when not set. */
  contact_email: string;
  /** An absolute http(s) address, '' when not set. */
  website: string;
  /** An IANA zone. */
  timezone: string;
  created_at: string;
  owner_name: string;
  owner_email: string;
  tariff_name: string;
  users_count: number;
  applications_count: number;
  domains_count: number;
}

/**
 * The fields an administrator may change (`POST /manage/company/{id}/update`): the body sends those that change, and
 * a new tariff brings its first subscription tier.
 */
export interface ManageCompanyBody {
  name: string;
  status: CompanyStatus;
  tariff_id: number;
  contact_email: string;
  website: string;
  timezone: string;
}

/** The choices of the administrators' company form: the statuses, every tariff (an inactive one marked), the zones. */
export interface ManageCompanyFormOptions {
  status: FormChoice<CompanyStatus>[];
  tariff_id: (FormChoice<number> & { is_active: boolean })[];
  timezone: FormChoice<string>[];
}

/** `GET /manage/company/{id}/edit` (no create call: a company registers itself). */
export type ManageCompanyEditAnswer = EditFormAnswer<ManageCompany, ManageCompanyFormOptions>;

/**
 * `POST /manage/company/{id}/manual-balance-deposit`: credited once per `idempotency_key` (8 to 100 letters, digits,
 * - or _). `amount` is a positive decimal with up to 2 decimals, also as a number.
 */
export interface ManualDepositBody {
  amount: string;
  reason: string;
  idempotency_key: string;
}

/** A manual credit as its deposit call answers it; `description` is the reason the administrator gave. */
export interface ManualTransaction {
  id: number;
  company_id: number;
  type: 'manual';
  amount: string;
  balance_after: string;
  currency: string;
  description: string;
  created_by: number | null;
  created_by_name: string;
  created_at: string;
}

/** The answer of a manual deposit; `replayed` when the key had already credited the company (nothing more was). */
export interface ManualDepositAnswer {
  data: { transaction: ManualTransaction; balance: string };
  message: string;
  replayed?: true;
}

export const DOMAIN_STATUSES = ['pending', 'active', 'disabled', 'error'] as const;
export type DomainStatus = (typeof DOMAIN_STATUSES)[number];

/** A domain as the administrators' calls answer it (every company's, and the platform's own): with its company. */
export interface ManageDomain extends Domain {
  /** null for a platform domain. */
  company_id: number | null;
  /** '' for a platform domain. */
  company_name: string;
}

/** `POST /manage/domain/store`: a platform domain by its host name. */
export interface ManageDomainBody {
  name: string;
}

/** `PUT /manage/domain/{id}/change-status`. */
export interface DomainStatusBody {
  status: DomainStatus;
}
