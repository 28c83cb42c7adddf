import type { FormOption } from '@panel/shared-core/record-data';

/** The option whose value is `raw` (form values keep the option's own type: a number stays a number). */
export function optionByValue(options: readonly FormOption[], raw: unknown): FormOption | undefined {
  return options.find((option) => String(option.value) === String(raw));
}

/**
 * The label of a value among a field's options, or the value itself.
 *
 * @example
 * optionLabel(options.languages, record.language) // "Русский"
 */
export function optionLabel(options: readonly FormOption[] | undefined, value: unknown): string {
  if (value === null || value === undefined || value === '') return '';
  return optionByValue(options ?? [], value)?.label ?? String(value);
}
