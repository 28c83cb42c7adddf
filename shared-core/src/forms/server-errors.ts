import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { UNEXPECTED_ERROR, isApiError } from '../http/api-error';

/**
 * Puts the field errors of a failed call (Laravel shape, dotted keys such as `filters.created_at`) on the
 * form's fields and returns the messages that matched no field, to be shown above the form (docs/product.md, "Errors").
 * A server key that is deeper than a known field (`items.0.name` for the field `items`) goes to that field.
 * It only sets errors: what the user typed stays as it is.
 *
 * @example
 * onError: (error) => setFormErrors(applyServerErrors(error, form.setError, ['email', 'password']))
 */
export function applyServerErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  knownFields: readonly string[],
): string[] {
  if (!isApiError(error)) {
    return [error instanceof Error && error.message ? error.message : UNEXPECTED_ERROR];
  }
  const entries = Object.entries(error.errors);
  if (entries.length === 0) return [error.message];

  const byField = new Map<string, string[]>();
  const unmatched: string[] = [];
  for (const [key, messages] of entries) {
    const field = knownFields.includes(key)
      ? key
      : knownFields.filter((known) => key.startsWith(`${known}.`)).sort((a, b) => b.length - a.length)[0];
    if (field) byField.set(field, [...(byField.get(field) ?? []), ...messages]);
    else unmatched.push(...messages);
  }

  let first = true;
  for (const [field, messages] of byField) {
    setError(field as Path<T>, { type: 'server', message: messages.join(' ') }, { shouldFocus: first });
    first = false;
  }
  return unmatched;
}
