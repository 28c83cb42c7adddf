import { useOutletContext } from '@panel/shared-core/router';
import type { FormOptions } from '@panel/shared-core/record-data';
import type { ManageCompany } from '../../api/companies';

/** What the company's record screen hands its tabs. */
export interface CompanyRecordContext {
  company: ManageCompany;
  options: FormOptions;
  /** Opens the manual deposit (absent for someone who may not credit). */
  openDeposit?: () => void;
}

/**
 * The company of the record screen around a tab.
 *
 * @example
 * const { company } = useCompanyRecord();
 */
export function useCompanyRecord(): CompanyRecordContext {
  return useOutletContext<CompanyRecordContext>();
}
