/**
 * Application forms: the company's application calls (create, edit, store, update, and the actions of a record:
 * clone, deactivate, delete), and the administrators' edit and update (manage-applications.ts serves them with their
 * actions). Shapes of docs/api-contract.md, "Record calls"; fields of docs/product.md ("Entities").
 */
import {
  APP_CATEGORIES,
  APP_LANGUAGES,
  APP_TEMPLATES,
  APPLICATION_LIMITS,
  hasAtMostDecimals,
  applicationCalls,
  isOfferUrl,
  type manageApplicationCalls,
  type Application as ApplicationAnswer,
  type ApplicationBody,
  type ApplicationFormOptions,
  SCREENSHOTS_MAX,
} from '@panel/contract';
import { z } from 'zod';
import {
  bodyOf,
  choice,
  flag,
  itemRule,
  optionalText,
  optionalTextThat,
  parseValue,
  pickKeys,
  rule,
  text,
} from '../body';
import type { Ctx } from '../context';
import { isRecord } from '../http';
import { msg, t } from '../i18n';
import { VALUE_LABELS } from '../listings/defs/common';
import { implement, type CallHandler } from '../router';
import { iconUrl } from '../store/seed';
import { iso } from '../store/store';
import { omit } from '../store/table';
import type { Application } from '../store/types';
import { companyApplication, publish, transition } from './applications';
import { done } from './company-common';
import { checkVersion, touch, versionOf } from '../versions';

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

