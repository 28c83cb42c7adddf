import type { ListingEndpoints, ListingQuery, ListingScope } from '@panel/shared-core';
import { activeFilters } from './url-state';
import type { FilterValue, ListingShape, ListingState } from './types';

/** Which listing the controller's hooks read: its calls and its query keys depend on all four. */
export interface ListingSource {
  name: string;
  scope: ListingScope;
  /** The listing's own calls, when it is not read from `/{scope}/listing/{name}/…`. */
  endpoints: ListingEndpoints | undefined;
  /** Filters every call carries and the user never sees (`{ application_id: 42 }`). */
  fixed: Record<string, FilterValue> | undefined;
}

/** The key of a disabled query while the settings load (it never runs). */
export const NO_QUERY: ListingQuery = { page: 1, perPage: 1, sort: null, filters: {}, search: '' };

/**
 * The body of a view's data call. The default perPage and sort are left out (the server applies its own, as the
 * URL codec leaves them out of the URL), so the default view's body is known before the settings are: see
 * `defaultQuery`.
 */
export function queryOf(
  state: ListingState,
  fixed: Record<string, FilterValue> | undefined,
  shape: ListingShape,
): ListingQuery {
  const query: ListingQuery = {
    page: state.page,
    filters: fixed ? { ...activeFilters(state.filters), ...fixed } : activeFilters(state.filters),
    search: state.search.trim(),
  };
  if (state.perPage !== shape.perPage) query.perPage = state.perPage;
  const byDefault = shape.sort ?? null;
  const sameSort =
    state.sort === byDefault ||
    (!!state.sort && !!byDefault && state.sort.key === byDefault.key && state.sort.dir === byDefault.dir);
  if (!sameSort) query.sort = state.sort;
  return query;
}

/** The calls a listing's query key says it was read from (see listing-keys.ts); undefined for the common ones. */
function endpointsOfKey(key: readonly unknown[]): ListingEndpoints | undefined {
  const last = key[key.length - 1];
  return last && typeof last === 'object' && 'endpoints' in last
    ? (last as { endpoints: ListingEndpoints }).endpoints
    : undefined;
}

/**
 * Whether a previous query's answer may stand in for this listing's while the new one loads: never another
 * listing's, nor (with `fixed`) another record's.
 */
export function sameListing(
  previous: { queryKey: readonly unknown[] } | undefined,
  scope: string,
  name: string,
  endpoints: ListingEndpoints | undefined,
  fixed?: Record<string, FilterValue>,
): boolean {
  const key = previous?.queryKey;
  if (!key || key[1] !== scope || key[2] !== name) return false;
  if (JSON.stringify(endpointsOfKey(key)) !== JSON.stringify(endpoints)) return false;
  if (!fixed) return true;
  // Another record's rows (another application's installs) are not a placeholder for this one's.
  const filters = (key[4] as ListingQuery | undefined)?.filters ?? {};
  return Object.entries(fixed).every(
    ([field, value]) => JSON.stringify(filters[field]) === JSON.stringify(value),
  );
}
