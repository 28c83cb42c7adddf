import type { ReactNode } from 'react';
import { useTranslation } from '@panel/shared-core';
import { FunnelStepsField } from '@panel/shared-domain/messaging';
import {
  RecordForm,
  SwitchField,
  TextField,
  type FieldValues,
  type RecordFormController,
} from '@panel/shared-core/record';
import { Card, Stack } from '@panel/shared-core/ui';

export interface FunnelFormProps<
  TRecord extends { name: string; template_name?: string | null },
  TValues extends FieldValues,
  TOutput,
> {
  controller: RecordFormController<TRecord, TValues, TOutput>;
  /** The kind's texts: `funnels.<kind>.newTitle`, `.editTitle`, `.edit`, `.description`, `.activeHint`. */
  kind: 'onesignal' | 'system';
  /** The funnel's record screen; none for a new one. */
  recordPath: string | undefined;
  aside: ReactNode;
  /** "Start from a template", shown on a new funnel only. */
  picker: ReactNode;
  /** The funnel's own fields, between its name and whether it is active. */
  children: ReactNode;
}

/**
 * The form of a funnel (OneSignal or system): the template picker of a new one, the funnel's card (name, its own
 * fields, active), then its steps; the timeline beside them.
 *
 * @example
 * <FunnelForm controller={controller} kind="system" recordPath={id && systemFunnelPath(id)} aside={<SystemTimeline />}
 *   picker={<SystemTemplatePicker templates={options.template_id ?? []} />}>
 *   <TriggerFields options={options.trigger} />
 * </FunnelForm>
 */
export function FunnelForm<
  TRecord extends { name: string; template_name?: string | null },
  TValues extends FieldValues,
  TOutput,
>({ controller, kind, recordPath, aside, picker, children }: FunnelFormProps<TRecord, TValues, TOutput>) {
  // The steps' rules and texts are in the shared messaging namespace: both are loaded before the form shows.
  const { t } = useTranslation(['client', 'messaging']);
  const funnel = controller.record;
  const editing = recordPath !== undefined;
  return (
    <RecordForm
      controller={controller}
      title={
        editing
          ? funnel
            ? t(`funnels.${kind}.editTitle`, { name: funnel.name })
            : t(`funnels.${kind}.edit`)
          : t(`funnels.${kind}.newTitle`)
      }
      description={
        funnel?.template_name
          ? `${t(`funnels.${kind}.description`)} ${t('funnels.template.madeFrom', { name: funnel.template_name })}`
          : t(`funnels.${kind}.description`)
      }
      aside={aside}
      record={recordPath !== undefined ? { name: funnel?.name, path: recordPath } : undefined}
    >
      {editing ? null : picker}
      <Card.Root variant="outline" size="sm" as="section" aria-label={t('funnels.sections.funnel')}>
        <Card.Body>
          <Stack gap="5">
            <TextField name="name" label={t('funnels.fields.name')} required maxLength={100} />
            {children}
            <SwitchField
              name="is_active"
              label={t('funnels.fields.active')}
              helperText={t(`funnels.${kind}.activeHint`)}
            />
          </Stack>
        </Card.Body>
      </Card.Root>
      <FunnelStepsField />
    </RecordForm>
  );
}
