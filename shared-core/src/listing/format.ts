import {
  currencyFormat,
  type ListingColumn,
  type ListingRow,
  type MoneyAmount,
  type MoneySums,
} from '@panel/shared-core';

/**
 * Plain-text formatting of cell values, shared by the table (display text), the totals row and the CSV
 * export (its own plain, machine-friendly variant). No React here: the table calls these once per cell
 * while rendering 1,000 rows, so everything expensive (Intl objects) is built once per language and cached.
 */

/** The translated words a cell may need; taken from `t` once per render, not per cell. */
export interface CellLabels {
  yes: string;
  no: string;
  /** What an empty cell shows (`—`). */
  empty: string;
}

export interface CellFormat {
  language: string;
  labels: CellLabels;
  number: Intl.NumberFormat;
  /** A money amount whose currency is unknown: a number with two decimals. */
  decimal: Intl.NumberFormat;
  date: Intl.DateTimeFormat;
  datetime: Intl.DateTimeFormat;
  /** A currency formatter (shared-core's `currencyFormat`), or null when the code is not one Intl knows. */
  money: (currency: string) => ((amount: MoneyAmount) => string) | null;
}

type IntlSet = Omit<CellFormat, 'labels' | 'language'>;

const intlCache = new Map<string, IntlSet>();

/**
 * Each Intl object is built on its first use: ICU takes milliseconds to build one (a date pattern most), and a
 * listing without dates or sums, or a count alone, needs one or two of the four. Measured on a cold listing: the
 * four built at once were ~9 ms of its first render.
 */
function buildIntl(language: string): IntlSet {
  const moneyCache = new Map<string, ((amount: MoneyAmount) => string) | null>();
  let number: Intl.NumberFormat | undefined;
  let decimal: Intl.NumberFormat | undefined;
  let date: Intl.DateTimeFormat | undefined;
  let datetime: Intl.DateTimeFormat | undefined;
  return {
    get number() {
      return (number ??= new Intl.NumberFormat(language, { maximumFractionDigits: 20 }));
    },
    get decimal() {
      return (decimal ??= new Intl.NumberFormat(language, {
        minimumFractionDigits: 2,
        maximumFractionDigits: 20,
      }));
    },
    get date() {
      return (date ??= new Intl.DateTimeFormat(language, { dateStyle: 'medium' }));
    },
    get datetime() {
      return (datetime ??= new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }));
    },
    money: (currency: string) => {
      const code = currency.trim().toUpperCase();
      if (!moneyCache.has(code))
        moneyCache.set(code, /^[A-Z]{3}$/.test(code) ? currencyFormat(language, code) : null);
      return moneyCache.get(code) ?? null;
    },
  };
}

/**
 * The formatters of a language (Intl objects cached per language for the life of the page).
 *
 * @example
 * const fmt = createCellFormat('ru', { yes: 'Да', no: 'Нет', empty: '—' });
 * formatCell(column, row, fmt);
 */
export function createCellFormat(language: string, labels: CellLabels): CellFormat {
  let intl = intlCache.get(language);
  if (!intl) {
    intl = buildIntl(language);
    intlCache.set(language, intl);
  }
  // The language's formatters under this render's labels; a spread would build every one of them.
  return Object.assign(Object.create(intl) as IntlSet, { language, labels });
}

export const DEFAULT_CURRENCY_KEY = 'currency';

export function isBlank(value: unknown): boolean {
  return (
    value === undefined ||
    value === null ||
    (typeof value === 'string' && value.trim() === '') ||
    (Array.isArray(value) && value.length === 0)
  );
}

/** A numeric value as the server may send it: a number or a decimal string. */
export function toNumeric(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'string' && value.trim() !== '') {
    const n = Number(value);
    return Number.isFinite(n) ? n : null;
  }
  return null;
}

// Intl formats a decimal string exactly (no float rounding of "0.10" + "0.20" style amounts). An Intl object's
// `format` is bound to it, so it is passed as it is.
function formatNumeric(format: (amount: MoneyAmount) => string, value: unknown): string | null {
  const n = toNumeric(value);
  if (n === null) return null;
  return format(typeof value === 'string' ? (value.trim() as MoneyAmount) : n);
}

