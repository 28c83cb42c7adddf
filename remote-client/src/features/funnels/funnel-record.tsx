import type { ReactNode } from 'react';
import { useTranslation } from '@panel/shared-core';
import { listingUrl } from '@panel/shared-core/listing';
import { toSteps } from '@panel/shared-domain/messaging';
import { type RecordCall, type RecordResource } from '@panel/shared-core/record-data';
import { FactList, RecordScreen, useRecord, type Fact } from '@panel/shared-core/record-view';
import { useParams } from '@panel/shared-core/router';
import { Stack } from '@panel/shared-core/ui';
import { FunnelStatusBadge } from './funnel-status-badge';
import { FunnelStepsPanel } from './funnel-steps-list';
import { useDateTime } from './use-date-time';
import { useFunnelActions } from './use-funnel-actions';

interface FunnelRecordShape {
  id: number;
  name: string;
  is_active: boolean;
  template_name: string | null;
  // As the server sent them: `toSteps` reads what it can.
  steps: unknown;
  created_at: string;
}

/** What sets one kind of funnel apart on its record screen. */
export interface FunnelDescription {
  subtitle?: ReactNode;
  /** The first fact: what the funnel hangs on (its application, its trigger). */
  source: Fact;
  /** The facts after the status (the subscribers). */
  figures?: Fact[];
  /** What starts the funnel, as the timeline of its steps says it. */
  trigger: string;
}

export interface FunnelRecordProps<T extends FunnelRecordShape> {
  resource: RecordResource<T>;
  calls: { delete: RecordCall; activate: RecordCall };
  /** The listing's path, which the back link and a deletion return to. */
  listPath: string;
  recordPath: (id: number) => string;
  backLabel: string;
  describe: (funnel: T) => FunnelDescription;
}

/**
 * The record screen of a funnel of either kind: its facts, when each of its steps fires, the steps themselves, and
 * its actions (edit, activate or deactivate, delete).
 *
 * @example
 * <FunnelRecord resource={systemFunnels} calls={systemFunnelActions} listPath={SYSTEM_FUNNELS_PATH}
 *   recordPath={systemFunnelPath} backLabel={t('nav.systemFunnels')} describe={(funnel) => ({ ... })} />
 */
export function FunnelRecord<T extends FunnelRecordShape>({
  resource,
  calls,
  listPath,
  recordPath,
  backLabel,
  describe,
}: FunnelRecordProps<T>) {
  const { t } = useTranslation(['client', 'messaging']);
  const { id } = useParams();
  const funnelId = Number(id);
  const { data, isPending, error, refetch } = useRecord(resource, funnelId);
  const funnel = data?.record;
  const dateTime = useDateTime();
  const actions = useFunnelActions({
    resource,
    calls,
    id: funnelId,
    funnel,
    listPath,
    recordPath: recordPath(funnelId),
  });
  const described = funnel ? describe(funnel) : undefined;
  return (
    <RecordScreen
      title={funnel?.name}
      subtitle={described?.subtitle}
      status={funnel ? <FunnelStatusBadge active={funnel.is_active} /> : undefined}
      back={{ to: listingUrl(listPath), label: backLabel }}
      basePath={recordPath(funnelId)}
      actions={actions}
      isLoading={isPending}
      error={error}
      onRetry={() => void refetch()}
    >
      {funnel && described ? (
        <Stack gap="6">
          <FactList
            facts={[
              described.source,
              { label: t('funnels.fields.status'), value: <FunnelStatusBadge active={funnel.is_active} /> },
              ...(described.figures ?? []),
              {
                label: t('funnels.fields.template'),
                value: funnel.template_name || t('funnels.template.noneUsed'),
              },
              { label: t('funnels.fields.created'), value: dateTime(funnel.created_at) },
            ]}
          />
          <FunnelStepsPanel steps={toSteps(funnel.steps)} triggerLabel={described.trigger} />
        </Stack>
      ) : null}
    </RecordScreen>
  );
}
