import { useEffect, useLayoutEffect, useRef, useState, type RefObject } from 'react';
import { useTranslation, type ListingRow } from '@panel/shared-core';
import { useShortcut } from '@panel/shared-core/keyboard';
import type { SystemStyleObject } from '@panel/shared-core/ui';
import { rowIdOf } from './use-list-controller';

/*
 * Moving through a listing's rows with the keyboard: `j` the next row, `k` the one before, Enter opens it (the link of
 * the row that leads to its record). The row under the cursor has focus, so a screen reader reads it, and is marked
 * and scrolled into view. The table (listing-table.tsx) gives each row `data-row-id` and calls `useRowCursor`; the
 * rest is here.
 */

/** How the row under the cursor looks: the table's own css takes this beside its own. */
export const rowCursorCss: SystemStyleObject = {
  '& tbody tr[data-cursor]': {
    outline: '2px solid',
    outlineColor: 'colorPalette.focusRing',
    outlineOffset: '-2px',
  },
  '& tbody tr[data-cursor] td': { bg: 'colorPalette.subtle' },
};

/**
 * How long after a press the row is held in view. A window of rows measures the rows it draws after they are laid
 * out (a ResizeObserver, @tanstack/virtual-core 3.17 and later), and each measure moves the rows below it: the row
 * scrolled into view at the press could end up under the edge a frame later (seen at 60 fast presses of `j` on a
 * 500-row page). One second covers those frames on a slow machine; the user's own scrolling ends it at once.
 */
const HOLD_IN_VIEW_MS = 1000;

/**
 * Where the rows scroll (the region inside its border, above a horizontal scrollbar: its scrollport) and the sticky
 * cells' boxes: the header's and the totals'. The cells stick, not their `thead` and `tfoot`, whose boxes scroll away
 * with the rows; a header of two lines is taller than one.
 */
function stickyBoxes(region: HTMLElement) {
  const top = region.getBoundingClientRect().top + region.clientTop;
  return {
    port: { top, bottom: top + region.clientHeight },
    head: region.querySelector('thead th')?.getBoundingClientRect(),
    foot: region.querySelector('tfoot td')?.getBoundingClientRect(),
  };
}

/**
 * Scrolls the row into view between the sticky header and the totals, not under either. The margins are the sticky
 * cells' alone: the browser applies them to every box it scrolls, the page too.
 */
function reveal(row: HTMLElement, region: HTMLElement): void {
  const { port, head, foot } = stickyBoxes(region);
  row.style.scrollMarginTop = `${head ? Math.max(0, head.bottom - port.top) : 0}px`;
  row.style.scrollMarginBottom = `${foot ? Math.max(0, port.bottom - foot.top) : 0}px`;
  row.scrollIntoView?.({ block: 'nearest' });
}

/** Whether the row shows whole between the region's sticky header and totals (or scrollbar), and inside the window. */
function shownWhole(row: HTMLElement, region: HTMLElement): boolean {
  const { port, head, foot } = stickyBoxes(region);
  const top = Math.max(port.top, head ? head.bottom : port.top, 0);
  const bottom = Math.min(port.bottom, foot ? foot.top : port.bottom, window.innerHeight);
  const rect = row.getBoundingClientRect();
  // A pixel either way: the edges are fractional.
  return rect.top >= top - 1 && rect.bottom <= bottom + 1;
}

/** The link that opens the row's record: one under the listing's own path first (not a row's company), else the first. */
function recordLink(row: Element): HTMLAnchorElement | null {
  const links = Array.from(row.querySelectorAll<HTMLAnchorElement>('a[href]'));
  const here = window.location.pathname.replace(/\/+$/, '');
  return links.find((link) => link.pathname.startsWith(`${here}/`)) ?? links[0] ?? null;
}

export interface RowCursorOptions {
  rows: ListingRow[];
  /** The table's scrolling region, where the rows are. */
  regionRef: RefObject<HTMLElement | null>;
  /** With a window of rows, brings a row that is not drawn into the window. */
  scrollToIndex?: (index: number) => void;
}

