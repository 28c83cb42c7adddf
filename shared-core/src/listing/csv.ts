import type { ListingColumn, ListingRow } from '@panel/shared-core';
import { plainCell } from './format';

/** The translation function `toCsv` needs: only `yes` and `no` of the `listing` namespace. */
export type CsvTranslate = (key: 'cell.yes' | 'cell.no') => string;

/** Byte order mark: without it Excel reads a UTF-8 file as the local code page (Cyrillic turns to garbage). */
export const CSV_BOM = '\uFEFF';
const EOL = '\r\n';

// Types whose text came from users: a leading = + - @ would be run as a formula by a spreadsheet
// (CSV injection), so it is neutralised with a quote. Numbers keep their minus sign.
const TEXT_TYPES = new Set(['text', 'status', 'link', 'image', 'tags']);
const FORMULA_START = /^[=+\-@\t\r]/;

/** One CSV field: quoted when it holds a quote, the delimiter, a line break or edge spaces (RFC 4180). */
export function csvField(value: string): string {
  if (/[",\r\n]/.test(value) || value !== value.trim()) return `"${value.replace(/"/g, '""')}"`;
  return value;
}

/**
 * The CSV text (without the BOM) of rows: a header of the column labels (already in the user's language),
 * then one line per row of plain-text values. Lines end with CRLF.
 *
 * @example
 * toCsv(visibleColumns, rows, (key) => t(key)) // "Name,Amount\r\nAcme,125.50 USD\r\n"
 */
export function toCsv(
  columns: readonly ListingColumn[],
  rows: readonly ListingRow[],
  t: CsvTranslate,
): string {
  const labels = { yes: t('cell.yes'), no: t('cell.no') };
  const lines = [columns.map((column) => csvField(column.label)).join(',')];
  for (const row of rows) {
    lines.push(
      columns
        .map((column) => {
          let text = plainCell(column, row, labels);
          if (TEXT_TYPES.has(column.type) && FORMULA_START.test(text)) text = `'${text}`;
          return csvField(text);
        })
        .join(','),
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
