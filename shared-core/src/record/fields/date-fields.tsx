import { useId } from 'react';
import { useTranslation } from '@panel/shared-core';
import { useController } from 'react-hook-form';
import { FormField, HStack, Box, Fieldset, Input } from '@panel/shared-core/ui';
import { DateInput, DateRangeInput, type DateRangeValue } from '@panel/shared-core/ui-heavy';
import { KitLegend } from './field-parts';
import type { KitFieldProps } from './text-fields';

export interface DateFieldProps extends KitFieldProps {
  min?: string;
  max?: string;
}

/**
 * A day (`YYYY-MM-DD`), picked with the panel's date picker in the panel's language. Empty is null.
 *
 * @example
 * <DateField name="shown_date" label={t('fields.shownDate')} required />
 */
export function DateField({ name, label, helperText, required, disabled, min, max }: DateFieldProps) {
  const { field, fieldState } = useController({ name });
  const id = useId();
  return (
    <FormField id={id} label={label} helperText={helperText} error={fieldState.error} required={required}>
      <DateInput
        id={id}
        name={field.name}
        value={(field.value as string | null | undefined) || null}
        onChange={(value) => field.onChange(value)}
        onBlur={field.onBlur}
        inputRef={field.ref}
        invalid={!!fieldState.error}
        disabled={disabled}
        required={required}
        min={min}
        max={max}
      />
    </FormField>
  );
}

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

/** Splits an ISO date-time (`2026-05-01T14:30:00Z` or a local `2026-05-01T14:30`) into its day and `HH:mm`. */
function splitDateTime(value: string | null | undefined): { date: string | null; time: string } {
  if (!value) return { date: null, time: '' };
  const match = /^(\d{4}-\d{2}-\d{2})(?:T(\d{2}:\d{2}))?/.exec(value);
  return match ? { date: match[1]!, time: match[2] ?? '' } : { date: null, time: '' };
}

/**
 * A moment: a day from the date picker and a time typed as `HH:mm` (24 hours, whatever the browser's locale).
 * The value is `YYYY-MM-DDTHH:mm` in the time zone the screen states, or null.
 *
 * @example
 * <DateTimeField name="send_at" label={t('fields.sendAt')} helperText={t('fields.inTimezone', { tz })} />
 */
export function DateTimeField({ name, label, helperText, required, disabled, min, max }: DateFieldProps) {
  const { t } = useTranslation('record');
  const { field, fieldState } = useController({ name });
  const id = useId();
  const { date, time } = splitDateTime(field.value as string | null);
  const emit = (nextDate: string | null, nextTime: string) =>
    field.onChange(nextDate ? `${nextDate}T${TIME.test(nextTime) ? nextTime : '00:00'}` : null);
  const message = fieldState.error?.message;
  return (
    <Fieldset.Root invalid={!!message} disabled={disabled}>
      <KitLegend label={label} required={required} />
      {helperText ? <Fieldset.HelperText>{helperText}</Fieldset.HelperText> : null}
      <HStack gap="2" align="start">
        <Box flex="1" minW="0">
          <DateInput
            id={id}
            aria-label={t('fields.date')}
            value={date}
            onChange={(next) => emit(next, time)}
            onBlur={field.onBlur}
            inputRef={field.ref}
            invalid={!!message}
            min={min}
            max={max}
          />
        </Box>
        <Input
          w="7rem"
          aria-label={t('fields.time')}
          // The pattern in the reader's letters ("чч:мм" in Russian), not a format code.
          placeholder={t('fields.timePlaceholder')}
          inputMode="numeric"
          maxLength={5}
          defaultValue={time}
          key={time}
          onBlur={(event) => {
            const text = event.target.value.trim();
            if (TIME.test(text)) emit(date, text);
            field.onBlur();
          }}
          aria-invalid={!!message || undefined}
        />
      </HStack>
      {message ? <Fieldset.ErrorText>{message}</Fieldset.ErrorText> : null}
    </Fieldset.Root>
  );
}

export interface DateRangeFieldProps extends KitFieldProps {
  min?: string;
  max?: string;
}

/**
 * A range of days (`{ from, to }`), either end optional.
 *
 * @example
 * <DateRangeField name="period" label={t('fields.period')} />
 */
export function DateRangeField({
  name,
  label,
  helperText,
  required,
  disabled,
  min,
  max,
}: DateRangeFieldProps) {
  const { t } = useTranslation('record');
  const { field, fieldState } = useController({ name });
  const value = (field.value as DateRangeValue | null | undefined) ?? {};
  const message = fieldState.error?.message;
  return (
    <Fieldset.Root invalid={!!message} disabled={disabled}>
      <KitLegend label={label} required={required} />
      {helperText ? <Fieldset.HelperText>{helperText}</Fieldset.HelperText> : null}
      <DateRangeInput
        value={value}
        onChange={(next) => {
          field.onChange(next.from || next.to ? next : null);
          field.onBlur();
        }}
        labels={{ from: t('fields.from'), to: t('fields.to') }}
        invalid={!!message}
        min={min}
        max={max}
      />
      {message ? <Fieldset.ErrorText>{message}</Fieldset.ErrorText> : null}
    </Fieldset.Root>
  );
}
