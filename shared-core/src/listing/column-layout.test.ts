import type { ListingColumn } from '@panel/shared-core';
import {
  DEFAULT_LAYOUT,
  MAX_COLUMN_WIDTH,
  isDefaultLayout,
  knownLayout,
  normalizeLayout,
  orderedColumns,
  shownColumns,
  unknownColumnKeys,
  withMoved,
  withPinned,
  withVisible,
  withWidth,
  type ColumnLayout,
} from './column-layout';

const col = (key: string, hidden = false): ListingColumn => ({
  key,
  label: key.toUpperCase(),
  type: 'text',
  sortable: false,
  hidden,
});
const columns = [col('id'), col('name'), col('status'), col('notes', true), col('email')];
const keys = (list: ListingColumn[]) => list.map((c) => c.key);
const base: ColumnLayout = { ...DEFAULT_LAYOUT };

describe('column layout', () => {
  it('is the server’s order and visibility by default, with the first column pinned', () => {
    expect(keys(orderedColumns(columns, base))).toEqual(['id', 'name', 'status', 'notes', 'email']);
    expect(keys(shownColumns(columns, base))).toEqual(['id', 'name', 'status', 'email']);
    expect(isDefaultLayout(base)).toBe(true);
    expect(base.pinned).toBe(1);
  });

  it('moves a column among the shown ones, skipping hidden ones, and back to the defaults', () => {
    const moved = withMoved(base, columns, 'email', -1);
    // Past the hidden `notes`: the user sees it swap with `status`.
    expect(keys(shownColumns(orderedColumns(columns, moved), moved))).toEqual([
      'id',
      'name',
      'email',
      'status',
    ]);
    const back = withMoved(moved, columns, 'email', 1);
    expect(keys(shownColumns(orderedColumns(columns, back), back))).toEqual([
      'id',
      'name',
      'status',
      'email',
    ]);
    expect(withMoved(base, columns, 'id', -1)).toBe(base);
    expect(withMoved(base, columns, 'email', 1)).toBe(base);
  });

  it('keeps columns the server adds after the ordered ones, and drops the ones it removed', () => {
    const layout: ColumnLayout = {
      order: ['email', 'gone', 'id'],
      visible: { gone: true, notes: true },
      widths: { gone: 200, name: 300 },
      pinned: 2,
    };
    expect(keys(orderedColumns(columns, layout))).toEqual(['email', 'id', 'name', 'status', 'notes']);
    expect(unknownColumnKeys(layout, columns)).toEqual(['gone']);
    expect(knownLayout(layout, columns)).toEqual({
      order: ['email', 'id'],
      visible: { notes: true },
      widths: { name: 300 },
      pinned: 2,
    });
  });

  it('never hides the last shown column', () => {
    let layout = base;
    for (const key of ['id', 'name', 'status']) layout = withVisible(layout, columns, key, false);
    expect(keys(shownColumns(columns, layout))).toEqual(['email']);
    expect(withVisible(layout, columns, 'email', false)).toBe(layout);
    // Showing a column at its server default stores nothing.
    expect(withVisible(withVisible(base, columns, 'notes', true), columns, 'notes', false).visible).toEqual(
      {},
    );
  });

  it('clamps widths and the pinned count to the contract’s limits; null gives the natural width back', () => {
    expect(withWidth(base, 'name', 5000).widths).toEqual({ name: MAX_COLUMN_WIDTH });
    expect(withWidth(withWidth(base, 'name', 200), 'name', null).widths).toEqual({});
    expect(withPinned(base, 9).pinned).toBe(3);
    expect(withPinned(base, -1).pinned).toBe(0);
  });

  it('reads stored values defensively, and the older shown/hidden map as visibility', () => {
    expect(normalizeLayout({ notes: true, tags: 'x' })).toEqual({ ...base, visible: { notes: true } });
    expect(normalizeLayout({ order: ['a', 1, 'a'], widths: { a: 10, b: 'x' }, pinned: 7 })).toEqual({
      order: ['a'],
      visible: {},
      widths: { a: 64 },
      pinned: 3,
    });
    expect(normalizeLayout(null)).toEqual(base);
    expect(normalizeLayout('x')).toEqual(base);
  });
});
