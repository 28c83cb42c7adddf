/**
 * The company's funnels (funnel.manage; docs/api-contract.md, "Messaging (company area)"): OneSignal funnels
 * (create from an active OneSignal template, store, edit, update, delete, activate), one OneSignal single
 * notification with its figures per day, and system funnels (a trigger, then the steps). Steps and triggers follow
 * the shared rules of messaging-common.ts. The listings are in listings/defs/client.ts.
 */
import {
  funnelCalls,
  type OneSignalFunnel as OneSignalFunnelAnswer,
  type OneSignalFunnelBody,
  type OneSignalFunnelFormOptions,
  type OneSignalNotification,
  type SystemFunnel as SystemFunnelAnswer,
  type SystemFunnelBody,
  type SystemFunnelFormOptions,
} from '@panel/contract';
import { z } from 'zod';
import { bodyOf, existing, whenFieldsValid, optionalExisting, parseBody, parseValue } from '../body';
import type { Ctx } from '../context';
import { isRecord } from '../http';
import { msg } from '../i18n';
import { implement } from '../router';
import { DAY, iso, isoDate } from '../store/store';
import { omit } from '../store/table';
import type { OneSignalFunnel, OneSignalSingleNotification, SystemFunnel } from '../store/types';
import { applicationOptions } from './company-common';
import {
  checkTriggerValue,
  copySteps,
  emptyStep,
  flagOr,
  isActiveBody,
  name,
  steps,
  triggerFields,
  triggerOptions,
  triggerValueOf,
} from './messaging-common';
import { checkVersion, touch, versionOf } from '../versions';

/** `{ isActive }` of an activate call. */
async function readIsActive(ctx: Ctx): Promise<boolean> {
  return (await parseBody(ctx, isActiveBody())).isActive;
}

/** `is_active` of a form: optional, false when blank. */
const activeField = () => flagOr(false, { emptyIsMissing: true });

/** The body of a store, or of an update merged over the record (an absent field keeps its value). */
function bodyOver(body: unknown, current?: object): unknown {
  return current ? { ...current, ...(isRecord(body) ? body : {}) } : body;
}

// ---------------------------------------------------------------- OneSignal funnels

function oneSignalData(ctx: Ctx, funnel: OneSignalFunnel): OneSignalFunnelAnswer {
  const template =
    funnel.template_id === null ? undefined : ctx.store.oneSignalFunnelTemplates.get(funnel.template_id);
  return {
    id: funnel.id,
    version: versionOf(funnel),
    name: funnel.name,
    application_id: funnel.application_id,
    application_name: ctx.store.applications.get(funnel.application_id)?.name ?? '',
    template_id: funnel.template_id,
    template_name: template?.name ?? null,
    is_active: funnel.is_active,
    steps: copySteps(funnel.steps),
    subscribers: funnel.subscribers,
    created_at: funnel.created_at,
  };
}

function oneSignalOptions(ctx: Ctx, companyId: number): OneSignalFunnelFormOptions {
  return {
    application_id: applicationOptions(ctx, companyId),
    template_id: ctx.store.oneSignalFunnelTemplates.rows
      .filter((template) => template.is_active)
      .map((template) => ({
        value: template.id,
        label: template.name,
        language: template.language,
        steps: copySteps(template.steps),
      })),
  };
}

function companyOneSignalFunnel(ctx: Ctx, companyId: number): OneSignalFunnel {
  const funnel = ctx.store.oneSignalFunnels.get(ctx.id());
  if (!funnel || funnel.company_id !== companyId) throw ctx.notFound();
  return funnel;
}

function readOneSignalFunnel(
  ctx: Ctx,
  body: unknown,
  companyId: number,
  current?: OneSignalFunnel,
): OneSignalFunnelBody {
  const own = new Set(applicationOptions(ctx, companyId).map((o) => o.value));
  const fields = bodyOf<OneSignalFunnelBody>()(
    z.object({
      name: name(),
      application_id: existing((id) => own.has(id)),
      // An active template, or the one the funnel already has (it may have been switched off since).
      template_id: optionalExisting(
        (id) => ctx.store.oneSignalFunnelTemplates.get(id)?.is_active === true || id === current?.template_id,
      ),
      is_active: activeField(),
      steps: steps(),
    }),
  );
  const merged = bodyOver(body, current && omit(current, 'id', 'company_id'));
  return parseValue(ctx.lang, fields, merged, { nested: Object.keys(fields.shape) });
}

