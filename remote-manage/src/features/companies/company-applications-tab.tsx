import { useTranslation } from '@panel/shared-core';
import { Listing } from '@panel/shared-core/listing';
import { useCompanyRecord } from './company-context';

/** `/manage/companies/:id/applications`: the `manage-application` listing scoped to the company. */
export default function CompanyApplicationsTab() {
  const { t } = useTranslation('manage');
  const { company } = useCompanyRecord();
  return (
    <Listing
      name="manage-application"
      fixedFilters={{ company_id: String(company.id) }}
      syncUrl={false}
      label={t('companies.tabs.applicationsOf', { name: company.name })}
      defaultFiltersOpen={false}
    />
  );
}
