import type { ReactNode } from 'react';
import { useTranslation } from '@panel/shared-core';
import { LIMITS } from '@panel/shared-domain/messaging';
import {
  RecordForm,
  SwitchField,
  TextField,
  type FieldValues,
  type RecordCall,
  type RecordFormController,
  type RecordResource,
} from '@panel/shared-core/record';
import { Card, Stack } from '@panel/shared-core/ui';
import { TemplateDangerZone } from './danger-zone';

export interface TemplateFormProps<
  TRecord extends { id: number; name: string },
  TValues extends FieldValues,
  TOutput,
> {
  controller: RecordFormController<TRecord, TValues, TOutput>;
  /** The kind's texts: `<kind>.new`, `<kind>.editTitle`, `<kind>.description`. */
  kind: 'pushTemplates' | 'onesignalTemplates' | 'systemFunnelTemplates' | 'notificationTemplates';
  resource: RecordResource<TRecord>;
  /** The DELETE call of this kind of template. */
  deleteCall: RecordCall;
  /** The listing the user returns to once the template is deleted. */
  listPath: string;
  /** What deleting it does to what was made from it; the templates' common note by default. */
  deleteNote?: string;
  aside?: ReactNode;
  /** The fields after the name in the template's card. */
  fields: ReactNode;
  /** Whether the template is offered: a switch at the end of its card. */
  activeSwitch?: boolean;
  /** The cards between the template's card and its danger zone (its content, its steps, a test send). */
  children?: ReactNode;
}

/**
 * The edit form of an administrators' template: the header, the template's card (name, its own fields, whether it
 * is offered), the kind's other cards, and the danger zone of a saved one.
 *
 * @example
 * <TemplateForm controller={controller} kind="pushTemplates" resource={pushTemplates}
 *   deleteCall={pushTemplateActions.delete} listPath={PUSH_TEMPLATES_PATH} fields={<LanguageField />}>
 *   <PushContentCard />
 * </TemplateForm>
 */
export function TemplateForm<
  TRecord extends { id: number; name: string },
  TValues extends FieldValues,
  TOutput,
>({
  controller,
  kind,
  resource,
  deleteCall,
  listPath,
  deleteNote,
  aside,
  fields,
  activeSwitch = false,
  children,
}: TemplateFormProps<TRecord, TValues, TOutput>) {
  const { t } = useTranslation('manage');
  const template = controller.record;
  return (
    <RecordForm
      controller={controller}
      title={
        controller.mode === 'create'
          ? t(`${kind}.new`)
          : template
            ? t(`${kind}.editTitle`, { name: template.name })
            : t('templates.edit')
      }
      description={t(`${kind}.description`)}
      aside={aside}
    >
      <Card.Root variant="outline" size="sm" as="section" aria-label={t('templates.section')}>
        <Card.Body>
          <Stack gap="5">
            <TextField name="name" label={t('templates.fields.name')} maxLength={LIMITS.name} required />
            {fields}
            {activeSwitch ? (
              <SwitchField
                name="is_active"
                label={t('templates.fields.active')}
                helperText={t('templates.hints.active')}
              />
            ) : null}
          </Stack>
        </Card.Body>
      </Card.Root>
      {children}
      {template ? (
        <TemplateDangerZone
          resource={resource}
          id={template.id}
          name={template.name}
          call={deleteCall}
          listPath={listPath}
          note={deleteNote ?? t('templates.deleteNote')}
        />
      ) : null}
    </RecordForm>
  );
}
