/**
 * The comments of an application, one implementation for both prefixes (docs/api-contract.md, "Comments"):
 * `/client/application/comment` (the company, `comment.manage`, its own applications) and
 * `/manage/application/comment` (administrators, `manage.applications`, any application). Also the company's
 * comment templates (show, destroy). Positions are kept 1..n in the order of the store page.
 */
import {
  APP_LANGUAGES,
  COMMENT_LIMITS,
  clientCommentCalls,
  commentTemplateCalls,
  manageCommentCalls,
  type CommentBody,
  type CommentPositionsBody,
  type CommentTemplateBody,
  type FromTemplateBody,
  type AnswerOf,
  type SystemSetBody,
} from '@panel/contract';
import { z } from 'zod';
import {
  bodyOf,
  isDay,
  optionalText,
  optionalTextThat,
  parseValue,
  pickKeys,
  rule,
  text,
  wholeNumber,
} from '../body';
import type { Ctx } from '../context';
import { isRecord, validationError } from '../http';
import { msg, type MessageKey } from '../i18n';
import { implement } from '../router';
import { avatarUrl } from '../store/seed';
import { iso, isoDate } from '../store/store';
import { omit } from '../store/table';
import type { Application, ApplicationComment, CommentTemplate, TemplateComment } from '../store/types';
import { isImageAddress } from './application-forms';
import { done } from './company-common';

type Area = 'client' | 'manage';

/** Both areas' comment calls have the same names and shapes: one handler per name serves either. */
type CommentCalls = typeof clientCommentCalls;
type CommentHandlers = {
  [K in keyof CommentCalls]: (ctx: Ctx) => Promise<AnswerOf<CommentCalls[K]>> | AnswerOf<CommentCalls[K]>;
};

/**
 * The application a call is about, or 404: the company's own (not deleted) in the company's area, any in the
 * administrators'. Missing is 422 on `application_id`.
 */
function applicationFor(ctx: Ctx, area: Area, id: unknown): Application {
  if (id === undefined || id === null || id === '')
    throw validationError(ctx.lang, { application_id: [msg(ctx.lang, 'required')] });
  const app = ctx.store.applications.get(Number(id));
  if (!app) throw ctx.notFound();
  if (area === 'client' && (app.company_id !== ctx.companyId() || app.status === 'deleted'))
    throw ctx.notFound();
  return app;
}

/** A comment of an application the caller may work on, or 404. */
function commentFor(ctx: Ctx, area: Area): { comment: ApplicationComment; app: Application } {
  const comment = ctx.store.comments.get(ctx.id());
  if (!comment) throw ctx.notFound();
  return { comment, app: applicationFor(ctx, area, comment.application_id) };
}

/** The application's comments in the order of its page. */
function commentsOf(ctx: Ctx, appId: number): ApplicationComment[] {
  return ctx.store.comments.rows
    .filter((c) => c.application_id === appId)
    .sort((a, b) => a.position - b.position);
}

/**
 * Puts positions back to 1..n in the given order and keeps the application's count. Nothing else of the application
 * changes: its comments are not its fields (updated_at stays).
 */
function renumber(
  ctx: Ctx,
  app: Application,
  ordered: ApplicationComment[] = commentsOf(ctx, app.id),
): ApplicationComment[] {
  ordered.forEach((comment, index) => (comment.position = index + 1));
  app.comments_count = ordered.length;
  return ordered;
}

/** A whole number (or its digits) within `min`..`max`, else `key`; blank is `required` when `blankIs` says so. */
const wholeWithin = (min: number, max: number, key: MessageKey, { blankRequired = false } = {}) =>
  z.unknown().transform((raw, check) => {
    const value = wholeNumber(raw);
    if (blankRequired && (raw === undefined || raw === null || raw === '')) {
      check.addIssue({ code: 'custom', ...rule('required') });
      return z.NEVER;
    }
    if (value === null || value < min || value > max) {
      check.addIssue({ code: 'custom', ...rule(key) });
      return z.NEVER;
    }
    return value;
  });

