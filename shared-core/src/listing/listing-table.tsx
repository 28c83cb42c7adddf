import {
  memo,
  useCallback,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type MouseEvent,
} from 'react';
import { useVirtualizer } from '@tanstack/react-virtual';
import { useTranslation } from '@panel/shared-core';
import type { ListingAction, ListingColumn, ListingRow, TFunction } from '@panel/shared-core';
import { Box, Portal, Skeleton } from '@panel/shared-core/ui';
import { Menu, Table } from '@panel/shared-core/ui-heavy';
import { isNumericColumn, renderCell } from './cells';
import { formatCell, type CellFormat } from './format';
import { tableCss } from './listing-styles';
import { rowIdOf, type ListController } from './use-list-controller';
import type { RowId } from './types';
import { VIRTUAL_FROM, useBackToFirstRow, windowPadding } from './row-window';
import { matchedLabels, noteColumnKey } from './search-matches';
import { ColumnHeader, pinOf, sizeStyle, usePinnedOffsets } from './column-header';
import { rowCursorCss, useRowCursor } from './row-cursor';

const SKELETON_ROWS = 8;

/** A row's height before it is measured (one line of text in `sm` with the cell padding). */
const ROW_ESTIMATE_PX = 41;
/** Rows rendered beyond each edge of the view, so that keyboard scrolling and quick flicks find them ready. */
const OVERSCAN = 12;

export const DotsIcon = (
  <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
    <circle cx="12" cy="5" r="1.6" fill="currentColor" />
    <circle cx="12" cy="12" r="1.6" fill="currentColor" />
    <circle cx="12" cy="19" r="1.6" fill="currentColor" />
  </svg>
);

function cellClass(column: ListingColumn): string | undefined {
  if (isNumericColumn(column)) return 'lst-num';
  // A datetime keeps its date and its time whole (cells.tsx) but may put them on two lines.
  if (column.type === 'date' || column.type === 'status') return 'lst-nowrap';
  return undefined;
}

interface BodyRowProps {
  row: ListingRow;
  columns: ListingColumn[];
  fmt: CellFormat;
  selectable: boolean;
  selected: boolean;
  /** The row has actions the user may run (the column exists when any row may have some). */
  actionsColumn: boolean;
  hasActions: boolean;
  busy: boolean;
  onToggle: (id: RowId) => void;
  onOpenActions: (row: ListingRow, anchor: HTMLButtonElement) => void;
  t: TFunction;
  /** A search found the row by these columns (their labels, joined), not by its name: said under its name. */
  matchedIn?: string;
  /** When the table renders a window of its rows: the row's index, and the ref that measures its height. */
  index?: number;
  measure?: (node: HTMLTableRowElement | null) => void;
  /** The widths the user gave columns, and how many first columns stay in view (column-header.tsx). */
  widths: Readonly<Record<string, number>>;
  pinned: number;
}

/**
 * One body row: plain `tr`/`td`, memoised so that selecting a row, opening a menu or a refetch that returns
 * the same rows (TanStack Query keeps unchanged rows' identity) re-renders only what changed.
 */
