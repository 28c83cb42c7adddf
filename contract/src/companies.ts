/**
 * The administrators' companies and domains (docs/api-contract.md, "Administrators: companies, users, domains"):
 * their constant lists, and their shapes as types. Shapes: schemas/companies.ts.
 */
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
