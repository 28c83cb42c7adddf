import type { SystemStyleObject } from '@panel/shared-core/ui';
import { STATUS_PALETTES } from './cells';
import { MAX_PINNED } from './column-layout';

const badgeColors: SystemStyleObject = Object.fromEntries(
  STATUS_PALETTES.map((palette) => [
    `& .lst-badge[data-color=${palette}]`,
    { bg: `${palette}.subtle`, color: `${palette}.fg`, borderColor: `${palette}.muted` },
  ]),
);

/**
 * How the cells' own markup looks (`renderCell`: links, status badges, yes/no, thumbnails, tags): in the table, and in
 * the cards a phone-sized screen shows instead.
 */
export const cellCss: SystemStyleObject = {
  '& .lst-empty': { color: 'fg.subtle' },
  // A word beside a name (a deleted application's "deleted"): an outlined tag, muted, that reads as text too.
  '& .lst-unlinked': {
    display: 'inline-block',
    px: '1.5',
    rounded: 'sm',
    borderWidth: '1px',
    borderColor: 'border',
    color: 'fg.muted',
    fontSize: 'xs',
    lineHeight: '1.4',
    whiteSpace: 'nowrap',
  },
  '& .lst-link': {
    color: 'colorPalette.fg',
    textDecoration: 'underline',
    textUnderlineOffset: '2px',
    _hover: { textDecorationThickness: '2px' },
    _focusVisible: {
      outline: '2px solid',
      outlineColor: 'colorPalette.focusRing',
      outlineOffset: '2px',
      rounded: 'sm',
    },
  },
  '& .lst-badge': {
    display: 'inline-flex',
    alignItems: 'center',
    px: '2',
    py: '0.5',
    rounded: 'full',
    fontSize: 'xs',
    fontWeight: 'medium',
    lineHeight: '1.2',
    borderWidth: '1px',
    whiteSpace: 'nowrap',
  },
  ...badgeColors,
  '& .lst-bool': { display: 'inline-flex', alignItems: 'center', gap: '1', whiteSpace: 'nowrap' },
  '& .lst-bool[data-value=true] .lst-bool-icon': { color: 'green.fg' },
  '& .lst-bool[data-value=false] .lst-bool-icon': { color: 'fg.subtle' },
  '& .lst-thumb': {
    width: '8',
    height: '8',
    objectFit: 'cover',
    rounded: 'md',
    bg: 'bg.muted',
    display: 'block',
  },
  '& .lst-tags': { display: 'inline-flex', flexWrap: 'wrap', gap: '1' },
  '& .lst-tag': { px: '1.5', py: '0.5', rounded: 'sm', bg: 'bg.muted', fontSize: 'xs', whiteSpace: 'nowrap' },
};

/**
 * The one class set of the listing table (set on `Table.Root` through `css`): every cell is a plain `td`
 * styled from here, so a 1,000-row page costs one style computation, not one per cell.
 */