// ---------------------------------------------------------------- OneSignal single notifications

/**
 * The figures per day since sending (UTC dates, sending day first … today, at most 90 days), shared out of the
 * notification's totals: most on the first day, fewer each day after. Deterministic: no random draw.
 */
function dailyFigures(notification: OneSignalSingleNotification) {
  if (notification.status !== 'sent' || !notification.send_at) return [];
  const start = Date.parse(`${notification.send_at.slice(0, 10)}T00:00:00Z`);
  const days = Math.min(90, Math.max(1, Math.floor((Date.now() - start) / DAY) + 1));
  const weights = Array.from({ length: days }, (_, d) => 1 / (d + 1) ** 2);
  const whole = weights.reduce((sum, w) => sum + w, 0);
  const share = (total: number) => {
    const parts = weights.map((w) => Math.floor((total * w) / whole));
    parts[0]! += total - parts.reduce((sum, p) => sum + p, 0);
    return parts;
  };
  const sent = share(notification.sent);
  const delivered = share(notification.delivered);
  const clicked = share(notification.clicked);
  return weights.map((_, d) => ({
    date: isoDate(start + d * DAY),
    sent: sent[d]!,
    delivered: delivered[d]!,
    clicked: clicked[d]!,
  }));
}

const ratio = (part: number, whole: number): number => (whole ? Number((part / whole).toFixed(4)) : 0);

function oneSignalSingleData(ctx: Ctx, notification: OneSignalSingleNotification): OneSignalNotification {
  return {
    id: notification.id,
    name: notification.name,
    application_id: notification.application_id,
    application_name: ctx.store.applications.get(notification.application_id)?.name ?? '',
    title: notification.title,
    body: notification.body,
    url: notification.url,
    status: notification.status,
    send_at: notification.send_at,
    created_at: notification.created_at,
    sent: notification.sent,
    delivered: notification.delivered,
    clicked: notification.clicked,
    delivery_rate: ratio(notification.delivered, notification.sent),
    ctr: ratio(notification.clicked, notification.delivered),
    daily: dailyFigures(notification),
  };
}

// ---------------------------------------------------------------- system funnels

function systemData(ctx: Ctx, funnel: SystemFunnel): SystemFunnelAnswer {
  const template =
    funnel.template_id === null ? undefined : ctx.store.systemFunnelTemplates.get(funnel.template_id);
  return {
    id: funnel.id,
    version: versionOf(funnel),
    name: funnel.name,
    trigger: funnel.trigger,
    trigger_value: funnel.trigger_value,
    template_id: funnel.template_id,
    template_name: template?.name ?? null,
    is_active: funnel.is_active,
    steps: copySteps(funnel.steps),
    created_at: funnel.created_at,
  };
}

function systemOptions(ctx: Ctx): SystemFunnelFormOptions {
  return {
    trigger: triggerOptions(ctx.lang),
    template_id: ctx.store.systemFunnelTemplates.rows
      .filter((template) => template.is_active)
      .map((template) => ({
        value: template.id,
        label: template.name,
        trigger: template.trigger,
        trigger_value: template.trigger_value,
        steps: copySteps(template.steps),
      })),
  };
}

function companySystemFunnel(ctx: Ctx, companyId: number): SystemFunnel {
  const funnel = ctx.store.systemFunnels.get(ctx.id());
  if (!funnel || funnel.company_id !== companyId) throw ctx.notFound();
  return funnel;
}

function readSystemFunnel(ctx: Ctx, body: unknown, current?: SystemFunnel): SystemFunnelBody {
  const fields = z.object({
    name: name(),
    ...triggerFields(),
    template_id: optionalExisting(
      (id) => ctx.store.systemFunnelTemplates.get(id)?.is_active === true || id === current?.template_id,
    ),
    is_active: activeField(),
    steps: steps(),
  });
  const schema = bodyOf<SystemFunnelBody>()(
    fields
      .superRefine(checkTriggerValue, whenFieldsValid(['trigger']))
      .transform((out) => ({ ...out, trigger_value: triggerValueOf(out) })),
  );
  const merged = bodyOver(body, current && omit(current, 'id', 'company_id'));
  return parseValue(ctx.lang, schema, merged, { nested: Object.keys(fields.shape) });
}

