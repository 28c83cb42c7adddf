import { useState } from 'react';
import { useTranslation } from '@panel/shared-core';
import { ListingScreen } from '@panel/shared-core/listing';
import { Button, PlusIcon } from '@panel/shared-core/ui';
import { DOMAINS_LISTING } from '../../api/domains';
import { AddDomainDialog } from './add-domain-dialog';
import { DomainStatusChanger } from './domain-status-changer';

/**
 * `/manage/domains`: every company's domains and the platform's own, "Add a platform domain", and the status change
 * of a domain the listing shows.
 */
export default function DomainsScreen() {
  const { t } = useTranslation('manage');
  const [adding, setAdding] = useState(false);
  return (
    <>
      <ListingScreen
        name={DOMAINS_LISTING.name}
        scope={DOMAINS_LISTING.scope}
        title={t('nav.domains')}
        description={t('domains.listDescription')}
        actions={
          <Button colorPalette="brand" size="sm" onClick={() => setAdding(true)}>
            <PlusIcon />
            {t('domains.add')}
          </Button>
        }
        above={(controller) => <DomainStatusChanger rows={controller.rows} />}
      />
      <AddDomainDialog open={adding} onClose={() => setAdding(false)} />
    </>
  );
}
