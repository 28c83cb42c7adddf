import { whenFieldsValid } from '@panel/contract';
import type { TFunction } from '@panel/shared-core';
import { useTranslation } from '@panel/shared-core';
import { listingUrl } from '@panel/shared-core/listing';
import {
  FunnelStepsField,
  FunnelTimeline,
  TriggerFields,
  checkTrigger,
  emptyStep,
  stepsSchema,
  toSteps,
  useTriggerLabel,
  nameRule,
} from '@panel/shared-domain/messaging';
import { useRecordForm, useWatch, z } from '@panel/shared-core/record';
import { useParams } from '@panel/shared-core/router';
import {
  systemFunnelTemplateActions,
  systemFunnelTemplates,
  type SystemFunnelTemplate,
} from '../../api/system-funnel-templates';
import { SYSTEM_FUNNEL_TEMPLATES_PATH } from '../templates/paths';
import { TemplateForm } from '../templates/template-form';

/** The rules of a system funnel template: a name, a trigger (with its days when inactivity), and 1 to 20 steps. */
export function systemFunnelTemplateSchema(t: TFunction) {
  return z
    .object({
      name: nameRule(t),
      trigger: z.string().min(1, t('messaging:rules.required')),
      trigger_value: z.number().nullable(),
      is_active: z.boolean(),
      steps: stepsSchema(t),
    })
    .superRefine(checkTrigger(t), whenFieldsValid(['trigger', 'trigger_value']));
}

/** The timeline, counted from the trigger the form holds ("3 days without opening"). */
function TriggerTimeline() {
  const triggerLabel = useTriggerLabel();
  const [trigger, value] = useWatch({ name: ['trigger', 'trigger_value'] }) as [string, number | null];
  return <FunnelTimeline triggerLabel={triggerLabel(trigger ?? '', value)} />;
}

/** `/manage/system-funnel-templates/new` and `/manage/system-funnel-templates/:id/edit`. */
export default function SystemFunnelTemplateFormScreen() {
  const { id } = useParams();
  return <SystemFunnelTemplateForm key={id ?? 'new'} id={id === undefined ? undefined : Number(id)} />;
}

function SystemFunnelTemplateForm({ id }: { id: number | undefined }) {
  const { t } = useTranslation('manage');
  const controller = useRecordForm({
    resource: systemFunnelTemplates,
    id,
    schema: systemFunnelTemplateSchema(t),
    toValues: ({
      record,
      defaults,
    }: {
      record?: SystemFunnelTemplate;
      defaults: Partial<SystemFunnelTemplate>;
    }) => {
      const source = record ?? defaults;
      const steps = toSteps(source.steps);
      return {
        name: source.name ?? '',
        trigger: source.trigger ?? 'install',
        trigger_value: source.trigger_value ?? null,
        is_active: source.is_active ?? true,
        steps: steps.length > 0 ? steps : [emptyStep()],
      };
    },
    // Only inactivity counts days; the other triggers store none.
    toPayload: (values) => ({
      ...values,
      trigger_value: values.trigger === 'inactive_days' ? values.trigger_value : null,
    }),
    returnTo: listingUrl(SYSTEM_FUNNEL_TEMPLATES_PATH),
    successMessage: (saved) => t('systemFunnelTemplates.saved', { name: saved?.name ?? '' }),
  });
  return (
    <TemplateForm
      controller={controller}
      kind="systemFunnelTemplates"
      resource={systemFunnelTemplates}
      deleteCall={systemFunnelTemplateActions.delete}
      listPath={SYSTEM_FUNNEL_TEMPLATES_PATH}
      aside={<TriggerTimeline />}
      fields={<TriggerFields options={controller.options.trigger} />}
      activeSwitch
    >
      <FunnelStepsField />
    </TemplateForm>
  );
}
