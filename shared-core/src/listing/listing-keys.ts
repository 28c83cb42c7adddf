import type { ListingQuery, ListingScope } from '@panel/shared-core';

// Query keys start with the area name (docs/architecture.md): the listings' all start with `listing`.

export const listingKeys = {
  all: ['listing'] as const,
  /** Everything of one listing: invalidate this after an action changed its rows. */
  listing: (scope: ListingScope, name: string) => ['listing', scope, name] as const,
  // The language is part of the keys: the server answers labels and messages in the request's language.
  settings: (scope: ListingScope, name: string, lng: string) =>
    ['listing', scope, name, 'settings', lng] as const,
  data: (scope: ListingScope, name: string, query: ListingQuery, lng: string) =>
    ['listing', scope, name, 'data', query, lng] as const,
  aggregations: (scope: ListingScope, name: string, query: ListingQuery, lng: string) =>
    ['listing', scope, name, 'aggregations', query, lng] as const,
  groups: (scope: ListingScope, name: string, query: ListingQuery, groupBy: string) =>
    ['listing', scope, name, 'groups', groupBy, query] as const,
};
