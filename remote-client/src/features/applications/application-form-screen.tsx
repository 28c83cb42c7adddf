import { ApplicationFormScreen } from '@panel/shared-domain/applications';
import { useCan } from '@panel/shared-core';
import { useParams } from '@panel/shared-core/router';
import { APPLICATIONS_PATH } from './paths';

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
