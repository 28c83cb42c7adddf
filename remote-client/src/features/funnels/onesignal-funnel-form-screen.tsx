import type { TFunction } from '@panel/shared-core';
import { useTranslation } from '@panel/shared-core';
import { listingUrl } from '@panel/shared-core/listing';
import { FunnelTimeline, emptyStep, stepsSchema, toSteps, nameRule } from '@panel/shared-domain/messaging';
import { useRecordForm, z, type FormOption } from '@panel/shared-core/record';
import { ApplicationField } from '@panel/shared-domain/choices';
import { useParams } from '@panel/shared-core/router';
import { oneSignalFunnels, type OneSignalFunnel } from '../../api/funnels';
import { FunnelForm } from './funnel-form';

import { TemplatePicker } from './template-picker';
import { ONESIGNAL_FUNNELS_PATH, oneSignalFunnelPath } from './paths';

/** The rules of a OneSignal funnel: a name, the application whose subscribers it follows, and 1..20 steps. */
export function oneSignalFunnelSchema(t: TFunction) {
  return z.object({
    name: nameRule(t),
    application_id: z
      .number()
      .nullable()
      .refine((value) => value !== null, t('validation.required')),
    template_id: z.number().nullable(),
    is_active: z.boolean(),
    steps: stepsSchema(t),
  });
}

/** "Welcome (EN)": a OneSignal template with the language its texts are in. */
export function describeOneSignalTemplate(template: FormOption): string {
  const language = typeof template.language === 'string' ? template.language.toUpperCase() : '';
  return language ? `${template.label} (${language})` : template.label;
}

const toValues = ({ record, defaults }: { record?: OneSignalFunnel; defaults: Partial<OneSignalFunnel> }) => {
  const source = record ?? defaults;
  const steps = toSteps(source.steps);
  return {
    name: source.name ?? '',
    application_id: source.application_id ?? null,
    template_id: source.template_id ?? null,
    is_active: source.is_active ?? false,
    steps: steps.length > 0 ? steps : [emptyStep()],
  };
};

/** `/client/onesignal-funnels/new` and `/client/onesignal-funnels/:id/edit`. */
export default function OneSignalFunnelFormScreen() {
  const { id } = useParams();
  return <OneSignalFunnelForm key={id ?? 'new'} id={id === undefined ? undefined : Number(id)} />;
}

function OneSignalFunnelForm({ id }: { id: number | undefined }) {
  const { t } = useTranslation(['client', 'messaging']);
  const editing = id !== undefined;
  const controller = useRecordForm({
    resource: oneSignalFunnels,
    id,
    schema: oneSignalFunnelSchema(t),
    toValues,
    returnTo: (saved) =>
      editing
        ? oneSignalFunnelPath(id)
        : saved
          ? oneSignalFunnelPath(saved.id)
          : listingUrl(ONESIGNAL_FUNNELS_PATH),
    successMessage: (saved) => t('funnels.saved', { name: saved?.name ?? '' }),
  });
  const options = controller.options;
  return (
    <FunnelForm
      controller={controller}
      kind="onesignal"
      recordPath={editing ? oneSignalFunnelPath(id) : undefined}
      aside={<FunnelTimeline triggerLabel={t('funnels.onesignal.trigger')} />}
      picker={<TemplatePicker templates={options.template_id ?? []} describe={describeOneSignalTemplate} />}
    >
      <ApplicationField
        name="application_id"
        label={t('funnels.fields.application')}
        helperText={t('funnels.onesignal.applicationHint')}
        required
      />
    </FunnelForm>
  );
}
