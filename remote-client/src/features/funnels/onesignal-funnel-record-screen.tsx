import { useTranslation } from '@panel/shared-core';
import { listingUrl } from '@panel/shared-core/listing';
import { toSteps } from '@panel/shared-core/messaging';
import { FactList, RecordScreen, useRecord } from '@panel/shared-core/record';
import { useParams } from '@panel/shared-core/router';
import { Stack } from '@panel/shared-core/ui';
import { oneSignalFunnelActions, oneSignalFunnels } from '../../api/funnels';
import { FunnelStatusBadge } from './funnel-status-badge';
import { FunnelStepsPanel } from './funnel-steps-list';
import { ApplicationLink } from './application-link';
import { useDateTime } from './use-date-time';
import { useFunnelActions } from './use-funnel-actions';
import { ONESIGNAL_FUNNELS_PATH, oneSignalFunnelPath } from './paths';

/**
 * `/client/onesignal-funnels/:id`: a OneSignal funnel's facts (application, status, subscribers, template), when each
 * of its steps fires after a user subscribes, the steps themselves, and its actions: edit, activate or deactivate,
 * delete.
 */
export default function OneSignalFunnelRecordScreen() {
  const { t, i18n } = useTranslation(['client', 'messaging']);
  const { id } = useParams();
  const funnelId = Number(id);
  const { data, isPending, error, refetch } = useRecord(oneSignalFunnels, funnelId);
  const funnel = data?.record;
  const dateTime = useDateTime();
  const actions = useFunnelActions({
    resource: oneSignalFunnels,
    calls: oneSignalFunnelActions,
    id: funnelId,
    funnel,
    listPath: ONESIGNAL_FUNNELS_PATH,
    recordPath: oneSignalFunnelPath(funnelId),
  });
  const steps = toSteps(funnel?.steps);
  return (
    <RecordScreen
      title={funnel?.name}
      status={funnel ? <FunnelStatusBadge active={funnel.is_active} /> : undefined}
      back={{ to: listingUrl(ONESIGNAL_FUNNELS_PATH), label: t('nav.onesignalFunnels') }}
      basePath={oneSignalFunnelPath(funnelId)}
      actions={actions}
      isLoading={isPending}
      error={error}
      onRetry={() => void refetch()}
    >
      {funnel ? (
        <Stack gap="6">
          <FactList
            facts={[
              {
                label: t('funnels.fields.application'),
                value: <ApplicationLink id={funnel.application_id} name={funnel.application_name} />,
              },
              { label: t('funnels.fields.status'), value: <FunnelStatusBadge active={funnel.is_active} /> },
              {
                label: t('funnels.fields.subscribers'),
                value: new Intl.NumberFormat(i18n.language).format(funnel.subscribers ?? 0),
              },
              {
                label: t('funnels.fields.template'),
                value: funnel.template_name || t('funnels.template.noneUsed'),
              },
              { label: t('funnels.fields.created'), value: dateTime(funnel.created_at) },
            ]}
          />
          <FunnelStepsPanel steps={steps} triggerLabel={t('funnels.onesignal.trigger')} />
        </Stack>
      ) : null}
    </RecordScreen>
  );
}
