import { useTranslation } from '@panel/shared-core';
import { Listing } from '@panel/shared-core/listing';
import { useCompanyRecord } from './company-context';

/** `/manage/companies/:id/users`: the `all-users` listing scoped to the company, each user leading to their screen. */
export default function CompanyUsersTab() {
  const { t } = useTranslation('manage');
  const { company } = useCompanyRecord();
  return (
    <Listing
      name="all-users"
      fixedFilters={{ company_id: String(company.id) }}
      syncUrl={false}
      label={t('companies.tabs.usersOf', { name: company.name })}
      defaultFiltersOpen={false}
    />
  );
}
