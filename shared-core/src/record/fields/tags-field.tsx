import { useId } from 'react';
import { useTranslation } from '@panel/shared-core';
import { useController } from 'react-hook-form';
import { FormField } from '@panel/shared-core/ui';
import { TagsEditor } from '@panel/shared-core/ui-heavy';
import type { KitFieldProps } from './text-fields';

export interface TagsFieldProps extends KitFieldProps {
  /** The most tags the field takes. */
  max?: number;
  placeholder?: string;
}

/**
 * A list of short texts (events, features): typed, confirmed with Enter or a comma, removed with Backspace or their
 * button.
 *
 * @example
 * <TagsField name="events" label={t('fields.events')} />
 */
export function TagsField({ name, label, helperText, required, disabled, max, placeholder }: TagsFieldProps) {
  const { t } = useTranslation('record');
  const { field, fieldState } = useController({ name });
  const value = Array.isArray(field.value) ? (field.value as string[]) : [];
  const id = useId();
  return (
    <FormField
      id={id}
      label={label}
      helperText={helperText ?? t('fields.tagsHint')}
      error={fieldState.error}
      required={required}
    >
      <TagsEditor
        id={id}
        value={value}
        onChange={(next) => field.onChange(next)}
        max={max}
        disabled={disabled}
        name={field.name}
        inputRef={field.ref}
        onBlur={field.onBlur}
        placeholder={placeholder ?? t('fields.addTag')}
      />
    </FormField>
  );
}
