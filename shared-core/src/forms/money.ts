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

/** Intl takes at most this many decimals. */
const MAX_DIGITS = 20;

/**
 * How many decimals an amount is shown with: the currency's minor units (`minor`), more when the stored value has more
 * digits, trailing zeros beyond the minor units trimmed. A price per install stored as "0.0450" is "$0.045", never
 * "$0.05": rounding it to cents made two tiers read the same. A number (not a wire string) is read at 15 significant
 * digits, so that float noise (0.1 + 0.2) adds no digits.
 *
 * @example
 * moneyDigits('0.0450', 2); // 3
 * moneyDigits('12.5', 2); // 2
 */
export function moneyDigits(amount: MoneyAmount, minor: number): number {
  const text =
    typeof amount === 'number'
      ? String(Number(amount.toPrecision(15)))
      : typeof amount === 'string'
        ? amount.trim()
        : '';
  const fraction = /^[-+]?\d*\.(\d+)$/.exec(text)?.[1]?.replace(/0+$/, '') ?? '';
  return Math.min(MAX_DIGITS, Math.max(minor, fraction.length));
}

/**
 * A currency formatter of a language, or null when Intl knows no such currency. The locale's own currency display
 * ("US$" in Arabic, "$" in English and Russian), with the symbol isolated in a right-to-left language: the Arabic
 * "84,063.42 US$" is otherwise drawn "$US 84,063.42", the "$" torn from its letters by the page's direction. Each
 * amount keeps the precision it is stored with (`moneyDigits`); give it the wire's decimal string, which Intl formats
 * exactly.
 *
 * @example
 * currencyFormat('en', 'USD')?.('1234.5'); // "$1,234.50"
 * currencyFormat('en', 'USD')?.('0.0450'); // "$0.045"
 */
export function currencyFormat(language: string, currency: string): ((amount: MoneyAmount) => string) | null {
  let intl: Intl.NumberFormat;
  try {
    intl = new Intl.NumberFormat(language, { style: 'currency', currency });
  } catch {
    return null;
  }
  const minor = intl.resolvedOptions().maximumFractionDigits ?? 2;
  // A finer amount is rare (prices per install): its formatter is built on first use, one per number of decimals.
  const finer = new Map<number, Intl.NumberFormat>();
  const intlFor = (amount: MoneyAmount): Intl.NumberFormat => {
    const digits = moneyDigits(amount, minor);
    if (digits <= minor) return intl;
    let found = finer.get(digits);
    if (!found) {
      found = new Intl.NumberFormat(language, {
        style: 'currency',
        currency,
        minimumFractionDigits: minor,
        maximumFractionDigits: digits,
      });
      finer.set(digits, found);
    }
    return found;
  };
  if (i18n.dir(language) !== 'rtl') return (amount) => intlFor(amount).format(amount);
  return (amount) =>
    intlFor(amount)
      .formatToParts(amount)
      .map((part) => (part.type === 'currency' ? `${FSI}${part.value}${PDI}` : part.value))
      .join('');
}

/**
 * An amount in the panel's language with its currency, at the precision it is stored with; a value it cannot read is
 * kept as it is.
 *
 * @example
 * formatMoney('1234.5', 'USD', 'en'); // "$1,234.50"
 * formatMoney('0.0450', 'USD', 'en'); // "$0.045"
 */
export function formatMoney(value: string, currency: string, language: string): string {
  const number = Number(value);
  if (value.trim() === '' || !Number.isFinite(number)) return `${value} ${currency}`;
  const format = currencyFormat(language, currency);
  // The decimal string itself, which Intl formats exactly: a number would lose what a double cannot hold.
  const amount = value.trim() as MoneyAmount;
  return format ? format(amount) : `${number.toFixed(moneyDigits(amount, 2))} ${currency}`;
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
