import { useTranslation } from '@panel/shared-core';
import { ListingScreen } from '@panel/shared-core/listing';

/**
 * `/client/onesignal-notifications`: the company's OneSignal single notifications; each row leads to its figures.
 * Read-only: the contract has no call that creates one.
 */
export default function OneSignalNotificationListScreen() {
  const { t } = useTranslation('client');
  return (
    <ListingScreen
      name="onesignal-single-notifications"
      title={t('nav.onesignalNotifications')}
      description={t('funnels.notifications.listDescription')}
    />
  );
}
