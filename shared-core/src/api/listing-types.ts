/** Server-driven listings (docs/listings.md). These are the panel's shapes; the wire dialect is in listing-adapter.ts. */

/** `common` listings live under /common/listing/{name}, `client` ones under /client/listing/{name}. */
export type ListingScope = 'common' | 'client';

/**
 * Where a listing is read when an older API serves it under calls of its own instead of
 * `/{scope}/listing/{name}/…`, with the same shapes (`all-users`: `/admin/users/list-settings` and
 * `/admin/users/list`). Without `aggregations` the listing has no totals, whatever its settings say.
 */
export interface ListingEndpoints {
  /** `GET`: the listing's description. */
  settings: string;
  /** `POST`: a page of rows. */
  data: string;
  /** `POST`: the totals (and the groups a chart draws). */
  aggregations?: string;
}

export type ListingColumnType =
  'text' | 'id' | 'number' | 'money' | 'date' | 'datetime' | 'boolean' | 'status' | 'link' | 'image' | 'tags';

export type ListingFilterType = 'text' | 'select' | 'multiselect' | 'date-range' | 'number-range' | 'boolean';

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

/** Filter values: a string, a list (multiselect), a boolean, or a range `{from,to}` / `{min,max}`. */
export type ListingFilterValue =
  | string
  | number
  | boolean
  | string[]
  | { from?: string; to?: string }
  | { min?: number | string; max?: number | string };

export interface ListingQuery {
  page: number;
  /** Left out when it is the listing's default: the server applies its settings' own (docs/api-contract.md). */
  perPage?: number;
  /** Left out when it is the listing's default sort; `null` also asks for the default. */
  sort?: ListingSort | null;
  filters: Record<string, unknown>;
  search: string;
}

export interface ListingMeta {
  current_page: number;
  per_page: number;
  total: number;
  last_page: number;
}

export interface ListingPage<T = Record<string, unknown>> {
  data: T[];
  meta: ListingMeta;
}

export interface ListingTotals {
  totals: Record<string, number | string>;
}

/** A row of a listing: whatever the server sends, addressed by column keys. */
export type ListingRow = Record<string, unknown>;
