import { useTranslation } from '@panel/shared-core';
import { ListingScreen } from '@panel/shared-core/listing';
import { Link, useLocation } from '@panel/shared-core/router';
import { Button, PlusIcon } from '@panel/shared-core/ui';

/** `/manage/roles`: the roles listing with "New role"; the form returns to the listing as it was left. */
export default function RoleListScreen() {
  const { t } = useTranslation('manage');
  const location = useLocation();
  return (
    <ListingScreen
      name="roles"
      title={t('nav.roles')}
      description={t('roles.listDescription')}
      actions={
        <Button asChild colorPalette="brand" size="sm">
          <Link to="new" state={{ from: `${location.pathname}${location.search}` }}>
            <PlusIcon />
            {t('roles.new')}
          </Link>
        </Button>
      }
    />
  );
}
