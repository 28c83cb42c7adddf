import { ownCompanyCalls } from '@panel/contract';
import { defineResource, type RecordResource } from '@panel/shared-core/record-data';
import { companyKeys, type Company } from './company';

/** The company has one record: its calls take no id. */
export const COMPANY = 'current';

const resource = defineResource<Company>({
  key: companyKeys.all,
  edit: ownCompanyCalls.edit,
  update: ownCompanyCalls.update,
  listings: [{ name: 'company-balance-transactions', scope: 'client' }],
});

/**
 * The company's profile as a record resource (docs/api-contract.md, "Company area"), for its form. Apart from the
 * plain calls of `company.ts` because it needs the record entry, which the dashboard does not load. Its record is the
 * one the edit call answers. One record, no id: the update's body carries none either (a contract call whose path
 * has no `{id}` would take it there).
 */
export const company: RecordResource<Company> = {
  ...resource,
  update: (_id, values) => resource.call<Company>(ownCompanyCalls.update, undefined, values),
};
