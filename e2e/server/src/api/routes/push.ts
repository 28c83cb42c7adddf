/**
 * The company's push notifications (push.manage; docs/api-contract.md, "Messaging (company area)"): create with the
 * push templates to start from, store (single: now or at a future moment; regular: days of the week, a time, a time
 * zone), edit, update (not once sent), delete, copy as a draft. The listings are in listings/defs/client.ts.
 */
import { requireCompanyPermission } from '../auth';
import type { Ctx } from '../context';
import { HttpError, isRecord } from '../http';
import { msg, t, type Lang } from '../i18n';
import { VALUE_LABELS } from '../listings/defs/common';
import type { Route } from '../router';
import { iso } from '../store/store';
import { omit } from '../store/table';
import type { PushNotification, PushTemplate } from '../store/types';
import { BodyReader, wholeNumber } from '../validate';
import { applicationOptions, companyOf, done } from './company-common';
import { TIMEZONES, readName, readPushContent } from './messaging-common';

const KINDS = ['single', 'regular'] as const;
type Schedule = NonNullable<PushNotification['schedule']>;

/** Week days, 0 = Sunday (as `schedule.days`), short names per language (Arabic has no usual short forms). */
const DAY_NAMES: Record<Lang, readonly string[]> = {
  en: ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'],
  ru: ['Вс', 'Пн', 'Вт', 'Ср', 'Чт', 'Пт', 'Сб'],
  ar: ['الأحد', 'الاثنين', 'الثلاثاء', 'الأربعاء', 'الخميس', 'الجمعة', 'السبت'],
};
/** The list separator and the word before the time. */
const SCHEDULE_WORDS: Record<Lang, { comma: string; at: string }> = {
  en: { comma: ', ', at: 'at' },
  ru: { comma: ', ', at: 'в' },
  ar: { comma: '، ', at: 'في' },
};

/**
 * "Mon, Wed, Fri at 10:00 (Europe/Moscow)" / "Пн, Ср, Пт в 10:00 (Europe/Moscow)" /
 * "الاثنين، الأربعاء، الجمعة في 10:00 (Europe/Moscow)": Monday first, Sunday last.
 */
export function scheduleText(lang: Lang, schedule: Schedule | null): string {
  if (!schedule) return '';
  const days = [...schedule.days]
    .sort((a, b) => ((a + 6) % 7) - ((b + 6) % 7))
    .map((day) => DAY_NAMES[lang][day] ?? String(day));
  const { comma, at } = SCHEDULE_WORDS[lang];
  return `${days.join(comma)} ${at} ${schedule.time} (${schedule.timezone})`;
}

const templateLabel = (template: PushTemplate): string =>
  // The seeded names already end with the language: it is not repeated.
  template.name.endsWith(`(${template.language})`)
    ? template.name
    : `${template.name} (${template.language})`;

function pushData(ctx: Ctx, push: PushNotification): Record<string, unknown> {
  const template = push.template_id === null ? undefined : ctx.store.pushTemplates.get(push.template_id);
  return {
    id: push.id,
    kind: push.kind,
    name: push.name,
    title: push.title,
    body: push.body,
    icon_url: push.icon_url,
    image_url: push.image_url,
    url: push.url,
    application_ids: [...push.application_ids],
    application_names: push.application_ids.map((id) => ctx.store.applications.get(id)?.name ?? `#${id}`),
    template_id: push.template_id,
    template_name: template?.name ?? null,
    send_at: push.send_at,
    schedule: push.schedule ? { ...push.schedule, days: [...push.schedule.days] } : null,
    schedule_text: scheduleText(ctx.lang, push.schedule),
    status: push.status,
    sent: push.sent,
    delivered: push.delivered,
    clicked: push.clicked,
    created_at: push.created_at,
  };
}

function formOptions(ctx: Ctx, companyId: number) {
  return {
    kind: KINDS.map((value) => ({ value, label: t(ctx.lang, VALUE_LABELS[value]!) })),
    application_ids: applicationOptions(ctx, companyId),
    template_id: ctx.store.pushTemplates.rows.map((template) => ({
      value: template.id,
      label: templateLabel(template),
      language: template.language,
    })),
    timezone: TIMEZONES.map((zone) => ({ ...zone })),
  };
}

function companyPush(ctx: Ctx, companyId: number): PushNotification {
  const push = ctx.store.pushNotifications.get(ctx.id());
  if (!push || push.company_id !== companyId) throw ctx.notFound();
  return push;
}

