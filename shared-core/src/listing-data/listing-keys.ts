import type { ListingEndpoints, ListingQuery, ListingScope } from '@panel/shared-core';

// Query keys start with the area name (docs/architecture.md): the listings' all start with `listing`.

/**
 * A listing read from its own calls ends its keys with them, so that its cache never answers for the common
 * listing of the same name (nor the other way round), while `listing(scope, name)` still marks both stale.
 */
const source = (endpoints: ListingEndpoints | undefined) => (endpoints ? [{ endpoints }] : []);

export const listingKeys = {
  all: ['listing'] as const,
  /** Everything of one listing (whichever calls read it): invalidate this after an action changed its rows. */
  listing: (scope: ListingScope, name: string) => ['listing', scope, name] as const,
  // The language is part of the keys: the server answers labels and messages in the request's language.
  settings: (scope: ListingScope, name: string, lng: string, endpoints?: ListingEndpoints) =>
    ['listing', scope, name, 'settings', lng, ...source(endpoints)] as const,
  data: (scope: ListingScope, name: string, query: ListingQuery, lng: string, endpoints?: ListingEndpoints) =>
    ['listing', scope, name, 'data', query, lng, ...source(endpoints)] as const,
  aggregations: (
    scope: ListingScope,
    name: string,
    query: ListingQuery,
    lng: string,
    endpoints?: ListingEndpoints,
  ) => ['listing', scope, name, 'aggregations', query, lng, ...source(endpoints)] as const,
  groups: (
    scope: ListingScope,
    name: string,
    query: ListingQuery,
    groupBy: string,
    endpoints?: ListingEndpoints,
  ) => ['listing', scope, name, 'groups', groupBy, query, ...source(endpoints)] as const,
};
