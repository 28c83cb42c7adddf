import { useTranslation } from '@panel/shared-core';
import { oneSignalFunnelActions, oneSignalFunnels } from '../../api/funnels';
import { ApplicationLink } from './application-link';
import { FunnelRecord } from './funnel-record';
import { ONESIGNAL_FUNNELS_PATH, oneSignalFunnelPath } from './paths';

/**
 * `/client/onesignal-funnels/:id`: a OneSignal funnel's facts (application, status, subscribers, template), when each
 * of its steps fires after a user subscribes, the steps themselves, and its actions: edit, activate or deactivate,
 * delete.
 */
export default function OneSignalFunnelRecordScreen() {
  const { t, i18n } = useTranslation(['client', 'messaging']);
  return (
    <FunnelRecord
      resource={oneSignalFunnels}
      calls={oneSignalFunnelActions}
      listPath={ONESIGNAL_FUNNELS_PATH}
      recordPath={oneSignalFunnelPath}
      backLabel={t('nav.onesignalFunnels')}
      describe={(funnel) => ({
        source: {
          label: t('funnels.fields.application'),
          value: <ApplicationLink id={funnel.application_id} name={funnel.application_name} />,
        },
        figures: [
          {
            label: t('funnels.fields.subscribers'),
            value: new Intl.NumberFormat(i18n.language).format(funnel.subscribers ?? 0),
          },
        ],
        trigger: t('funnels.onesignal.trigger'),
      })}
    />
  );
}
