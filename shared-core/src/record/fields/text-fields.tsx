import { useEffect, type ReactNode } from 'react';
import { useTranslation } from '@panel/shared-core';
import { useController, useFormContext } from 'react-hook-form';
import { markSecretField } from '../drafts';
import {
  FormField,
  Input,
  InputGroup,
  PasswordInput,
  Text,
  Textarea,
  type InputProps,
} from '@panel/shared-core/ui';

/** What every field of the kit takes: the form's field name, its label, a hint, and whether it is required. */
export interface KitFieldProps {
  /** The react-hook-form field name (dotted for nested: `steps.0.title`). */
  name: string;
  label: ReactNode;
  helperText?: ReactNode;
  required?: boolean;
  disabled?: boolean;
}

export interface TextFieldProps extends KitFieldProps {
  /** `email`, `url` and `tel` bring the matching phone keyboard. */
  type?: 'text' | 'email' | 'url' | 'tel' | 'search';
  inputMode?: InputProps['inputMode'];
  placeholder?: string;
  maxLength?: number;
  autoComplete?: string;
  /** Shown before the input (a unit, a scheme). */
  startAddon?: ReactNode;
}

/**
 * A line of text, wired to the form: its value, its error (a rule of the schema or the server's 422), its label.
 *
 * @example
 * <TextField name="offer_url" type="url" label={t('fields.offerUrl')} required />
 */
export function TextField({
  name,
  label,
  helperText,
  required,
  disabled,
  type = 'text',
  inputMode,
  placeholder,
  maxLength,
  autoComplete,
  startAddon,
}: TextFieldProps) {
  const { field, fieldState } = useController({ name });
  const input = (
    <Input
      {...field}
      value={(field.value as string | null | undefined) ?? ''}
      type={type}
      inputMode={inputMode ?? (type === 'url' ? 'url' : type === 'email' ? 'email' : undefined)}
      placeholder={placeholder}
      maxLength={maxLength}
      autoComplete={autoComplete}
      disabled={disabled}
    />
  );
  return (
    <FormField label={label} helperText={helperText} error={fieldState.error} required={required}>
      {startAddon ? <InputGroup startAddon={startAddon}>{input}</InputGroup> : input}
    </FormField>
  );
}

export interface TextareaFieldProps extends KitFieldProps {
  rows?: number;
  maxLength?: number;
  placeholder?: string;
}

/**
 * Several lines of text; with `maxLength`, a counter of what is left.
 *
 * @example
 * <TextareaField name="description" label={t('fields.description')} maxLength={4000} />
 */
export function TextareaField({
  name,
  label,
  helperText,
  required,
  disabled,
  rows = 4,
  maxLength,
  placeholder,
}: TextareaFieldProps) {
  const { t } = useTranslation('record');
  const { field, fieldState } = useController({ name });
  const value = (field.value as string | null | undefined) ?? '';
  const counter =
    maxLength !== undefined ? (
      <Text as="span" color={value.length > maxLength ? 'fg.error' : undefined}>
        {t('fields.charactersLeft', { count: maxLength - value.length })}
      </Text>
    ) : null;
  return (
    <FormField
      label={label}
      helperText={
        helperText || counter ? (
          <>
            {helperText}
            {helperText && counter ? ' · ' : null}
            {counter}
          </>
        ) : undefined
      }
      error={fieldState.error}
      required={required}
    >
      <Textarea
        {...field}
        value={value}
        rows={rows}
        placeholder={placeholder}
        disabled={disabled}
        autoresize
      />
    </FormField>
  );
}

export interface SecretFieldProps extends KitFieldProps {
  /** The stored value as the server shows it (`••••1234`); when given, an empty field keeps it. */
  masked?: string | null;
  autoComplete?: string;
}

/**
 * A write-only secret (a pixel's access token, a bot's token): the stored one is never sent back, only its mask.
 * Left empty, the field keeps the stored value (the screen's payload omits it).
 *
 * @example
 * <SecretField name="access_token" label={t('fields.token')} masked={record?.access_token} />
 */
export function SecretField({
  name,
  label,
  helperText,
  required,
  disabled,
  masked,
  autoComplete = 'off',
}: SecretFieldProps) {
  const { t } = useTranslation('record');
  const { field, fieldState } = useController({ name });
  const { control } = useFormContext();
  // What is typed here never goes into the form's draft.
  useEffect(() => markSecretField(control, name), [control, name]);
  return (
    <FormField
      label={label}
      helperText={masked ? t('fields.secretKeep', { masked }) : helperText}
      error={fieldState.error}
      required={required && !masked}
    >
      <PasswordInput
        {...field}
        value={(field.value as string | null | undefined) ?? ''}
        placeholder={masked ?? undefined}
        autoComplete={autoComplete}
        disabled={disabled}
      />
    </FormField>
  );
}
