import { useTranslation } from '@panel/shared-core';
import { ListingScreen } from '@panel/shared-core/listing';
import { Link } from '@panel/shared-core/router';
import { Button, PlusIcon } from '@panel/shared-core/ui';

/** `/client/domains`: the company's domains, and "Connect a domain". */
export default function DomainListScreen() {
  const { t } = useTranslation('client');
  return (
    <ListingScreen
      name="domains"
      scope="client"
      title={t('nav.domains')}
      actions={
        <Button asChild colorPalette="brand" size="sm">
          {/* No `from`: once connected, the next step is the new domain's own screen (its DNS records). */}
          <Link to="new">
            <PlusIcon />
            {t('domains.new')}
          </Link>
        </Button>
      }
    />
  );
}
