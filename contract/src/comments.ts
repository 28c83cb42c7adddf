/**
 * An application's comments (docs/api-contract.md, "Comments"), the same under `/client/application/comment` and
 * `/manage/application/comment`, and the company's comment templates: their calls, the limits of a comment's fields,
 * which the form and the server both apply, and their types. Shapes: schemas/comments.ts.
 */
import { defineCalls, type CallSpec } from './define';
import type { clientCommentSchemas, commentTemplateSchemas, manageCommentSchemas } from './schemas/comments';
import type { SchemaTypes } from './schemas/define';

export type {
  AppComment,
  CommentBody,
  CommentEditAnswer,
  CommentPositionsBody,
  CommentStoreBody,
  CommentTemplate,
  CommentTemplateBody,
  FromTemplateBody,
  SystemCommentSet,
  SystemSetBody,
  TemplateComment,
} from './schemas/comments';

/** The lengths and bounds a comment's fields keep to, and the name of a template made of them. */
export const COMMENT_LIMITS = {
  authorName: 100,
  text: 2000,
  reply: 2000,
  /** An address: the author's avatar. */
  url: 2000,
  rating: { min: 1, max: 5 },
  likes: { min: 0, max: 1_000_000 },
  templateName: 100,
} as const;

/** The comment calls of one area, under its prefix: the same calls, the same shapes. */
const commentRoutes = <const P extends `/${string}`>(p: P) =>
  ({
    search: `GET ${p}/search`,
    templates: `GET ${p}/templates`,
    systemSets: `GET ${p}/system-sets`,
    store: `POST ${p}/store`,
    edit: `GET ${p}/{id}/edit`,
    update: `PUT ${p}/{id}/update`,
    destroy: `DELETE ${p}/{id}/destroy`,
    clone: `POST ${p}/{id}/clone`,
    updatePosition: `POST ${p}/update-position`,
    createTemplate: `POST ${p}/create-template`,
    createFromTemplate: `POST ${p}/create-from-template`,
    attachSystem: `POST ${p}/attach-system-comments`,
    detachSystem: `POST ${p}/detach-system-comments`,
  }) as const satisfies Record<string, CallSpec>;

/** The company's (comment.manage): its own applications, not deleted. */
export const clientCommentCalls = /*#__PURE__*/ defineCalls<SchemaTypes<typeof clientCommentSchemas>>()(
  'comments',
  { company: 'comment.manage' },
  /*#__PURE__*/ commentRoutes('/client/application/comment'),
);

/** The administrators' (manage.applications): any application. */
export const manageCommentCalls = /*#__PURE__*/ defineCalls<SchemaTypes<typeof manageCommentSchemas>>()(
  'manage-comments',
  { admin: 'manage.applications' },
  /*#__PURE__*/ commentRoutes('/manage/application/comment'),
);

/** The company's comment templates (comment.manage), made from an application's comments (`createTemplate`). */
export const commentTemplateCalls = /*#__PURE__*/ defineCalls<SchemaTypes<typeof commentTemplateSchemas>>()(
  'comment-templates',
  { company: 'comment.manage' },
  {
    show: 'GET /client/comment-template/{id}/show',
    destroy: 'DELETE /client/comment-template/{id}/destroy',
  },
);
