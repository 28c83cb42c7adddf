import { useLayoutEffect, useRef, useState, type MouseEvent } from 'react';
import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { useTranslation } from '@panel/shared-core';
import type { ListingColumn } from '@panel/shared-core';
import { Box, Flex, NativeSelect, Skeleton, Stack, Text, chakra } from '@panel/shared-core/ui';
import { isNumericColumn, renderCell } from './cells';
import { formatCell, type CellFormat } from './format';
import { cellCss } from './listing-styles';
import { DotsIcon, RowActionsMenu, useRowActionsMenu } from './listing-table';
import { VIRTUAL_FROM, useBackToFirstRow, windowPadding } from './row-window';
import { rowIdOf, type ListController } from './use-list-controller';
import { matchedLabels } from './search-matches';

/** Facts shown under a card's title and subtitle. */
const CARD_FACTS = 3;
const SKELETON_CARDS = 5;
/** A card's height before it is measured (title, subtitle and three facts), and the gap between cards (`gap="2"`). */
const CARD_ESTIMATE_PX = 130;
const CARD_GAP_PX = 8;
/** Cards rendered beyond the window's edges: Tab reaches them, and focusing one scrolls it in and brings the next. */
const CARD_OVERSCAN = 6;

/** Which columns a card shows where: the listing's first columns as title and subtitle, its status as a badge. */
export interface CardLayout {
  image: ListingColumn | null;
  title: ListingColumn | null;
  subtitle: ListingColumn | null;
  status: ListingColumn | null;
  facts: ListingColumn[];
}

/**
 * Lays a row out as a card: a picture column as its thumbnail, the first link (else the first column that is not a
 * number) as its title, the next column as its subtitle, the first status as a badge, then a few more facts.
 */
export function cardLayout(columns: readonly ListingColumn[]): CardLayout {
  const image = columns.find((column) => column.type === 'image') ?? null;
  const status = columns.find((column) => column.type === 'status') ?? null;
  const rest = columns.filter((column) => column !== image && column !== status);
  const title =
    rest.find((column) => column.type === 'link' && column.href) ??
    rest.find((column) => !isNumericColumn(column)) ??
    rest[0] ??
    null;
  const others = rest.filter((column) => column !== title && column.key !== 'id');
  const subtitle = others[0] ?? null;
  return { image, title, subtitle, status, facts: others.slice(1, 1 + CARD_FACTS) };
}

const CardCheckbox = chakra('input', { base: { width: '4', height: '4', mt: '1', flexShrink: 0 } });
const MenuButton = chakra('button', {
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    width: '10',
    height: '10',
    mt: '-1',
    me: '-2',
    rounded: 'md',
    flexShrink: 0,
    color: 'fg.muted',
    cursor: 'pointer',
    _hover: { bg: 'bg.muted' },
    _focusVisible: { outline: '2px solid', outlineColor: 'colorPalette.focusRing' },
    _disabled: { opacity: 0.5, cursor: 'not-allowed' },
  },
});