/** The fields of a comment; the fields with `?` only when sent. */
const commentSchema = bodyOf<CommentBody>()(
  z.object({
    author_name: text({ max: COMMENT_LIMITS.authorName }),
    text: text({ max: COMMENT_LIMITS.text, chars: 'lines' }),
    rating: wholeWithin(COMMENT_LIMITS.rating.min, COMMENT_LIMITS.rating.max, 'commentRating', {
      blankRequired: true,
    }),
    likes: wholeWithin(COMMENT_LIMITS.likes.min, COMMENT_LIMITS.likes.max, 'likesRange').optional(),
    shown_date: text({ max: 10 }).refine(isDay, rule('filterDate')),
    reply_text: optionalText({ max: COMMENT_LIMITS.reply, chars: 'lines' })
      .transform((reply) => (reply === '' ? null : reply))
      .optional(),
    author_avatar_url: optionalTextThat(isImageAddress, 'imageUrl', { max: COMMENT_LIMITS.url }).optional(),
  }),
);

/** Validates a comment's fields; on update (`current`) every field only when sent, the others keep their value. */
function readComment(ctx: Ctx, body: unknown, current?: ApplicationComment): Partial<CommentBody> {
  const data = isRecord(body) ? body : {};
  return parseValue(
    ctx.lang,
    current ? commentSchema.pick(pickKeys(commentSchema, data)) : commentSchema,
    data,
  );
}

const fromTemplate = (
  ctx: Ctx,
  app: Application,
  comment: TemplateComment,
  extra: Partial<ApplicationComment> = {},
) =>
  ctx.store.comments.insert({
    application_id: app.id,
    author_name: comment.author_name,
    author_avatar_url: avatarUrl(ctx.store.comments.size),
    text: comment.text,
    rating: comment.rating,
    likes: comment.likes,
    shown_date: isoDate(Date.now()),
    position: Number.MAX_SAFE_INTEGER,
    reply_text: comment.reply_text ?? null,
    is_system: false,
    system_set_id: null,
    created_at: iso(Date.now()),
    ...extra,
  });

const templateOf = (comment: ApplicationComment): TemplateComment => ({
  author_name: comment.author_name,
  text: comment.text,
  rating: comment.rating,
  likes: comment.likes,
  ...(comment.reply_text ? { reply_text: comment.reply_text } : {}),
});

/** A body that is not an object names no application. */
function recordBody(ctx: Ctx, body: unknown): Record<string, unknown> {
  if (!isRecord(body)) throw validationError(ctx.lang, { application_id: [msg(ctx.lang, 'required')] });
  return body;
}

/** Every comment of the application, each once, in the new order. */
const positionsSchema = (current: ApplicationComment[]) =>
  bodyOf<Omit<CommentPositionsBody, 'application_id'>>()(
    z.object({
      ids: z.unknown().transform((list, check) => {
        const ids = Array.isArray(list) ? list.map(Number) : null;
        const exact =
          ids !== null &&
          ids.length === current.length &&
          new Set(ids).size === ids.length &&
          ids.every((id) => current.some((c) => c.id === id));
        if (!exact) {
          check.addIssue({ code: 'custom', ...rule('positions') });
          return z.NEVER;
        }
        return ids;
      }),
    }),
  );

/**
 * A template of the application's own comments: a name, and a language (an application's; blank: the application's).
 * An application without own comments has nothing to keep.
 */
const templateSchema = (own: ApplicationComment[]) =>
  bodyOf<Omit<CommentTemplateBody, 'application_id'>>()(
    z
      .object({
        name: text({ max: COMMENT_LIMITS.templateName }),
        language: z.preprocess(
          (value) => (value === null || value === '' ? undefined : value),
          z.enum(APP_LANGUAGES, { error: 'filterOption' }).optional(),
        ),
      })
      .superRefine(
        (_body, check) => {
          if (own.length === 0)
            check.addIssue({ code: 'custom', path: ['application_id'], ...rule('noOwnComments') });
        },
        { when: () => true },
      ),
  );

