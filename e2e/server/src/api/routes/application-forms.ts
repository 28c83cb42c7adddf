/**
 * Application forms: create (form options and defaults), edit, store, update for the company, and edit/update for
 * administrators. Shapes of docs/api-contract.md, "Record calls"; fields of docs/product.md ("Entities").
 */
import { requireAdmin, requireCompanyPermission } from '../auth';
import type { Ctx } from '../context';
import { isRecord, validationError } from '../http';
import { msg, t } from '../i18n';
import { VALUE_LABELS } from '../listings/defs/common';
import type { Route } from '../router';
import { iconUrl } from '../store/seed';
import { iso } from '../store/store';
import type { Application } from '../store/types';
import { APP_LANGUAGES, APP_TEMPLATES, CATEGORIES } from '../store/words';
import { BodyReader } from '../validate';
import { companyApplication } from './applications';

export const SCREENSHOTS_MAX = 8;

/** An offer address: http(s), and a public host (a name with a dot), which a form's simple check may let through. */
export function isOfferUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && /\.[a-z]{2,}$/i.test(url.hostname);
  } catch {
    return false;
  }
}

/** Where an image lives: an absolute http(s) address, or a file of this API (`/api/...`). */
export function isImageAddress(value: string): boolean {
  if (value.startsWith('/api/')) return !/\s/.test(value);
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

function formOptions(ctx: Ctx, companyId: number, app?: Application) {
  const label = (value: string) => ({
    value,
    label: VALUE_LABELS[value] ? t(ctx.lang, VALUE_LABELS[value]) : value,
  });
  return {
    categories: CATEGORIES.map(label),
    languages: APP_LANGUAGES.map(label),
    templates: APP_TEMPLATES.map(label),
    pixels: ctx.store.pixels.rows
      .filter((p) => p.company_id === companyId)
      .map((p) => ({ value: p.id, label: p.name, type: p.type })),
    // Domains that are free, plus the one this application already uses.
    domains: ctx.store.domains.rows
      .filter(
        (d) =>
          d.company_id === companyId && (d.application_id === null || (app && d.application_id === app.id)),
      )
      .map((d) => ({ value: d.id, label: d.name, type: d.type, status: d.status })),
  };
}

/** The record as the record calls answer it: the comment count is counted, not trusted. */
export function applicationData(ctx: Ctx, app: Application, withCompany = false): Record<string, unknown> {
  const commentsCount = ctx.store.comments.rows.reduce(
    (n, c) => (c.application_id === app.id ? n + 1 : n),
    0,
  );
  app.comments_count = commentsCount;
  return withCompany
    ? { ...app, company_name: ctx.store.companies.get(app.company_id)?.name ?? '' }
    : { ...app };
}

/** Validates the editable fields; on update (`current`) a field absent from the body keeps its value. */
function readApplication(
  ctx: Ctx,
  body: unknown,
  companyId: number,
  current?: Application,
): Partial<Application> {
  const input = new BodyReader(ctx.lang, body);
  const has = (field: string) => !current || field in input.data;
  const out: Partial<Application> = {};
  if (has('name')) out.name = input.string('name', { max: 100 });
  if (has('developer_name')) out.developer_name = input.string('developer_name', { max: 100 });
  if (has('category')) out.category = input.oneOf('category', CATEGORIES);
  if (has('language')) out.language = input.oneOf('language', APP_LANGUAGES);
  if (has('template')) out.template = input.oneOf('template', APP_TEMPLATES);
  if (has('offer_url')) {
    out.offer_url = input.string('offer_url', { max: 2000 });
    if (out.offer_url && !isOfferUrl(out.offer_url)) input.errors.add('offer_url', msg(ctx.lang, 'url'));
  }
  if ('description' in input.data)
    out.description = input.string('description', { required: false, max: 4000 });
  if ('installs_label' in input.data)
    out.installs_label = input.string('installs_label', { required: false, max: 16 });
  if ('icon_url' in input.data) {
    out.icon_url = input.string('icon_url', { required: false, max: 2000 });
    if (out.icon_url && !isImageAddress(out.icon_url))
      input.errors.add('icon_url', msg(ctx.lang, 'imageUrl'));
  }
  if ('push_enabled' in input.data) out.push_enabled = input.boolean('push_enabled');
  if (has('rating')) {
    const raw = input.data.rating;
    const rating = typeof raw === 'number' ? raw : typeof raw === 'string' && raw.trim() ? Number(raw) : NaN;
    if (raw === undefined || raw === null || raw === '')
      input.errors.add('rating', msg(ctx.lang, 'required'));
    else if (!(rating >= 1 && rating <= 5)) input.errors.add('rating', msg(ctx.lang, 'ratingRange'));
    else out.rating = Math.round(rating * 10) / 10;
  }
  if ('screenshots' in input.data) {
    const list = input.data.screenshots;
    if (!Array.isArray(list) || list.some((s) => typeof s !== 'string'))
      input.errors.add('screenshots', msg(ctx.lang, 'filterArray'));
    else if (list.length > SCREENSHOTS_MAX)
      input.errors.add('screenshots', msg(ctx.lang, 'tooManyScreenshots', { max: SCREENSHOTS_MAX }));
    else {
      (list as string[]).forEach((address, index) => {
        if (!isImageAddress(address)) input.errors.add(`screenshots.${index}`, msg(ctx.lang, 'imageUrl'));
      });
      out.screenshots = list as string[];
    }
  }
  if ('pixel_ids' in input.data) {
    const list = input.data.pixel_ids;
    const own = new Set(ctx.store.pixels.rows.filter((p) => p.company_id === companyId).map((p) => p.id));
    if (!Array.isArray(list) || list.some((id) => !own.has(Number(id))))
      input.errors.add('pixel_ids', msg(ctx.lang, 'filterOption'));
    else out.pixel_ids = list.map(Number);
  }
  if ('domain_id' in input.data && input.data.domain_id !== null && input.data.domain_id !== '') {
    const domain = ctx.store.domains.get(Number(input.data.domain_id));
    if (
      !domain ||
      domain.company_id !== companyId ||
      (domain.application_id !== null && domain.application_id !== current?.id)
    ) {
      input.errors.add('domain_id', msg(ctx.lang, 'filterOption'));
    } else out.domain_id = domain.id;
  } else if ('domain_id' in input.data) out.domain_id = null;
  input.done();
  return out;
}

/** Applies validated fields, keeping the domain binding on both sides consistent. */
function apply(ctx: Ctx, app: Application, fields: Partial<Application>): Application {
  if (fields.domain_id !== undefined && fields.domain_id !== app.domain_id) {
    const previous = app.domain_id ? ctx.store.domains.get(app.domain_id) : undefined;
    if (previous) previous.application_id = null;
    const next = fields.domain_id ? ctx.store.domains.get(fields.domain_id) : undefined;
    if (next) next.application_id = app.id;
    fields.domain = next?.name ?? '';
  }
  Object.assign(app, fields, { updated_at: iso(Date.now()) });
  return app;
}

/** The id of an update, from the body (`{ id, ... }`), or 422 on `id`. */
function bodyId(ctx: Ctx, body: unknown): number {
  const id = isRecord(body) ? Number(body.id) : NaN;
  if (!Number.isInteger(id) || id < 1) throw validationError(ctx.lang, { id: [msg(ctx.lang, 'required')] });
  return id;
}

export const applicationFormRoutes: Route[] = [
  {
    method: 'GET',
    pattern: '/client/application/create',
    handler(ctx) {
      const companyId = requireCompanyPermission(ctx, 'application.create');
      return {
        options: formOptions(ctx, companyId),
        defaults: {
          name: '',
          developer_name: ctx.store.companies.get(companyId)?.name ?? '',
          language: ctx.lang,
          category: 'games',
          template: 'google-play',
          icon_url: '',
          screenshots: [],
          description: '',
          rating: 4.5,
          installs_label: '10K+',
          offer_url: '',
          domain_id: null,
          pixel_ids: [],
          push_enabled: true,
        },
      };
    },
  },
  {
    // Also the record read of the record screen, so viewing is enough; saving needs application.update.
    method: 'GET',
    pattern: '/client/application/:id/edit',
    handler(ctx) {
      const companyId = requireCompanyPermission(ctx, 'application.view');
      const app = companyApplication(ctx, companyId);
      return { data: applicationData(ctx, app), options: formOptions(ctx, companyId, app) };
    },
  },
  {
    method: 'POST',
    pattern: '/client/application/store',
    async handler(ctx) {
      const companyId = requireCompanyPermission(ctx, 'application.create');
      const fields = readApplication(ctx, await ctx.body(), companyId);
      const now = iso(Date.now());
      const company = ctx.store.companies.get(companyId);
      const app = ctx.store.applications.insert({
        name: '',
        status: 'draft',
        domain_id: null,
        domain: '',
        language: 'ru',
        category: 'games',
        template: 'google-play',
        icon_url: iconUrl(ctx.store.applications.size),
        screenshots: [],
        developer_name: company?.name ?? '',
        description: '',
        rating: 4.5,
        installs_label: '10+',
        offer_url: '',
        pixel_ids: [],
        push_enabled: false,
        comments_count: 0,
        installs: 0,
        company_id: companyId,
        created_at: now,
        updated_at: now,
      });
      apply(ctx, app, fields);
      return { data: applicationData(ctx, app), message: msg(ctx.lang, 'done') };
    },
  },
  {
    method: 'POST',
    pattern: '/client/application/update',
    async handler(ctx) {
      const companyId = requireCompanyPermission(ctx, 'application.update');
      const body = await ctx.body();
      ctx.params.id = String(bodyId(ctx, body));
      const app = companyApplication(ctx, companyId);
      apply(ctx, app, readApplication(ctx, body, app.company_id, app));
      return { data: applicationData(ctx, app), message: msg(ctx.lang, 'done') };
    },
  },
  {
    method: 'GET',
    pattern: '/manage/application/:id/edit',
    handler(ctx) {
      requireAdmin(ctx, 'manage.applications');
      const app = ctx.store.applications.get(ctx.id());
      if (!app) throw ctx.notFound();
      return { data: applicationData(ctx, app, true), options: formOptions(ctx, app.company_id, app) };
    },
  },
  {
    method: 'POST',
    pattern: '/manage/application/update',
    async handler(ctx) {
      requireAdmin(ctx, 'manage.applications');
      const body = await ctx.body();
      const app = ctx.store.applications.get(bodyId(ctx, body));
      if (!app) throw ctx.notFound();
      apply(ctx, app, readApplication(ctx, body, app.company_id, app));
      return { data: applicationData(ctx, app, true), message: msg(ctx.lang, 'done') };
    },
  },
];
