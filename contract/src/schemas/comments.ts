/**
 * The comments calls' schemas (docs/api-contract.md, "Comments"), the same under `/client/application/comment` and
 * `/manage/application/comment`, and the company's comment templates. The one definition that the contract server
 * (reference-server/src/api/routes/application-comments.ts) and the comment screens (shared-domain/src/applications,
 * remote-client/src/api/comment-templates.ts) both import. The light module is ../comments.ts.
 */
import { z } from 'zod';
import { APP_LANGUAGES } from '../applications';
import { COMMENT_LIMITS } from '../comments';
import { Day, Done, EditForm, Id, Label, Saved, Timestamp, Url, schemaTable } from './define';

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
    author_name: z.string().max(COMMENT_LIMITS.authorName),
    text: z.string().max(COMMENT_LIMITS.text),
    rating: z.number().int().min(COMMENT_LIMITS.rating.min).max(COMMENT_LIMITS.rating.max),
    likes: z.number().int().min(COMMENT_LIMITS.likes.min).max(COMMENT_LIMITS.likes.max).optional(),
    shown_date: Day,
    reply_text: z.string().max(COMMENT_LIMITS.reply).nullable().optional(),
    author_avatar_url: Url.max(COMMENT_LIMITS.url).optional(),
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
  .object({
    application_id: Id,
    name: z.string().max(COMMENT_LIMITS.templateName),
    language: AppLanguage.optional(),
  })
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

/** The query of the reads of an application's comments: the application, its digits. */
const ApplicationQuery = z.object({
  application_id: z.string().regex(/^\d+$/, 'the id of the application'),
});

/** `GET …/comment/search`: the comments whose author, text or reply contains `query` (any case), by position. */
const CommentSearchQuery = ApplicationQuery.extend({ query: z.string().optional() });

/** A list of comments, with the message of the write that changed them. */
const CommentsChanged = z.object({ data: z.array(AppComment), message: Label });

const APPLICATION_ERRORS =
  'Without `application_id`: 422 on it; an application the caller may not work on (another company’s, a deleted one for a company): 404.';

/**
 * The comment calls' schemas, the same in both areas but for where the conformance check finds an application and a
 * comment to read: the first row of the area's comments listing.
 */
const commentSchemasOf = (listing: string) =>
  schemaTable({
    search: {
      summary: 'The comments of an application, in the order of its page',
      description: APPLICATION_ERRORS,
      query: CommentSearchQuery,
      answer: z.object({ data: z.array(AppComment) }),
      errors: [404, 422],
      sample: { query: { application_id: { listing, field: 'application_id' } } },
    },
    templates: {
      summary: 'The comment templates of the application’s company',
      description: APPLICATION_ERRORS,
      query: ApplicationQuery,
      answer: z.object({ data: z.array(CommentTemplate.omit({ created_at: true })) }),
      errors: [404, 422],
      sample: { query: { application_id: { listing, field: 'application_id' } } },
    },
    systemSets: {
      summary: 'The platform’s comment sets, and which are attached to the application',
      description: APPLICATION_ERRORS,
      query: ApplicationQuery,
      answer: z.object({ data: z.array(SystemCommentSet) }),
      errors: [404, 422],
      sample: { query: { application_id: { listing, field: 'application_id' } } },
    },
    store: {
      summary: 'Adds a comment at the end of the application’s page',
      description: APPLICATION_ERRORS,
      body: CommentStoreBody,
      answer: Saved(AppComment),
      errors: [404],
    },
    edit: {
      summary: 'A comment; its form has no choices',
      answer: CommentEditAnswer,
      sample: { params: { id: { listing } } },
    },
    update: {
      summary: 'Changes the fields sent of a comment',
      description: 'A system comment (of a platform set) cannot change: 422 on `id`.',
      body: CommentBody.partial(),
      answer: Saved(AppComment),
    },
    destroy: {
      summary: 'Deletes a comment; the others are renumbered',
      description:
        'A system comment (of a platform set) cannot be deleted, only detached with its set: 422 on `id`.',
      answer: Done,
      errors: [422],
    },
    clone: {
      summary: 'Copies a comment right after it; a copy of a system comment is an ordinary one',
      answer: Saved(AppComment),
    },
    updatePosition: {
      summary: 'Puts the application’s comments in the order sent',
      description: `\`ids\` must be exactly the application's comment ids, each once (422 on \`ids\`). ${APPLICATION_ERRORS}`,
      body: CommentPositionsBody,
      answer: CommentsChanged,
      errors: [404],
    },
    createTemplate: {
      summary: 'Keeps the application’s own comments as a template of its company',
      description: `An application without comments of its own: 422 on \`application_id\`. ${APPLICATION_ERRORS}`,
      body: CommentTemplateBody,
      answer: Saved(CommentTemplate),
      errors: [404],
    },
    createFromTemplate: {
      summary: 'Appends a template’s comments to the application',
      description: APPLICATION_ERRORS,
      body: FromTemplateBody,
      answer: CommentsChanged,
      errors: [404],
    },
    attachSystem: {
      summary: 'Appends a platform set’s comments to the application, as system comments',
      description: `A set unknown or already attached: 422 on \`set_id\`. ${APPLICATION_ERRORS}`,
      body: SystemSetBody,
      answer: CommentsChanged,
      errors: [404],
    },
    detachSystem: {
      summary: 'Removes a platform set’s comments from the application',
      description: `A set not attached: 422 on \`set_id\`. ${APPLICATION_ERRORS}`,
      body: SystemSetBody,
      answer: Done,
      errors: [404],
    },
  });

/** The company's comment calls (its applications' comments listing). */
export const clientCommentSchemas = commentSchemasOf('application-comments');

/** The administrators' comment calls (every application's comments listing). */
export const manageCommentSchemas = commentSchemasOf('manage-application-comment');

export const commentTemplateSchemas = schemaTable({
  show: {
    summary: 'A comment template of the company, with its comments',
    answer: z.object({ data: CommentTemplate }),
    sample: { params: { id: { listing: 'comment-template' } } },
  },
  destroy: { summary: 'Deletes a comment template of the company', answer: Done },
});

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
