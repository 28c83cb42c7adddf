/**
 * An application's comments (docs/api-contract.md, "Comments"), the same under `/client/application/comment` and
 * `/manage/application/comment`, and the company's comment templates: their types. Shapes: schemas/comments.ts.
 */
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
