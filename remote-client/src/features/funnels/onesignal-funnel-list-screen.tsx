import { useTranslation } from '@panel/shared-core';
import { ListingScreen } from '@panel/shared-core/listing';
import { Link, useLocation } from '@panel/shared-core/router';
import { Button, PlusIcon } from '@panel/shared-core/ui';

/** `/client/onesignal-funnels`: the listing (activate, deactivate and delete per row), and "New funnel". */
export default function OneSignalFunnelListScreen() {
  const { t } = useTranslation('client');
  const location = useLocation();
  return (
    <ListingScreen
      name="onesignal-funnels"
      title={t('nav.onesignalFunnels')}
      description={t('funnels.onesignal.listDescription')}
      actions={
        <Button asChild colorPalette="brand" size="sm">
          <Link to="new" state={{ from: `${location.pathname}${location.search}` }}>
            <PlusIcon />
            {t('funnels.onesignal.new')}
          </Link>
        </Button>
      }
    />
  );
}
