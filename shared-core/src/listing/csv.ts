import type { ListingColumn, ListingRow } from '@panel/shared-core';
import { currencyOf, plainCell } from './format';

/** The translation function `toCsv` needs: a few words of the `listing` namespace. */
export type CsvTranslate = (key: 'cell.yes' | 'cell.no' | 'export.id' | 'export.currency') => string;

/**
 * How a spreadsheet of a language reads a CSV file: where the decimal mark is a comma (Russian), the list separator is
 * a semicolon, as Excel and LibreOffice set up for that language expect; elsewhere a comma and a decimal point.
 */
export interface CsvDialect {
  delimiter: ',' | ';';
  decimal: '.' | ',';
}

/** The dialect of a language, from its own number format. */
export function csvDialect(language: string): CsvDialect {
  const mark = new Intl.NumberFormat(language)
    .formatToParts(1.5)
    .find((part) => part.type === 'decimal')?.value;
  return mark === ',' ? { delimiter: ';', decimal: ',' } : { delimiter: ',', decimal: '.' };
}

const NUMERIC = /^-?\d+(\.\d+)?$/;

/** Byte order mark: without it Excel reads a UTF-8 file as the local code page (Cyrillic turns to garbage). */
export const CSV_BOM = '\uFEFF';
const EOL = '\r\n';

// Types whose text came from users: a leading = + - @ would be run as a formula by a spreadsheet
// (CSV injection), so it is neutralised with a quote. Numbers keep their minus sign.
const TEXT_TYPES = new Set(['text', 'status', 'link', 'image', 'tags']);
const FORMULA_START = /^[=+\-@\t\r]/;

/** One CSV field: quoted when it holds a quote, the delimiter, a line break or edge spaces (RFC 4180). */
export function csvField(value: string, delimiter: CsvDialect['delimiter'] = ','): string {
  if (/["\r\n]/.test(value) || value.includes(delimiter) || value !== value.trim())
    return `"${value.replace(/"/g, '""')}"`;
  return value;
}

/** A column of the file: a listing's column, or the currency code beside a money column. */
type CsvColumn = { label: string; cell: (row: ListingRow) => string; text: boolean };

/**
 * The CSV text (without the BOM) of rows for a spreadsheet of `dialect`: the record's id first (added when the view
 * hides it), a header of the column labels (already in the user's language), then one line per row. Numbers and money
 * are bare numbers with the dialect's decimal mark, which a spreadsheet can sum; a money column's currency is a column
 * of its own beside it (unless the view shows the currency already). Lines end with CRLF.
 *
 * @example
 * toCsv(visibleColumns, rows, (key) => t(key), csvDialect('ru')) // "ID;Name;Amount;Amount: currency\r\n7;Acme;125,50;USD\r\n"
 */
export function toCsv(
  columns: readonly ListingColumn[],
  rows: readonly ListingRow[],
  t: CsvTranslate,
  dialect: CsvDialect = { delimiter: ',', decimal: '.' },
): string {
  const labels = { yes: t('cell.yes'), no: t('cell.no') };
  const number = (text: string) =>
    dialect.decimal === ',' && NUMERIC.test(text) ? text.replace('.', ',') : text;
  const shown = new Set(columns.map((column) => column.key));
  const file: CsvColumn[] = [];
  // The record's id, which a spreadsheet needs to find a row again, even where the view does not show it.
  if (
    !columns.some((column) => column.type === 'id' || column.key === 'id') &&
    rows.some((row) => 'id' in row)
  )
    file.push({ label: t('export.id'), cell: (row) => String(row.id ?? ''), text: false });
  for (const column of columns) {
    if (column.type === 'money') {
      file.push({
        label: column.label,
        cell: (row) => {
          const value = row[column.key];
          return value === null || value === undefined || Array.isArray(value)
            ? ''
            : number(String(value).trim());
        },
        text: false,
      });
      const currencyKey = column.currencyKey ?? 'currency';
      if (!shown.has(currencyKey))
        file.push({
          label: `${column.label}: ${t('export.currency')}`,
          cell: (row) =>
            row[column.key] === null || row[column.key] === undefined ? '' : currencyOf(column, row),
          text: true,
        });
    } else if (column.type === 'number') {
      file.push({ label: column.label, cell: (row) => number(plainCell(column, row, labels)), text: false });
    } else {
      file.push({
        label: column.label,
        cell: (row) => plainCell(column, row, labels),
        text: TEXT_TYPES.has(column.type),
      });
    }
  }
  const field = (text: string) => csvField(text, dialect.delimiter);
  const lines = [file.map((column) => field(column.label)).join(dialect.delimiter)];
  for (const row of rows) {
    lines.push(
      file
        .map((column) => {
          let text = column.cell(row);
          if (column.text && FORMULA_START.test(text)) text = `'${text}`;
          return field(text);
        })
        .join(dialect.delimiter),
    );
  }
  return lines.join(EOL) + EOL;
}

/** `<name>-YYYY-MM-DD.csv` with the local date. */
export function csvFileName(name: string, date: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  const safe = name.replace(/[^\w.-]+/g, '-') || 'listing';
  return `${safe}-${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}.csv`;
}

/** The file the browser saves: the BOM and the CSV text, as UTF-8. */
export function csvBlob(csv: string): Blob {
  return new Blob([CSV_BOM, csv], { type: 'text/csv;charset=utf-8' });
}

/** Saves a blob under a name through a temporary anchor (no server round trip, works in every browser). */
export function downloadBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = fileName;
  anchor.rel = 'noopener';
  anchor.style.display = 'none';
  document.body.appendChild(anchor);
  try {
    anchor.click();
  } finally {
    anchor.remove();
    // Revoked on the next tick: some browsers start reading the URL only after click() returns.
    setTimeout(() => URL.revokeObjectURL(url), 0);
  }
}
