import { CommentsBoard } from '@panel/shared-core/applications';
import { useApplicationContext } from './application-record-screen';

/** `/client/applications/:id/comments`: the comments as the store page shows them. */
export default function ApplicationCommentsTab() {
  const { application } = useApplicationContext();
  return <CommentsBoard area="client" applicationId={application.id} />;
}