function formOptions(ctx: Ctx, companyId: number, app?: Application): ApplicationFormOptions {
  const label = <V extends string>(value: V) => ({
    value,
    label: VALUE_LABELS[value] ? t(ctx.lang, VALUE_LABELS[value]) : value,
  });
  return {
    categories: APP_CATEGORIES.map(label),
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
export function applicationData(ctx: Ctx, app: Application, withCompany = false): ApplicationAnswer {
  const commentsCount = ctx.store.comments.rows.reduce(
    (n, c) => (c.application_id === app.id ? n + 1 : n),
    0,
  );
  app.comments_count = commentsCount;
  const version = versionOf(app);
  return withCompany
    ? { ...app, version, company_name: ctx.store.companies.get(app.company_id)?.name ?? '' }
    : { ...app, version };
}

type ApplicationFields = Partial<ApplicationBody>;

const blank = (value: unknown) => value === undefined || value === null || value === '';

/**
 * A rating from 1 to 5 with at most one decimal (`APPLICATION_LIMITS.rating`; a number or its digits). More digits are
 * refused, never rounded: the panel shows what it sends, so a silent 4.75 → 4.8 would save what nobody typed.
 */
const rating = () =>
  z.unknown().transform((raw, check) => {
    const value = typeof raw === 'number' ? raw : typeof raw === 'string' && raw.trim() ? Number(raw) : NaN;
    const { min, max } = APPLICATION_LIMITS.rating;
    if (blank(raw) || !(value >= min && value <= max)) {
      check.addIssue({ code: 'custom', ...rule(blank(raw) ? 'required' : 'ratingRange') });
      return z.NEVER;
    }
    if (!hasAtMostDecimals(value, APPLICATION_LIMITS.rating.decimals)) {
      check.addIssue({ code: 'custom', ...rule('ratingDecimals') });
      return z.NEVER;
    }
    return value;
  });

/** Image addresses, as sent (not trimmed); a wrong one is reported under its index. */
const screenshots = () =>
  z.unknown().transform((list, check) => {
    if (!Array.isArray(list) || list.some((item) => typeof item !== 'string')) {
      check.addIssue({ code: 'custom', ...rule('filterArray') });
      return z.NEVER;
    }
    if (list.length > SCREENSHOTS_MAX) {
      check.addIssue({ code: 'custom', ...rule('tooManyScreenshots', { max: SCREENSHOTS_MAX }) });
      return z.NEVER;
    }
    const addresses = list as string[];
    addresses.forEach((address, index) => {
      if (!isImageAddress(address))
        check.addIssue({ code: 'custom', path: [index], ...itemRule('imageUrl') });
    });
    return addresses;
  });

/**
 * The fields of an application's body: the pixels must be the company's, the domain the company's and free (or the
 * application's own already).
 */
function applicationSchema(ctx: Ctx, companyId: number, current?: Application) {
  const ownPixels = new Set(ctx.store.pixels.rows.filter((p) => p.company_id === companyId).map((p) => p.id));
  return bodyOf<ApplicationBody>()(
    z.object({
      name: text({ max: APPLICATION_LIMITS.name }),
      developer_name: text({ max: APPLICATION_LIMITS.developerName }),
      category: choice(APP_CATEGORIES),
      language: choice(APP_LANGUAGES),
      template: choice(APP_TEMPLATES),
      offer_url: text({ max: APPLICATION_LIMITS.url }).refine(isOfferUrl, rule('url')),
      description: optionalText({ max: APPLICATION_LIMITS.description, chars: 'lines' }).optional(),
      installs_label: optionalText({ max: APPLICATION_LIMITS.installsLabel }).optional(),
      icon_url: optionalTextThat(isImageAddress, 'imageUrl', { max: APPLICATION_LIMITS.url }).optional(),
      push_enabled: flag().optional(),
      rating: rating(),
      screenshots: screenshots().optional(),
      // Ids as Number() reads them, so '3' is pixel 3.
      pixel_ids: z
        .unknown()
        .transform((list, check) => {
          if (!Array.isArray(list) || list.some((id) => !ownPixels.has(Number(id)))) {
            check.addIssue({ code: 'custom', ...rule('filterOption') });
            return z.NEVER;
          }
          return list.map(Number);
        })
        .optional(),
      // Blank unbinds the domain.
      domain_id: z
        .unknown()
        .transform((value, check) => {
          if (value === null || value === '') return null;
          const domain = ctx.store.domains.get(Number(value));
          if (
            !domain ||
            domain.company_id !== companyId ||
            (domain.application_id !== null && domain.application_id !== current?.id)
          ) {
            check.addIssue({ code: 'custom', ...rule('filterOption') });
            return z.NEVER;
          }
          return domain.id;
        })
        .optional(),
    }),
  );
}

/**
 * Validates store (`optional` fields only when sent) or update (`current`: every field only when sent, the others
 * keep their value).
 */
function readApplication(
  ctx: Ctx,
  body: unknown,
  companyId: number,
  current?: Application,
): ApplicationFields {
  const data = isRecord(body) ? body : {};
  const fields = applicationSchema(ctx, companyId, current);
  return parseValue(ctx.lang, current ? fields.pick(pickKeys(fields, data)) : fields, data);
}

/** Applies validated fields, keeping the domain binding on both sides consistent. */
function apply(ctx: Ctx, app: Application, fields: ApplicationFields): Application {
  const bound: Partial<Application> = {};
  if (fields.domain_id !== undefined && fields.domain_id !== app.domain_id) {
    const previous = app.domain_id ? ctx.store.domains.get(app.domain_id) : undefined;
    if (previous) previous.application_id = null;
    const next = fields.domain_id ? ctx.store.domains.get(fields.domain_id) : undefined;
    if (next) next.application_id = app.id;
    bound.domain = next?.name ?? '';
  }
  Object.assign(app, fields, bound, { updated_at: iso(Date.now()) });
  return app;
}

/** The id of an update, from the body (`{ id, ... }`): a whole number from 1, as Number() reads it. */
const updateIdSchema = z.object({
  id: z.unknown().transform((value, check) => {
    const id = Number(value);
    if (!Number.isInteger(id) || id < 1) {
      check.addIssue({ code: 'custom', ...rule('required') });
      return z.NEVER;
    }
    return id;
  }),
});

/** The id of an update, or 422 on `id`. */
const bodyId = (ctx: Ctx, body: unknown): number => parseValue(ctx.lang, updateIdSchema, body).id;

/** The company's application calls: the form, the record, and the actions of the `application` listing's rows. */
export const applicationFormRoutes = implement(applicationCalls, {
  create(ctx) {
    const companyId = ctx.companyId();
    return {
      options: formOptions(ctx, companyId),
      defaults: {
        name: '',
        developer_name: ctx.store.companies.get(companyId)?.name ?? '',
        // The reader's language when pages are written in it, else English: no page is written in Arabic.
        language: (APP_LANGUAGES as readonly string[]).includes(ctx.lang) ? ctx.lang : 'en',
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
  // Also the record read of the record screen, so viewing is enough; saving needs application.update.
  edit(ctx) {
    const companyId = ctx.companyId();
    const app = companyApplication(ctx, companyId);
    return { data: applicationData(ctx, app), options: formOptions(ctx, companyId, app) };
  },
  async store(ctx) {
    const companyId = ctx.companyId();
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
  async update(ctx) {
    const companyId = ctx.companyId();
    const body = await ctx.body();
    ctx.params.id = String(bodyId(ctx, body));
    const app = companyApplication(ctx, companyId);
    await checkVersion(ctx, app, () => applicationData(ctx, app));
    apply(ctx, app, readApplication(ctx, body, app.company_id, app));
    touch(app);
    return { data: applicationData(ctx, app), message: msg(ctx.lang, 'done') };
  },
  clone(ctx) {
    const source = companyApplication(ctx, ctx.companyId());
    const now = iso(Date.now());
    // Clone copies everything but the domain (docs/product.md, "Entities"); comments are copied too.
    const copy = ctx.store.applications.insert({
      ...omit(source, 'id'),
      name: msg(ctx.lang, 'copyName', { name: source.name }),
      status: 'draft',
      domain_id: null,
      domain: '',
      screenshots: [...source.screenshots],
      pixel_ids: [...source.pixel_ids],
      installs: 0,
      created_at: now,
      updated_at: now,
    });
    for (const comment of ctx.store.comments.rows.filter((c) => c.application_id === source.id)) {
      ctx.store.comments.insert({ ...omit(comment, 'id'), application_id: copy.id });
    }
    return { ...done(ctx), data: applicationData(ctx, copy) };
  },
  publish(ctx) {
    const app = publish(ctx, companyApplication(ctx, ctx.companyId()));
    return { message: msg(ctx.lang, 'published', { name: app.name }), data: applicationData(ctx, app) };
  },
  deactivate(ctx) {
    const app = companyApplication(ctx, ctx.companyId());
    return { ...done(ctx), data: applicationData(ctx, transition(ctx, app, 'deactivate')) };
  },
  delete(ctx) {
    transition(ctx, companyApplication(ctx, ctx.companyId()), 'delete');
    return done(ctx);
  },
});

/** The administrators' form: any company's application (deleted ones too), with its company's choices. */
export const manageApplicationForm: {
  edit: CallHandler<typeof manageApplicationCalls.edit>;
  update: CallHandler<typeof manageApplicationCalls.update>;
} = {
  edit(ctx) {
    const app = ctx.store.applications.get(ctx.id());
    if (!app) throw ctx.notFound();
    return { data: applicationData(ctx, app, true), options: formOptions(ctx, app.company_id, app) };
  },
  async update(ctx) {
    const body = await ctx.body();
    const app = ctx.store.applications.get(bodyId(ctx, body));
    if (!app) throw ctx.notFound();
    await checkVersion(ctx, app, () => applicationData(ctx, app, true));
    apply(ctx, app, readApplication(ctx, body, app.company_id, app));
    touch(app);
    return { data: applicationData(ctx, app, true), message: msg(ctx.lang, 'done') };
  },
};