type PushFields = Omit<
  PushNotification,
  'id' | 'company_id' | 'sent' | 'delivered' | 'clicked' | 'created_at'
>;

const blank = (value: unknown) => value === undefined || value === null || value === '';

/** `application_ids`: at least one, each an application of the company (not deleted). */
function readApplications(ctx: Ctx, input: BodyReader, companyId: number): number[] {
  const list = input.data.application_ids;
  if (blank(list) || (Array.isArray(list) && list.length === 0)) {
    input.errors.add('application_ids', msg(ctx.lang, 'applicationsRequired'));
    return [];
  }
  if (!Array.isArray(list)) {
    input.errors.add('application_ids', msg(ctx.lang, 'filterArray'));
    return [];
  }
  const own = new Set(applicationOptions(ctx, companyId).map((o) => o.value));
  const ids = list.map(wholeNumber);
  if (ids.some((id) => id === null || !own.has(id))) {
    input.errors.add('application_ids', msg(ctx.lang, 'filterOption'));
    return [];
  }
  return [...new Set(ids as number[])];
}

/** `send_at` of a single push: null (send now) or an ISO date-time in the future. */
function readSendAt(ctx: Ctx, input: BodyReader): string | null {
  const raw = input.data.send_at;
  if (blank(raw)) return null;
  const time = typeof raw === 'string' && /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(raw) ? Date.parse(raw) : NaN;
  if (Number.isNaN(time)) {
    input.errors.add('send_at', msg(ctx.lang, 'dateTime'));
    return null;
  }
  if (time <= Date.now()) {
    input.errors.add('send_at', msg(ctx.lang, 'sendAtPast'));
    return null;
  }
  return iso(time);
}

/** `schedule` of a regular push: `{ days (0 = Sunday), time "HH:mm", timezone }`, errors on `schedule.<field>`. */
function readSchedule(ctx: Ctx, input: BodyReader): Schedule {
  const raw = input.data.schedule;
  const schedule = isRecord(raw) ? raw : {};
  if (!isRecord(raw)) input.errors.add('schedule', msg(ctx.lang, 'required'));
  const days = schedule.days;
  let outDays: number[] = [];
  if (blank(days) || (Array.isArray(days) && days.length === 0))
    input.errors.add('schedule.days', msg(ctx.lang, 'scheduleDays'));
  else if (!Array.isArray(days)) input.errors.add('schedule.days', msg(ctx.lang, 'filterArray'));
  else {
    const list = days.map(wholeNumber);
    if (list.some((day) => day === null || day < 0 || day > 6))
      input.errors.add('schedule.days', msg(ctx.lang, 'scheduleDay'));
    else outDays = [...new Set(list as number[])].sort((a, b) => a - b);
  }
  const time = schedule.time;
  if (blank(time)) input.errors.add('schedule.time', msg(ctx.lang, 'required'));
  else if (typeof time !== 'string' || !/^([01]\d|2[0-3]):[0-5]\d$/.test(time))
    input.errors.add('schedule.time', msg(ctx.lang, 'scheduleTime'));
  const zone = schedule.timezone;
  if (blank(zone)) input.errors.add('schedule.timezone', msg(ctx.lang, 'required'));
  else if (!TIMEZONES.some((option) => option.value === zone))
    input.errors.add('schedule.timezone', msg(ctx.lang, 'filterOption'));
  return { days: outDays, time: typeof time === 'string' ? time : '', timezone: String(zone ?? '') };
}

/**
 * Validates a store or an update body (every field; on update an absent field keeps its value). The status follows:
 * single with `send_at` → scheduled, single now → sending, regular → scheduled (a paused regular one stays paused).
 */
function readPush(ctx: Ctx, body: unknown, companyId: number, current?: PushNotification): PushFields {
  const sent = isRecord(body) ? body : {};
  const input = new BodyReader(ctx.lang, current ? { ...omit(current, 'id', 'company_id'), ...sent } : sent);
  const kind = input.oneOf('kind', KINDS);
  const name = readName(input);
  const content = readPushContent(input, ctx.lang);
  const applicationIds = readApplications(ctx, input, companyId);
  let templateId: number | null = null;
  if (!blank(input.data.template_id)) {
    templateId = wholeNumber(input.data.template_id);
    if (templateId === null || !ctx.store.pushTemplates.get(templateId)) {
      input.errors.add('template_id', msg(ctx.lang, 'filterOption'));
      templateId = null;
    }
  }
  const sendAt = kind === 'single' && !input.errors.has('kind') ? readSendAt(ctx, input) : null;
  const schedule = kind === 'regular' ? readSchedule(ctx, input) : null;
  input.done();
  const status: PushNotification['status'] =
    kind === 'regular'
      ? current?.status === 'paused' && current.kind === 'regular'
        ? 'paused'
        : 'scheduled'
      : sendAt
        ? 'scheduled'
        : 'sending';
  return {
    kind,
    name,
    ...content,
    application_ids: applicationIds,
    template_id: templateId,
    send_at: sendAt,
    schedule,
    status,
  };
}

