import type { TFunction } from '@panel/shared-core';
import { useTranslation } from '@panel/shared-core';
import { listingUrl } from '@panel/shared-core/listing';
import {
  FunnelStepsField,
  FunnelTimeline,
  emptyStep,
  stepsSchema,
  toSteps,
  nameRule,
} from '@panel/shared-domain/messaging';
import { SelectField, useRecordForm, z } from '@panel/shared-core/record';
import { useParams } from '@panel/shared-core/router';
import {
  oneSignalTemplateActions,
  oneSignalTemplates,
  type OneSignalTemplate,
} from '../../api/onesignal-templates';
import { ONESIGNAL_TEMPLATES_PATH } from '../templates/paths';
import { choiceRule } from '../templates/rules';
import { TemplateForm } from '../templates/template-form';

/** The rules of a OneSignal funnel template: a name, a language, whether it is offered, and 1 to 20 steps. */
export function oneSignalTemplateSchema(t: TFunction) {
  return z.object({
    name: nameRule(t),
    language: choiceRule(t),
    is_active: z.boolean(),
    steps: stepsSchema(t),
  });
}

/** `/manage/onesignal-templates/new` and `/manage/onesignal-templates/:id/edit`. */
export default function OneSignalTemplateFormScreen() {
  const { id } = useParams();
  return <OneSignalTemplateForm key={id ?? 'new'} id={id === undefined ? undefined : Number(id)} />;
}

function OneSignalTemplateForm({ id }: { id: number | undefined }) {
  const { t } = useTranslation('manage');
  const controller = useRecordForm({
    resource: oneSignalTemplates,
    id,
    schema: oneSignalTemplateSchema(t),
    toValues: ({
      record,
      defaults,
    }: {
      record?: OneSignalTemplate;
      defaults: Partial<OneSignalTemplate>;
    }) => {
      const source = record ?? defaults;
      const steps = toSteps(source.steps);
      return {
        name: source.name ?? '',
        language: source.language ?? null,
        is_active: source.is_active ?? true,
        steps: steps.length > 0 ? steps : [emptyStep()],
      };
    },
    returnTo: listingUrl(ONESIGNAL_TEMPLATES_PATH),
    successMessage: (saved) => t('onesignalTemplates.saved', { name: saved?.name ?? '' }),
  });
  return (
    <TemplateForm
      controller={controller}
      kind="onesignalTemplates"
      resource={oneSignalTemplates}
      deleteCall={oneSignalTemplateActions.delete}
      listPath={ONESIGNAL_TEMPLATES_PATH}
      aside={<FunnelTimeline triggerLabel={t('onesignalTemplates.trigger')} />}
      fields={
        <SelectField
          name="language"
          label={t('templates.fields.language')}
          options={controller.options.language ?? []}
          required
        />
      }
      activeSwitch
    >
      <FunnelStepsField />
    </TemplateForm>
  );
}
