import {
  useEffect,
  useLayoutEffect,
  useRef,
  type CSSProperties,
  type DragEvent,
  type KeyboardEvent,
  type PointerEvent,
  type RefObject,
} from 'react';
import { useTranslation } from '@panel/shared-core';
import type { ListingColumn } from '@panel/shared-core';
import { isNumericColumn } from './cells';
import { MAX_COLUMN_WIDTH, MIN_COLUMN_WIDTH, clampWidth } from './column-layout';

/** How far an arrow key moves a column's edge; with Shift, four times as far. */
const RESIZE_STEP_PX = 16;
const DRAG_TYPE = 'application/x-panel-column';

/** The `data-pin` of the i-th shown column: its index while it is one of the first `pinned`, else none. */
export const pinOf = (index: number, pinned: number): string | undefined =>
  index < pinned ? String(index) : undefined;

/** A width the user gave a column holds its cells to it (their text is cut with an ellipsis). */
export const sizeStyle = (px: number | undefined): CSSProperties | undefined =>
  px === undefined
    ? undefined
    : { width: px, minWidth: px, maxWidth: px, overflow: 'hidden', textOverflow: 'ellipsis' };

function SortIcon({ dir }: { dir: 'asc' | 'desc' | null }) {
  // Plain svg (not a kit icon): one per sortable header, and the header re-renders on every sort.
  const d = dir === 'asc' ? 'm18 15-6-6-6 6' : dir === 'desc' ? 'm6 9 6 6 6-6' : 'm7 15 5 5 5-5M7 9l5-5 5 5';
  return (
    <svg
      className="lst-sort-icon"
      viewBox="0 0 24 24"
      width="14"
      height="14"
      aria-hidden="true"
      focusable="false"
    >
      <path
        d={d}
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

const isRtl = (node: Element) => getComputedStyle(node).direction === 'rtl';

/**
 * Where each pinned cell sticks: `--lst-pin-<i>` on the table, the widths of the pinned cells before it (the selection
 * column first), measured from the header after every render and whenever a pinned header cell changes size. The
 * cells read them through `inset-inline-start`, so the same numbers work right-to-left.
 */
export function usePinnedOffsets(
  tableRef: RefObject<HTMLTableElement | null>,
  headRowRef: RefObject<HTMLTableRowElement | null>,
  pinned: number,
  selectable: boolean,
): void {
  useLayoutEffect(() => {
    const table = tableRef.current;
    const row = headRowRef.current;
    if (!table || !row || pinned === 0) return;
    const measure = () => {
      const cells = (Array.from(row.children) as HTMLElement[]).slice(0, pinned + (selectable ? 1 : 0));
      // Every width read before any offset is written: a write between two reads would lay the table out again.
      const widths = cells.map((cell) => cell.getBoundingClientRect().width);
      let offset = 0;
      let index = 0;
      cells.forEach((cell, i) => {
        if (cell.dataset.pin !== 'check') {
          table.style.setProperty(`--lst-pin-${index}`, `${offset}px`);
          index += 1;
        }
        offset += widths[i] ?? 0;
      });
    };
    // Measured when the browser has laid the header out (a ResizeObserver reports each cell once it is observed, then
    // at every change of size), not here: reading a size in a layout effect laid the whole table out in the middle of
    // React's commit, and the offsets written after it laid it out again.
    if (typeof ResizeObserver === 'undefined') {
      measure();
      return;
    }
    const observer = new ResizeObserver(measure);
    for (const cell of Array.from(row.children).slice(0, pinned + (selectable ? 1 : 0)))
      observer.observe(cell);
    return () => observer.disconnect();
  });
}

export interface ColumnHeaderProps {
  column: ListingColumn;
  /** Its place among the shown columns, and their count. */
  index: number;
  count: number;
  /** The id of the element that names the header (the header's name is its label alone, not its controls'). */
  labelId: string;
  sortDir: 'asc' | 'desc' | null;
  onSort: (key: string) => void;
  /** The width the user gave it, in CSS pixels. */
  width: number | undefined;
  pin: string | undefined;
  /** Moves the column `delta` places among the shown ones. */
  onMove: (delta: number, byKeyboard: boolean) => void;
  /** Another header (the i-th) was dropped on this one: it takes this one's place. */
  onDropColumn: (from: number) => void;
  /** While a pointer drags the edge: the width so far; null when the drag is abandoned. */
  onDragWidth: (px: number | null) => void;
  /** The width chosen (null: back to its natural width). */
  onWidth: (px: number | null) => void;
}

/**
 * A column's header: its label (a sort button when the server sorts by it), an edge to resize it by pointer or by
 * keyboard (a focusable separator: arrows, Shift+arrows, Home, End; Delete gives the natural width back), dragged to
 * another place to reorder, or moved with Alt+Left/Right from its sort button or its edge. Left and right follow the reading
 * direction: in Arabic, Left widens a column and moves it towards the end.
 */
export function ColumnHeader({
  column,
  index,
  count,
  labelId,
  sortDir,
  onSort,
  width,
  pin,
  onMove,
  onDropColumn,
  onDragWidth,
  onWidth,
}: ColumnHeaderProps) {
  const { t } = useTranslation('listing');
  const cellRef = useRef<HTMLTableCellElement>(null);
  const edgeRef = useRef<HTMLDivElement>(null);
  const sortRef = useRef<HTMLButtonElement>(null);
  const drag = useRef<{ x: number; width: number; rtl: boolean; px: number } | null>(null);
  // React moves the header's element when the column moves, which takes focus from it: it is given back.
  const refocus = useRef<'sort' | 'edge' | null>(null);

  const currentWidth = () => width ?? clampWidth(cellRef.current?.getBoundingClientRect().width ?? 0);

  // The separator's value is the width the column has, given or natural. A natural width is read once the browser has
  // laid the header out (a ResizeObserver), not in a layout effect: reading it there laid the whole table out in the
  // middle of React's commit, once for each header, every render (about 60 ms of a cold listing's main thread).
  useEffect(() => {
    const edge = edgeRef.current;
    const cell = cellRef.current;
    if (!edge || !cell) return;
    const show = (px: number) => edge.setAttribute('aria-valuenow', String(px));
    const natural = () => clampWidth(cell.getBoundingClientRect().width);
    if (width !== undefined) {
      show(width);
      return;
    }
    if (typeof ResizeObserver === 'undefined') {
      show(natural());
      return;
    }
    const observer = new ResizeObserver(([entry]) => {
      const box = entry?.borderBoxSize?.[0];
      show(box ? clampWidth(box.inlineSize) : natural());
    });
    observer.observe(cell);
    return () => observer.disconnect();
  }, [width]);
  useLayoutEffect(() => {
    const target = refocus.current;
    if (!target) return;
    refocus.current = null;
    (target === 'sort' ? sortRef : edgeRef).current?.focus();
  }, [index]);

  /** Alt+Left/Right moves the column, from its sort button or its edge (every column has an edge). */
  const moveByKey = (event: KeyboardEvent<HTMLElement>, from: 'sort' | 'edge'): boolean => {
    if (!event.altKey || (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight')) return false;
    // Alt+Left is also the browser's Back: the listing keeps it.
    event.preventDefault();
    const forward = (event.key === 'ArrowRight') !== isRtl(event.currentTarget);
    const delta = forward ? 1 : -1;
    if (index + delta < 0 || index + delta >= count) return true;
    refocus.current = from;
    onMove(delta, true);
    return true;
  };
  const onHeaderKey = (event: KeyboardEvent<HTMLButtonElement>) => {
    moveByKey(event, 'sort');
  };

  const onEdgeKey = (event: KeyboardEvent<HTMLDivElement>) => {
    if (moveByKey(event, 'edge')) return;
    const step = event.shiftKey ? RESIZE_STEP_PX * 4 : RESIZE_STEP_PX;
    const rtl = isRtl(event.currentTarget);
    let next: number | null | undefined;
    if (event.key === 'ArrowRight') next = currentWidth() + (rtl ? -step : step);
    else if (event.key === 'ArrowLeft') next = currentWidth() + (rtl ? step : -step);
    else if (event.key === 'Home') next = MIN_COLUMN_WIDTH;
    else if (event.key === 'End') next = MAX_COLUMN_WIDTH;
    else if (event.key === 'Delete' || event.key === 'Backspace') next = null;
    if (next === undefined) return;
    event.preventDefault();
    onWidth(next === null ? null : clampWidth(next));
  };

  const onEdgeDown = (event: PointerEvent<HTMLDivElement>) => {
    if (event.button !== 0) return;
    // Not the header's own drag (reordering), nor a text selection.
    event.preventDefault();
    event.stopPropagation();
    event.currentTarget.setPointerCapture?.(event.pointerId);
    const start = currentWidth();
    drag.current = { x: event.clientX, width: start, rtl: isRtl(event.currentTarget), px: start };
  };
  const onEdgeMove = (event: PointerEvent<HTMLDivElement>) => {
    const state = drag.current;
    if (!state) return;
    const moved = (event.clientX - state.x) * (state.rtl ? -1 : 1);
    state.px = clampWidth(state.width + moved);
    onDragWidth(state.px);
  };
  const onEdgeUp = () => {
    const state = drag.current;
    drag.current = null;
    if (!state) return;
    if (state.px === state.width) onDragWidth(null);
    else onWidth(state.px);
  };

  const onDragStart = (event: DragEvent<HTMLTableCellElement>) => {
    if (drag.current) {
      event.preventDefault();
      return;
    }
    event.dataTransfer.setData(DRAG_TYPE, String(index));
    event.dataTransfer.effectAllowed = 'move';
  };
  const onDragOver = (event: DragEvent<HTMLTableCellElement>) => {
    if (!event.dataTransfer.types.includes(DRAG_TYPE)) return;
    event.preventDefault();
    event.dataTransfer.dropEffect = 'move';
  };
  const onDrop = (event: DragEvent<HTMLTableCellElement>) => {
    const from = Number(event.dataTransfer.getData(DRAG_TYPE));
    if (!Number.isInteger(from) || from === index) return;
    event.preventDefault();
    onDropColumn(from);
  };

  const label = (
    <span id={labelId} className="lst-label">
      {column.label}
    </span>
  );
  return (
    <th
      ref={cellRef}
      scope="col"
      aria-labelledby={labelId}
      className={isNumericColumn(column) ? 'lst-num' : undefined}
      aria-sort={sortDir === 'asc' ? 'ascending' : sortDir === 'desc' ? 'descending' : undefined}
      data-pin={pin}
      data-sized={width === undefined ? undefined : ''}
      data-column={column.key}
      style={sizeStyle(width)}
      draggable
      onDragStart={onDragStart}
      onDragOver={onDragOver}
      onDrop={onDrop}
    >
      {column.sortable ? (
        <button
          ref={sortRef}
          type="button"
          className="lst-sort"
          onClick={() => onSort(column.key)}
          onKeyDown={onHeaderKey}
          aria-keyshortcuts="Alt+ArrowLeft Alt+ArrowRight"
        >
          {label}
          <SortIcon dir={sortDir} />
        </button>
      ) : (
        label
      )}
      <div
        ref={edgeRef}
        role="separator"
        aria-orientation="vertical"
        aria-label={t('columns.resize', { column: column.label })}
        aria-valuemin={MIN_COLUMN_WIDTH}
        aria-valuemax={MAX_COLUMN_WIDTH}
        tabIndex={0}
        aria-keyshortcuts="ArrowLeft ArrowRight Shift+ArrowLeft Shift+ArrowRight Home End Delete Alt+ArrowLeft Alt+ArrowRight"
        className="lst-resize"
        onKeyDown={onEdgeKey}
        onPointerDown={onEdgeDown}
        onPointerMove={onEdgeMove}
        onPointerUp={onEdgeUp}
        onPointerCancel={onEdgeUp}
        onDoubleClick={() => onWidth(null)}
      />
    </th>
  );
}
