import { useEffect, useRef } from 'react';
import type { VirtualItem } from '@tanstack/react-virtual';
import type { ListingQuery } from '@panel/shared-core';

/*
 * What the table's window of rows (listing-table.tsx) and the phone's window of cards (listing-cards.tsx) share.
 * They scroll different things (the table's own region, the page), so each keeps its own virtualizer.
 */

/**
 * From this many rows a page renders only the rows in (and near) view. A fully rendered 1,000-row page
 * holds ~10,000 cells, and every style change anywhere on the page (Chakra inserts its rules in cascade
 * layers, which makes Chromium restyle the whole document) then cost ~1 s of style and layout before a
 * filter change could even send its request. Smaller pages stay whole: find-in-page and Tab reach every row.
 */
export const VIRTUAL_FROM = 150;

/**
 * The space that stands for the rows before and after the window. `offset` is where the list starts in what
 * scrolls (the page's scroll margin for the cards): the items' positions include it, the total size does not.
 */
export function windowPadding(
  items: VirtualItem[],
  totalSize: number,
  offset = 0,
): { spaceBefore: number; spaceAfter: number } {
  const first = items[0];
  const last = items[items.length - 1];
  return {
    spaceBefore: first ? first.start - offset : 0,
    spaceAfter: last ? Math.max(0, totalSize - (last.end - offset)) : 0,
  };
}

/**
 * Another page, sort or filter is read from its first row: `backToTop` runs when the listing's query changes (the
 * previous rows stay, dimmed) and once more when the new query's own rows are in, because their height moves the
 * scroll position again (the window re-measures, the browser keeps what was in view). Not on the first render.
 */
export function useBackToFirstRow(
  query: ListingQuery | undefined,
  isStale: boolean,
  rows: unknown,
  backToTop: () => void,
): void {
  // Compared by value: the controller builds a new query object on each render.
  const queryKey = query ? JSON.stringify(query) : '';
  const doneFor = useRef<string | null>(null);
  const latest = useRef(backToTop);
  latest.current = backToTop;
  useEffect(() => {
    if (doneFor.current === null || doneFor.current === queryKey) {
      doneFor.current = queryKey;
      return;
    }
    latest.current();
    if (!isStale) doneFor.current = queryKey;
  }, [queryKey, isStale, rows]);
}
