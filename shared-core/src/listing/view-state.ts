import type { ListingViewState } from '@panel/contract';
import type { ListingColumn, ListingSettings } from '@panel/shared-core';
import {
  knownLayout,
  normalizeLayout,
  sameLayout,
  unknownColumnKeys,
  type ColumnLayout,
} from './column-layout';
import type { FilterValues, ListingState } from './types';
import { activeFilters, defaultListingState, isActiveFilterValue, sameListingState } from './url-state';

/**
 * A named view's state (the contract's `ListingViewState`) against the listing as it is now: what the panel saves
 * of the screen, what it puts back, and what of a view it cannot put back because the listing no longer has it.
 * Pure functions; the hook is use-listing-views.ts.
 */

/** The screen's state as a view keeps it: page sizes and sorts equal to the listing's defaults are kept as null. */
export function captureViewState(
  state: ListingState,
  layout: ColumnLayout,
  settings: ListingSettings,
): ListingViewState {
  const filters = activeFilters(state.filters);
  const columnLabels = new Map(settings.columns.map((column) => [column.key, column.label]));
  const filterLabels = new Map(settings.filters.map((filter) => [filter.key, filter.label]));
  const defaultSort = settings.sort ?? null;
  const sameSort =
    (state.sort === null && defaultSort === null) ||
    (state.sort !== null &&
      defaultSort !== null &&
      state.sort.key === defaultSort.key &&
      state.sort.dir === defaultSort.dir);
  const named = [
    ...Object.keys(filters),
    ...layout.order,
    ...Object.keys(layout.visible),
    ...Object.keys(layout.widths),
  ];
  if (state.sort && !sameSort) named.push(state.sort.key);
  const labels: Record<string, string> = {};
  for (const key of named) {
    const label = filterLabels.get(key) ?? columnLabels.get(key);
    if (label) labels[key] = label;
  }
  return {
    filters: filters as ListingViewState['filters'],
    search: state.search,
    sort: sameSort ? null : state.sort,
    perPage: state.perPage === settings.perPage ? null : state.perPage,
    columns: { ...layout },
    labels,
  };
}

/** What of a view the listing no longer has, by the labels the view saved (its key when it saved none). */
export interface DroppedParts {
  filters: string[];
  columns: string[];
  sort: string | null;
  perPage: boolean;
}

export interface RestoredView {
  /** The listing's state the view asks for, page 1. */
  state: ListingState;
  /** The columns' arrangement, without the columns the listing lacks. */
  layout: ColumnLayout;
  dropped: DroppedParts;
}

const isFilterValue = (value: unknown): boolean =>
  typeof value !== 'number' && isActiveFilterValue(value as never);

/** A view's state as the listing can show it now, and what was left out. */
export function restoreViewState(view: ListingViewState, settings: ListingSettings): RestoredView {
  const label = (key: string) => view.labels[key] ?? key;
  const filterKeys = new Set(settings.filters.map((filter) => filter.key));
  const filters: FilterValues = {};
  const droppedFilters: string[] = [];
  for (const [key, value] of Object.entries(view.filters)) {
    if (filterKeys.has(key) && isFilterValue(value)) filters[key] = value as FilterValues[string];
    else droppedFilters.push(label(key));
  }
  const state = defaultListingState(settings);
  state.filters = filters;
  state.search = settings.search === false ? '' : view.search;
  let droppedSort: string | null = null;
  if (view.sort) {
    const column = settings.columns.find((c) => c.key === view.sort?.key);
    if (column?.sortable) state.sort = view.sort;
    else droppedSort = label(view.sort.key);
  }
  let droppedPerPage = false;
  if (view.perPage !== null) {
    if (view.perPage === settings.perPage || (settings.perPageOptions ?? []).includes(view.perPage))
      state.perPage = view.perPage;
    else droppedPerPage = true;
  }
  const layout = normalizeLayout(view.columns);
  return {
    state,
    layout: knownLayout(layout, settings.columns),
    dropped: {
      filters: droppedFilters,
      columns: unknownColumnKeys(layout, settings.columns).map(label),
      sort: droppedSort,
      perPage: droppedPerPage,
    },
  };
}

export const droppedAnything = (dropped: DroppedParts): boolean =>
  dropped.filters.length > 0 || dropped.columns.length > 0 || dropped.sort !== null || dropped.perPage;

/** Whether the screen shows what the view holds (the page number aside). */
export function showsView(
  view: ListingViewState,
  state: ListingState,
  layout: ColumnLayout,
  settings: ListingSettings,
  columns: readonly ListingColumn[],
): boolean {
  const restored = restoreViewState(view, settings);
  return (
    sameListingState({ ...restored.state, page: 1 }, { ...state, page: 1 }, settings) &&
    sameLayout(restored.layout, layout, columns)
  );
}
