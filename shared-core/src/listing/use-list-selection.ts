import { useCallback, useMemo, useRef, useState } from 'react';
import type { ListingRow } from '@panel/shared-core';
import type { RowId } from './types';

export interface ListSelection {
  selectedIds: RowId[];
  isSelected: (id: RowId) => boolean;
  toggleRow: (id: RowId) => void;
  /** Selects every row of the page, or clears the selection when all are selected. */
  toggleAllOnPage: () => void;
  clearSelection: () => void;
  allOnPageSelected: boolean;
  someOnPageSelected: boolean;
}

const EMPTY_SET: ReadonlySet<RowId> = new Set();

/** The id of a row (every row of the data call has one). */
export function rowIdOf(row: ListingRow): RowId {
  const id = row.id;
  return typeof id === 'number' || typeof id === 'string' ? id : String(id);
}

/**
 * The rows the user checked. A selection belongs to one view (`viewKey`: the listing and its query): another
 * page, filter or sort starts empty, so a bulk action never reaches rows the user no longer sees.
 */
export function useListSelection(viewKey: string, rows: ListingRow[]): ListSelection {
  const [selection, setSelection] = useState<{ key: string; ids: ReadonlySet<RowId> }>({
    key: '',
    ids: new Set(),
  });
  const selected = selection.key === viewKey ? selection.ids : EMPTY_SET;
  // Read by the callbacks, so that they keep their identity across views and pages.
  const viewKeyRef = useRef(viewKey);
  viewKeyRef.current = viewKey;
  const pageIds = useMemo(() => rows.map(rowIdOf), [rows]);
  const pageIdsRef = useRef(pageIds);
  pageIdsRef.current = pageIds;

  const toggleRow = useCallback((id: RowId) => {
    setSelection((prev) => {
      const ids = new Set(prev.key === viewKeyRef.current ? prev.ids : []);
      if (ids.has(id)) ids.delete(id);
      else ids.add(id);
      return { key: viewKeyRef.current, ids };
    });
  }, []);
  const toggleAllOnPage = useCallback(() => {
    setSelection((prev) => {
      const current = prev.key === viewKeyRef.current ? prev.ids : EMPTY_SET;
      const all = pageIdsRef.current.length > 0 && pageIdsRef.current.every((id) => current.has(id));
      return { key: viewKeyRef.current, ids: new Set(all ? [] : pageIdsRef.current) };
    });
  }, []);
  const clearSelection = useCallback(() => setSelection({ key: '', ids: new Set() }), []);
  const isSelected = useCallback((id: RowId) => selected.has(id), [selected]);
  // Only ids of the rows on screen count: a row that left the page after a refetch is not acted on.
  const selectedIds = useMemo(() => pageIds.filter((id) => selected.has(id)), [pageIds, selected]);
  const allOnPageSelected = pageIds.length > 0 && selectedIds.length === pageIds.length;
  return {
    selectedIds,
    isSelected,
    toggleRow,
    toggleAllOnPage,
    clearSelection,
    allOnPageSelected,
    someOnPageSelected: selectedIds.length > 0 && !allOnPageSelected,
  };
}
