import { useCallback, useMemo, useSyncExternalStore } from 'react';
import type { ListingColumn } from '@panel/shared-core';

/**
 * The columns a user chose to see, remembered per listing in localStorage (`panel.listing.<name>.columns`).
 * Only the user's departures from the server's defaults are stored (`{ "email": false, "notes": true }`), so a
 * column the server adds later shows up with its own default instead of being hidden by an old choice.
 */

export type ColumnOverrides = Record<string, boolean>;

const columnsStorageKey = (name: string) => `panel.listing.${name}.columns`;

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

export function parseOverrides(raw: string | null): ColumnOverrides {
  if (!raw) return {};
  try {
    const value: unknown = JSON.parse(raw);
    if (!value || typeof value !== 'object' || Array.isArray(value)) return {};
    return Object.fromEntries(
      Object.entries(value as Record<string, unknown>).filter(
        (entry): entry is [string, boolean] => typeof entry[1] === 'boolean',
      ),
    );
  } catch {
    return {};
  }
}

function writeOverrides(key: string, overrides: ColumnOverrides): void {
  try {
    if (Object.keys(overrides).length === 0) storage()?.removeItem(key);
    else storage()?.setItem(key, JSON.stringify(overrides));
  } catch {
    // Private mode or a full quota: the choice lasts until the page is left, which is still useful.
  }
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // Another tab changing the choice (the storage event fires only in the other tabs).
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key.startsWith('panel.listing.')) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** Whether a column is shown: the user's choice, else the server's `hidden`. */
export function isColumnVisible(column: ListingColumn, overrides: ColumnOverrides): boolean {
  return overrides[column.key] ?? !column.hidden;
}

/** The visible columns; never none (a stored choice that hides everything falls back to the defaults). */
function visibleColumnsOf(columns: readonly ListingColumn[], overrides: ColumnOverrides): ListingColumn[] {
  const visible = columns.filter((column) => isColumnVisible(column, overrides));
  if (visible.length > 0 || columns.length === 0) return visible;
  const defaults = columns.filter((column) => !column.hidden);
  return defaults.length > 0 ? defaults : [...columns];
}

export interface ColumnVisibility {
  /** The visible columns, in the server's order. */
  visibleColumns: ListingColumn[];
  isVisible: (key: string) => boolean;
  /** Shows or hides a column; the last visible column cannot be hidden. */
  setVisible: (key: string, visible: boolean) => void;
  /** Back to the server's defaults. */
  reset: () => void;
  /** Whether the user changed anything. */
  customized: boolean;
}

/**
 * Column visibility of one listing, shared by every component that shows it and kept in localStorage.
 *
 * @example
 * const { visibleColumns, isVisible, setVisible } = useColumnVisibility('application', settings?.columns ?? []);
 */
export function useColumnVisibility(name: string, columns: readonly ListingColumn[]): ColumnVisibility {
  const key = columnsStorageKey(name);
  const raw = useSyncExternalStore(
    subscribe,
    () => readRaw(key),
    () => null,
  );
  const stored = useMemo(() => parseOverrides(raw), [raw]);
  // Keys of columns the server no longer sends are ignored, not deleted: the column may come back.
  const overrides = useMemo(() => {
    const known = new Set(columns.map((c) => c.key));
    return Object.fromEntries(Object.entries(stored).filter(([k]) => known.has(k)));
  }, [stored, columns]);
  const visibleColumns = useMemo(() => visibleColumnsOf(columns, overrides), [columns, overrides]);

  const setVisible = useCallback(
    (columnKey: string, visible: boolean) => {
      const column = columns.find((c) => c.key === columnKey);
      if (!column) return;
      const current = parseOverrides(readRaw(key));
      const next = { ...current };
      const shown = visibleColumnsOf(columns, current);
      if (!visible && shown.length <= 1 && shown[0]?.key === columnKey) return;
      if (visible === !column.hidden) delete next[columnKey];
      else next[columnKey] = visible;
      writeOverrides(key, next);
    },
    [columns, key],
  );

  const reset = useCallback(() => writeOverrides(key, {}), [key]);
  const visibleKeys = useMemo(() => new Set(visibleColumns.map((c) => c.key)), [visibleColumns]);
  const isVisible = useCallback((columnKey: string) => visibleKeys.has(columnKey), [visibleKeys]);

  return { visibleColumns, isVisible, setVisible, reset, customized: Object.keys(overrides).length > 0 };
}
