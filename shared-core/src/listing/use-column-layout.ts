import { useCallback, useMemo, useSyncExternalStore } from 'react';
import { useSession, type ListingColumn, type ListingScope } from '@panel/shared-core';
import {
  DEFAULT_LAYOUT,
  isDefaultLayout,
  knownLayout,
  normalizeLayout,
  orderedColumns,
  shownColumns,
  withMoved,
  withPinned,
  withVisible,
  withWidth,
  type ColumnLayout,
} from './column-layout';

/**
 * The arrangement of a listing's columns the user has now (saved in a view or not), kept per user and listing in
 * localStorage (`panel.listing.<user>.<scope>/<name>.layout`), so it survives a reload and another visit without a
 * request: the table draws with it at once, before any view is loaded. The arrangement of the previous version, the
 * shown/hidden map under `panel.listing.<name>.columns`, is read once when there is no new one.
 */

const layoutKey = (user: number | string, scope: ListingScope, name: string) =>
  `panel.listing.${user}.${scope}/${name}.layout`;
const legacyKey = (name: string) => `panel.listing.${name}.columns`;

const listeners = new Set<() => void>();

function storage(): Storage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}

function readRaw(key: string): string | null {
  try {
    return storage()?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

function parse(raw: string | null): ColumnLayout | null {
  if (raw === null) return null;
  try {
    return normalizeLayout(JSON.parse(raw));
  } catch {
    return null;
  }
}

function write(key: string, layout: ColumnLayout): void {
  try {
    if (isDefaultLayout(layout)) storage()?.setItem(key, '{}');
    else storage()?.setItem(key, JSON.stringify(layout));
  } catch {
    // Private mode or a full quota: the arrangement lasts until the page is left, which is still useful.
  }
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // Another tab changing the arrangement (the storage event fires only in the other tabs).
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key.startsWith('panel.listing.')) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

export interface ColumnArrangement {
  /** The arrangement as kept (keys of columns the listing lacks left out). */
  layout: ColumnLayout;
  /** Every column, in the user's order (the Columns menu lists them so). */
  orderedColumns: ListingColumn[];
  /** The shown columns in the server's order: the phone's cards, which ignore the arrangement. */
  visibleColumns: ListingColumn[];
  /** The shown columns in the user's order: the table and the CSV export. */
  arrangedColumns: ListingColumn[];
  isVisible: (key: string) => boolean;
  /** Shows or hides a column; the last shown column cannot be hidden. */
  setVisible: (key: string, visible: boolean) => void;
  /** Moves a shown column by `delta` places among the shown ones. */
  move: (key: string, delta: number) => void;
  /** A column's width in CSS pixels; null gives it back its natural width. */
  setWidth: (key: string, px: number | null) => void;
  setPinned: (count: number) => void;
  /** Puts a whole arrangement in place (a view's). */
  apply: (layout: ColumnLayout) => void;
  /** Back to the server's defaults. */
  reset: () => void;
  /** Whether the arrangement is other than the server's defaults. */
  customized: boolean;
}

/**
 * The column arrangement of one listing, shared by every component that shows it.
 *
 * @example
 * const { arrangedColumns, move, setWidth } = useColumnLayout('common', 'application', settings?.columns ?? []);
 */
export function useColumnLayout(
  scope: ListingScope,
  name: string,
  columns: readonly ListingColumn[],
): ColumnArrangement {
  const { user } = useSession();
  const key = layoutKey(user?.id ?? 'anonymous', scope, name);
  const raw = useSyncExternalStore(
    subscribe,
    () => readRaw(key) ?? readRaw(legacyKey(name)),
    () => null,
  );
  const stored = useMemo(() => (raw === null ? null : normalizeLayout(safeJson(raw))), [raw]);
  // Keys of columns the server no longer sends are ignored here, not deleted: the column may come back.
  const layout = useMemo(() => knownLayout(stored ?? { ...DEFAULT_LAYOUT }, columns), [stored, columns]);
  const ordered = useMemo(() => orderedColumns(columns, layout), [columns, layout]);
  const visibleColumns = useMemo(() => shownColumns(columns, layout), [columns, layout]);
  const arrangedColumns = useMemo(() => shownColumns(ordered, layout), [ordered, layout]);

  // Each change starts from what is stored now, so two changes in one tick compose.
  const current = useCallback(
    () => parse(readRaw(key)) ?? parse(readRaw(legacyKey(name))) ?? { ...DEFAULT_LAYOUT },
    [key, name],
  );
  const setVisible = useCallback(
    (columnKey: string, visible: boolean) => write(key, withVisible(current(), columns, columnKey, visible)),
    [key, current, columns],
  );
  const move = useCallback(
    (columnKey: string, delta: number) => write(key, withMoved(current(), columns, columnKey, delta)),
    [key, current, columns],
  );
  const setWidth = useCallback(
    (columnKey: string, px: number | null) => write(key, withWidth(current(), columnKey, px)),
    [key, current],
  );
  const setPinned = useCallback((count: number) => write(key, withPinned(current(), count)), [key, current]);
  const apply = useCallback((next: ColumnLayout) => write(key, normalizeLayout(next)), [key]);
  const reset = useCallback(() => write(key, { ...DEFAULT_LAYOUT }), [key]);

  const visibleKeys = useMemo(() => new Set(visibleColumns.map((c) => c.key)), [visibleColumns]);
  const isVisible = useCallback((columnKey: string) => visibleKeys.has(columnKey), [visibleKeys]);

  return {
    layout,
    orderedColumns: ordered,
    visibleColumns,
    arrangedColumns,
    isVisible,
    setVisible,
    move,
    setWidth,
    setPinned,
    apply,
    reset,
    customized: !isDefaultLayout(layout),
  };
}

function safeJson(raw: string): unknown {
  try {
    return JSON.parse(raw);
  } catch {
    return null;
  }
}
