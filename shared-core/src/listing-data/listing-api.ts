import { listingCalls, type Call } from '@panel/contract';
import {
  callApi,
  callPath,
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

/** The contract's listing calls of each scope. */
const CALLS: Record<ListingScope, Record<ListingCall, Call>> = {
  common: {
    settings: listingCalls.commonSettings,
    data: listingCalls.commonData,
    aggregations: listingCalls.commonAggregations,
  },
  client: {
    settings: listingCalls.clientSettings,
    data: listingCalls.clientData,
    aggregations: listingCalls.clientAggregations,
  },
};

/**
 * Makes a listing call: the contract's `/{scope}/listing/{name}/…`, or the path the menu names for a listing an older
 * API serves under calls of its own (`endpoints`: still the contract's calls, found by their path).
 */
function send(
  call: ListingCall,
  name: string,
  scope: ListingScope,
  options: CallOptions,
  body?: unknown,
): Promise<unknown> {
  const { endpoints, signal } = options;
  if (!endpoints) {
    const listingCall = CALLS[scope][call];
    return (callApi as (call: Call, args: object, options: object) => Promise<unknown>)(
      listingCall,
      { params: { name }, body },
      { signal },
    );
  }
  const path = endpoints[call];
  if (!path) throw new Error(`The listing ${name} has no ${call} call`);
  return callPath(call === 'settings' ? 'GET' : 'POST', path, body, { signal });
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
    return settingsFromWire(name, await send('settings', name, scope, options));
  },

  async data<T = ListingRow>(
    name: string,
    query: ListingQuery,
    scope: ListingScope = 'common',
    options: CallOptions = {},
  ): Promise<ListingPage<T>> {
    return pageFromWire<T>(await send('data', name, scope, options, queryToWire(query)));
  },

  async aggregations(
    name: string,
    query: ListingQuery,
    scope: ListingScope = 'common',
    options: CallOptions = {},
  ): Promise<ListingTotals> {
    return totalsFromWire(await send('aggregations', name, scope, options, queryToWire(query)));
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
    return groupsFromWire(
      await send('aggregations', name, scope, options, { ...queryToWire(query), group_by: groupBy }),
    );
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
    const body = bulk
      ? { ...action.body, ...bulkBody(target as ReadonlyArray<string | number>) }
      : action.body;
    return (await callPath(action.method, url, body)) as T;
  },
};
