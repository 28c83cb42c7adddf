/**
 * Pure rules both sides apply: the panel's forms before a round trip, the reference server on every body. Written
 * once here (light: no zod), so the two cannot disagree on what an address, an email or an amount is.
 */

/**
 * An absolute http(s) address with a host.
 *
 * @example
 * isHttpUrl('https://example.com'); // true
 * isHttpUrl('example.com'); // false
 */
export function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
}

/** The most a one-line text field holds unless its resource names another limit (Laravel's `string` column). */
export const TEXT_MAX = 255;

/** An email address as both sides accept it: something, an @, a host with a dot, no spaces. */
export const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const isEmail = (value: string): boolean => EMAIL.test(value);
