import type { ListingColumn, ListingMeta, ListingRow } from '@panel/shared-core';
import { rowIdOf } from './use-list-selection';

/**
 * Why a row is in a search's answer when its name does not say (meta.matched_in): the labels of the columns that
 * matched, for the table's and the cards' "Found in: …" note. Hidden columns count too: a row found by a column the
 * user has hidden would otherwise look like a wrong answer.
 *
 * @example matchedLabels(meta, settings.columns)(row) // ['E-mail']
 */
export function matchedLabels(
  meta: ListingMeta | undefined,
  columns: readonly ListingColumn[] | undefined,
): (row: ListingRow) => string[] | undefined {
  const found = meta?.matched_in;
  if (!found || !columns) return () => undefined;
  const labels = new Map(columns.map((column) => [column.key, column.label]));
  return (row) => {
    const keys = found[String(rowIdOf(row))];
    if (!keys?.length) return undefined;
    return keys.map((key) => labels.get(key) ?? key);
  };
}

/**
 * The visible column under whose cell the note goes: the one that names the row, as the server ranks it (`name`,
 * `title`, the first link), else the first column that is text, else the first.
 */
export function noteColumnKey(columns: readonly ListingColumn[]): string | undefined {
  return (
    columns.find((column) => column.key === 'name' || column.key === 'title')?.key ??
    columns.find((column) => column.type === 'link')?.key ??
    columns.find((column) => column.type === 'text')?.key ??
    columns[0]?.key
  );
}
