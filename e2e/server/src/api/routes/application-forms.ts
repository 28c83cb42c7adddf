/**
 * Application forms: create (form options), edit, store, update for the company,
 * and edit/update for administrators. Field names follow docs/product.md ("Entities").
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

const URL_RE = /^https?:\/\/[^\s/$.?#].[^\s]*$/i;

function formOptions(ctx: Ctx, companyId: number, app?: Application) {
  const label = (value: string) => ({
    value,
    label: VALUE_LABELS[value] ? t(ctx.lang, VALUE_LABELS[value]) : value,
  });
  return {
    categories: CATEGORIES.map(label),
    languages: APP_LANGUAGES.map(label),
    templates: APP_TEMPLATES.map((value) => ({ value, label: value })),
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

/** Validates the editable fields; `partial` keeps the current value of a missing field (update). */
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
  if (has('category')) out.category = input.oneOf('category', CATEGORIES);
  if (has('language')) out.language = input.oneOf('language', APP_LANGUAGES);
  if (has('template')) out.template = input.oneOf('template', APP_TEMPLATES);
  if (has('offer_url')) {
    out.offer_url = input.string('offer_url', { max: 2000 });
    if (out.offer_url && !URL_RE.test(out.offer_url)) input.errors.add('offer_url', msg(ctx.lang, 'url'));
  }
  if ('developer_name' in input.data)
    out.developer_name = input.string('developer_name', { required: false });
  if ('description' in input.data)
    out.description = input.string('description', { required: false, max: 4000 });
  if ('installs_label' in input.data)
    out.installs_label = input.string('installs_label', { required: false, max: 16 });
  if ('icon_url' in input.data) out.icon_url = input.string('icon_url', { required: false, max: 2000 });
  if ('push_enabled' in input.data) out.push_enabled = input.boolean('push_enabled');
  if ('rating' in input.data) {
    const rating = Number(input.data.rating);
    if (!(rating >= 1 && rating <= 5)) input.errors.add('rating', msg(ctx.lang, 'filterNumber'));
    else out.rating = Math.round(rating * 10) / 10;
  }
  if ('screenshots' in input.data) {
    const list = input.data.screenshots;
    if (!Array.isArray(list) || list.some((s) => typeof s !== 'string'))
      input.errors.add('screenshots', msg(ctx.lang, 'filterArray'));
    else out.screenshots = list as string[];
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

async function update(ctx: Ctx, app: Application): Promise<unknown> {
  const body = await ctx.body();
  return {
    message: msg(ctx.lang, 'done'),
    application: apply(ctx, app, readApplication(ctx, body, app.company_id, app)),
  };
}

export const applicationFormRoutes: Route[] = [
  {
    method: 'GET',
    pattern: '/client/application/create',
    handler(ctx) {
      const companyId = requireCompanyPermission(ctx, 'application.create');
      return {
        options: formOptions(ctx, companyId),
        defaults: { language: ctx.lang, template: 'google-play', category: 'games', push_enabled: true },
      };
    },
  },
  {
    method: 'GET',
    pattern: '/client/application/:id/edit',
    handler(ctx) {
      const companyId = requireCompanyPermission(ctx, 'application.update');
      const app = companyApplication(ctx, companyId);
      return { application: app, options: formOptions(ctx, companyId, app) };
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
      return { message: msg(ctx.lang, 'done'), application: apply(ctx, app, fields) };
    },
  },
  {
    method: 'POST',
    pattern: '/client/application/update',
    async handler(ctx) {
      const companyId = requireCompanyPermission(ctx, 'application.update');
      const body = await ctx.body();
      const id = isRecord(body) ? Number(body.id) : NaN;
      if (!Number.isInteger(id)) throw validationError(ctx.lang, { id: [msg(ctx.lang, 'required')] });
      ctx.params.id = String(id);
      return update(ctx, companyApplication(ctx, companyId));
    },
  },
  {
    method: 'GET',
    pattern: '/manage/application/:id/edit',
    handler(ctx) {
      requireAdmin(ctx, 'manage.applications');
      const app = ctx.store.applications.get(ctx.id());
      if (!app) throw ctx.notFound();
      return {
        application: { ...app, company_name: ctx.store.companies.get(app.company_id)?.name ?? '' },
        options: formOptions(ctx, app.company_id, app),
      };
    },
  },
  {
    method: 'POST',
    pattern: '/manage/application/update',
    async handler(ctx) {
      requireAdmin(ctx, 'manage.applications');
      const body = await ctx.body();
      const app = ctx.store.applications.get(isRecord(body) ? Number(body.id) : NaN);
      if (!app) throw ctx.notFound();
      return update(ctx, app);
    },
  },
];
