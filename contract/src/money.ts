/**
 * Money, which both sides sum: the panel to say the balance after a deposit before it is sent, the server to keep it.
 * Its own module, apart from the other rules, so that a page takes only the rules it uses.
 */

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
