import { ApplicationFormScreen, applicationResource } from '@panel/shared-core/applications';
import { i18n, useCan } from '@panel/shared-core';
import { queryClient } from '@panel/shared-core/query';
import { useParams, type Params } from '@panel/shared-core/router';
import { APPLICATIONS_PATH } from './paths';

/**
 * Started with this screen's code when the path is known (`preloadScreens`): the record's call (the create call's on
 * `new`), under the key the form reads (`useRecordSource`), instead of after the screen's first render; and the texts the form reads, which it
 * would otherwise suspend on one after the other (its own, then the record kit's).
 */
export function prefetch({ id }: Params): Promise<unknown> {
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

/** `/client/applications/new` and `/client/applications/:id/edit`. */
export default function ClientApplicationFormScreen() {
  const { id } = useParams();
  const can = useCan();
  const recordId = id === undefined ? undefined : Number(id);
  return (
    <ApplicationFormScreen
      // A new record is a new form: nothing of the previous one (its draft, its errors) carries over.
      key={id ?? 'new'}
      area="client"
      id={recordId}
      listPath={APPLICATIONS_PATH}
      withComments={can({ permission: 'comment.manage' })}
    />
  );
}
