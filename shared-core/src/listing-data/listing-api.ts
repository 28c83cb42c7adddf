import {
  http,
  type ListingAction,
  type ListingBulkAction,
  type ListingEndpoints,
  type ListingPage,
  type ListingQuery,
  type ListingRow,
  type ListingScope,
  type ListingSettings,
  type ListingTotals,
} from '@panel/shared-core';
import {
  bulkBody,
  fillTemplate,
  pageFromWire,
  groupsFromWire,
  queryToWire,
  settingsFromWire,
  type ListingGroup,
  totalsFromWire,
} from './listing-adapter';

export interface CallOptions {
  /** From TanStack Query, so that leaving a screen cancels its calls. */
  signal?: AbortSignal;
  /** The listing's own calls, instead of `/{scope}/listing/{name}/…` (see `ListingEndpoints`). */
  endpoints?: ListingEndpoints;
}

type ListingCall = keyof ListingEndpoints;

function urlOf(call: ListingCall, name: string, scope: ListingScope, endpoints?: ListingEndpoints): string {
  if (!endpoints) return `/${scope}/listing/${encodeURIComponent(name)}/${call}`;
  const url = endpoints[call];
  if (!url) throw new Error(`The listing ${name} has no ${call} call`);
  return url;
}

/**
 * The listing calls (docs/api-contract.md): `/{scope}/listing/{name}/settings|data|aggregations`, or the listing's
 * own calls given as `options.endpoints`.
 */
export const listingApi = {
  async settings(
    name: string,
    scope: ListingScope = 'common',
    options: CallOptions = {},
  ): Promise<ListingSettings> {
    const { data } = await http.get<unknown>(urlOf('settings', name, scope, options.endpoints), {
      signal: options.signal,
    });
    return settingsFromWire(name, data);
  },

  async data<T = ListingRow>(
    name: string,
    query: ListingQuery,
    scope: ListingScope = 'common',
    options: CallOptions = {},
  ): Promise<ListingPage<T>> {
    const { data } = await http.post<unknown>(
      urlOf('data', name, scope, options.endpoints),
      queryToWire(query),
      {
        signal: options.signal,
      },
    );
    return pageFromWire<T>(data);
  },

  async aggregations(
    name: string,
    query: ListingQuery,
    scope: ListingScope = 'common',
    options: CallOptions = {},
  ): Promise<ListingTotals> {
    const { data } = await http.post<unknown>(
      urlOf('aggregations', name, scope, options.endpoints),
      queryToWire(query),
      {
        signal: options.signal,
      },
    );
    return totalsFromWire(data);
  },

  /**
   * The totals of a statistics listing per value of one column (`date`, `country`...) over the same filters as
   * its rows: what its chart draws.
   */
  async groups(
    name: string,
    query: ListingQuery,
    groupBy: string,
    scope: ListingScope = 'common',
    options: CallOptions = {},
  ): Promise<ListingGroup[]> {
    const { data } = await http.post<unknown>(
      urlOf('aggregations', name, scope, options.endpoints),
      { ...queryToWire(query), group_by: groupBy },
      { signal: options.signal },
    );
    return groupsFromWire(data);
  },

  /**
   * Runs a row action (its URL template filled from the row) or a bulk action (the body `{ ids }`).
   * Action URLs are API paths, relative to the API base like every other call.
   */
  async runAction<T = unknown>(
    action: ListingAction | ListingBulkAction,
    target: ListingRow | ReadonlyArray<string | number>,
  ): Promise<T> {
    const bulk = Array.isArray(target);
    const url = bulk ? action.url : fillTemplate(action.url, target as ListingRow);
    const { data } = await http.request<T>({
      method: action.method,
      url,
      data: bulk ? { ...action.body, ...bulkBody(target as ReadonlyArray<string | number>) } : action.body,
    });
    return data;
  },
};
