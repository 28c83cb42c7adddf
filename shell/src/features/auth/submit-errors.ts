import type { TFunction } from 'i18next';
import type { FieldValues, UseFormSetError } from 'react-hook-form';
import {
  UNEXPECTED_ERROR,
  applyServerErrors,
  errorMessageKey,
  isApiError,
  isValidationError,
} from '@panel/shared-core';

export interface SubmitErrorOptions {
  /** What a 401 means on this page (on the login page: wrong credentials, not an expired session). */
  unauthorized?: string;
}

/**
 * Turns a failed submit of a public form into what the form shows (docs/product.md, "Errors"): field errors of
 * a 400/422 go onto the fields (the typed values stay), and the messages that belong to no field are
 * returned for the summary above the form.
 */
export function submitErrorMessages<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly string[],
  t: TFunction,
  options: SubmitErrorOptions = {},
): string[] {
  if (isValidationError(error)) return applyServerErrors(error, setError, fields);
  if (isApiError(error)) {
    if (error.status === 401 && options.unauthorized) return [options.unauthorized];
    if (error.status === 429) return [t('auth.errors.tooManyAttempts', { ns: 'shell' })];
    // The server's own words are the most precise for the other refusals; a network failure or an
    // unreadable answer gets the core's translated text instead of "Network error".
    if (error.status >= 400 && error.status < 500 && error.message && error.message !== UNEXPECTED_ERROR) {
      return [error.message];
    }
  }
  return [t(errorMessageKey(error), { ns: 'core' })];
}
