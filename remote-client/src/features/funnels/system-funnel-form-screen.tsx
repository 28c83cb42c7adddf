import { whenFieldsValid } from '@panel/contract';
import type { TFunction } from '@panel/shared-core';
import { useTranslation } from '@panel/shared-core';
import { listingUrl } from '@panel/shared-core/listing';
import {
  FunnelTimeline,
  TRIGGERS,
  TriggerFields,
  checkTrigger,
  emptyStep,
  stepsSchema,
  toSteps,
  useTriggerLabel,
  type FunnelTrigger,
  nameRule,
} from '@panel/shared-domain/messaging';
import { useFormContext, useRecordForm, useWatch, z, type FormOption } from '@panel/shared-core/record';
import { useParams } from '@panel/shared-core/router';
import { systemFunnels, type SystemFunnel } from '../../api/funnels';
import { FunnelForm } from './funnel-form';

import { TemplatePicker } from './template-picker';
import { SYSTEM_FUNNELS_PATH, systemFunnelPath } from './paths';

/**
 * The rules of a system funnel: a name, its trigger (some days without opening needs how many, 1..365; the other
 * triggers take no value) and 1..20 steps.
 */
export function systemFunnelSchema(t: TFunction) {
  return z
    .object({
      name: nameRule(t),
      trigger: z.enum(['install', 'first_open', 'inactive_days'], t('validation.required')),
      trigger_value: z.number().nullable(),
      template_id: z.number().nullable(),
      is_active: z.boolean(),
      steps: stepsSchema(t),
    })
    .superRefine(checkTrigger(t), whenFieldsValid(['trigger', 'trigger_value']));
}

type SystemValues = z.output<ReturnType<typeof systemFunnelSchema>>;

/** What is sent: a trigger without a value stores none (the contract keeps it null). */
export function systemFunnelPayload(values: SystemValues): Record<string, unknown> {
  return {
    ...values,
    trigger_value: values.trigger === 'inactive_days' ? values.trigger_value : null,
  };
}

const isTrigger = (value: unknown): value is FunnelTrigger =>
  typeof value === 'string' && (TRIGGERS as readonly string[]).includes(value);

const toValues = ({ record, defaults }: { record?: SystemFunnel; defaults: Partial<SystemFunnel> }) => {
  const source = record ?? defaults;
  const steps = toSteps(source.steps);
  return {
    name: source.name ?? '',
    trigger: isTrigger(source.trigger) ? source.trigger : ('install' as FunnelTrigger),
    trigger_value: source.trigger_value ?? null,
    template_id: source.template_id ?? null,
    is_active: source.is_active ?? false,
    steps: steps.length > 0 ? steps : [emptyStep()],
  };
};

/** The timeline of the form's steps, starting from the trigger the form holds. */
function SystemTimeline() {
  const triggerLabel = useTriggerLabel();
  const [trigger, value] = useWatch({ name: ['trigger', 'trigger_value'] }) as [string, number | null];
  return <FunnelTimeline triggerLabel={triggerLabel(trigger ?? 'install', value)} />;
}

/** The template picker of a new system funnel: a template brings its trigger along with its steps. */
function SystemTemplatePicker({ templates }: { templates: readonly FormOption[] }) {
  const triggerLabel = useTriggerLabel();
  const { setValue } = useFormContext();
  return (
    <TemplatePicker
      templates={templates}
      describe={(template) =>
        isTrigger(template.trigger)
          ? `${template.label} (${triggerLabel(template.trigger, Number(template.trigger_value) || null)})`
          : template.label
      }
      onApply={(template) => {
        if (!isTrigger(template.trigger)) return;
        setValue('trigger', template.trigger, { shouldDirty: true });
        const days = Number(template.trigger_value);
        setValue(
          'trigger_value',
          template.trigger === 'inactive_days' && Number.isFinite(days) && days > 0 ? days : null,
          { shouldDirty: true },
        );
      }}
    />
  );
}

/** `/client/system-funnels/new` and `/client/system-funnels/:id/edit`. */
export default function SystemFunnelFormScreen() {
  const { id } = useParams();
  return <SystemFunnelForm key={id ?? 'new'} id={id === undefined ? undefined : Number(id)} />;
}

function SystemFunnelForm({ id }: { id: number | undefined }) {
  // The triggers' rules and texts are in the shared messaging namespace: both load before the form shows.
  const { t } = useTranslation(['client', 'messaging']);
  const editing = id !== undefined;
  const controller = useRecordForm({
    resource: systemFunnels,
    id,
    schema: systemFunnelSchema(t),
    toValues,
    toPayload: systemFunnelPayload,
    returnTo: (saved) =>
      editing ? systemFunnelPath(id) : saved ? systemFunnelPath(saved.id) : listingUrl(SYSTEM_FUNNELS_PATH),
    successMessage: (saved) => t('funnels.saved', { name: saved?.name ?? '' }),
  });
  const options = controller.options;
  return (
    <FunnelForm
      controller={controller}
      kind="system"
      recordPath={editing ? systemFunnelPath(id) : undefined}
      aside={<SystemTimeline />}
      picker={<SystemTemplatePicker templates={options.template_id ?? []} />}
    >
      <TriggerFields options={options.trigger} />
    </FunnelForm>
  );
}
