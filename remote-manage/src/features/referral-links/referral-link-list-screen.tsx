import { useTranslation } from '@panel/shared-core';
import { ListingScreen } from '@panel/shared-core/listing';
import { Link, useLocation } from '@panel/shared-core/router';
import { Button, PlusIcon } from '@panel/shared-core/ui';

/** `/manage/referral-links`: every referral link of the platform, with "New link". */
export default function ReferralLinkListScreen() {
  const { t } = useTranslation('manage');
  const location = useLocation();
  return (
    <ListingScreen
      name="referral-links"
      title={t('nav.referralLinks')}
      description={t('referralLinks.listDescription')}
      actions={
        <Button asChild colorPalette="brand" size="sm">
          <Link to="new" state={{ from: `${location.pathname}${location.search}` }}>
            <PlusIcon />
            {t('referralLinks.new')}
          </Link>
        </Button>
      }
    />
  );
}
