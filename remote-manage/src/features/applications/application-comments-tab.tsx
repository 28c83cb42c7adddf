import { CommentsBoard } from '@panel/shared-core/applications';
import { useApplicationContext } from './application-record-screen';

/** `/manage/applications/:id/comments`: the same board as the company's, through the manage calls. */
export default function ApplicationCommentsTab() {
  const { application } = useApplicationContext();
  return <CommentsBoard area="manage" applicationId={application.id} />;
}
