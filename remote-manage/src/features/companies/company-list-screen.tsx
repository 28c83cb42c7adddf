import { useTranslation } from '@panel/shared-core';
import { ListingScreen } from '@panel/shared-core/listing';

/** `/manage/companies`: every company, each name leading to its record screen. */
export default function CompanyListScreen() {
  const { t } = useTranslation('manage');
  return (
    <ListingScreen name="company" title={t('nav.companies')} description={t('companies.listDescription')} />
  );
}
