import { isEmail, isHttpUrl } from '@panel/contract';
import { z } from './form-lib';

export { isHttpUrl };

/**
 * A text field that may stay empty or hold an e-mail address, trimmed; `message` names the mistake.
 *
 * @example
 * z.object({ contact_email: optionalEmail(t('validation.email')) });
 */
export function optionalEmail(message: string) {
  return z
    .string()
    .trim()
    .refine((value) => value === '' || isEmail(value), message);
}

/**
 * A text field that may stay empty or hold an absolute http(s) address, trimmed; `message` names the mistake.
 *
 * @example
 * z.object({ website: optionalHttpUrl(t('validation.url')) });
 */
export function optionalHttpUrl(message: string) {
  return z
    .string()
    .trim()
    .refine((value) => value === '' || isHttpUrl(value), message);
}
