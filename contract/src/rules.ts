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

/**
 * Money travels as decimal strings ("125.50"). Sums are done in whole cents, never in floating point, so that "balance
 * after" is exactly what the server will answer.
 */
const AMOUNT = /^\d+(\.\d{1,2})?$/;

/**
 * True for a non-negative amount with at most two decimals ("10", "10.5", "10.50"); zero is refused elsewhere.
 *
 * @example
 * isAmount('10.5'); // true
 * isAmount('10.555'); // false
 */
export function isAmount(value: string): boolean {
  return AMOUNT.test(value);
}

/**
 * Cents of a decimal string ("-12.5" → -1250), or null when it is not one.
 *
 * @example
 * toCents('12.05'); // 1205
 */
export function toCents(value: string): number | null {
  const match = /^(-)?(\d+)(?:\.(\d{1,2}))?$/.exec(value.trim());
  if (!match) return null;
  const cents = Number(match[2]) * 100 + Number((match[3] ?? '').padEnd(2, '0'));
  return match[1] ? -cents : cents;
}

/**
 * The decimal string of a number of cents.
 *
 * @example
 * fromCents(1250); // "12.50"
 */
export function fromCents(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/**
 * The sum of two decimal strings, exact; null when either is not an amount.
 *
 * @example
 * addAmounts('0.10', '0.20'); // "0.30"
 */
export function addAmounts(a: string, b: string): string | null {
  const left = toCents(a);
  const right = toCents(b);
  return left === null || right === null ? null : fromCents(left + right);
}

/** What is wrong with a host name: the key of the first rule it breaks (each side words it in its own texts). */
export type HostnameProblem =
  | 'required'
  | 'scheme'
  | 'path'
  | 'length'
  | 'lowercase'
  | 'characters'
  | 'labels'
  | 'label'
  | 'hyphen'
  | 'tld';

/**
 * The rules of a host name (a company's custom domain, an administrator's platform domain), in the order the forms
 * explain them: the first rule broken, or null. No scheme; no path, port, spaces or `@`; at most 253 characters;
 * lowercase letters, digits, hyphens and dots; at least two labels of 1 to 63 characters, none starting or ending
 * with a hyphen; a zone of 2 to 63 letters.
 *
 * @example
 * hostnameProblem('https://shop.example.com') // 'scheme'
 * hostnameProblem('shop.example.com') // null
 */
export function hostnameProblem(value: string): HostnameProblem | null {
  const name = value.trim();
  if (!name) return 'required';
  if (/^[a-z][a-z0-9+.-]*:\/\//i.test(name)) return 'scheme';
  if (/[/?#:\s@\\]/.test(name)) return 'path';
  if (name.length > 253) return 'length';
  if (/[A-Z]/.test(name)) return 'lowercase';
  if (!/^[a-z0-9.-]+$/.test(name)) return 'characters';
  const labels = name.split('.');
  if (labels.length < 2) return 'labels';
  if (labels.some((label) => label.length === 0 || label.length > 63)) return 'label';
  if (labels.some((label) => label.startsWith('-') || label.endsWith('-'))) return 'hyphen';
  if (!/^[a-z]{2,63}$/.test(labels[labels.length - 1]!)) return 'tld';
  return null;
}
