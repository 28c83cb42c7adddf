/**
 * The administrators' companies and domains (docs/api-contract.md, "Administrators: companies, users, domains"): the
 * calls, their constant lists, and the rules of a company's fields and of a manual deposit, which the forms and the
 * server both apply. Shapes: schemas/companies.ts.
 */
import { defineCalls } from './define';
import type { companySchemas } from './schemas/companies';
import type { SchemaTypes } from './schemas/define';

export type {
  DomainStatusBody,
  ManageCompany,
  ManageCompanyBody,
  ManageCompanyEditAnswer,
  ManageCompanyFormOptions,
  ManageDomain,
  ManageDomainBody,
  ManualDepositAnswer,
  ManualDepositBody,
  ManualTransaction,
} from './schemas/companies';

export const COMPANY_STATUSES = ['active', 'blocked'] as const;
export type CompanyStatus = (typeof COMPANY_STATUSES)[number];

export const DOMAIN_STATUSES = ['pending', 'active', 'disabled', 'error'] as const;
export type DomainStatus = (typeof DOMAIN_STATUSES)[number];

/** The lengths a company's profile keeps to (the company's own form and the administrators' alike). */
export const COMPANY_LIMITS = { name: { min: 2, max: 100 }, contactEmail: 255, website: 2000 } as const;

/**
 * A manual deposit: a positive amount of at most `max` (whatever the company's currency), and a reason of `reason.min`
 * to `reason.max` characters.
 */
export const MANUAL_DEPOSIT_LIMITS = { max: '1000000.00', reason: { min: 5, max: 500 } } as const;

/** An idempotency key: 8 to 100 letters, digits, `-` or `_` (a deposit is credited once per key). */
export const IDEMPOTENCY_KEY = /^[A-Za-z0-9_-]{8,100}$/;

export const companyCalls = /*#__PURE__*/ defineCalls<SchemaTypes<typeof companySchemas>>()(
  'companies',
  { admin: 'manage.companies' },
  {
    edit: 'GET /manage/company/{id}/edit',
    update: 'POST /manage/company/{id}/update',
    manualDeposit: 'POST /manage/company/{id}/manual-balance-deposit',
    storeDomain: { route: 'POST /manage/domain/store', access: { admin: 'manage.domains' } },
    domainStatus: { route: 'PUT /manage/domain/{id}/change-status', access: { admin: 'manage.domains' } },
  },
);