/** A template of the application's company, as Number() reads its id. */
const fromTemplateSchema = (ctx: Ctx, app: Application) =>
  bodyOf<Omit<FromTemplateBody, 'application_id'>>()(
    z.object({
      template_id: z.unknown().transform((value, check) => {
        const template = ctx.store.commentTemplates.get(Number(value));
        if (!template || template.company_id !== app.company_id) {
          check.addIssue({ code: 'custom', ...rule('filterOption') });
          return z.NEVER;
        }
        return template.id;
      }),
    }),
  );

/** A platform set, as Number() reads its id, not attached to the application yet. */
const attachSchema = (ctx: Ctx, app: Application) =>
  bodyOf<Omit<SystemSetBody, 'application_id'>>()(
    z.object({
      set_id: z.unknown().transform((value, check) => {
        const set = ctx.store.systemCommentSets.get(Number(value));
        if (!set || commentsOf(ctx, app.id).some((c) => c.system_set_id === set.id)) {
          check.addIssue({ code: 'custom', ...rule(set ? 'setAttached' : 'filterOption') });
          return z.NEVER;
        }
        return set.id;
      }),
    }),
  );

/** A platform set attached to the application. */
const detachSchema = (ctx: Ctx, app: Application) =>
  bodyOf<Omit<SystemSetBody, 'application_id'>>()(
    z.object({
      set_id: z.unknown().transform((value, check) => {
        const setId = Number(value);
        if (
          !ctx.store.systemCommentSets.get(setId) ||
          !commentsOf(ctx, app.id).some((c) => c.system_set_id === setId)
        ) {
          check.addIssue({ code: 'custom', ...rule('setNotAttached') });
          return z.NEVER;
        }
        return setId;
      }),
    }),
  );