export const pushRoutes: Route[] = [
  {
    method: 'GET',
    pattern: '/client/push-notification/create',
    handler(ctx) {
      const companyId = requireCompanyPermission(ctx, 'push.manage');
      return {
        options: formOptions(ctx, companyId),
        defaults: {
          kind: 'single',
          application_ids: [],
          template_id: null,
          send_at: null,
          schedule: { days: [1, 2, 3, 4, 5], time: '10:00', timezone: companyOf(ctx, companyId).timezone },
          icon_url: '',
          image_url: null,
          url: '',
          title: '',
          body: '',
          name: '',
        },
      };
    },
  },
  {
    method: 'GET',
    pattern: '/client/push-notification/template-info/:templateId',
    handler(ctx) {
      requireCompanyPermission(ctx, 'push.manage');
      const template = ctx.store.pushTemplates.get(ctx.id('templateId'));
      if (!template) throw ctx.notFound();
      return {
        data: {
          template_id: template.id,
          name: template.name,
          language: template.language,
          title: template.title,
          body: template.body,
          icon_url: template.icon_url,
          image_url: template.image_url,
          url: template.url,
        },
      };
    },
  },
  {
    method: 'POST',
    pattern: '/client/push-notification/store',
    async handler(ctx) {
      const companyId = requireCompanyPermission(ctx, 'push.manage');
      const fields = readPush(ctx, await ctx.body(), companyId);
      const push = ctx.store.pushNotifications.insert({
        company_id: companyId,
        ...fields,
        sent: 0,
        delivered: 0,
        clicked: 0,
        created_at: iso(Date.now()),
      });
      return { data: pushData(ctx, push), message: msg(ctx.lang, 'pushStored') };
    },
  },
  {
    method: 'GET',
    pattern: '/client/push-notification/:id/edit',
    handler(ctx) {
      const companyId = requireCompanyPermission(ctx, 'push.manage');
      return { data: pushData(ctx, companyPush(ctx, companyId)), options: formOptions(ctx, companyId) };
    },
  },
  {
    method: 'PUT',
    pattern: '/client/push-notification/:id/update',
    async handler(ctx) {
      const companyId = requireCompanyPermission(ctx, 'push.manage');
      const push = companyPush(ctx, companyId);
      if (push.status === 'sent' || push.status === 'sending')
        throw new HttpError(422, msg(ctx.lang, 'pushLocked'));
      Object.assign(push, readPush(ctx, await ctx.body(), companyId, push));
      return { data: pushData(ctx, push), message: msg(ctx.lang, 'pushStored') };
    },
  },
  {
    method: 'DELETE',
    pattern: '/client/push-notification/:id/delete',
    handler(ctx) {
      const push = companyPush(ctx, requireCompanyPermission(ctx, 'push.manage'));
      ctx.store.pushNotifications.remove(push.id);
      // Its daily figures go with it (the statistics listing would show rows of nothing).
      for (const row of ctx.store.pushStats.rows.filter((s) => s.notification_id === push.id))
        ctx.store.pushStats.remove(row.id);
      return { message: msg(ctx.lang, 'deleted') };
    },
  },
  {
    method: 'POST',
    pattern: '/client/push-notification/:id/copy',
    handler(ctx) {
      const push = companyPush(ctx, requireCompanyPermission(ctx, 'push.manage'));
      const sendAt = push.send_at && Date.parse(push.send_at) > Date.now() ? push.send_at : null;
      const copy = ctx.store.pushNotifications.insert({
        ...omit(push, 'id'),
        name: `${push.name} (copy)`,
        status: 'draft',
        sent: 0,
        delivered: 0,
        clicked: 0,
        application_ids: [...push.application_ids],
        send_at: sendAt,
        schedule: push.schedule ? { ...push.schedule, days: [...push.schedule.days] } : null,
        created_at: iso(Date.now()),
      });
      return done(ctx, { data: pushData(ctx, copy), message: msg(ctx.lang, 'pushCopied') });
    },
  },
];
