import { useTranslation } from 'react-i18next';
import { ListingScreen } from '@panel/shared-core/listing';
import type { ListingNavItem } from '../../nav';

/** One server-driven listing of this area, titled from the menu item that opens it. */
export default function ListingPage({ item }: { item: ListingNavItem }) {
  const { t } = useTranslation('users');
  return (
    <ListingScreen
      key={item.listing.name}
      name={item.listing.name}
      scope={item.listing.scope}
      title={t(item.labelKey)}
    />
  );
}
