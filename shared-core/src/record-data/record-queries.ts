import { queryClient, queryOptions } from '@panel/shared-core/query';
import type { RecordId, RecordResource } from './define-resource';
import type { CreateAnswer, EditAnswer } from './record-adapter';

/**
 * A record's `edit` call as a query: what a record screen and the record's form read (`useRecord`,
 * `useRecordSource`), and what a route's `prefetch` starts ahead, under one key.
 */
export function recordQuery<T>(resource: RecordResource<T>, id: RecordId) {
  return queryOptions<EditAnswer<T>>({
    queryKey: resource.keys.record(id),
    queryFn: ({ signal }) => resource.edit(id, { signal }),
  });
}

/** A resource's `create` call (a new record's defaults and options) as a query, like `recordQuery`. */
export function createQuery<T>(resource: RecordResource<T>) {
  return queryOptions<CreateAnswer<T>>({
    queryKey: resource.keys.create(),
    queryFn: ({ signal }) => resource.create({ signal }),
  });
}

/**
 * Starts the call a record's form starts from (`edit` with an id, `create` without) under the key the form reads, for
 * a route's `prefetch`: the answer is there when the form's code is, and the form draws with it at once.
 *
 * @example
 * lazyScreen(() => import('./domain-form-screen'), { prefetch: ({ id }) => prefetchRecordSource(domains, id) });
 */
export function prefetchRecordSource<T>(resource: RecordResource<T>, id: RecordId | undefined): void {
  void (id === undefined
    ? queryClient.prefetchQuery(createQuery(resource))
    : queryClient.prefetchQuery(recordQuery(resource, id)));
}