export const tableCss: SystemStyleObject = {
  width: '100%',
  borderCollapse: 'separate',
  borderSpacing: 0,
  fontSize: 'sm',
  fontVariantNumeric: 'tabular-nums',
  '& th, & td': {
    px: '3',
    py: '2',
    textAlign: 'start',
    verticalAlign: 'middle',
    borderBottomWidth: '1px',
    borderColor: 'border.muted',
  },
  '& thead th': {
    position: 'sticky',
    top: 0,
    zIndex: 1,
    bg: 'bg.subtle',
    color: 'fg.muted',
    fontWeight: 'semibold',
    // A label of two words may take two lines rather than widen its column past a laptop's screen ("Последний вход"
    // of the users' table); a word is never broken.
    whiteSpace: 'normal',
    boxShadow: 'inset 0 -1px 0 var(--chakra-colors-border)',
  },
  '& tfoot td': {
    position: 'sticky',
    bottom: 0,
    bg: 'bg.subtle',
    fontWeight: 'semibold',
    borderTopWidth: '1px',
    borderBottomWidth: 0,
  },
  // The first columns the user pinned stay in view while the table scrolls sideways (column-header.tsx measures
  // where each one sticks); logical insets, so right-to-left pins them on the right.
  '& [data-pin]': { position: 'sticky', zIndex: 1 },
  '& tbody [data-pin]': { bg: 'bg' },
  '& thead th[data-pin]': { zIndex: 3 },
  '& tfoot td[data-pin]': { zIndex: 2 },
  '& [data-pin="check"]': { insetInlineStart: 0 },
  ...Object.fromEntries(
    Array.from({ length: MAX_PINNED }, (_, i) => [
      `& [data-pin="${i}"]`,
      { insetInlineStart: `var(--lst-pin-${i}, 0px)`, borderInlineEndWidth: '1px' },
    ]),
  ),
  '& tbody tr:hover td': { bg: 'bg.muted' },
  '& tbody tr[data-selected] td': { bg: 'colorPalette.subtle' },
  '& .lst-num': { textAlign: 'end', whiteSpace: 'nowrap' },
  '& .lst-nowrap': { whiteSpace: 'nowrap' },
  '& .lst-check': { width: '2.5rem', textAlign: 'center', px: '2' },
  '& .lst-check input': {
    width: '1rem',
    height: '1rem',
    cursor: 'pointer',
    accentColor: 'var(--chakra-colors-color-palette-solid)',
  },
  // The row menu stays in view at the inline end even when the columns are wider than the screen (a laptop's
  // 1366 px showed the users' table cut before its actions).
  '& .lst-actions': {
    width: '1%',
    textAlign: 'end',
    whiteSpace: 'nowrap',
    position: 'sticky',
    insetInlineEnd: 0,
    bg: 'bg',
    boxShadow: 'inset 1px 0 0 var(--chakra-colors-border-muted)',
  },
  '& thead .lst-actions, & tfoot .lst-actions': { bg: 'bg.subtle', zIndex: 2 },
  // A long unbroken value (an e-mail, an address) wraps at its own punctuation (cells.tsx, `breakable`), not anywhere:
  // `word-break: break-word` let the table break short words ("Manage|r") to fit.
  '& .lst-matched': { display: 'block', fontSize: 'xs', color: 'fg.muted', whiteSpace: 'normal' },
  '& .lst-sort': {
    display: 'inline-flex',
    alignItems: 'center',
    // A label on two lines keeps to the column's start, as the cells below it do (a button centres by default).
    textAlign: 'start',
    gap: '1',
    font: 'inherit',
    color: 'inherit',
    bg: 'transparent',
    border: 0,
    p: 0,
    cursor: 'pointer',
    rounded: 'sm',
    _hover: { color: 'fg' },
    _focusVisible: { outline: '2px solid', outlineColor: 'colorPalette.focusRing', outlineOffset: '2px' },
  },
  // The resize edge is a 24-pixel target over the header's end: its padding and the label's last 12 pixels (the line
  // it draws stays in the padding). No extra room is made for it: a laptop's table must still fit without scrolling
  // sideways (laptop-tables.spec.ts).
  '& thead th[draggable=true]': { cursor: 'grab' },
  '& .lst-resize': {
    position: 'absolute',
    top: 0,
    bottom: 0,
    insetInlineEnd: 0,
    width: '6',
    cursor: 'col-resize',
    touchAction: 'none',
    _after: {
      content: '""',
      position: 'absolute',
      insetBlock: '25%',
      insetInlineEnd: '0',
      width: '2px',
      bg: 'border',
    },
    _hover: { _after: { bg: 'colorPalette.solid', insetBlock: 0 } },
    _focusVisible: {
      outline: '2px solid',
      outlineColor: 'colorPalette.focusRing',
      outlineOffset: '-2px',
      _after: { bg: 'colorPalette.solid', insetBlock: 0 },
    },
  },
  '& .lst-sort-icon': { opacity: 0.4 },
  '& [aria-sort] .lst-sort-icon': { opacity: 1 },
  ...cellCss,
  '& .lst-row-menu': {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    boxSize: '8',
    rounded: 'md',
    bg: 'transparent',
    border: 0,
    color: 'fg.muted',
    cursor: 'pointer',
    _hover: { bg: 'bg.emphasized', color: 'fg' },
    _focusVisible: { outline: '2px solid', outlineColor: 'colorPalette.focusRing' },
    _disabled: { opacity: 0.5, cursor: 'wait' },
  },
  '& .lst-sr': { srOnly: true },
  '& tbody[data-stale]': { opacity: 0.55, transition: 'opacity 0.15s' },
  // The room of the rows outside the rendered window: no padding or border of its own, no hover.
  '& tbody tr.lst-spacer td': { p: 0, borderBottomWidth: 0, bg: 'transparent' },
};
