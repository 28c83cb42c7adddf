import { useId } from 'react';
import { useTranslation } from '@panel/shared-core';
import { toSteps, type FunnelStep } from '@panel/shared-domain/messaging';
import { useFormContext, useWatch, type FormOption } from '@panel/shared-core/record';
import { Alert, Card, Field, Heading, NativeSelect, Stack, Text } from '@panel/shared-core/ui';
import { useConfirm } from '@panel/shared-core/ui-heavy';

/** The steps the user wrote something into (or added): replacing them needs their consent. */
function hasTypedSteps(steps: readonly FunnelStep[] | undefined): boolean {
  if (!steps) return false;
  return (
    steps.length > 1 ||
    steps.some((step) => [step.title, step.body, step.url].some((text) => (text ?? '').trim() !== ''))
  );
}

export interface TemplatePickerProps {
  /** The templates the create call offered (`options.template_id`), each with its `steps`. */
  templates: readonly FormOption[];
  /** How a template reads in the list ("Welcome (EN)"). */
  describe: (template: FormOption) => string;
  /** Fills what else the template carries (a system funnel's trigger). */
  onApply?: (template: FormOption) => void;
}

/**
 * "Start from a template" on a funnel's create form: choosing one of the administrators' templates fills the steps,
 * the template and, when still empty, the name. Steps the user typed are replaced only after they agree; the form says
 * which template the steps came from.
 *
 * @example
 * <TemplatePicker templates={controller.options.template_id ?? []} describe={(template) => template.label} />
 */
export function TemplatePicker({ templates, describe, onApply }: TemplatePickerProps) {
  const { t } = useTranslation('client');
  const confirm = useConfirm();
  const { getValues, setValue } = useFormContext();
  const chosen = useWatch({ name: 'template_id' }) as number | null | undefined;
  const current = templates.find((template) => String(template.value) === String(chosen ?? ''));
  const selectId = useId();
  const hintId = useId();

  const choose = async (raw: string) => {
    const template = templates.find((option) => String(option.value) === raw);
    if (!template) {
      // "No template" keeps the steps the form holds: they are the user's now.
      setValue('template_id', null, { shouldDirty: true });
      return;
    }
    const steps = getValues('steps') as FunnelStep[] | undefined;
    if (hasTypedSteps(steps)) {
      const count = steps?.length ?? 0;
      const agreed = await confirm({
        title: t('funnels.template.replaceTitle'),
        message: t('funnels.template.replace', { count, name: describe(template) }),
        confirmLabel: t('funnels.template.replaceConfirm'),
      });
      if (!agreed) return;
    }
    const given = toSteps(template.steps);
    if (given.length > 0) setValue('steps', given, { shouldDirty: true, shouldValidate: false });
    setValue('template_id', Number(template.value), { shouldDirty: true });
    if (!String(getValues('name') ?? '').trim()) setValue('name', template.label, { shouldDirty: true });
    onApply?.(template);
  };

  return (
    <Card.Root variant="outline" size="sm" as="section" aria-labelledby={`${selectId}-heading`}>
      <Card.Header>
        <Heading as="h2" size="sm" id={`${selectId}-heading`}>
          {t('funnels.template.title')}
        </Heading>
        <Text textStyle="sm" color="fg.muted" id={hintId}>
          {templates.length > 0 ? t('funnels.template.hint') : t('funnels.template.empty')}
        </Text>
      </Card.Header>
      {templates.length > 0 ? (
        <Card.Body>
          <Stack gap="3">
            <Field.Root>
              <Field.Label htmlFor={selectId}>{t('funnels.template.label')}</Field.Label>
              <NativeSelect.Root>
                <NativeSelect.Field
                  id={selectId}
                  aria-describedby={hintId}
                  value={current ? String(current.value) : ''}
                  onChange={(event) => void choose(event.target.value)}
                >
                  <option value="">{t('funnels.template.none')}</option>
                  {templates.map((template) => (
                    <option key={String(template.value)} value={String(template.value)}>
                      {describe(template)}
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
            </Field.Root>
            {current ? (
              <Alert.Root status="info" size="sm" data-testid="template-source">
                <Alert.Indicator />
                <Alert.Description>
                  {t('funnels.template.from', { name: describe(current) })}
                </Alert.Description>
              </Alert.Root>
            ) : null}
          </Stack>
        </Card.Body>
      ) : null}
    </Card.Root>
  );
}
