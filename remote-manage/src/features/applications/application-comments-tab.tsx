import { CommentsBoard, useApplicationRecord } from '@panel/shared-domain/applications';

/** `/manage/applications/:id/comments`: the same board as the company's, through the manage calls. */
export default function ApplicationCommentsTab() {
  const { application } = useApplicationRecord();
  return <CommentsBoard area="manage" applicationId={application.id} />;
}
