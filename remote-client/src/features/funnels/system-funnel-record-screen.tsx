import { useTranslation } from '@panel/shared-core';
import { useTriggerLabel } from '@panel/shared-domain/messaging';
import { systemFunnelActions, systemFunnels } from '../../api/funnels';
import { FunnelRecord } from './funnel-record';
import { SYSTEM_FUNNELS_PATH, systemFunnelPath } from './paths';

/**
 * `/client/system-funnels/:id`: a system funnel's facts (trigger, status, template), when each of its steps fires
 * after the trigger, the steps themselves, and its actions: edit, activate or deactivate, delete.
 */
export default function SystemFunnelRecordScreen() {
  const { t } = useTranslation(['client', 'messaging']);
  const triggerLabel = useTriggerLabel();
  return (
    <FunnelRecord
      resource={systemFunnels}
      calls={systemFunnelActions}
      listPath={SYSTEM_FUNNELS_PATH}
      recordPath={systemFunnelPath}
      backLabel={t('nav.systemFunnels')}
      describe={(funnel) => {
        const trigger = triggerLabel(funnel.trigger, funnel.trigger_value);
        return { subtitle: trigger, source: { label: t('funnels.fields.trigger'), value: trigger }, trigger };
      }}
    />
  );
}