/**
 * `j`, `k` and Enter on a listing's table. The cursor follows its row's id, so a refetch keeps it and a new page
 * starts without one.
 *
 * @example useRowCursor({ rows, regionRef: scrollRef, scrollToIndex: windowed ? (i) => virtualizer.scrollToIndex(i) : undefined });
 */
export function useRowCursor({ rows, regionRef, scrollToIndex }: RowCursorOptions): void {
  const { t } = useTranslation('listing');
  const [cursor, setCursor] = useState<string | null>(null);
  // Set by a key press: the next render focuses the row (once it is drawn) and scrolls to it.
  const wantFocus = useRef(false);
  // The row was given focus and the user has not taken it elsewhere: a window that draws the row anew (its element
  // replaced while it scrolls into place) must give it back, or it would fall to the page's body.
  const ownsFocus = useRef(false);
  // Until when the row under the cursor is brought back into view if the window's measuring moved it out.
  const holdUntil = useRef(0);
  const index = cursor === null ? -1 : rows.findIndex((row) => String(rowIdOf(row)) === cursor);

  const move = (step: 1 | -1) => {
    if (rows.length === 0) return;
    const next = index < 0 ? 0 : Math.min(Math.max(index + step, 0), rows.length - 1);
    const row = rows[next];
    if (!row) return;
    wantFocus.current = true;
    holdUntil.current = performance.now() + HOLD_IN_VIEW_MS;
    setCursor(String(rowIdOf(row)));
    // Same row (the first or last): focus it again all the same.
    if (next === index) place();
  };

  // After every render: the rows of a window come and go as it scrolls, and each drawn one must carry the mark.
  const place = () => {
    const region = regionRef.current;
    if (!region) return;
    const element =
      index < 0
        ? null
        : (Array.from(region.querySelectorAll<HTMLElement>('tr[data-row-id]')).find(
            (tr) => tr.dataset.rowId === cursor,
          ) ?? null);
    for (const marked of Array.from(region.querySelectorAll('tr[data-cursor]')))
      if (marked !== element) marked.removeAttribute('data-cursor');
    if (!element) {
      if (index >= 0 && wantFocus.current) scrollToIndex?.(index);
      return;
    }
    element.setAttribute('data-cursor', '');
    element.tabIndex = -1;
    const active = document.activeElement;
    if (ownsFocus.current && active !== element && active !== document.body && active !== null)
      ownsFocus.current = false;
    if (wantFocus.current) {
      wantFocus.current = false;
      ownsFocus.current = true;
      element.focus({ preventScroll: true });
      reveal(element, region);
      return;
    }
    if (ownsFocus.current && active !== element) element.focus({ preventScroll: true });
    // Only while the row keeps the focus: a user who went on to another control has left the rows.
    if (ownsFocus.current && performance.now() < holdUntil.current && !shownWhole(element, region))
      reveal(element, region);
  };
  useLayoutEffect(place);

  // The user scrolling the rows themselves ends the hold: the row is theirs to leave out of view. A key pressed in the
  // rows (Page Down, an arrow, Space) too: this listener runs before the shortcuts' (on the window), so `j` and `k`
  // hold their row again.
  useEffect(() => {
    const region = regionRef.current;
    if (!region) return;
    const release = () => {
      holdUntil.current = 0;
    };
    const events = ['wheel', 'touchstart', 'pointerdown', 'keydown'] as const;
    for (const name of events) region.addEventListener(name, release, { passive: true });
    return () => {
      for (const name of events) region.removeEventListener(name, release);
    };
  }, [regionRef]);

  const description = (key: string) => t(`shortcuts.${key}`);
  useShortcut({ keys: 'j', description: description('next'), group: 'listing', run: () => move(1) });
  useShortcut({ keys: 'k', description: description('previous'), group: 'listing', run: () => move(-1) });
  useShortcut({
    keys: 'Enter',
    description: description('open'),
    group: 'listing',
    run: () => {
      const region = regionRef.current;
      const row = region?.querySelector('tr[data-cursor]');
      const active = document.activeElement;
      // Only the row the user moved to, while focus is still on it (not on another part of the page).
      const link = row && (active === row || active === document.body) ? recordLink(row) : null;
      if (!link) return false;
      link.click();
    },
  });
}
