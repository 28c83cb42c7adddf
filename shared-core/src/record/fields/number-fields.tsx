import { useCallback, useState, type Ref } from 'react';
import { useTranslation } from '@panel/shared-core';
import { useController } from 'react-hook-form';
import { FormField, Input, InputGroup, Stack, useFieldDescribedBy } from '@panel/shared-core/ui';
import { RatingInput } from '@panel/shared-core/ui-heavy';
import { NumberInput } from '@panel/shared-core/ui-form';
import { KitMessages, LabelText } from './field-parts';
import type { KitFieldProps } from './text-fields';

export interface NumberFieldProps extends KitFieldProps {
  min?: number;
  max?: number;
  step?: number;
  /** Digits after the decimal separator the field keeps (0 for whole numbers). */
  fractionDigits?: number;
}

/** The decimal separator of a language ("," in Russian, "." in English). */
export function decimalSeparator(language: string): string {
  return (
    new Intl.NumberFormat(language).formatToParts(1.5).find((part) => part.type === 'decimal')?.value ?? '.'
  );
}

/**
 * The text with either separator read as the language's own: people type "4.7" in Russian and "4,7" in English, and
 * the number machine would otherwise drop the one it does not expect ("4.7" became 47). The field groups no digits, so
 * neither mark can be a thousands separator there.
 */
export function withDecimalSeparator(text: string, separator: string): string {
  return text.replace(/[.,٫]/g, separator);
}

/**
 * Makes an input read both separators: a "." or "," typed or pasted is written as the language's separator. Native
 * listeners on the input, which run before the number machine's own (React's, delegated to the root), which would
 * refuse the other mark.
 */
function useEitherSeparator(separator: string, enabled: boolean) {
  return useCallback(
    (input: HTMLInputElement | null) => {
      if (!input || !enabled) return;
      const insert = (event: Event, text: string) => {
        const fixed = withDecimalSeparator(text, separator);
        if (fixed === text) return;
        event.preventDefault();
        input.setRangeText(
          fixed,
          input.selectionStart ?? input.value.length,
          input.selectionEnd ?? input.value.length,
          'end',
        );
        // React notices a value it did not write and calls the machine's onChange, as for a typed key.
        input.dispatchEvent(new Event('input', { bubbles: true }));
      };
      const onKeyDown = (event: KeyboardEvent) => {
        if ((event.key === '.' || event.key === ',') && !event.ctrlKey && !event.metaKey && !event.altKey)
          insert(event, event.key);
      };
      const onBeforeInput = (event: InputEvent) => {
        if (event.inputType === 'insertText' && event.data) insert(event, event.data);
      };
      const onPaste = (event: ClipboardEvent) => {
        const text = event.clipboardData?.getData('text/plain');
        if (text) insert(event, text.trim());
      };
      input.addEventListener('keydown', onKeyDown);
      input.addEventListener('beforeinput', onBeforeInput);
      input.addEventListener('paste', onPaste);
      return () => {
        input.removeEventListener('keydown', onKeyDown);
        input.removeEventListener('beforeinput', onBeforeInput);
        input.removeEventListener('paste', onPaste);
      };
    },
    [separator, enabled],
  );
}

/**
 * A number, typed or stepped (arrows, the keyboard's up and down), shown in the panel's language. Empty is null.
 * Either decimal separator is read; typed digits are kept as typed (never rounded on leaving the field: the form's rule
 * names a precision it does not take).
 *
 * @example
 * <NumberField name="likes" label={t('fields.likes')} min={0} fractionDigits={0} />
 */
