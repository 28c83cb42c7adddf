import { Can, useTranslation } from '@panel/shared-core';
import { ListingScreen } from '@panel/shared-core/listing';
import { Link, useLocation } from '@panel/shared-core/router';
import { Button, PlusIcon } from '@panel/shared-core/ui';

/** `/client/applications`: the server-driven listing, and "New application" for those who may create one. */
export default function ApplicationListScreen() {
  const { t } = useTranslation('client');
  const location = useLocation();
  return (
    <ListingScreen
      name="application"
      title={t('nav.applications')}
      actions={
        <Can permission="application.create">
          <Button asChild colorPalette="brand" size="sm">
            <Link to="new" state={{ from: `${location.pathname}${location.search}` }}>
              <PlusIcon />
              {t('applications.new')}
            </Link>
          </Button>
        </Can>
      }
    />
  );
}
