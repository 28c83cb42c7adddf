import { i18n } from '../i18n/i18n';

/**
 * Money as the wire carries it: decimal strings ("125.50"). Sums are done in whole cents, never in floating point, so
 * that "balance after" is exactly what the server will answer. Both the company's deposit and the administrators'
 * manual deposit state the balance after the credit before it is sent, so both areas need these.
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

/** What `Intl.NumberFormat.format` takes: a number, or a decimal string it formats exactly. */
export type MoneyAmount = Parameters<Intl.NumberFormat['formatToParts']>[0];

// First strong isolate ... pop directional isolate: what is between them keeps its own direction.
const FSI = '\u2068';
const PDI = '\u2069';

/**
 * A currency formatter of a language, or null when Intl knows no such currency. The locale's own currency display
 * ("US$" in Arabic, "$" in English and Russian), with the symbol isolated in a right-to-left language: the Arabic
 * "84,063.42 US$" is otherwise drawn "$US 84,063.42", the "$" torn from its letters by the page's direction.
 *
 * @example
 * currencyFormat('en', 'USD')?.('1234.5'); // "$1,234.50"
 */
export function currencyFormat(language: string, currency: string): ((amount: MoneyAmount) => string) | null {
  let intl: Intl.NumberFormat;
  try {
    intl = new Intl.NumberFormat(language, { style: 'currency', currency });
  } catch {
    return null;
  }
  if (i18n.dir(language) !== 'rtl') return (amount) => intl.format(amount);
  return (amount) =>
    intl
      .formatToParts(amount)
      .map((part) => (part.type === 'currency' ? `${FSI}${part.value}${PDI}` : part.value))
      .join('');
}

/**
 * An amount in the panel's language with its currency; a value it cannot read is kept as it is.
 *
 * @example
 * formatMoney('1234.5', 'USD', 'en'); // "$1,234.50"
 */
export function formatMoney(value: string, currency: string, language: string): string {
  const number = Number(value);
  if (!Number.isFinite(number)) return `${value} ${currency}`;
  const format = currencyFormat(language, currency);
  return format ? format(number) : `${number.toFixed(2)} ${currency}`;
}
