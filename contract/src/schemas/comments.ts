/**
 * The comments calls' schemas (docs/api-contract.md, "Comments"), the same under `/client/application/comment` and
 * `/manage/application/comment`, and the company's comment templates. The one definition that the contract server
 * (reference-server/src/api/routes/application-comments.ts) and the comment screens (shared-domain/src/applications,
 * remote-client/src/api/comment-templates.ts) both import. The light module is ../comments.ts.
 */
import { z } from 'zod';
import { APP_LANGUAGES } from '../applications';
import { Day, EditForm, Id, Timestamp, Url } from './define';

const AppLanguage = z.enum(APP_LANGUAGES);

/** A comment of an application, as its page shows it in `position` order (1..n). */
export const AppComment = z
  .object({
    id: Id,
    application_id: Id,
    author_name: z.string(),
    author_avatar_url: Url,
    text: z.string(),
    /** 1 to 5 stars. */
    rating: z.number().int(),
    likes: z.number().int().min(0),
    /** The day the page shows (`YYYY-MM-DD`). */
    shown_date: Day,
    position: z.number().int(),
    reply_text: z.string().nullable(),
    /** A comment of a platform set: it cannot be edited or deleted, only detached with its set. */
    is_system: z.boolean(),
    system_set_id: Id.nullable(),
    created_at: Timestamp,
  })
  .meta({ id: 'AppComment' });

/** One comment of a template or a system set (no id, no position, no date). */
export const TemplateComment = z
  .object({
    author_name: z.string(),
    text: z.string(),
    rating: z.number().int(),
    likes: z.number().int().min(0),
    reply_text: z.string().optional(),
  })
  .meta({ id: 'TemplateComment' });

/** A company's comment template: the own comments of an application, kept to fill another one. */
export const CommentTemplate = z
  .object({
    id: Id,
    name: z.string(),
    language: AppLanguage,
    comments: z.array(TemplateComment),
    created_at: Timestamp,
  })
  .meta({ id: 'CommentTemplate' });

/** A platform's set of comments, and whether it is attached to the application asked about. */
export const SystemCommentSet = z
  .object({
    id: Id,
    name: z.string(),
    language: AppLanguage,
    comments_count: z.number().int().min(0),
    comments: z.array(TemplateComment),
    attached: z.boolean(),
  })
  .meta({ id: 'SystemCommentSet' });

/**
 * The fields of store (without `?`: required) and of update (the fields that change). A blank `reply_text` is no
 * reply (null).
 */
export const CommentBody = z
  .object({
    author_name: z.string(),
    text: z.string(),
    rating: z.number().int(),
    likes: z.number().int().optional(),
    shown_date: Day,
    reply_text: z.string().nullable().optional(),
    author_avatar_url: Url.optional(),
  })
  .meta({ id: 'CommentBody' });

/** `POST .../comment/store`: the application and the comment's fields. */
export const CommentStoreBody = z
  .object({ application_id: Id, ...CommentBody.shape })
  .meta({ id: 'CommentStoreBody' });

/** `POST .../comment/update-position`: every comment id of the application, in the new order. */
export const CommentPositionsBody = z
  .object({ application_id: Id, ids: z.array(Id) })
  .meta({ id: 'CommentPositionsBody' });

/** `POST .../comment/create-template`: the application's own comments as a template; the language defaults to its. */
export const CommentTemplateBody = z
  .object({ application_id: Id, name: z.string(), language: AppLanguage.optional() })
  .meta({ id: 'CommentTemplateBody' });

/** `POST .../comment/create-from-template`: copies a template's comments into the application. */
export const FromTemplateBody = z
  .object({ application_id: Id, template_id: Id })
  .meta({ id: 'CommentFromTemplateBody' });

/** `POST .../comment/attach-system-comments` and `detach-system-comments`. */
export const SystemSetBody = z
  .object({ application_id: Id, set_id: Id })
  .meta({ id: 'CommentSystemSetBody' });

/** `GET …/comment/{id}/edit`: the comment; its form has no choices. */
export const CommentEditAnswer = EditForm(AppComment, z.record(z.string(), z.never()));

export type AppComment = z.infer<typeof AppComment>;
export type TemplateComment = z.infer<typeof TemplateComment>;
export type CommentTemplate = z.infer<typeof CommentTemplate>;
export type SystemCommentSet = z.infer<typeof SystemCommentSet>;
export type CommentBody = z.infer<typeof CommentBody>;
export type CommentStoreBody = z.infer<typeof CommentStoreBody>;
export type CommentPositionsBody = z.infer<typeof CommentPositionsBody>;
export type CommentTemplateBody = z.infer<typeof CommentTemplateBody>;
export type FromTemplateBody = z.infer<typeof FromTemplateBody>;
export type SystemSetBody = z.infer<typeof SystemSetBody>;
export type CommentEditAnswer = z.infer<typeof CommentEditAnswer>;
