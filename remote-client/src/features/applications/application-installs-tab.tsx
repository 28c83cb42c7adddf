import { useApplicationRecord } from '@panel/shared-domain/applications';
import { useTranslation } from '@panel/shared-core';
import { Listing } from '@panel/shared-core/listing';
import { Stack, Text } from '@panel/shared-core/ui';

/** `/client/applications/:id/installs`: the `pwa-client` listing scoped to the application. */
export default function ApplicationInstallsTab() {
  const { t } = useTranslation('applications');
  const { application } = useApplicationRecord();
  return (
    <Stack gap="3">
      <Text color="fg.muted" textStyle="sm">
        {t('record.installsHint')}
      </Text>
      <Listing
        name="pwa-client"
        fixedFilters={{ application_id: String(application.id) }}
        syncUrl={false}
        label={t('record.installs')}
        defaultFiltersOpen={false}
      />
    </Stack>
  );
}