const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A `YYYY-MM-DD` as a local calendar day (parsing it as UTC would show the day before west of Greenwich). */
export function parseDate(value: unknown): Date | null {
  if (typeof value !== 'string' && typeof value !== 'number') return null;
  if (typeof value === 'string') {
    const m = DATE_ONLY.exec(value.trim());
    if (m) return new Date(Number(m[1]), Number(m[2]) - 1, Number(m[3]));
  }
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** A status or option cell may come as `"active"` or as `{ value, label }`. */
export function statusOf(value: unknown, column?: ListingColumn): { value: string; label: string } {
  if (value && typeof value === 'object' && !Array.isArray(value)) {
    const v = value as Record<string, unknown>;
    const raw = String(v.value ?? v.key ?? v.label ?? '');
    return { value: raw, label: String(v.label ?? v.name ?? column?.valueLabels?.[raw] ?? raw) };
  }
  const raw = value === undefined || value === null ? '' : String(value);
  return { value: raw, label: column?.valueLabels?.[raw] ?? raw };
}

/** The tags of a cell, each by its label when the column knows the set (permission names, features). */
export function tagsOf(value: unknown, column?: ListingColumn): string[] {
  const label = (tag: string) => column?.valueLabels?.[tag] ?? tag;
  if (Array.isArray(value)) {
    return value
      .map((item) => (item && typeof item === 'object' ? statusOf(item).label : label(String(item ?? ''))))
      .filter((item) => item !== '');
  }
  if (typeof value === 'string' && value.trim() !== '')
    return value
      .split(',')
      .map((s) => label(s.trim()))
      .filter(Boolean);
  return [];
}

/** A text cell's words: the label of a known value (a category, a language), else the text as sent. */
function textOf(value: unknown, column: ListingColumn): string {
  if (typeof value === 'object' && value !== null) return statusOf(value).label;
  return column.valueLabels?.[String(value)] ?? String(value);
}

export function booleanOf(value: unknown): boolean | null {
  if (value === true || value === 1 || value === '1' || value === 'true') return true;
  if (value === false || value === 0 || value === '0' || value === 'false') return false;
  return null;
}

export function currencyOf(column: ListingColumn, row: ListingRow): string {
  const raw = row[column.currencyKey ?? DEFAULT_CURRENCY_KEY];
  return typeof raw === 'string' ? raw.trim() : '';
}

/** The money amount as the user reads it: `$1,234.50` (en), `1 234,50 $` (ru). */
export function formatMoney(amount: unknown, currency: string, fmt: CellFormat): string | null {
  const money = currency ? fmt.money(currency) : null;
  if (money) return formatNumeric(money, amount);
  const text = formatNumeric(fmt.decimal.format, amount);
  if (text === null) return null;
  return currency ? `${text} ${currency}` : text;
}

/**
 * The text a cell shows, in the user's language (also the totals row and titles). An empty value is
 * `labels.empty`.
 *
 * @example
 * formatCell({ key: 'amount', type: 'money', ... }, { amount: '125.50', currency: 'USD' }, fmt) // "$125.50"
 */
export function formatCell(column: ListingColumn, row: ListingRow, fmt: CellFormat): string {
  const value = row[column.key];
  if (column.type !== 'boolean' && isBlank(value)) return fmt.labels.empty;
  switch (column.type) {
    case 'id':
      // A record's number is a name, as a badge or an address prints it: "1148", never "1,148".
      return String(value);
    case 'number':
      return formatNumeric(fmt.number.format, value) ?? String(value);
    case 'money':
      // A total over several currencies: each sum in its own currency, never one figure.
      if (Array.isArray(value))
        return (value as MoneySums)
          .map(({ currency, amount }) => formatMoney(amount, currency, fmt) ?? `${amount} ${currency}`)
          .join(' · ');
      return formatMoney(value, currencyOf(column, row), fmt) ?? String(value);
    case 'date': {
      const date = parseDate(value);
      return date ? fmt.date.format(date) : String(value);
    }
    case 'datetime': {
      const date = parseDate(value);
      return date ? fmt.datetime.format(date) : String(value);
    }
    case 'boolean': {
      const b = booleanOf(value);
      return b === null ? fmt.labels.empty : b ? fmt.labels.yes : fmt.labels.no;
    }
    case 'status':
      return statusOf(value, column).label;
    case 'tags':
      return tagsOf(value, column).join(', ');
    default:
      return textOf(value, column);
  }
}

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * The plain text of a cell in an exported file: readable and re-importable rather than localised
 * (money `125.50 USD`, dates `YYYY-MM-DD`, times `YYYY-MM-DD HH:mm` in the user's zone, tags joined with `; `,
 * booleans the translated yes/no). An empty value is an empty string.
 */
export function plainCell(
  column: ListingColumn,
  row: ListingRow,
  labels: Pick<CellLabels, 'yes' | 'no'>,
): string {
  const value = row[column.key];
  if (column.type === 'boolean') {
    const b = booleanOf(value);
    return b === null ? '' : b ? labels.yes : labels.no;
  }
  if (isBlank(value)) return '';
  switch (column.type) {
    case 'money': {
      const currency = currencyOf(column, row);
      const amount = String(value).trim();
      return currency ? `${amount} ${currency}` : amount;
    }
    case 'date':
      return typeof value === 'string' && DATE_ONLY.test(value.trim())
        ? value.trim()
        : plainDate(value, false);
    case 'datetime':
      return plainDate(value, true);
    case 'tags':
      return tagsOf(value, column).join('; ');
    case 'status':
      return statusOf(value, column).label;
    default:
      return textOf(value, column);
  }
}

function plainDate(value: unknown, withTime: boolean): string {
  const date = parseDate(value);
  if (!date) return String(value);
  const day = `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
  return withTime ? `${day} ${pad(date.getHours())}:${pad(date.getMinutes())}` : day;
}
