import { LISTING_VIEW_LIMITS, type ListingColumnLayout } from '@panel/contract';
import type { ListingColumn } from '@panel/shared-core';

/**
 * How a user arranged a listing's columns (the contract's `ListingColumnLayout`): their order, which ones they showed
 * or hid against the server's defaults, their widths and how many first columns stay in view while the table scrolls
 * sideways. Only departures from the server's defaults are kept, so a column the server adds later shows up with its
 * own default (after the ones the user ordered), and a column it drops is left out (and said, when a view names it).
 * Pure functions: the store is `use-column-layout.ts`, the views keep the same shape.
 */
export type ColumnLayout = ListingColumnLayout;

/** The first column (after the selection) stays in view by default: it names the row. */
export const DEFAULT_PINNED = 1;

export const { min: MIN_COLUMN_WIDTH, max: MAX_COLUMN_WIDTH } = LISTING_VIEW_LIMITS.width;
export const MAX_PINNED = LISTING_VIEW_LIMITS.pinned;

/** The server's defaults: nothing moved, shown, hidden or sized; the first column pinned. */
export const DEFAULT_LAYOUT: Readonly<ColumnLayout> = Object.freeze({
  order: [],
  visible: {},
  widths: {},
  pinned: DEFAULT_PINNED,
});

const isRecord = (value: unknown): value is Record<string, unknown> =>
  !!value && typeof value === 'object' && !Array.isArray(value);

export const clampWidth = (px: number): number =>
  Math.round(Math.min(MAX_COLUMN_WIDTH, Math.max(MIN_COLUMN_WIDTH, px)));

/**
 * A layout read from storage or from a view: whatever is not of the right shape is left out, so an old or hand-edited
 * value never reaches the table. The older form, the bare map of shown/hidden columns, is read as `visible`.
 */
export function normalizeLayout(raw: unknown): ColumnLayout {
  if (!isRecord(raw)) return { ...DEFAULT_LAYOUT };
  const legacy = !('order' in raw) && !('visible' in raw) && !('widths' in raw) && !('pinned' in raw);
  const visibleRaw = legacy ? raw : raw.visible;
  const visible = isRecord(visibleRaw)
    ? Object.fromEntries(
        Object.entries(visibleRaw).filter(
          (entry): entry is [string, boolean] => typeof entry[1] === 'boolean',
        ),
      )
    : {};
  const order = Array.isArray(raw.order)
    ? [...new Set(raw.order.filter((key): key is string => typeof key === 'string'))]
    : [];
  const widths = isRecord(raw.widths)
    ? Object.fromEntries(
        Object.entries(raw.widths)
          .filter(
            (entry): entry is [string, number] => typeof entry[1] === 'number' && Number.isFinite(entry[1]),
          )
          .map(([key, px]) => [key, clampWidth(px)]),
      )
    : {};
  const pinned =
    typeof raw.pinned === 'number' && Number.isInteger(raw.pinned)
      ? Math.min(MAX_PINNED, Math.max(0, raw.pinned))
      : DEFAULT_PINNED;
  return { order, visible, widths, pinned };
}

/** The keys a layout names that the listing's columns do not have (a column the server dropped). */
export function unknownColumnKeys(layout: ColumnLayout, columns: readonly ListingColumn[]): string[] {
  const known = new Set(columns.map((column) => column.key));
  const named = [...layout.order, ...Object.keys(layout.visible), ...Object.keys(layout.widths)];
  return [...new Set(named.filter((key) => !known.has(key)))];
}

/** The layout without the columns the listing does not have. */
export function knownLayout(layout: ColumnLayout, columns: readonly ListingColumn[]): ColumnLayout {
  const known = new Set(columns.map((column) => column.key));
  const keep = <T>(entries: Record<string, T>) =>
    Object.fromEntries(Object.entries(entries).filter(([key]) => known.has(key)));
  return {
    order: layout.order.filter((key) => known.has(key)),
    visible: keep(layout.visible),
    widths: keep(layout.widths),
    pinned: layout.pinned,
  };
}

/** Every column in the user's order: the ones the layout orders first, the rest after them in the server's order. */
export function orderedColumns(columns: readonly ListingColumn[], layout: ColumnLayout): ListingColumn[] {
  const byKey = new Map(columns.map((column) => [column.key, column]));
  const first = layout.order.flatMap((key) => byKey.get(key) ?? []);
  const placed = new Set(first.map((column) => column.key));
  return [...first, ...columns.filter((column) => !placed.has(column.key))];
}