/** The comment calls' handlers, the same in both areas but for which applications the caller may work on. */
function commentHandlers(area: Area): CommentHandlers {
  return {
    search(ctx) {
      const app = applicationFor(ctx, area, ctx.query.get('application_id'));
      const query = (ctx.query.get('query') ?? '').trim().toLowerCase();
      const list = commentsOf(ctx, app.id).filter(
        (c) =>
          !query ||
          c.author_name.toLowerCase().includes(query) ||
          c.text.toLowerCase().includes(query) ||
          (c.reply_text ?? '').toLowerCase().includes(query),
      );
      return { data: list };
    },
    templates(ctx) {
      const app = applicationFor(ctx, area, ctx.query.get('application_id'));
      return {
        data: ctx.store.commentTemplates.rows
          .filter((tpl) => tpl.company_id === app.company_id)
          .map((tpl) => ({ id: tpl.id, name: tpl.name, language: tpl.language, comments: tpl.comments })),
      };
    },
    systemSets(ctx) {
      const app = applicationFor(ctx, area, ctx.query.get('application_id'));
      const attached = new Set(
        commentsOf(ctx, app.id)
          .map((c) => c.system_set_id)
          .filter((id) => id !== null),
      );
      return {
        data: ctx.store.systemCommentSets.rows.map((set) => ({
          id: set.id,
          name: set.name,
          language: set.language,
          comments_count: set.comments.length,
          comments: set.comments,
          attached: attached.has(set.id),
        })),
      };
    },
    async store(ctx) {
      const body = recordBody(ctx, await ctx.body());
      const app = applicationFor(ctx, area, body.application_id);
      const fields = readComment(ctx, body);
      const comment = ctx.store.comments.insert({
        application_id: app.id,
        author_name: '',
        author_avatar_url: '',
        text: '',
        rating: 5,
        likes: 0,
        shown_date: isoDate(Date.now()),
        reply_text: null,
        is_system: false,
        system_set_id: null,
        created_at: iso(Date.now()),
        ...fields,
        position: Number.MAX_SAFE_INTEGER,
      });
      renumber(ctx, app);
      return done(ctx, { data: comment });
    },
    edit(ctx) {
      return { data: commentFor(ctx, area).comment, options: {} };
    },
    async update(ctx) {
      const { comment } = commentFor(ctx, area);
      if (comment.is_system) throw validationError(ctx.lang, { id: [msg(ctx.lang, 'systemComment')] });
      Object.assign(comment, readComment(ctx, await ctx.body(), comment));
      return done(ctx, { data: comment });
    },
    destroy(ctx) {
      const { comment, app } = commentFor(ctx, area);
      if (comment.is_system) throw validationError(ctx.lang, { id: [msg(ctx.lang, 'systemComment')] });
      ctx.store.comments.remove(comment.id);
      renumber(ctx, app);
      return done(ctx);
    },
    clone(ctx) {
      const { comment, app } = commentFor(ctx, area);
      const ordered = commentsOf(ctx, app.id);
      const copy = ctx.store.comments.insert({
        ...omit(comment, 'id'),
        // A copy of a system comment is the company's own.
        is_system: false,
        system_set_id: null,
        created_at: iso(Date.now()),
      });
      ordered.splice(ordered.indexOf(comment) + 1, 0, copy);
      renumber(ctx, app, ordered);
      return done(ctx, { data: copy });
    },
    async updatePosition(ctx) {
      const body = recordBody(ctx, await ctx.body());
      const app = applicationFor(ctx, area, body.application_id);
      const current = commentsOf(ctx, app.id);
      const { ids } = parseValue(ctx.lang, positionsSchema(current), body);
      const ordered = ids.map((id) => current.find((c) => c.id === id)!);
      return done(ctx, { data: renumber(ctx, app, ordered) });
    },
    async createTemplate(ctx) {
      const body = recordBody(ctx, await ctx.body());
      const app = applicationFor(ctx, area, body.application_id);
      const own = commentsOf(ctx, app.id).filter((c) => !c.is_system);
      const { name, language = app.language } = parseValue(ctx.lang, templateSchema(own), body);
      const template: CommentTemplate = ctx.store.commentTemplates.insert({
        company_id: app.company_id,
        name,
        language,
        comments: own.map(templateOf),
        created_at: iso(Date.now()),
      });
      return done(ctx, { data: template });
    },
    async createFromTemplate(ctx) {
      const body = recordBody(ctx, await ctx.body());
      const app = applicationFor(ctx, area, body.application_id);
      const { template_id: templateId } = parseValue(ctx.lang, fromTemplateSchema(ctx, app), body);
      const template = ctx.store.commentTemplates.get(templateId)!;
      const added = template.comments.map((comment) => fromTemplate(ctx, app, comment));
      renumber(ctx, app);
      return done(ctx, { data: added });
    },
    async attachSystem(ctx) {
      const body = recordBody(ctx, await ctx.body());
      const app = applicationFor(ctx, area, body.application_id);
      const set = ctx.store.systemCommentSets.get(parseValue(ctx.lang, attachSchema(ctx, app), body).set_id)!;
      const added = set.comments.map((comment) =>
        fromTemplate(ctx, app, comment, { is_system: true, system_set_id: set.id }),
      );
      renumber(ctx, app);
      return done(ctx, { data: added });
    },
    async detachSystem(ctx) {
      const body = recordBody(ctx, await ctx.body());
      const app = applicationFor(ctx, area, body.application_id);
      const setId = parseValue(ctx.lang, detachSchema(ctx, app), body).set_id;
      const attached = commentsOf(ctx, app.id).filter((c) => c.system_set_id === setId);
      for (const comment of attached) ctx.store.comments.remove(comment.id);
      renumber(ctx, app);
      return done(ctx);
    },
  };
}

/** The company's template, or 404. */
function companyTemplate(ctx: Ctx): CommentTemplate {
  const template = ctx.store.commentTemplates.get(ctx.id());
  if (!template || template.company_id !== ctx.companyId()) throw ctx.notFound();
  return template;
}

export const applicationCommentRoutes = [
  ...implement(clientCommentCalls, commentHandlers('client')),
  ...implement(manageCommentCalls, commentHandlers('manage')),
  ...implement(commentTemplateCalls, {
    show(ctx) {
      const template = companyTemplate(ctx);
      return {
        data: {
          id: template.id,
          name: template.name,
          language: template.language,
          comments: template.comments,
          created_at: template.created_at,
        },
      };
    },
    destroy(ctx) {
      ctx.store.commentTemplates.remove(companyTemplate(ctx).id);
      return done(ctx);
    },
  }),
];
