/**
 * `@panel/shared-domain/applications`: what the company's area and the administrators' area both need of applications
 * (docs/architecture.md): their record calls per area, the form's fields with the live store-page preview, the
 * overview of a record, and the comments board (one implementation for both call prefixes). Loaded with the first
 * application screen a user opens.
 *
 * @example
 * import { ApplicationFormScreen, CommentsBoard } from '@panel/shared-domain/applications';
 */
export * from './types';
export {
  applicationResource,
  applicationActions,
  canDeactivate,
  commentsApi,
  commentKeys,
  type ApplicationArea,
  type CommentInput,
  type CommentsApi,
} from './api';
export { prefetchApplication } from './prefetch';
export {
  ApplicationFields,
  applicationSchema,
  toApplicationValues,
  type ApplicationSchema,
  type ApplicationValues,
} from './application-form';
export { StorePreview, type StorePreviewProps } from './store-preview';
export { CommentsBoard, type CommentsBoardProps } from './comments/comments-board';
export { CommentDialog, type CommentDialogProps } from './comments/comment-dialog';
export { useComments } from './comments/use-comments';
export { ApplicationFormScreen, type ApplicationFormScreenProps } from './application-screens';
export {
  ApplicationOverview,
  ApplicationStatusBadge,
  ApplicationStatusNotice,
  ApplicationIcon,
  PanelLink,
  useApplicationRecord,
  type ApplicationRecordContext,
  STATUS_COLORS,
  type ApplicationOverviewProps,
} from './application-overview';
export { DraftNotice, missingToPublish, type ApplicationPublishing } from './application-publish';
export {
  ApplicationRecordScreen,
  type ApplicationActionKit,
  type ApplicationRecordScreenProps,
} from './application-record-screen';