const activated = (ctx: Ctx, isActive: boolean) => msg(ctx.lang, isActive ? 'funnelOn' : 'funnelOff');

export const funnelRoutes = implement(funnelCalls, {
  // ---- OneSignal funnels ----
  oneSignalCreate(ctx) {
    return {
      options: oneSignalOptions(ctx, ctx.companyId()),
      defaults: {
        name: '',
        application_id: null,
        template_id: null,
        is_active: false,
        steps: [emptyStep()],
      },
    };
  },
  async oneSignalStore(ctx) {
    const companyId = ctx.companyId();
    const fields = readOneSignalFunnel(ctx, await ctx.body(), companyId);
    const funnel = ctx.store.oneSignalFunnels.insert({
      company_id: companyId,
      ...fields,
      subscribers: 0,
      created_at: iso(Date.now()),
    });
    return { data: oneSignalData(ctx, funnel), message: msg(ctx.lang, 'funnelStored') };
  },
  oneSignalEdit(ctx) {
    const companyId = ctx.companyId();
    const funnel = companyOneSignalFunnel(ctx, companyId);
    return { data: oneSignalData(ctx, funnel), options: oneSignalOptions(ctx, companyId) };
  },
  async oneSignalUpdate(ctx) {
    const companyId = ctx.companyId();
    const funnel = companyOneSignalFunnel(ctx, companyId);
    await checkVersion(ctx, funnel, () => oneSignalData(ctx, funnel));
    Object.assign(funnel, readOneSignalFunnel(ctx, await ctx.body(), companyId, funnel));
    touch(funnel);
    return { data: oneSignalData(ctx, funnel), message: msg(ctx.lang, 'funnelStored') };
  },
  oneSignalDelete(ctx) {
    const funnel = companyOneSignalFunnel(ctx, ctx.companyId());
    ctx.store.oneSignalFunnels.remove(funnel.id);
    return { message: msg(ctx.lang, 'deleted') };
  },
  async oneSignalActivate(ctx) {
    const funnel = companyOneSignalFunnel(ctx, ctx.companyId());
    funnel.is_active = await readIsActive(ctx);
    return { data: oneSignalData(ctx, funnel), message: activated(ctx, funnel.is_active) };
  },
  // ---- OneSignal single notifications ----
  oneSignalNotification(ctx) {
    const companyId = ctx.companyId();
    const notification = ctx.store.oneSignalSingles.get(ctx.id());
    if (!notification || notification.company_id !== companyId) throw ctx.notFound();
    return { data: oneSignalSingleData(ctx, notification) };
  },
  // ---- system funnels ----
  systemCreate(ctx) {
    return {
      options: systemOptions(ctx),
      defaults: {
        name: '',
        trigger: 'install',
        trigger_value: null,
        template_id: null,
        is_active: false,
        steps: [emptyStep()],
      },
    };
  },
  async systemStore(ctx) {
    const companyId = ctx.companyId();
    const fields = readSystemFunnel(ctx, await ctx.body());
    const funnel = ctx.store.systemFunnels.insert({
      company_id: companyId,
      ...fields,
      created_at: iso(Date.now()),
    });
    return { data: systemData(ctx, funnel), message: msg(ctx.lang, 'funnelStored') };
  },
  systemEdit(ctx) {
    const funnel = companySystemFunnel(ctx, ctx.companyId());
    return { data: systemData(ctx, funnel), options: systemOptions(ctx) };
  },
  async systemUpdate(ctx) {
    const funnel = companySystemFunnel(ctx, ctx.companyId());
    await checkVersion(ctx, funnel, () => systemData(ctx, funnel));
    Object.assign(funnel, readSystemFunnel(ctx, await ctx.body(), funnel));
    touch(funnel);
    return { data: systemData(ctx, funnel), message: msg(ctx.lang, 'funnelStored') };
  },
  systemDelete(ctx) {
    const funnel = companySystemFunnel(ctx, ctx.companyId());
    ctx.store.systemFunnels.remove(funnel.id);
    return { message: msg(ctx.lang, 'deleted') };
  },
  async systemActivate(ctx) {
    const funnel = companySystemFunnel(ctx, ctx.companyId());
    funnel.is_active = await readIsActive(ctx);
    return { data: systemData(ctx, funnel), message: activated(ctx, funnel.is_active) };
  },
});