export function NumberField({
  name,
  label,
  helperText,
  required,
  disabled,
  min,
  max,
  step = 1,
  fractionDigits = 0,
}: NumberFieldProps) {
  const { t, i18n } = useTranslation('record');
  const { field, fieldState } = useController({ name });
  const stored = typeof field.value === 'number' && Number.isFinite(field.value) ? field.value : null;
  // The input keeps its own text while the user types ("4." on the way to "4.5"); a value set from outside (a reset,
  // a restored draft) starts it afresh with that value.
  const [reported, setReported] = useState<number | null>(stored);
  const [generation, setGeneration] = useState(0);
  if (stored !== reported) {
    setReported(stored);
    setGeneration((current) => current + 1);
  }
  const eitherSeparator = useEitherSeparator(decimalSeparator(i18n.language), fractionDigits > 0);
  const fieldRef = field.ref;
  const inputRef = useCallback(
    (input: HTMLInputElement | null) => {
      fieldRef(input);
      return eitherSeparator(input);
    },
    [fieldRef, eitherSeparator],
  );
  return (
    <FormField label={label} helperText={helperText} error={fieldState.error} required={required}>
      <NumberInput.Root
        key={generation}
        defaultValue={stored === null ? '' : String(stored)}
        onValueChange={(details) => {
          const next = Number.isFinite(details.valueAsNumber) ? details.valueAsNumber : null;
          setReported(next);
          field.onChange(next);
        }}
        min={min}
        max={max}
        step={step}
        // A typed number out of range stays as typed, for the form's rule to name the range: clamping it on blur
        // changed "7" into "5" without a word. The arrows still stop at the bounds.
        clampValueOnBlur={false}
        locale={i18n.language}
        // The steppers' names, which Chakra gives in English whatever the panel's language.
        translations={{ incrementLabel: t('fields.increment'), decrementLabel: t('fields.decrement') }}
        // No rounding when the field is left: "3.77" in a field of one decimal stays 3.77 for the rule to refuse, rather
        // than turning silently into 3.8 (fractionDigits says what the rule takes, not what the display cuts).
        formatOptions={{ maximumFractionDigits: 20, useGrouping: false }}
        inputMode={fractionDigits > 0 ? 'decimal' : 'numeric'}
        disabled={disabled}
        name={field.name}
        width="full"
      >
        <NumberInput.Control />
        <DescribedInput ref={inputRef} onBlur={field.onBlur} />
      </NumberInput.Root>
    </FormField>
  );
}

/** The number input, described by its field's hint and error (FormField describes the root, not the input). */
function DescribedInput(props: NumberInput.InputProps & { ref?: Ref<HTMLInputElement> }) {
  return <NumberInput.Input {...props} aria-describedby={useFieldDescribedBy()} />;
}

export interface MoneyFieldProps extends KitFieldProps {
  /** The currency code shown beside the amount (`USD`). */
  currency: string;
  placeholder?: string;
}

/**
 * An amount of money as the wire carries it: a decimal string (`"125.50"`), typed with the phone's decimal keyboard;
 * a comma is read as the decimal separator too.
 *
 * @example
 * <MoneyField name="amount" label={t('fields.amount')} currency="USD" required />
 */
export function MoneyField({
  name,
  label,
  helperText,
  required,
  disabled,
  currency,
  placeholder,
}: MoneyFieldProps) {
  const { field, fieldState } = useController({ name });
  return (
    <FormField label={label} helperText={helperText} error={fieldState.error} required={required}>
      <InputGroup endAddon={currency}>
        <Input
          {...field}
          value={(field.value as string | null | undefined) ?? ''}
          onChange={(event) => field.onChange(event.target.value.replace(',', '.').replace(/\s/g, ''))}
          inputMode="decimal"
          placeholder={placeholder ?? '0.00'}
          disabled={disabled}
        />
      </InputGroup>
    </FormField>
  );
}

export interface RatingFieldProps extends KitFieldProps {
  /** How many stars (5). */
  count?: number;
}

/**
 * A whole number of stars, picked with the mouse or the arrow keys.
 *
 * @example
 * <RatingField name="rating" label={t('fields.rating')} required />
 */
export function RatingField({ name, label, helperText, required, disabled, count = 5 }: RatingFieldProps) {
  const { t } = useTranslation('record');
  const { field, fieldState } = useController({ name });
  const value = typeof field.value === 'number' ? field.value : 0;
  const message = fieldState.error?.message;
  return (
    <Stack gap="1.5">
      <RatingInput
        count={count}
        value={value}
        onChange={(next) => {
          field.onChange(next);
          field.onBlur();
        }}
        disabled={disabled}
        name={field.name}
        invalid={!!message}
        inputRef={field.ref}
        controlLabel={t('fields.ratingValue', { value, count })}
        label={<LabelText label={label} required={required} />}
      />
      <KitMessages helperText={helperText} message={message} />
    </Stack>
  );
}
