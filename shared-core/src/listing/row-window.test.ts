import { renderHook } from '@testing-library/react';
import type { VirtualItem } from '@tanstack/react-virtual';
import type { ListingQuery } from '@panel/shared-core';
import { useBackToFirstRow, windowPadding } from './row-window';

const item = (index: number, start: number, size: number): VirtualItem => ({
  key: index,
  index,
  start,
  end: start + size,
  size,
  lane: 0,
});

describe('windowPadding', () => {
  it('stands for the rows before and after the window', () => {
    expect(windowPadding([item(10, 400, 40), item(11, 440, 40)], 4000)).toEqual({
      spaceBefore: 400,
      spaceAfter: 3520,
    });
  });

  it('counts from where the list starts when the page scrolls (the cards)', () => {
    // The list starts 300 px down the page: items carry that margin, the total size does not.
    expect(windowPadding([item(0, 300, 100), item(1, 400, 100)], 1000, 300)).toEqual({
      spaceBefore: 0,
      spaceAfter: 800,
    });
  });

  it('is nothing without a window, and never below zero', () => {
    expect(windowPadding([], 5000)).toEqual({ spaceBefore: 0, spaceAfter: 0 });
    expect(windowPadding([item(0, 0, 120)], 100)).toEqual({ spaceBefore: 0, spaceAfter: 0 });
  });
});

describe('useBackToFirstRow', () => {
  const queryOf = (page: number): ListingQuery => ({ page, filters: {}, search: '' });

  function setUp() {
    const backToTop = jest.fn();
    const rows1 = [{ id: 1 }];
    const view = renderHook(
      ({ page, stale, rows }: { page: number; stale: boolean; rows: unknown[] }) =>
        // A new query object on each render, as the controller makes it.
        useBackToFirstRow(queryOf(page), stale, rows, backToTop),
      { initialProps: { page: 1, stale: false, rows: rows1 } },
    );
    return { backToTop, view, rows1 };
  }

  it('leaves the first rows where they are', () => {
    const { backToTop, view, rows1 } = setUp();
    view.rerender({ page: 1, stale: false, rows: [...rows1] });
    expect(backToTop).not.toHaveBeenCalled();
  });

  it('goes back when the query changes and once more when its own rows are in, then no more', () => {
    const { backToTop, view, rows1 } = setUp();
    // Page 2 asked for: the previous rows stay, dimmed.
    view.rerender({ page: 2, stale: true, rows: rows1 });
    expect(backToTop).toHaveBeenCalledTimes(1);
    const rows2 = [{ id: 2 }];
    view.rerender({ page: 2, stale: false, rows: rows2 });
    expect(backToTop).toHaveBeenCalledTimes(2);
    // A refetch of the same page (an action's refresh) keeps the user's place.
    view.rerender({ page: 2, stale: false, rows: [...rows2] });
    expect(backToTop).toHaveBeenCalledTimes(2);
  });
});
