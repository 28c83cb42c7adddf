import { useTranslation } from '@panel/shared-core';
import { listingUrl } from '@panel/shared-core/listing';
import { toSteps, useTriggerLabel } from '@panel/shared-core/messaging';
import { FactList, RecordScreen, useRecord } from '@panel/shared-core/record';
import { useParams } from '@panel/shared-core/router';
import { Stack } from '@panel/shared-core/ui';
import { systemFunnelActions, systemFunnels } from '../../api/funnels';
import { FunnelStatusBadge } from './funnel-status-badge';
import { FunnelStepsPanel } from './funnel-steps-list';
import { useDateTime } from './use-date-time';
import { useFunnelActions } from './use-funnel-actions';
import { SYSTEM_FUNNELS_PATH, systemFunnelPath } from './paths';

/**
 * `/client/system-funnels/:id`: a system funnel's facts (trigger, status, template), when each of its steps fires
 * after the trigger, the steps themselves, and its actions: edit, activate or deactivate, delete.
 */
export default function SystemFunnelRecordScreen() {
  const { t } = useTranslation(['client', 'messaging']);
  const { id } = useParams();
  const funnelId = Number(id);
  const { data, isPending, error, refetch } = useRecord(systemFunnels, funnelId);
  const funnel = data?.record;
  const dateTime = useDateTime();
  const triggerLabel = useTriggerLabel();
  const actions = useFunnelActions({
    resource: systemFunnels,
    calls: systemFunnelActions,
    id: funnelId,
    funnel,
    listPath: SYSTEM_FUNNELS_PATH,
    recordPath: systemFunnelPath(funnelId),
  });
  const steps = toSteps(funnel?.steps);
  const trigger = funnel ? triggerLabel(funnel.trigger, funnel.trigger_value) : '';
  return (
    <RecordScreen
      title={funnel?.name}
      subtitle={funnel ? trigger : undefined}
      status={funnel ? <FunnelStatusBadge active={funnel.is_active} /> : undefined}
      back={{ to: listingUrl(SYSTEM_FUNNELS_PATH), label: t('nav.systemFunnels') }}
      basePath={systemFunnelPath(funnelId)}
      actions={actions}
      isLoading={isPending}
      error={error}
      onRetry={() => void refetch()}
    >
      {funnel ? (
        <Stack gap="6">
          <FactList
            facts={[
              { label: t('funnels.fields.trigger'), value: trigger },
              { label: t('funnels.fields.status'), value: <FunnelStatusBadge active={funnel.is_active} /> },
              {
                label: t('funnels.fields.template'),
                value: funnel.template_name || t('funnels.template.noneUsed'),
              },
              { label: t('funnels.fields.created'), value: dateTime(funnel.created_at) },
            ]}
          />
          <FunnelStepsPanel steps={steps} triggerLabel={trigger} />
        </Stack>
      ) : null}
    </RecordScreen>
  );
}
