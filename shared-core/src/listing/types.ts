/**
 * The listing's own types: the state a user can change (kept in the URL) and the filter values of the
 * six filter types. The wire types (settings, page, totals) come from the core's api adapter.
 */

import type { ListingSort } from '@panel/shared-core';

export type SortDir = ListingSort['dir'];

/** The order of a listing: the core's `ListingSort`. */
export type ListingSortState = ListingSort;

/** `date-range`: `YYYY-MM-DD` bounds, either may be open. */
export interface DateRangeValue {
  from?: string;
  to?: string;
}

/** `number-range`: either bound may be open. */
export interface NumberRangeValue {
  min?: number;
  max?: number;
}

/**
 * The value of one filter, by type: text/select → string, multiselect → string[],
 * date-range → `{from?, to?}`, number-range → `{min?, max?}`, boolean → true|false.
 */
export type FilterValue = string | string[] | boolean | DateRangeValue | NumberRangeValue;

export type FilterValues = Record<string, FilterValue>;

/** Everything the user can change about what a listing shows; mirrored in the URL. */
export interface ListingState {
  page: number;
  perPage: number;
  sort: ListingSortState | null;
  filters: FilterValues;
  search: string;
}

/** The id of a row (every row of `.../data` has one). */
export type RowId = string | number;

/** What the codec needs to know about a listing (a subset of its settings). */
export interface ListingShape {
  columns: ReadonlyArray<{ key: string; sortable?: boolean }>;
  filters: ReadonlyArray<{ key: string; type: string }>;
  sort?: ListingSortState | null;
  perPage: number;
  perPageOptions?: readonly number[];
  search?: boolean;
}
