import { listingKeys } from '@panel/shared-core/listing-data';
import { type RecordId, type RecordResource } from '@panel/shared-core/record-data';
import type { QueryClient } from '@panel/shared-core/query';

/**
 * After a write: the resource's records and the rows of its listings are stale (a listing's description is not).
 * Nothing is awaited: the screens that show them refetch when they are next on screen. `gone` is a record that can no
 * longer be read (deleted): it is marked stale without being asked for again while its screen is still leaving.
 */
export function invalidateResource(
  queryClient: QueryClient,
  resource: RecordResource<unknown>,
  gone?: RecordId,
): void {
  const goneKey = gone === undefined ? null : resource.keys.record(gone);
  const isGone = (key: readonly unknown[]) =>
    goneKey !== null && goneKey.slice(0, -1).every((part, index) => key[index] === part);
  void queryClient.invalidateQueries({
    queryKey: resource.keys.all,
    predicate: (query) => !isGone(query.queryKey),
  });
  if (goneKey) void queryClient.invalidateQueries({ queryKey: goneKey.slice(0, -1), refetchType: 'none' });
  for (const listing of resource.spec.listings ?? []) {
    void queryClient.invalidateQueries({
      queryKey: listingKeys.listing(listing.scope ?? 'common', listing.name),
      predicate: (query) => query.queryKey[3] !== 'settings',
    });
  }
}
