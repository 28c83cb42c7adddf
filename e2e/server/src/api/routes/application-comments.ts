/**
 * The comments of an application, one implementation for both prefixes (docs/api-contract.md, "Comments"):
 * `/client/application/comment` (the company, `comment.manage`, its own applications) and
 * `/manage/application/comment` (administrators, `manage.applications`, any application). Also the company's
 * comment templates (show, destroy). Positions are kept 1..n in the order of the store page.
 */
import { requireAdmin, requireCompanyPermission } from '../auth';
import type { Ctx } from '../context';
import { isRecord, validationError } from '../http';
import { msg } from '../i18n';
import type { Route } from '../router';
import { avatarUrl } from '../store/seed';
import { iso, isoDate } from '../store/store';
import { omit } from '../store/table';
import type { Application, ApplicationComment, CommentTemplate, TemplateComment } from '../store/types';
import { APP_LANGUAGES } from '../store/words';
import { BodyReader, isDay, wholeNumber } from '../validate';
import { isImageAddress } from './application-forms';

type Area = 'client' | 'manage';

const done = (ctx: Ctx, extra: Record<string, unknown> = {}) => ({
  message: msg(ctx.lang, 'done'),
  ...extra,
});

/** The application a call is about, or 404 (another company's, a deleted one for the company). */
function applicationFor(ctx: Ctx, area: Area, id: unknown, field = 'application_id'): Application {
  if (area === 'client') {
    const companyId = requireCompanyPermission(ctx, 'comment.manage');
    if (id === undefined || id === null || id === '')
      throw validationError(ctx.lang, { [field]: [msg(ctx.lang, 'required')] });
    const app = ctx.store.applications.get(Number(id));
    if (!app || app.company_id !== companyId || app.status === 'deleted') throw ctx.notFound();
    return app;
  }
  requireAdmin(ctx, 'manage.applications');
  if (id === undefined || id === null || id === '')
    throw validationError(ctx.lang, { [field]: [msg(ctx.lang, 'required')] });
  const app = ctx.store.applications.get(Number(id));
  if (!app) throw ctx.notFound();
  return app;
}