/** Whether a column is shown: the user's choice, else the server's `hidden`. */
export function isShown(column: ListingColumn, layout: ColumnLayout): boolean {
  return layout.visible[column.key] ?? !column.hidden;
}

/**
 * The columns shown, in `columns`' order; never none (a layout that hides everything falls back to the server's
 * defaults).
 */
export function shownColumns(columns: readonly ListingColumn[], layout: ColumnLayout): ListingColumn[] {
  const shown = columns.filter((column) => isShown(column, layout));
  if (shown.length > 0 || columns.length === 0) return shown;
  const defaults = columns.filter((column) => !column.hidden);
  return defaults.length > 0 ? defaults : [...columns];
}

/** Shows or hides a column; the last shown column stays. */
export function withVisible(
  layout: ColumnLayout,
  columns: readonly ListingColumn[],
  key: string,
  visible: boolean,
): ColumnLayout {
  const column = columns.find((c) => c.key === key);
  if (!column) return layout;
  const shown = shownColumns(columns, layout);
  if (!visible && shown.length <= 1 && shown[0]?.key === key) return layout;
  const next = { ...layout.visible };
  if (visible === !column.hidden) delete next[key];
  else next[key] = visible;
  return { ...layout, visible: next };
}

/**
 * Moves a column by `delta` places among the shown ones (what the user sees move), keeping the hidden ones where they
 * were. The whole order is written down, so that it holds when the server reorders its columns.
 */
export function withMoved(
  layout: ColumnLayout,
  columns: readonly ListingColumn[],
  key: string,
  delta: number,
): ColumnLayout {
  const all = orderedColumns(columns, layout).map((column) => column.key);
  const shown = shownColumns(orderedColumns(columns, layout), layout).map((column) => column.key);
  const from = shown.indexOf(key);
  const to = Math.min(shown.length - 1, Math.max(0, from + delta));
  if (from < 0 || to === from) return layout;
  const target = shown[to]!;
  const order = all.filter((k) => k !== key);
  const at = order.indexOf(target);
  order.splice(delta > 0 ? at + 1 : at, 0, key);
  const serverOrder = columns.map((column) => column.key);
  return { ...layout, order: sameList(order, serverOrder) ? [] : order };
}

/** Sets a column's width (clamped to the contract's limits), or back to its natural width with null. */
export function withWidth(layout: ColumnLayout, key: string, px: number | null): ColumnLayout {
  const widths = { ...layout.widths };
  if (px === null) delete widths[key];
  else widths[key] = clampWidth(px);
  return { ...layout, widths };
}

export function withPinned(layout: ColumnLayout, pinned: number): ColumnLayout {
  return { ...layout, pinned: Math.min(MAX_PINNED, Math.max(0, Math.round(pinned))) };
}

const sameList = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((value, index) => value === b[index]);

/** Whether the layout is the server's defaults (for "reset columns" and the views' "changed" mark). */
export function isDefaultLayout(layout: ColumnLayout): boolean {
  return (
    layout.order.length === 0 &&
    Object.keys(layout.visible).length === 0 &&
    Object.keys(layout.widths).length === 0 &&
    layout.pinned === DEFAULT_PINNED
  );
}

/** Whether two layouts arrange the listing's columns alike (keys of columns it lacks aside). */
export function sameLayout(a: ColumnLayout, b: ColumnLayout, columns: readonly ListingColumn[]): boolean {
  const order = (layout: ColumnLayout) => orderedColumns(columns, layout).map((column) => column.key);
  const shown = (layout: ColumnLayout) => shownColumns(columns, layout).map((column) => column.key);
  const known = (layout: ColumnLayout) => knownLayout(layout, columns).widths;
  const widthsA = known(a);
  const widthsB = known(b);
  return (
    sameList(order(a), order(b)) &&
    sameList(shown(a), shown(b)) &&
    a.pinned === b.pinned &&
    Object.keys(widthsA).length === Object.keys(widthsB).length &&
    Object.entries(widthsA).every(([key, px]) => widthsB[key] === px)
  );
}
