import type { TFunction } from '@panel/shared-core';
import { useTranslation } from '@panel/shared-core';
import { listingUrl } from '@panel/shared-core/listing';
import { PushContentFields, PushPreview, pushContentShape, nameRule } from '@panel/shared-domain/messaging';
import { SelectField, useRecordForm, z } from '@panel/shared-core/record';
import { useParams } from '@panel/shared-core/router';
import { Card } from '@panel/shared-core/ui';
import { pushTemplateActions, pushTemplates, type PushTemplate } from '../../api/push-templates';
import { PUSH_TEMPLATES_PATH } from '../templates/paths';
import { choiceRule } from '../templates/rules';
import { TemplateForm } from '../templates/template-form';

/** The rules of a push template: a name, a language and a push's content (the contract's push rules). */
export function pushTemplateSchema(t: TFunction) {
  return z.object({ name: nameRule(t), language: choiceRule(t), ...pushContentShape(t) });
}

/** `/manage/push-templates/new` and `/manage/push-templates/:id/edit`. */
export default function PushTemplateFormScreen() {
  const { id } = useParams();
  return <PushTemplateForm key={id ?? 'new'} id={id === undefined ? undefined : Number(id)} />;
}

function PushTemplateForm({ id }: { id: number | undefined }) {
  const { t } = useTranslation('manage');
  const controller = useRecordForm({
    resource: pushTemplates,
    id,
    schema: pushTemplateSchema(t),
    toValues: ({ record, defaults }: { record?: PushTemplate; defaults: Partial<PushTemplate> }) => {
      const source = record ?? defaults;
      return {
        name: source.name ?? '',
        language: source.language ?? null,
        title: source.title ?? '',
        body: source.body ?? '',
        url: source.url ?? '',
        icon_url: source.icon_url ?? '',
        image_url: source.image_url ?? null,
      };
    },
    // An empty picture is "none", as the contract stores it.
    toPayload: (values) => ({ ...values, image_url: values.image_url || null }),
    returnTo: listingUrl(PUSH_TEMPLATES_PATH),
    successMessage: (saved) => t('pushTemplates.saved', { name: saved?.name ?? '' }),
  });
  return (
    <TemplateForm
      controller={controller}
      kind="pushTemplates"
      resource={pushTemplates}
      deleteCall={pushTemplateActions.delete}
      listPath={PUSH_TEMPLATES_PATH}
      aside={<PushPreview />}
      fields={
        <SelectField
          name="language"
          label={t('templates.fields.language')}
          helperText={t('pushTemplates.languageHint')}
          options={controller.options.language ?? []}
          required
        />
      }
    >
      <Card.Root variant="outline" size="sm" as="section" aria-label={t('pushTemplates.content')}>
        <Card.Body>
          <PushContentFields />
        </Card.Body>
      </Card.Root>
    </TemplateForm>
  );
}
