import type { FieldValues, UseFormSetError } from 'react-hook-form';
import { UNEXPECTED_ERROR, errorMessageKey, isApiError, isValidationError } from '../http/api-error';
import { i18n } from '../i18n/i18n';
import { applyServerErrors } from './server-errors';

export interface SubmitErrorOptions {
  /** What a 401 means on this form (on the login page: wrong credentials, not an expired session). */
  unauthorized?: string;
}

/**
 * Turns a failed submit into what a form shows (docs/product.md, "Errors"): the field errors of a 400/422 go onto
 * the fields (the typed values stay), and the messages that belong to no field are returned for the summary above
 * the form. A 429 and a failure without a readable answer get a translated text; other refusals keep the server's
 * own words, which are the most precise.
 *
 * @example
 * catch (error) { setMessages(submitErrorMessages(error, form.setError, ['email', 'password'])); }
 */
export function submitErrorMessages<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly string[],
  options: SubmitErrorOptions = {},
): string[] {
  if (isValidationError(error)) return applyServerErrors(error, setError, fields);
  if (isApiError(error)) {
    if (error.status === 401 && options.unauthorized) return [options.unauthorized];
    // The server's own words say how long to wait (the sign-in limit); without them, the panel's general ones.
    const said = !!error.message && error.message !== UNEXPECTED_ERROR;
    if (error.status === 429 && !said) return [i18n.t('errors.tooManyAttempts', { ns: 'core' })];
    if (error.status >= 400 && error.status < 500 && error.message && error.message !== UNEXPECTED_ERROR) {
      return [error.message];
    }
  }
  return [i18n.t(errorMessageKey(error), { ns: 'core' })];
}