/** A comment of an application the caller may work on, or 404. */
function commentFor(ctx: Ctx, area: Area): { comment: ApplicationComment; app: Application } {
  const comment = ctx.store.comments.get(ctx.id());
  if (!comment) {
    // The permission is checked before "not found", as for every other call.
    if (area === 'client') requireCompanyPermission(ctx, 'comment.manage');
    else requireAdmin(ctx, 'manage.applications');
    throw ctx.notFound();
  }
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

/** Validates a comment's fields; on update (`current`) an absent field keeps its value. */
function readComment(ctx: Ctx, body: unknown, current?: ApplicationComment): Partial<ApplicationComment> {
  const input = new BodyReader(ctx.lang, body);
  const has = (field: string) => !current || field in input.data;
  const out: Partial<ApplicationComment> = {};
  if (has('author_name')) out.author_name = input.string('author_name', { max: 100 });
  if (has('text')) out.text = input.string('text', { max: 2000 });
  if (has('rating')) {
    const raw = input.data.rating;
    const rating = wholeNumber(raw);
    if (raw === undefined || raw === null || raw === '')
      input.errors.add('rating', msg(ctx.lang, 'required'));
    else if (rating === null || rating < 1 || rating > 5)
      input.errors.add('rating', msg(ctx.lang, 'commentRating'));
    else out.rating = rating;
  }
  if ('likes' in input.data) {
    const likes = wholeNumber(input.data.likes);
    if (likes === null || likes < 0 || likes > 1_000_000)
      input.errors.add('likes', msg(ctx.lang, 'likesRange'));
    else out.likes = likes;
  }
  if (has('shown_date')) {
    const day = input.string('shown_date', { max: 10 });
    if (day && !isDay(day)) input.errors.add('shown_date', msg(ctx.lang, 'filterDate'));
    else out.shown_date = day;
  }
  if ('reply_text' in input.data) {
    const reply = input.string('reply_text', { required: false, max: 2000 });
    out.reply_text = reply === '' ? null : reply;
  }
  if ('author_avatar_url' in input.data) {
    const avatar = input.string('author_avatar_url', { required: false, max: 2000 });
    if (avatar && !isImageAddress(avatar)) input.errors.add('author_avatar_url', msg(ctx.lang, 'imageUrl'));
    out.author_avatar_url = avatar;
  }
  input.done();
  return out;
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

function bodyOf(ctx: Ctx, body: unknown): Record<string, unknown> {
  if (!isRecord(body)) throw validationError(ctx.lang, { application_id: [msg(ctx.lang, 'required')] });
  return body;
}

function commentRoutes(area: Area): Route[] {
  const p = `/${area}/application/comment`;
  return [
    {
      method: 'GET',
      pattern: `${p}/search`,
      handler(ctx) {
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
    },
    {
      method: 'GET',
      pattern: `${p}/templates`,
      handler(ctx) {
        const app = applicationFor(ctx, area, ctx.query.get('application_id'));
        return {
          data: ctx.store.commentTemplates.rows
            .filter((tpl) => tpl.company_id === app.company_id)
            .map((tpl) => ({ id: tpl.id, name: tpl.name, language: tpl.language, comments: tpl.comments })),
        };
      },
    },
    {
      method: 'GET',
      pattern: `${p}/system-sets`,
      handler(ctx) {
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
    },
    {
      method: 'POST',
      pattern: `${p}/store`,
      async handler(ctx) {
        const body = bodyOf(ctx, await ctx.body());
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
    },
    {
      method: 'GET',
      pattern: `${p}/:id/edit`,
      handler(ctx) {
        return { data: commentFor(ctx, area).comment, options: {} };
      },
    },
    {
      method: 'PUT',
      pattern: `${p}/:id/update`,
      async handler(ctx) {
        const { comment } = commentFor(ctx, area);
        if (comment.is_system) throw validationError(ctx.lang, { id: [msg(ctx.lang, 'systemComment')] });
        Object.assign(comment, readComment(ctx, await ctx.body(), comment));
        return done(ctx, { data: comment });
      },
    },
    {
      method: 'DELETE',
      pattern: `${p}/:id/destroy`,
      handler(ctx) {
        const { comment, app } = commentFor(ctx, area);
        if (comment.is_system) throw validationError(ctx.lang, { id: [msg(ctx.lang, 'systemComment')] });
        ctx.store.comments.remove(comment.id);
        renumber(ctx, app);
        return done(ctx);
      },
    },
    {
      method: 'POST',
      pattern: `${p}/:id/clone`,
      handler(ctx) {
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
    },
    {
      method: 'POST',
      pattern: `${p}/update-position`,
      async handler(ctx) {
        const body = bodyOf(ctx, await ctx.body());
        const app = applicationFor(ctx, area, body.application_id);
        const current = commentsOf(ctx, app.id);
        const ids = Array.isArray(body.ids) ? body.ids.map(Number) : null;
        const exact =
          ids !== null &&
          ids.length === current.length &&
          new Set(ids).size === ids.length &&
          ids.every((id) => current.some((c) => c.id === id));
        if (!exact) throw validationError(ctx.lang, { ids: [msg(ctx.lang, 'positions')] });
        const ordered = ids.map((id) => current.find((c) => c.id === id)!);
        return done(ctx, { data: renumber(ctx, app, ordered) });
      },
    },
    {
      method: 'POST',
      pattern: `${p}/create-template`,
      async handler(ctx) {
        const body = bodyOf(ctx, await ctx.body());
        const app = applicationFor(ctx, area, body.application_id);
        const input = new BodyReader(ctx.lang, body);
        const name = input.string('name', { max: 100 });
        // The template's language defaults to the application's; a given one must be an application language.
        const language =
          'language' in input.data && input.data.language !== null && input.data.language !== ''
            ? input.oneOf('language', APP_LANGUAGES)
            : app.language;
        const own = commentsOf(ctx, app.id).filter((c) => !c.is_system);
        if (own.length === 0) input.errors.add('application_id', msg(ctx.lang, 'noOwnComments'));
        input.done();
        const template: CommentTemplate = ctx.store.commentTemplates.insert({
          company_id: app.company_id,
          name,
          language,
          comments: own.map(templateOf),
          created_at: iso(Date.now()),
        });
        return done(ctx, { data: template });
      },
    },
    {
      method: 'POST',
      pattern: `${p}/create-from-template`,
      async handler(ctx) {
        const body = bodyOf(ctx, await ctx.body());
        const app = applicationFor(ctx, area, body.application_id);
        const template = ctx.store.commentTemplates.get(Number(body.template_id));
        if (!template || template.company_id !== app.company_id)
          throw validationError(ctx.lang, { template_id: [msg(ctx.lang, 'filterOption')] });
        const added = template.comments.map((comment) => fromTemplate(ctx, app, comment));
        renumber(ctx, app);
        return done(ctx, { data: added });
      },
    },
    {
      method: 'POST',
      pattern: `${p}/attach-system-comments`,
      async handler(ctx) {
        const body = bodyOf(ctx, await ctx.body());
        const app = applicationFor(ctx, area, body.application_id);
        const set = ctx.store.systemCommentSets.get(Number(body.set_id));
        if (!set) throw validationError(ctx.lang, { set_id: [msg(ctx.lang, 'filterOption')] });
        if (commentsOf(ctx, app.id).some((c) => c.system_set_id === set.id))
          throw validationError(ctx.lang, { set_id: [msg(ctx.lang, 'setAttached')] });
        const added = set.comments.map((comment) =>
          fromTemplate(ctx, app, comment, { is_system: true, system_set_id: set.id }),
        );
        renumber(ctx, app);
        return done(ctx, { data: added });
      },
    },
    {
      method: 'POST',
      pattern: `${p}/detach-system-comments`,
      async handler(ctx) {
        const body = bodyOf(ctx, await ctx.body());
        const app = applicationFor(ctx, area, body.application_id);
        const setId = Number(body.set_id);
        const attached = commentsOf(ctx, app.id).filter((c) => c.system_set_id === setId);
        if (!ctx.store.systemCommentSets.get(setId) || attached.length === 0)
          throw validationError(ctx.lang, { set_id: [msg(ctx.lang, 'setNotAttached')] });
        for (const comment of attached) ctx.store.comments.remove(comment.id);
        renumber(ctx, app);
        return done(ctx);
      },
    },
  ];
}

/** The company's template, or 404. */
function companyTemplate(ctx: Ctx): CommentTemplate {
  const companyId = requireCompanyPermission(ctx, 'comment.manage');
  const template = ctx.store.commentTemplates.get(ctx.id());
  if (!template || template.company_id !== companyId) throw ctx.notFound();
  return template;
}

export const applicationCommentRoutes: Route[] = [
  ...commentRoutes('client'),
  ...commentRoutes('manage'),
  {
    method: 'GET',
    pattern: '/client/comment-template/:id/show',
    handler(ctx) {
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
  },
  {
    method: 'DELETE',
    pattern: '/client/comment-template/:id/destroy',
    handler(ctx) {
      ctx.store.commentTemplates.remove(companyTemplate(ctx).id);
      return done(ctx);
    },
  },
];