const BodyRow = memo(function BodyRow({
  row,
  columns,
  fmt,
  selectable,
  selected,
  actionsColumn,
  hasActions,
  busy,
  onToggle,
  onOpenActions,
  t,
  matchedIn,
  index,
  measure,
  widths,
  pinned,
}: BodyRowProps) {
  const id = rowIdOf(row);
  const windowed = index !== undefined;
  return (
    <tr
      data-selected={selected || undefined}
      data-row-id={id}
      ref={measure}
      data-index={index}
      // Header is row 1: screen readers announce "row 734 of 1,001" although only a window is in the DOM.
      aria-rowindex={windowed ? index + 2 : undefined}
    >
      {selectable ? (
        <td className="lst-check" data-pin={pinned > 0 ? 'check' : undefined}>
          <input
            type="checkbox"
            checked={selected}
            onChange={() => onToggle(id)}
            aria-label={t('table.selectRow', { id })}
          />
        </td>
      ) : null}
      {columns.map((column, i) => (
        <td
          key={column.key}
          className={cellClass(column)}
          data-pin={pinOf(i, pinned)}
          style={sizeStyle(widths[column.key])}
        >
          {renderCell(column, row, fmt)}
          {matchedIn && column.key === noteColumnKey(columns) ? (
            <span className="lst-matched">{t('search.foundIn', { columns: matchedIn })}</span>
          ) : null}
        </td>
      ))}
      {actionsColumn ? (
        <td className="lst-actions">
          {hasActions ? (
            <button
              type="button"
              className="lst-row-menu"
              aria-label={t('table.rowActions', { id })}
              aria-haspopup="menu"
              disabled={busy}
              aria-busy={busy || undefined}
              onClick={(event: MouseEvent<HTMLButtonElement>) => onOpenActions(row, event.currentTarget)}
            >
              {DotsIcon}
            </button>
          ) : null}
        </td>
      ) : null}
    </tr>
  );
});

function HeaderCheckbox({
  checked,
  indeterminate,
  disabled,
  onChange,
  label,
}: {
  checked: boolean;
  indeterminate: boolean;
  disabled: boolean;
  onChange: () => void;
  label: string;
}) {
  const ref = useRef<HTMLInputElement>(null);
  // `indeterminate` is a DOM property only, not an attribute React can set.
  useEffect(() => {
    if (ref.current) ref.current.indeterminate = indeterminate;
  }, [indeterminate]);
  return (
    <input
      ref={ref}
      type="checkbox"
      checked={checked}
      disabled={disabled}
      onChange={onChange}
      aria-label={label}
    />
  );
}

export interface RowMenuState {
  row: ListingRow;
  actions: ListingAction[];
  anchor: HTMLButtonElement;
}

/**
 * The actions menu of a row: ONE menu for the whole table (or list of cards), anchored to the button that opened it (a menu
 * machine per row would cost a thousand of them on a large page).
 */
