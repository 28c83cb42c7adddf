import { listingKeys, type RecordResource } from '@panel/shared-core';
import type { QueryClient } from '@panel/shared-core/query';

/**
 * After a write: the resource's records and the rows of its listings are stale (a listing's description is not).
 * Nothing is awaited: the screens that show them refetch when they are next on screen.
 */
export function invalidateResource(queryClient: QueryClient, resource: RecordResource<unknown>): void {
  void queryClient.invalidateQueries({ queryKey: resource.keys.all });
  for (const listing of resource.spec.listings ?? []) {
    void queryClient.invalidateQueries({
      queryKey: listingKeys.listing(listing.scope ?? 'common', listing.name),
      predicate: (query) => query.queryKey[3] !== 'settings',
    });
  }
}
