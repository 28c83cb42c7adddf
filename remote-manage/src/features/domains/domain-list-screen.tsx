import { useState } from 'react';
import { useTranslation } from '@panel/shared-core';
import { ListingScreen } from '@panel/shared-core/listing';
import { Button, PlusIcon } from '@panel/shared-core/ui';
import { DOMAINS_LISTING } from '../../api/domains';
import { AddDomainDialog } from './add-domain-dialog';

/**
 * `/manage/domains`: every company's domains and the platform's own, and "Add a platform domain". A domain's status
 * changes from its row's menu (Activate, Disable, Mark as pending, Mark as failed: the listing's row actions, each
 * offered where the domain is not in that status yet), so finding the domain is the listing's search and filters.
 */
export default function DomainListScreen() {
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
      />
      <AddDomainDialog open={adding} onClose={() => setAdding(false)} />
    </>
  );
}
