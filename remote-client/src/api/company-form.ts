import { defineResource } from '@panel/shared-core/record-data';
import { companyKeys, type CompanyEditAnswer } from './company';

/** The company has one record: its calls take no id. */
export const COMPANY = 'current';

/**
 * The company's profile as a record resource (docs/api-contract.md, "Company area"), for its form. Apart from the
 * plain calls of `company.ts` because it needs the record entry, which the dashboard does not load. Its record is the
 * one the edit call answers.
 */
export const company = defineResource<CompanyEditAnswer['data']>({
  key: companyKeys.all,
  edit: '/client/company/edit',
  update: { method: 'POST', url: '/client/company/update' },
  listings: [{ name: 'company-balance-transactions', scope: 'client' }],
});
