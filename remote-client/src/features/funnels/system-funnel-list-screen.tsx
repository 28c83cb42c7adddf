import { useTranslation } from '@panel/shared-core';
import { ListingScreen } from '@panel/shared-core/listing';
import { Link, useLocation } from '@panel/shared-core/router';
import { Button, PlusIcon } from '@panel/shared-core/ui';

/** `/client/system-funnels`: the listing (activate, deactivate and delete per row), and "New funnel". */
export default function SystemFunnelListScreen() {
  const { t } = useTranslation('client');
  const location = useLocation();
  return (
    <ListingScreen
      name="system-funnels"
      title={t('nav.systemFunnels')}
      description={t('funnels.system.listDescription')}
      actions={
        <Button asChild colorPalette="brand" size="sm">
          <Link to="new" state={{ from: `${location.pathname}${location.search}` }}>
            <PlusIcon />
            {t('funnels.system.new')}
          </Link>
        </Button>
      }
    />
  );
}