/** Sorting without column headers: one select of "column, direction". */
function SortSelect({ controller }: { controller: ListController }) {
  const { t } = useTranslation('listing');
  const sortable = controller.columns.filter((column) => column.sortable);
  if (sortable.length === 0) return null;
  const sort = controller.state?.sort ?? null;
  const value = sort ? `${sort.key}:${sort.dir}` : '';
  return (
    <NativeSelect.Root size="sm" width="full">
      <NativeSelect.Field
        aria-label={t('cards.sortLabel')}
        value={value}
        onChange={(event) => {
          const [key, dir] = event.currentTarget.value.split(':');
          controller.setSort(key && (dir === 'asc' || dir === 'desc') ? { key, dir } : null);
        }}
      >
        <option value="">{t('cards.defaultSort')}</option>
        {sortable.flatMap((column) => [
          <option key={`${column.key}:asc`} value={`${column.key}:asc`}>
            {t('cards.sortAsc', { column: column.label })}
          </option>,
          <option key={`${column.key}:desc`} value={`${column.key}:desc`}>
            {t('cards.sortDesc', { column: column.label })}
          </option>,
        ])}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}

/**
 * How far down the window the bars that stay at its top reach at `x` (the header, a banner under it): the sticky or
 * fixed elements met going down from the top, one under the other.
 */
function stickyBarsBottom(x: number): number {
  // jsdom lays nothing out and has no hit testing.
  if (typeof document.elementsFromPoint !== 'function') return 0;
  let bottom = 0;
  for (let bars = 0; bars < 4; bars += 1) {
    const bar = document.elementsFromPoint(x, bottom + 1).find((element) => {
      const position = getComputedStyle(element).position;
      return position === 'sticky' || position === 'fixed';
    });
    if (!bar) break;
    bottom = Math.max(bottom + 1, bar.getBoundingClientRect().bottom);
  }
  return bottom;
}

/**
 * A window of the cards on large pages, as the table has (listing-table.tsx): a thousand cards would take seconds to
 * render on a phone. The page itself scrolls here, so the window follows the document's scroll from where the list
 * starts in it; the list's padding stands for the cards before and after the window.
 */
function useCardWindow(
  rows: ListController['rows'],
  isLoading: boolean,
  isStale: boolean,
  query: ListController['query'],
) {
  const listRef = useRef<HTMLUListElement>(null);
  const windowed = !isLoading && rows.length >= VIRTUAL_FROM;
  const [listTop, setListTop] = useState(0);
  useLayoutEffect(() => {
    const list = listRef.current;
    if (!windowed || !list) return;
    const measure = () => setListTop(Math.round(list.getBoundingClientRect().top + window.scrollY));
    measure();
    // What is above the list may grow or shrink (the filters unfold), and the page's height with it.
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
    observer?.observe(document.body);
    return () => observer?.disconnect();
  }, [windowed]);
  const virtualizer = useWindowVirtualizer({
    count: windowed ? rows.length : 0,
    enabled: windowed,
    estimateSize: () => CARD_ESTIMATE_PX,
    gap: CARD_GAP_PX,
    overscan: CARD_OVERSCAN,
    scrollMargin: listTop,
    getItemKey: (index) => {
      const row = rows[index];
      return row ? rowIdOf(row) : index;
    },
  });
  const items = windowed ? virtualizer.getVirtualItems() : [];

  // Below the bars that stay at the window's top: pressing "Next" under the last card of a long page brings the
  // list's top back into view.
  useBackToFirstRow(query, isStale, rows, () => {
    const list = listRef.current;
    if (!list) return;
    const rect = list.getBoundingClientRect();
    const bars = stickyBarsBottom(rect.left + 1);
    if (rect.top < bars) {
      list.style.scrollMarginTop = `${bars + CARD_GAP_PX}px`;
      list.scrollIntoView({ block: 'start' });
    }
  });

  return {
    listRef,
    windowed,
    shown: windowed
      ? items.map((item) => ({ row: rows[item.index]!, index: item.index }))
      : rows.map((row, index) => ({ row, index })),
    // Item positions count from the document's top (the scroll margin).
    ...windowPadding(items, virtualizer.getTotalSize(), listTop),
    measure: windowed ? virtualizer.measureElement : undefined,
  };
}

export interface ListingCardsProps {
  controller: ListController;
  fmt: CellFormat;
  /** The accessible name of the list (the screen's title). */
  label: string;
}

/**
 * A listing on a phone-sized screen: one card per row instead of a table that would scroll sideways (as react-admin's
 * `SimpleList`). The same controller drives it: selection for the bulk actions, the row actions in a menu, sorting
 * through a select, the totals below. From 150 rows a page only the cards in view and a few beyond are rendered.
 */
export function ListingCards({ controller, fmt, label }: ListingCardsProps) {
  const { t } = useTranslation('listing');
  const {
    visibleColumns,
    rows,
    isLoading,
    isStale,
    isFetching,
    bulkActions,
    hasRowActions,
    rowActionsFor,
    pendingAction,
    isSelected,
    toggleRow,
    toggleAllOnPage,
    allOnPageSelected,
    settings,
    totals,
    meta,
  } = controller;
  const selectable = bulkActions.length > 0;
  const layout = cardLayout(visibleColumns);
  const matchedOf = matchedLabels(meta, settings?.columns);
  const { menu, openActions, closeMenu, run } = useRowActionsMenu(controller);
  const showTotals = settings?.aggregations === true && !isLoading && rows.length > 0 && !!totals;
  const totalColumns = totals ? visibleColumns.filter((column) => totals[column.key] !== undefined) : [];

  const { listRef, windowed, shown, spaceBefore, spaceAfter, measure } = useCardWindow(
    rows,
    isLoading,
    isStale,
    controller.query,
  );

  return (
    <Stack gap="3" colorPalette="brand">
      <Flex gap="3" align="center">
        {selectable && rows.length > 0 ? (
          <chakra.label display="flex" alignItems="center" gap="2" fontSize="sm" flexShrink={0}>
            <CardCheckbox
              type="checkbox"
              mt="0"
              checked={allOnPageSelected}
              disabled={isLoading}
              onChange={toggleAllOnPage}
            />
            {t('cards.selectAll')}
          </chakra.label>
        ) : null}
        <Box flex="1" minW="0">
          <SortSelect controller={controller} />
        </Box>
      </Flex>
      {isLoading ? (
        <Stack gap="2" aria-label={t('table.loading')} aria-busy="true">
          {Array.from({ length: SKELETON_CARDS }, (_, i) => (
            <Skeleton key={i} height="20" rounded="md" />
          ))}
        </Stack>
      ) : (
        <chakra.ul
          ref={listRef}
          aria-label={label}
          aria-busy={isFetching || undefined}
          data-stale={isStale || undefined}
          data-testid="listing-cards"
          css={cellCss}
          listStyleType="none"
          display="flex"
          flexDirection="column"
          gap="2"
          opacity={isStale ? 0.6 : undefined}
          transition="opacity 0.2s"
          style={windowed ? { paddingTop: spaceBefore, paddingBottom: spaceAfter } : undefined}
        >
          {shown.map(({ row, index }) => {
            const id = rowIdOf(row);
            const selected = isSelected(id);
            const actions = hasRowActions ? rowActionsFor(row) : [];
            const busy = pendingAction !== null && pendingAction.endsWith(`:${id}`);
            return (
              <chakra.li
                key={id}
                ref={measure}
                data-index={index}
                // Only a window of the cards is in the document: each says where it stands among all of them.
                aria-setsize={windowed ? rows.length : undefined}
                aria-posinset={windowed ? index + 1 : undefined}
                data-selected={selected || undefined}
                display="flex"
                gap="3"
                alignItems="flex-start"
                p="3"
                borderWidth="1px"
                rounded="md"
                bg={selected ? 'colorPalette.subtle' : 'bg.panel'}
                borderColor={selected ? 'colorPalette.muted' : 'border'}
              >
                {selectable ? (
                  <CardCheckbox
                    type="checkbox"
                    checked={selected}
                    onChange={() => toggleRow(id)}
                    aria-label={t('table.selectRow', { id })}
                  />
                ) : null}
                {layout.image ? (
                  <Box flexShrink={0} css={{ '& .lst-thumb': { width: '10', height: '10' } }}>
                    {renderCell(layout.image, row, fmt)}
                  </Box>
                ) : null}
                <Box flex="1" minW="0">
                  <Flex gap="2" align="flex-start" justify="space-between">
                    <Text fontWeight="semibold" minW="0" overflowWrap="anywhere">
                      {layout.title ? renderCell(layout.title, row, fmt) : `#${id}`}
                    </Text>
                    {layout.status ? <Box flexShrink={0}>{renderCell(layout.status, row, fmt)}</Box> : null}
                  </Flex>
                  {layout.subtitle ? (
                    <Text fontSize="sm" color="fg.muted" overflowWrap="anywhere">
                      {renderCell(layout.subtitle, row, fmt)}
                    </Text>
                  ) : null}
                  {matchedOf(row) ? (
                    <Text fontSize="xs" color="fg.muted" className="lst-matched">
                      {t('search.foundIn', { columns: matchedOf(row)!.join(', ') })}
                    </Text>
                  ) : null}
                  {layout.facts.length > 0 ? (
                    <chakra.dl
                      mt="1"
                      fontSize="xs"
                      color="fg.muted"
                      display="grid"
                      gridTemplateColumns="auto 1fr"
                      columnGap="2"
                    >
                      {layout.facts.map((column) => (
                        <Box key={column.key} display="contents">
                          <dt>{column.label}</dt>
                          <chakra.dd color="fg" overflowWrap="anywhere">
                            {renderCell(column, row, fmt)}
                          </chakra.dd>
                        </Box>
                      ))}
                    </chakra.dl>
                  ) : null}
                </Box>
                {actions.length > 0 ? (
                  <MenuButton
                    type="button"
                    aria-label={t('table.rowActions', { id })}
                    aria-haspopup="menu"
                    disabled={busy}
                    aria-busy={busy || undefined}
                    onClick={(event: MouseEvent<HTMLButtonElement>) => openActions(row, event.currentTarget)}
                  >
                    {DotsIcon}
                  </MenuButton>
                ) : null}
              </chakra.li>
            );
          })}
        </chakra.ul>
      )}
      {showTotals && totalColumns.length > 0 ? (
        <Box
          borderWidth="1px"
          rounded="md"
          p="3"
          bg="bg.subtle"
          data-testid="listing-card-totals"
          css={cellCss}
        >
          <Text fontWeight="semibold" fontSize="sm" mb="1">
            {t('table.total')}
          </Text>
          <chakra.dl fontSize="sm" display="grid" gridTemplateColumns="auto 1fr" columnGap="3">
            {totalColumns.map((column) => (
              <Box key={column.key} display="contents">
                <chakra.dt color="fg.muted">{column.label}</chakra.dt>
                <chakra.dd textAlign="end">{formatCell(column, totals!, fmt)}</chakra.dd>
              </Box>
            ))}
          </chakra.dl>
        </Box>
      ) : null}
      <RowActionsMenu state={menu} onClose={closeMenu} onRun={run} />
    </Stack>
  );
}
