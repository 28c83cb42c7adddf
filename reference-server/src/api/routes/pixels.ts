/**
 * The company's pixels (pixel.manage; docs/api-contract.md, "Company area"): create, store, edit, update, what a
 * delete would affect, destroy. The access token is write-only (docs/product.md, "Record screens": secrets): answers
 * mask it, and an update without a new one keeps the stored token.
 */
import {
  PIXEL_EVENTS,
  PIXEL_LIMITS,
  PIXEL_TYPES,
  pixelCalls,
  pixelIdProblem,
  type Pixel as PixelAnswer,
  type PixelBody,
  type PixelFormOptions,
} from '@panel/contract';
import { z } from 'zod';
import { bodyOf, choice, list, whenFieldsValid, parseValue, pickKeys, rule, text, whole } from '../body';
import type { Ctx } from '../context';
import { isRecord } from '../http';
import { msg, t } from '../i18n';
import { VALUE_LABELS } from '../listings/defs/common';
import { implement } from '../router';
import { iso } from '../store/store';
import type { Pixel } from '../store/types';
import { applicationOptions, done } from './company-common';
import { checkVersion, touch, versionOf } from '../versions';

/** `••••` and the last four characters: enough to recognise a token, never enough to use it. */
export const maskToken = (token: string): string => `••••${token.slice(-4)}`;

/** The company's applications (not deleted) that use the pixel. */
function applicationsUsing(ctx: Ctx, pixel: Pixel) {
  return ctx.store.applications.rows.filter(
    (app) =>
      app.company_id === pixel.company_id && app.status !== 'deleted' && app.pixel_ids.includes(pixel.id),
  );
}

function pixelData(ctx: Ctx, pixel: Pixel): PixelAnswer {
  const applicationIds = applicationsUsing(ctx, pixel).map((app) => app.id);
  return {
    id: pixel.id,
    version: versionOf(pixel),
    name: pixel.name,
    type: pixel.type,
    pixel_id: pixel.pixel_id,
    access_token: maskToken(pixel.access_token),
    events: [...pixel.events],
    application_ids: applicationIds,
    applications_count: applicationIds.length,
    created_at: pixel.created_at,
  };
}

function formOptions(ctx: Ctx, companyId: number): PixelFormOptions {
  return {
    type: PIXEL_TYPES.map((value) => ({ value, label: t(ctx.lang, VALUE_LABELS[value]!) })),
    events: PIXEL_EVENTS.map((value) => ({ value, label: value })),
    application_ids: applicationOptions(ctx, companyId),
  };
}

function companyPixel(ctx: Ctx, companyId: number): Pixel {
  const pixel = ctx.store.pixels.get(ctx.id());
  if (!pixel || pixel.company_id !== companyId) throw ctx.notFound();
  return pixel;
}

type PixelFields = Partial<PixelBody>;

/** The fields of a pixel's body; the applications must be the company's own. */
function pixelSchema(ctx: Ctx, companyId: number) {
  const own = new Set(applicationOptions(ctx, companyId).map((o) => o.value));
  return bodyOf<PixelBody>()(
    z.object({
      name: text({ max: PIXEL_LIMITS.name }),
      type: choice(PIXEL_TYPES),
      pixel_id: text({ max: Number.MAX_SAFE_INTEGER }),
      access_token: text({ max: Number.MAX_SAFE_INTEGER })
        .refine(
          (token) => token.length >= PIXEL_LIMITS.token.min && token.length <= PIXEL_LIMITS.token.max,
          rule('accessTokenLength'),
        )
        .optional(),
      events: list(choice(PIXEL_EVENTS), { empty: 'eventsRequired' }),
      application_ids: list(
        whole().refine((id) => own.has(id), rule('filterOption')),
        { missing: [] },
      ),
    }),
  );
}

