import { z } from './form-lib';

/**
 * An absolute http(s) address. The server checks further (a public host); this catches typos before a round trip.
 *
 * @example
 * isHttpUrl('https://example.com'); // true
 * isHttpUrl('example.com'); // false
 */
export function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

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
    .refine((value) => value === '' || z.email().safeParse(value).success, message);
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
