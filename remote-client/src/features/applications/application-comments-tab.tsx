import { CommentsBoard, useApplicationRecord } from '@panel/shared-domain/applications';

/** `/client/applications/:id/comments`: the comments as the store page shows them. */
export default function ApplicationCommentsTab() {
  const { application } = useApplicationRecord();
  return <CommentsBoard area="client" applicationId={application.id} />;
}
