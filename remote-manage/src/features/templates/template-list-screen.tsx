import { useTranslation } from '@panel/shared-core';
import type { ListingNavItem } from '@panel/shared-core';
import { ListingScreen } from '@panel/shared-core/listing';
import { Link, useLocation } from '@panel/shared-core/router';
import { Button, PlusIcon } from '@panel/shared-core/ui';

export interface TemplateListScreenProps {
  /** The menu item of the listing (nav.json): its listing and its label as the title. */
  item: ListingNavItem;
  /** The key (namespace `manage`) of the "New …" button. */
  newLabelKey: string;
}

/**
 * The listing of one kind of template with its "New …" button; the form returns to the listing as it was left.
 *
 * @example
 * <TemplateListScreen item={itemAt('/push-templates')} newLabelKey="pushTemplates.new" />
 */
export default function TemplateListScreen({ item, newLabelKey }: TemplateListScreenProps) {
  const { t } = useTranslation('manage');
  const location = useLocation();
  return (
    <ListingScreen
      name={item.listing.name}
      scope={item.listing.scope}
      title={t(item.labelKey)}
      actions={
        <Button asChild colorPalette="brand" size="sm">
          <Link to="new" state={{ from: `${location.pathname}${location.search}` }}>
            <PlusIcon />
            {t(newLabelKey)}
          </Link>
        </Button>
      }
    />
  );
}
