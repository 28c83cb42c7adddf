import { useTranslation } from '@panel/shared-core';
import { ListingScreen } from '@panel/shared-core/listing';
import { Link, useLocation } from '@panel/shared-core/router';
import { Button, PlusIcon } from '@panel/shared-core/ui';

/** `/client/pixels`: the listing, and "New pixel". */
export default function PixelListScreen() {
  const { t } = useTranslation('client');
  const location = useLocation();
  return (
    <ListingScreen
      name="pixels"
      title={t('nav.pixels')}
      actions={
        <Button asChild colorPalette="brand" size="sm">
          <Link to="new" state={{ from: `${location.pathname}${location.search}` }}>
            <PlusIcon />
            {t('pixels.new')}
          </Link>
        </Button>
      }
    />
  );
}
