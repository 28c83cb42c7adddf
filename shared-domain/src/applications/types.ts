/**
 * The application and its comments as the record calls answer them (docs/product.md, "Entities"): the contract's own
 * shapes, shared with the server (wire/applications.ts, wire/comments.ts).
 */

export type { Application, ApplicationStatus } from '@panel/contract';
export type { AppComment, CommentTemplate, SystemCommentSet, TemplateComment } from '@panel/contract';
