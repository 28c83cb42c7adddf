import type { TFunction } from '@panel/shared-core';
import { useTranslation } from '@panel/shared-core';
import { listingUrl } from '@panel/shared-core/listing';
import {
  FunnelStepsField,
  FunnelTimeline,
  LIMITS,
  emptyStep,
  stepsSchema,
  toSteps,
} from '@panel/shared-core/messaging';
import { RecordForm, SelectField, SwitchField, TextField, useRecordForm, z } from '@panel/shared-core/record';
import { useParams } from '@panel/shared-core/router';
import { Card, Stack } from '@panel/shared-core/ui';
import {
  oneSignalTemplateActions,
  oneSignalTemplates,
  type OneSignalTemplate,
} from '../../api/onesignal-templates';
import { TemplateDangerZone } from '../templates/danger-zone';
import { ONESIGNAL_TEMPLATES_PATH } from '../templates/paths';
import { choiceRule, nameRule } from '../templates/rules';

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
  const template = controller.record;
  return (
    <RecordForm
      controller={controller}
      title={
        id === undefined
          ? t('onesignalTemplates.new')
          : template
            ? t('onesignalTemplates.editTitle', { name: template.name })
            : t('templates.edit')
      }
      description={t('onesignalTemplates.description')}
      aside={<FunnelTimeline triggerLabel={t('onesignalTemplates.trigger')} />}
    >
      <Card.Root variant="outline" size="sm" as="section" aria-label={t('templates.section')}>
        <Card.Body>
          <Stack gap="5">
            <TextField name="name" label={t('templates.fields.name')} maxLength={LIMITS.name} required />
            <SelectField
              name="language"
              label={t('templates.fields.language')}
              options={controller.options.language ?? []}
              required
            />
            <SwitchField
              name="is_active"
              label={t('templates.fields.active')}
              helperText={t('templates.hints.active')}
            />
          </Stack>
        </Card.Body>
      </Card.Root>
      <FunnelStepsField />
      {template ? (
        <TemplateDangerZone
          resource={oneSignalTemplates}
          id={template.id}
          name={template.name}
          call={oneSignalTemplateActions.delete}
          listPath={ONESIGNAL_TEMPLATES_PATH}
          note={t('templates.deleteNote')}
        />
      ) : null}
    </RecordForm>
  );
}
