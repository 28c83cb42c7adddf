import { applicationResource } from '@panel/shared-core/applications';
import { i18n } from '@panel/shared-core';
import { queryClient } from '@panel/shared-core/query';
import type { Params } from '@panel/shared-core/router';

/**
 * The application form's first call (the record's, or the create call's on `new`) under the key the form reads
 * (`useRecordSource`), and the texts it reads, started by the routes while the form's code downloads
 * (`lazyScreen`'s `prefetch`). Light on purpose: the resource comes from `/record-data`, none of the form's modules.
 * Resolves with the texts, which the form must not be shown before; the record's answer is not waited for: the form
 * draws its skeleton while a slow server answers.
 */
export function prefetchApplicationForm({ id }: Params): Promise<unknown> {
  const resource = applicationResource('client');
  void (id === undefined
    ? queryClient.prefetchQuery({
        queryKey: resource.keys.create(),
        queryFn: ({ signal }) => resource.create({ signal }),
      })
    : queryClient.prefetchQuery({
        queryKey: resource.keys.record(id),
        queryFn: ({ signal }) => resource.edit(id, { signal }),
      }));
  return i18n.loadNamespaces(['applications', 'record']);
}
