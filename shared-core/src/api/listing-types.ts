/** Server-driven listings (docs/listings.md): where a listing is read, and its shapes (wire/listings.ts). */

/** `common` listings live under /common/listing/{name}, `client` ones under /client/listing/{name}. */
export type { ListingScope } from '@panel/contract';

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

/**
 * The shapes of the listing calls (settings, a page of rows, the query body) are the wire's own: the panel reads
 * and sends them as they are (listing-adapter.ts gives a sloppy or older server's answers defaults).
 */
export type {
  ListingAction,
  ListingActionMethod,
  ListingBulkAction,
  ListingColumn,
  ListingColumnType,
  ListingFilter,
  ListingFilterType,
  ListingFilterValue,
  ListingMeta,
  ListingOption,
  ListingPage,
  ListingQuery,
  ListingRow,
  ListingSettings,
  ListingSort,
  SortDirection,
} from '@panel/contract';
import type { ListingTotalValues } from '@panel/contract';

/** A money total over several currencies: one sum per currency, never added together. */
export type MoneySums = readonly { currency: string; amount: string }[];

/**
 * Totals as the panel keeps them: the numbers and decimal strings of the aggregations answer (no nulls), and a money
 * column over several currencies as its sums per currency (the answer's `by_currency`).
 */
export interface ListingTotals {
  totals: Record<string, NonNullable<ListingTotalValues[string]> | MoneySums>;
}
