import type { ListingRow } from '@panel/shared-core';
import { act, renderHook } from '@panel/shared-core/testing';
import { rowIdOf, useListSelection } from './use-list-selection';

const rowsOf = (...ids: number[]): ListingRow[] => ids.map((id) => ({ id, name: `Row ${id}` }));
const PAGE_1 = rowsOf(1, 2, 3);

function render(viewKey = 'client/application/page-1', rows = PAGE_1) {
  return renderHook(
    (props: { viewKey: string; rows: ListingRow[] }) => useListSelection(props.viewKey, props.rows),
    {
      initialProps: { viewKey, rows },
    },
  );
}

describe('useListSelection', () => {
  it('checks and unchecks single rows, and tells whether all or some of the page are checked', () => {
    const { result } = render();
    expect(result.current.selectedIds).toEqual([]);
    expect(result.current.allOnPageSelected).toBe(false);
    expect(result.current.someOnPageSelected).toBe(false);

    act(() => result.current.toggleRow(2));
    expect(result.current.selectedIds).toEqual([2]);
    expect(result.current.isSelected(2)).toBe(true);
    expect(result.current.isSelected(1)).toBe(false);
    expect(result.current.someOnPageSelected).toBe(true);

    act(() => result.current.toggleRow(2));
    expect(result.current.selectedIds).toEqual([]);
    expect(result.current.someOnPageSelected).toBe(false);
  });

  it('composes toggles made in one event, and lists the ids in the order of the page', () => {
    const { result } = render();
    act(() => {
      result.current.toggleRow(3);
      result.current.toggleRow(1);
    });
    expect(result.current.selectedIds).toEqual([1, 3]);
  });

  it('checks the whole page, and unchecks it when all rows were checked', () => {
    const { result } = render();
    act(() => result.current.toggleRow(1));
    act(() => result.current.toggleAllOnPage());
    expect(result.current.selectedIds).toEqual([1, 2, 3]);
    expect(result.current.allOnPageSelected).toBe(true);
    expect(result.current.someOnPageSelected).toBe(false);

    act(() => result.current.toggleAllOnPage());
    expect(result.current.selectedIds).toEqual([]);
  });

  it('never counts an empty page as all selected', () => {
    const { result } = render('client/application/empty', []);
    act(() => result.current.toggleAllOnPage());
    expect(result.current.allOnPageSelected).toBe(false);
    expect(result.current.selectedIds).toEqual([]);
  });

  it('starts empty in another view, and does not bring the old selection back with a toggle', () => {
    const { result, rerender } = render();
    act(() => result.current.toggleRow(1));
    act(() => result.current.toggleRow(2));

    rerender({ viewKey: 'client/application/page-2', rows: rowsOf(1, 2, 4) });
    expect(result.current.selectedIds).toEqual([]);
    expect(result.current.isSelected(1)).toBe(false);

    act(() => result.current.toggleRow(4));
    expect(result.current.selectedIds).toEqual([4]);
  });

  it('counts only the checked rows still on the page after a refetch', () => {
    const { result, rerender } = render();
    act(() => result.current.toggleAllOnPage());
    rerender({ viewKey: 'client/application/page-1', rows: rowsOf(1, 3) });
    expect(result.current.selectedIds).toEqual([1, 3]);
    expect(result.current.allOnPageSelected).toBe(true);
  });

  it('clears the selection', () => {
    const { result } = render();
    act(() => result.current.toggleAllOnPage());
    act(() => result.current.clearSelection());
    expect(result.current.selectedIds).toEqual([]);
    expect(result.current.isSelected(1)).toBe(false);
  });

  it('keeps its callbacks across views, so rows do not re-render for them', () => {
    const { result, rerender } = render();
    const { toggleRow, toggleAllOnPage, clearSelection } = result.current;
    rerender({ viewKey: 'client/application/page-2', rows: rowsOf(4, 5) });
    expect(result.current.toggleRow).toBe(toggleRow);
    expect(result.current.toggleAllOnPage).toBe(toggleAllOnPage);
    expect(result.current.clearSelection).toBe(clearSelection);
    act(() => toggleAllOnPage());
    expect(result.current.selectedIds).toEqual([4, 5]);
  });
});

describe('rowIdOf', () => {
  it('takes a numeric or text id as it is, and anything else as text', () => {
    expect(rowIdOf({ id: 7 })).toBe(7);
    expect(rowIdOf({ id: 'a-7' })).toBe('a-7');
    expect(rowIdOf({ id: true })).toBe('true');
  });
});
