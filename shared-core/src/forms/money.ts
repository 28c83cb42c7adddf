import { i18n } from '../i18n/i18n';

/**
 * Money as the wire carries it: decimal strings ("125.50"), summed in whole cents by the contract's rules (the server
 * applies the same). Both the company's deposit and the administrators' manual deposit state the balance after the
 * credit before it is sent, so both areas need these.
 */
export { addAmounts, fromCents, isAmount, toCents } from '@panel/contract';

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

/**
 * A number in the panel's language with exactly `fractionDigits` decimals, for the sample values and bounds that hints
 * and errors quote: a Russian reader is shown "150,50", the form they type, never the wire's "150.50".
 *
 * @example
 * formatDecimal('150.5', 'ru', 2); // "150,50"
 */
export function formatDecimal(value: string | number, language: string, fractionDigits = 0): string {
  const number = Number(value);
  if (!Number.isFinite(number)) return String(value);
  return new Intl.NumberFormat(language, {
    minimumFractionDigits: fractionDigits,
    maximumFractionDigits: fractionDigits,
  }).format(number);
}
