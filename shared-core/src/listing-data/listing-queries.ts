import type { ListingEndpoints, ListingQuery, ListingScope } from '@panel/shared-core';
import { queryClient } from '@panel/shared-core/query';
import { listingApi } from './listing-api';
import { listingKeys } from './listing-keys';
import { hasListingParams } from './listing-params';

/** How long the server's description of a listing is trusted (it changes with deployments, not with data). */
export const SETTINGS_STALE_MS = 5 * 60_000;
/**
 * How long a page of rows counts as fresh. Long enough that a call started ahead (a change's `prefetch`, or
 * `prefetchListing` while the screen's code loads) is not made again when the screen renders; short enough that
 * coming back later asks again. Actions invalidate the rows whatever their age.
 */
export const DATA_STALE_MS = 5_000;

/** The body of a listing's default view: what the server's settings default to, so it is known before them. */
export function defaultQuery(fixed: ListingQuery['filters'] | undefined): ListingQuery {
  return { page: 1, filters: fixed ? { ...fixed } : {}, search: '' };
}

export interface PrefetchListingOptions {
  name: string;
  scope?: ListingScope;
  endpoints?: ListingEndpoints;
  /** The language the screen will ask in (the keys hold it). */
  language: string;
  /** The URL's query: the rows are asked for only when it leaves the default view. */
  search?: string;
}

/**
 * Starts a listing's first calls before its screen's code is there: the settings, and the rows (and totals) of the
 * default view, under the keys `useListController` reads, so the screen finds them answered or under way. A URL
 * that names a page, a sort or filters needs the settings to be read, so only the settings are asked for then.
 * Failures are left to the screen, which asks again and shows them.
 *
 * @example
 * // The shell, while a signed-in area's code loads (warm-start.ts):
 * void prefetchListing({ ...item.listing, language: currentLanguage(), search: location.search });
 */
export async function prefetchListing({
  name,
  scope = 'common',
  endpoints,
  language,
  search = '',
}: PrefetchListingOptions): Promise<void> {
  const settings = queryClient.fetchQuery({
    queryKey: listingKeys.settings(scope, name, language, endpoints),
    queryFn: ({ signal }) => listingApi.settings(name, scope, { signal, endpoints }),
    staleTime: SETTINGS_STALE_MS,
  });
  if (hasListingParams(search)) {
    await settings.catch(() => undefined);
    return;
  }
  const body = defaultQuery(undefined);
  const rows = queryClient.prefetchQuery({
    queryKey: listingKeys.data(scope, name, body, language, endpoints),
    queryFn: ({ signal }) => listingApi.data(name, body, scope, { signal, endpoints }),
    staleTime: DATA_STALE_MS,
  });
  const described = await settings.catch(() => undefined);
  if (described?.aggregations === true && (!endpoints || endpoints.aggregations)) {
    await queryClient.prefetchQuery({
      queryKey: listingKeys.aggregations(scope, name, body, language, endpoints),
      queryFn: ({ signal }) => listingApi.aggregations(name, body, scope, { signal, endpoints }),
      staleTime: DATA_STALE_MS,
    });
  }
  await rows;
}