export function RowActionsMenu({
  state,
  onClose,
  onRun,
}: {
  state: RowMenuState | null;
  onClose: () => void;
  onRun: (action: ListingAction, row: ListingRow) => void;
}) {
  const anchor = state?.anchor ?? null;
  // The menu may close (and this component re-render without a row) before it reports the selection.
  const last = useRef(state);
  if (state) last.current = state;
  // The chosen action runs once the menu is gone: a confirmation dialog opened while the menu is still the
  // top layer counts as the menu's child layer and would be dismissed with it.
  const chosen = useRef<{ action: ListingAction; row: ListingRow } | null>(null);
  const content = useRef<HTMLDivElement | null>(null);
  // The fallback below, while a close is under way: `finish` runs once per close, whichever comes first. A fallback
  // left to fire after the exit had ended found the menu opened again (Escape, then Enter at once) and took focus out
  // of it, which closed it (list-view.test's keyboard test, on a busy machine).
  const fallback = useRef<ReturnType<typeof setTimeout> | null>(null);
  const finish = () => {
    if (fallback.current === null) return;
    clearTimeout(fallback.current);
    fallback.current = null;
    // The menu has no trigger of its own to hand focus back to: without this, closing it (Escape, a
    // choice) would leave focus on <body>. A dialog opened by the action takes it from there. Focus still inside the
    // closing menu goes back too: should the exit never end, the fallback runs with the menu still there.
    const button = last.current?.anchor;
    const active = document.activeElement;
    const lost = !active || active === document.body || content.current?.contains(active) === true;
    if (button?.isConnected && lost) button.focus({ preventScroll: true });
    const next = chosen.current;
    chosen.current = null;
    if (next) onRun(next.action, next.row);
  };
  return (
    <Menu.Root
      open={state !== null}
      onOpenChange={(details) => {
        if (details.open) return;
        onClose();
        // Should the exit never report its end (a detached node), focus and the action still follow.
        if (fallback.current !== null) clearTimeout(fallback.current);
        fallback.current = setTimeout(finish, 400);
      }}
      onExitComplete={finish}
      positioning={{ placement: 'bottom-end', getAnchorRect: () => anchor?.getBoundingClientRect() ?? null }}
    >
      <Portal>
        <Menu.Positioner>
          <Menu.Content
            ref={content}
            minW="12rem"
            aria-label={anchor?.getAttribute('aria-label') ?? undefined}
          >
            {state?.actions.map((action) => (
              <Menu.Item
                key={action.key}
                value={action.key}
                // The item's own click (Enter clicks it too) rather than the menu's onSelect, which reports
                // only a highlighted item and so misses a click that arrives without a pointer move first.
                onClick={() => {
                  const opened = last.current;
                  if (!opened) return;
                  chosen.current = { action, row: opened.row };
                }}
                color={action.destructive ? 'fg.error' : undefined}
                _highlighted={action.destructive ? { bg: 'bg.error', color: 'fg.error' } : undefined}
              >
                {action.label}
              </Menu.Item>
            ))}
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}

/**
 * The one row-actions menu of a listing view (table or cards): which row's menu is open, and what running one of its
 * actions does.
 */
export function useRowActionsMenu(controller: Pick<ListController, 'rowActionsFor' | 'runAction'>) {
  const { rowActionsFor, runAction } = controller;
  const [menu, setMenu] = useState<RowMenuState | null>(null);
  const rowActionsRef = useRef(rowActionsFor);
  rowActionsRef.current = rowActionsFor;
  const openActions = useCallback((row: ListingRow, anchor: HTMLButtonElement) => {
    setMenu({ row, anchor, actions: rowActionsRef.current(row) });
  }, []);
  const closeMenu = useCallback(() => setMenu(null), []);
  const run = useCallback(
    (action: ListingAction, row: ListingRow) => {
      void runAction(action, row);
    },
    [runAction],
  );
  return { menu, openActions, closeMenu, run };
}

export interface ListingTableProps {
  controller: ListController;
  fmt: CellFormat;
  /** The accessible name of the table (the screen's title). */
  label: string;
}

/** The table of a listing: sortable headers, selectable rows, row actions, totals; sticky header, scrolls sideways. */
export function ListingTable({ controller, fmt, label }: ListingTableProps) {
  const { t } = useTranslation('listing');
  const {
    arrangedColumns: columns,
    columnLayout,
    moveColumn,
    setColumnWidth,
    rows,
    state,
    toggleSort,
    toggleRow,
    toggleAllOnPage,
    allOnPageSelected,
    someOnPageSelected,
    isSelected,
    bulkActions,
    hasRowActions,
    rowActionsFor,
    pendingAction,
    isStale,
    isFetching,
    isLoading,
    settings,
    totals,
    meta,
  } = controller;
  const selectable = bulkActions.length > 0;
  const matchedOf = matchedLabels(meta, settings?.columns);
  const { menu, openActions, closeMenu, run } = useRowActionsMenu(controller);
  const headerId = useId();
  const headRowRef = useRef<HTMLTableRowElement>(null);
  const tableRef = useRef<HTMLTableElement>(null);
  // A column being resized by a pointer: its width follows the pointer, and is kept when the pointer lets go.
  const [dragWidth, setDragWidth] = useState<{ key: string; px: number } | null>(null);
  const widths = dragWidth ? { ...columnLayout.widths, [dragWidth.key]: dragWidth.px } : columnLayout.widths;
  const pinned = Math.min(columnLayout.pinned, columns.length);
  usePinnedOffsets(tableRef, headRowRef, pinned, selectable);
  // Said after a column moved by keyboard, where a screen reader hears it.
  const [announcement, setAnnouncement] = useState('');

  const sort = state?.sort ?? null;
  const colCount = columns.length + (selectable ? 1 : 0) + (hasRowActions ? 1 : 0);
  const showTotals = settings?.aggregations === true && !isLoading && rows.length > 0;
  const totalsRow: ListingRow | null = totals ? totals : null;
  const firstHasTotal = columns[0] ? totalsRow?.[columns[0].key] !== undefined : false;

  // --- a window of the rows on large pages --------------------------------------------------------------
  const scrollRef = useRef<HTMLDivElement>(null);
  const windowed = !isLoading && rows.length >= VIRTUAL_FROM;
  const virtualizer = useVirtualizer<HTMLDivElement, HTMLTableRowElement>({
    count: windowed ? rows.length : 0,
    enabled: windowed,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_ESTIMATE_PX,
    overscan: OVERSCAN,
    getItemKey: (index) => {
      const row = rows[index];
      return row ? rowIdOf(row) : index;
    },
    // Until the region is measured (and in jsdom, which measures nothing), assume it is a screen high.
    initialRect: { width: 0, height: 800 },
  });
  const items = windowed ? virtualizer.getVirtualItems() : [];
  const { spaceBefore, spaceAfter } = windowPadding(items, virtualizer.getTotalSize());
  useRowCursor({
    rows,
    regionRef: scrollRef,
    scrollToIndex: windowed ? virtualizer.scrollToIndex : undefined,
  });

  useBackToFirstRow(controller.query, isStale, rows, () => {
    if (windowed) virtualizer.scrollToOffset(0);
    if (scrollRef.current) scrollRef.current.scrollTop = 0;
  });

  // With a window of rows, the columns would take the width of whatever rows are in view and jump while
  // scrolling: each header cell keeps the widest width seen for the current rows and columns instead.
  const widestRef = useRef<number[]>([]);
  useLayoutEffect(() => {
    widestRef.current = [];
    for (const cell of Array.from(headRowRef.current?.children ?? []))
      (cell as HTMLElement).style.minWidth = '';
  }, [rows, columns, windowed]);
  useLayoutEffect(() => {
    if (!windowed) return;
    Array.from(headRowRef.current?.children ?? []).forEach((node, i) => {
      const cell = node as HTMLElement;
      // A width the user gave is the column's width: nothing to hold.
      if (cell.dataset.sized) return;
      const width = Math.ceil(cell.getBoundingClientRect().width);
      if (width > (widestRef.current[i] ?? 0)) {
        widestRef.current[i] = width;
        cell.style.minWidth = `${width}px`;
      }
    });
  });

  const bodyRow = (row: ListingRow, index?: number) => {
    const id = rowIdOf(row);
    return (
      <BodyRow
        key={id}
        row={row}
        columns={columns}
        fmt={fmt}
        selectable={selectable}
        selected={isSelected(id)}
        actionsColumn={hasRowActions}
        hasActions={hasRowActions && rowActionsFor(row).length > 0}
        busy={pendingAction !== null && pendingAction.endsWith(`:${id}`)}
        onToggle={toggleRow}
        onOpenActions={openActions}
        t={t}
        matchedIn={matchedOf(row)?.join(', ')}
        index={index}
        measure={index === undefined ? undefined : virtualizer.measureElement}
        widths={widths}
        pinned={pinned}
      />
    );
  };
  const spacer = (height: number, key: string) =>
    height > 0 ? (
      <tr key={key} className="lst-spacer" aria-hidden="true" style={{ height }}>
        <td colSpan={Math.max(colCount, 1)} />
      </tr>
    ) : null;

  return (
    <Box
      ref={scrollRef}
      position="relative"
      overflow="auto"
      maxH={{ base: '70vh', md: 'calc(100dvh - 16rem)' }}
      minH="12rem"
      borderWidth="1px"
      borderColor="border"
      rounded="md"
      // A scrolling region must be reachable by keyboard to be scrolled without a mouse.
      tabIndex={0}
      role="region"
      aria-label={label}
      aria-busy={isFetching || undefined}
      _focusVisible={{ outline: '2px solid', outlineColor: 'colorPalette.focusRing' }}
      colorPalette="brand"
    >
      <Table.Root
        ref={tableRef}
        css={[tableCss, rowCursorCss]}
        aria-rowcount={windowed ? rows.length + 1 + (showTotals && totalsRow ? 1 : 0) : undefined}
        data-windowed={windowed || undefined}
      >
        <thead>
          <tr ref={headRowRef} aria-rowindex={windowed ? 1 : undefined}>
            {selectable ? (
              <th className="lst-check" scope="col" data-pin={pinned > 0 ? 'check' : undefined}>
                <HeaderCheckbox
                  checked={allOnPageSelected}
                  indeterminate={someOnPageSelected}
                  disabled={rows.length === 0 || isLoading}
                  onChange={toggleAllOnPage}
                  label={t('table.selectAll')}
                />
              </th>
            ) : null}
            {columns.map((column, i) => (
              <ColumnHeader
                key={column.key}
                column={column}
                index={i}
                count={columns.length}
                labelId={`${headerId}-${i}`}
                sortDir={sort?.key === column.key ? sort.dir : null}
                onSort={toggleSort}
                width={widths[column.key]}
                pin={pinOf(i, pinned)}
                onMove={(delta, byKeyboard) => {
                  moveColumn(column.key, delta);
                  if (byKeyboard) {
                    const to = Math.min(columns.length - 1, Math.max(0, i + delta));
                    setAnnouncement(
                      t('columns.moved', { column: column.label, position: to + 1, count: columns.length }),
                    );
                  }
                }}
                onDropColumn={(from) => {
                  const moved = columns[from];
                  if (moved) moveColumn(moved.key, i - from);
                }}
                onDragWidth={(px) => setDragWidth(px === null ? null : { key: column.key, px })}
                onWidth={(px) => {
                  setDragWidth(null);
                  setColumnWidth(column.key, px);
                }}
              />
            ))}
            {hasRowActions ? (
              <th className="lst-actions" scope="col">
                <span className="lst-sr">{t('table.actions')}</span>
              </th>
            ) : null}
          </tr>
        </thead>
        {isLoading ? (
          <tbody aria-label={t('table.loading')}>
            {Array.from({ length: SKELETON_ROWS }, (_, i) => (
              <tr key={i} aria-hidden="true">
                {Array.from({ length: Math.max(colCount, 1) }, (__, j) => (
                  <td key={j}>
                    <Skeleton height="4" />
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        ) : (
          <tbody data-stale={isStale || undefined}>
            {windowed ? (
              <>
                {spacer(spaceBefore, 'before')}
                {items.map((item) => {
                  const row = rows[item.index];
                  return row ? bodyRow(row, item.index) : null;
                })}
                {spacer(spaceAfter, 'after')}
              </>
            ) : (
              rows.map((row) => bodyRow(row))
            )}
          </tbody>
        )}
        {showTotals && totalsRow ? (
          <tfoot>
            <tr aria-rowindex={windowed ? rows.length + 2 : undefined}>
              {selectable ? (
                <td className="lst-check" data-pin={pinned > 0 ? 'check' : undefined}>
                  {firstHasTotal ? t('table.total') : null}
                </td>
              ) : null}
              {columns.map((column, i) => {
                const has = totalsRow[column.key] !== undefined;
                return (
                  <td
                    key={column.key}
                    className={cellClass(column)}
                    data-column={column.key}
                    data-pin={pinOf(i, pinned)}
                    style={sizeStyle(widths[column.key])}
                  >
                    {has ? formatCell(column, totalsRow, fmt) : i === 0 ? t('table.total') : null}
                  </td>
                );
              })}
              {hasRowActions ? <td /> : null}
            </tr>
          </tfoot>
        ) : null}
      </Table.Root>
      <RowActionsMenu state={menu} onClose={closeMenu} onRun={run} />
      <Box srOnly aria-live="polite">
        {announcement}
      </Box>
    </Box>
  );
}