/** Validates store (every field) or update (`current`: absent fields keep their value, the token too). */
function readPixel(ctx: Ctx, body: unknown, companyId: number, current?: Pixel): PixelFields {
  const data = isRecord(body) ? { ...body } : {};
  const token = data.access_token;
  // An update that sends no token, or the masked one it was shown, keeps the stored token.
  if (
    current &&
    (token === undefined || token === null || token === '' || token === maskToken(current.access_token))
  )
    delete data.access_token;
  const fields = pixelSchema(ctx, companyId);
  const sent = current ? fields.pick(pickKeys(fields, data)) : fields.required({ access_token: true });
  // The pixel id is checked against the type it will have, whichever of the two was sent.
  const schema = sent.superRefine(
    (out: PixelFields, check) => {
      const type = out.type ?? current?.type;
      const pixelId = out.pixel_id ?? current?.pixel_id ?? '';
      if (!type || !pixelId || !pixelIdProblem(type, pixelId)) return;
      const label = t(ctx.lang, VALUE_LABELS[type]!);
      check.addIssue({
        code: 'custom',
        path: ['pixel_id'],
        ...rule(type === 'facebook' ? 'pixelIdFacebook' : 'pixelIdOther', { type: label }),
      });
    },
    whenFieldsValid(['type', 'pixel_id']),
  );
  const out: PixelFields = parseValue(ctx.lang, schema, data);
  if (out.events) out.events = [...new Set(out.events)];
  if (out.application_ids) out.application_ids = [...new Set(out.application_ids)];
  return out;
}

/** Saves the fields; `application_ids` sets the pixel on exactly those applications of the company. */
function apply(ctx: Ctx, pixel: Pixel, fields: PixelFields): Pixel {
  const { application_ids: applicationIds, ...own } = fields;
  Object.assign(pixel, own);
  if (applicationIds) {
    const wanted = new Set(applicationIds);
    for (const app of ctx.store.applications.rows) {
      if (app.company_id !== pixel.company_id || app.status === 'deleted') continue;
      const uses = app.pixel_ids.includes(pixel.id);
      if (wanted.has(app.id) && !uses) app.pixel_ids = [...app.pixel_ids, pixel.id];
      else if (!wanted.has(app.id) && uses) app.pixel_ids = app.pixel_ids.filter((id) => id !== pixel.id);
    }
  }
  return pixel;
}

export const pixelRoutes = implement(pixelCalls, {
  create(ctx) {
    return {
      options: formOptions(ctx, ctx.companyId()),
      defaults: { type: 'facebook', events: ['PageView', 'Install'], application_ids: [] },
    };
  },
  async store(ctx) {
    const companyId = ctx.companyId();
    const fields = readPixel(ctx, await ctx.body(), companyId);
    const pixel = ctx.store.pixels.insert({
      company_id: companyId,
      name: '',
      type: 'facebook',
      pixel_id: '',
      access_token: '',
      events: [],
      created_at: iso(Date.now()),
    });
    apply(ctx, pixel, fields);
    return { data: pixelData(ctx, pixel), message: msg(ctx.lang, 'done') };
  },
  edit(ctx) {
    const companyId = ctx.companyId();
    return { data: pixelData(ctx, companyPixel(ctx, companyId)), options: formOptions(ctx, companyId) };
  },
  async update(ctx) {
    const companyId = ctx.companyId();
    const pixel = companyPixel(ctx, companyId);
    await checkVersion(ctx, pixel, () => pixelData(ctx, pixel));
    apply(ctx, pixel, readPixel(ctx, await ctx.body(), companyId, pixel));
    touch(pixel);
    return { data: pixelData(ctx, pixel), message: msg(ctx.lang, 'done') };
  },
  // What deleting would affect: the applications that would lose the pixel.
  deletion(ctx) {
    const pixel = companyPixel(ctx, ctx.companyId());
    return {
      data: {
        id: pixel.id,
        name: pixel.name,
        applications: applicationsUsing(ctx, pixel).map((app) => ({ id: app.id, name: app.name })),
      },
    };
  },
  destroy(ctx) {
    const companyId = ctx.companyId();
    const pixel = companyPixel(ctx, companyId);
    ctx.store.pixels.remove(pixel.id);
    for (const app of ctx.store.applications.rows) {
      if (app.company_id === companyId && app.pixel_ids.includes(pixel.id))
        app.pixel_ids = app.pixel_ids.filter((id) => id !== pixel.id);
    }
    return done(ctx);
  },
});
