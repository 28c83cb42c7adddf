import { useCallback, useRef, useState } from 'react';
import { useTranslation } from '@panel/shared-core';
import { useController, type KitFieldProps } from '@panel/shared-core/record';
import { Badge, FormField, HStack, IconButton, Span, Stack, Text, XIcon } from '@panel/shared-core/ui';
import type { ApplicationChoice } from './api';
import { ApplicationCombobox, choiceText } from './application-field';
import { useNamedApplications } from './use-application-search';
import '../applications/texts';

export type ApplicationsFieldProps = KitFieldProps;

/**
 * Several applications (a push's, a pixel's): the chosen ones listed by `#id name` with their status, each with its
 * remove button, and one searchable choice below that adds the application picked. A company may have a thousand
 * applications: nothing lists them all, and the keyboard meets one input and the chosen ones' buttons only. The field
 * holds the ids, in the order chosen.
 *
 * @example
 * <ApplicationsField name="application_ids" label={t('push.fields.applications')} required />
 */
export function ApplicationsField({ name, label, helperText, required, disabled }: ApplicationsFieldProps) {
  const { t } = useTranslation('applications');
  const { field, fieldState } = useController({ name });
  const ids = Array.isArray(field.value) ? (field.value as number[]) : [];
  // What this field learnt as the user picked: their names need no lookup.
  const [picked, setPicked] = useState<ReadonlyMap<number, ApplicationChoice>>(new Map());
  const { choices } = useNamedApplications(ids, picked);
  // The choice starts afresh after each pick (its text cleared): the focus goes back into it for the next one.
  const refocus = useRef(false);
  const { ref: fieldRef, onChange, onBlur } = field;
  const inputRef = useCallback(
    (input: HTMLInputElement | null) => {
      fieldRef(input);
      if (input && refocus.current) {
        refocus.current = false;
        // Once the new combobox has started: focused before, it would miss the focus and not open as one types.
        requestAnimationFrame(() => input.focus());
      }
    },
    [fieldRef],
  );
  const add = (choice: ApplicationChoice | null) => {
    if (!choice) return;
    setPicked((known) => new Map(known).set(choice.value, choice));
    refocus.current = true;
    if (!ids.includes(choice.value)) onChange([...ids, choice.value]);
  };
  return (
    <FormField
      label={label}
      helperText={helperText}
      error={fieldState.error}
      required={required}
      disabled={disabled}
    >
      <Stack gap="2" width="full">
        <ApplicationCombobox
          value={null}
          onChange={() => undefined}
          onPick={add}
          onBlur={onBlur}
          inputRef={inputRef}
          placeholder={t('choice.add')}
        />
        {ids.length === 0 ? (
          <Text textStyle="sm" color="fg.muted">
            {t('choice.nothing')}
          </Text>
        ) : (
          <Stack as="ul" gap="1" listStyleType="none" aria-label={t('choice.chosen', { count: ids.length })}>
            {ids.map((id) => {
              const choice = choices.get(id);
              const text = choice ? choiceText(choice) : `#${id}`;
              return (
                <HStack as="li" key={id} gap="2" data-testid="chosen-application">
                  <Span flex="1" minW="0" textStyle="sm">
                    <Span color="fg.muted" fontVariantNumeric="tabular-nums">
                      #{id}
                    </Span>{' '}
                    {choice?.label}
                  </Span>
                  {choice?.status && choice.status !== 'active' ? (
                    <Badge size="sm" variant="subtle">
                      {t(`status.${choice.status}`)}
                    </Badge>
                  ) : null}
                  <IconButton
                    size="2xs"
                    variant="ghost"
                    aria-label={t('choice.remove', { application: text })}
                    disabled={disabled}
                    onClick={() => onChange(ids.filter((other) => other !== id))}
                  >
                    <XIcon />
                  </IconButton>
                </HStack>
              );
            })}
          </Stack>
        )}
      </Stack>
    </FormField>
  );
}
