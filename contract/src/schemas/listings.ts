/**
 * The listing calls' shapes (docs/api-contract.md, "Listings"): `GET …/{name}/settings`, `POST …/{name}/data` and
 * `POST …/{name}/aggregations`, the one definition that the contract server (reference-server/src/api/listings/*.ts,
 * routes/listings.ts) and the panel's listing adapter (shared-core/src/api/listing-types.ts) both import.
 */

export const LISTING_COLUMN_TYPES = [
  'text',
  'id',
  'number',
  'money',
  'date',
  'datetime',
  'boolean',
  'status',
  'link',
  'image',
  'tags',
] as const;
export type ListingColumnType = (typeof LISTING_COLUMN_TYPES)[number];

export const LISTING_FILTER_TYPES = [
  'text',
  'select',
  'multiselect',
  'date-range',
  'number-range',
  'boolean',
] as const;
export type ListingFilterType = (typeof LISTING_FILTER_TYPES)[number];

/** The page sizes a listing offers (settings `perPageOptions`); any other `perPage` answers 422. */
export const PER_PAGE_OPTIONS = [10, 25, 50, 100, 500, 1000] as const;

export type SortDirection = 'asc' | 'desc';

export interface ListingSort {
  key: string;
  dir: SortDirection;
}

export interface ListingColumn {
  key: string;
  label: string;
  type: ListingColumnType;
  sortable: boolean;
  hidden?: boolean;
  /** A template filled from the row, e.g. `/client/applications/{id}`. */
  href?: string;
  /** The row field that holds the currency code of a money column. */
  currencyKey?: string;
  /** Status value → colour name of the UI kit. */
  statusColors?: Record<string, string>;
  /**
   * Human labels of the values of a known set (status, text and tags cells). Taken from the options of the filter
   * on the same key when the server names none, so a status reads "Активно" and a category "Утилиты", never
   * "active" or "utilities".
   */
  valueLabels?: Record<string, string>;
}

export interface ListingOption {
  value: string;
  label: string;
}

export interface ListingFilter {
  key: string;
  label: string;
  type: ListingFilterType;
  options?: ListingOption[];
}

export type ListingActionMethod = 'POST' | 'PUT' | 'DELETE';

export interface ListingBulkAction {
  key: string;
  label: string;
  method: ListingActionMethod;
  /** Called with the body `{ ids }`. */
  url: string;
  permission?: string;
  destructive?: boolean;
  /** A confirmation text; when present the user is asked first. */
  confirm?: string;
  /** What the call sends besides (`{ isActive: false }`, `{ status: 'blocked' }`); a bulk call adds `ids`. */
  body?: Record<string, unknown>;
}

export interface ListingAction extends ListingBulkAction {
  /** A template with `{id}` (or any `{field}` of the row). */
  url: string;
  /** Shown only for rows whose `field` is one of `in`. */
  visibleWhen?: { field: string; in: unknown[] };
}

/**
 * The answer of `GET …/settings`. The contract server always names a title, a sort and `aggregations`; the panel also
 * reads older servers that leave them out (then no title, no default order, no totals).
 */
export interface ListingSettings {
  name: string;
  title?: string;
  columns: ListingColumn[];
  filters: ListingFilter[];
  /** The default order; null when the server names none. */
  sort: ListingSort | null;
  perPage: number;
  perPageOptions: number[];
  /** Whether the listing has a search box. */
  search: boolean;
  actions?: ListingAction[];
  bulkActions?: ListingBulkAction[];
  /** Whether the listing has totals (POST .../aggregations). */
  aggregations?: boolean;
}

/** A `date-range` filter's value: `YYYY-MM-DD` bounds, inclusive, either may be open. */
export interface DateRangeFilter {
  from?: string;
  to?: string;
}

/** A `number-range` filter's value: either bound may be open; a number may come as its string. */
export interface NumberRangeFilter {
  min?: number | string;
  max?: number | string;
}

/**
 * A filter's value: text and select → a string (or number), multiselect → a list, boolean → true|false, the ranges
 * → their objects. Empty values (`''`, `null`, `[]`) are ignored.
 */
export type ListingFilterValue = string | number | boolean | string[] | DateRangeFilter | NumberRangeFilter;

/**
 * The body of `POST …/data` and `…/aggregations`: every field optional, the settings' defaults apply (page 1, the
 * listing's `perPage` and `sort`; `sort: null` also asks for the default). `search` keeps the rows whose text cells
 * contain it.
 */
export interface ListingQueryBody {
  page?: number;
  perPage?: number;
  sort?: ListingSort | null;
  filters?: Record<string, ListingFilterValue>;
  search?: string;
}

/**
 * The query as the panel builds it: the page, filters and search always, perPage and sort only when not the default.
 * Its empty filters (`''`, `null`, `[]`, empty range ends) are dropped on the way out (listing-adapter.ts
 * `queryToWire`), so what is sent is a `ListingQueryBody`.
 */
export interface ListingQuery extends Omit<ListingQueryBody, 'filters'> {
  page: number;
  filters: Record<string, unknown>;
  search: string;
}

/** The aggregations body may also group the totals by one of the listing's fields (the statistics' charts). */
export interface ListingAggregationsBody extends ListingQueryBody {
  group_by?: string | null;
}

export interface ListingMeta {
  current_page: number;
  per_page: number;
  total: number;
  last_page: number;
}

/** A row of a listing: whatever the server sends, addressed by column keys. */
export type ListingRow = Record<string, unknown>;

/** The answer of `POST …/data`: one page of rows (each with its `id`) and where it sits. */
export interface ListingPage<T = ListingRow> {
  data: T[];
  meta: ListingMeta;
}

/**
 * Totals over the filtered rows: numbers, money as a decimal string, the currency code when every row shares one
 * (null otherwise), `count` on listings that count rows.
 */
export type ListingTotalValues = Record<string, number | string | null>;

/** The answer of `POST …/aggregations`; `groups` only with `group_by`. */
export interface ListingAggregations {
  totals: ListingTotalValues;
  groups?: (ListingTotalValues & { key: string })[];
}

/** The body of a bulk action (`POST /common/listing/{name}/bulk/{action}`): the rows' ids. */
export interface ListingBulkBody {
  ids: number[];
}
