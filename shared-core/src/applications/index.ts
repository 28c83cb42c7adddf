/**
 * `@panel/shared-core/applications`: what the company's area and the administrators' area both need of applications
 * (docs/architecture.md): their record calls per area, the form's fields with the live store-page preview, the
 * overview of a record, and the comments board (one implementation for both call prefixes). Loaded with the first
 * application screen a user opens.
 *
 * @example
 * import { ApplicationFormScreen, CommentsBoard } from '@panel/shared-core/applications';
 */
import { loadNamespaceFrom } from '@panel/shared-core';

/** Where webpack serves this bundle's files from: the deployment of the remote that carries this copy. */
declare const __webpack_public_path__: string | undefined;

// Not a federated entry: each remote bundles its own copy, and ships these texts in its own `locales/`
// (docs/architecture.md). Under jest there is no bundle, and tests give the texts in memory.
if (typeof __webpack_public_path__ === 'string') loadNamespaceFrom('applications', __webpack_public_path__);

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
export {
  ApplicationFormScreen,
  ApplicationOverview,
  ApplicationStatusBadge,
  ApplicationStatusNotice,
  ApplicationIcon,
  PanelLink,
  useApplicationRecord,
  type ApplicationRecordContext,
  STATUS_COLORS,
  type ApplicationFormScreenProps,
  type ApplicationOverviewProps,
} from './application-screens';
export {
  ApplicationRecordScreen,
  type ApplicationActionKit,
  type ApplicationRecordScreenProps,
} from './application-record-screen';
