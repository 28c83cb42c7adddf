/**
 * The company's push notifications (push.manage; docs/api-contract.md, "Messaging (company area)"): create with the
 * push templates to start from, store (single: now or at a future moment; regular: days of the week, a time, a time
 * zone), edit, update (not once sent), delete, copy as a draft. The listings are in listings/defs/client.ts.
 */
import {
  PUSH_KINDS,
  SCHEDULE_TIME,
  isScheduleDay,
  pushCalls,
  sendAtProblem,
  type PushFormOptions,
  type PushNotification as PushAnswer,
  type PushNotificationBody,
  type PushSchedule,
} from '@panel/contract';
import { z } from 'zod';
import {
  bodyOf,
  choice,
  list,
  whenFieldsValid,
  optionalExisting,
  parseValue,
  rule,
  wholeNumber,
} from '../body';
import type { Ctx } from '../context';
import { isRecord, validationError } from '../http';
import { msg, t, type Lang } from '../i18n';
import { VALUE_LABELS } from '../listings/defs/common';
import { implement } from '../router';
import { iso } from '../store/store';
import { omit } from '../store/table';
import type { PushNotification, PushTemplate } from '../store/types';
import { applicationOptions, companyOf } from './company-common';
import { TIMEZONES, isBlank, name, pushContent } from './messaging-common';
import { checkVersion, touch, versionOf } from '../versions';

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
export function scheduleText(lang: Lang, schedule: PushSchedule | null): string {
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

function pushData(ctx: Ctx, push: PushNotification): PushAnswer {
  const template = push.template_id === null ? undefined : ctx.store.pushTemplates.get(push.template_id);
  return {
    id: push.id,
    version: versionOf(push),
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

function formOptions(ctx: Ctx, companyId: number): PushFormOptions {
  return {
    kind: PUSH_KINDS.map((value) => ({ value, label: t(ctx.lang, VALUE_LABELS[value]!) })),
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

type PushFields = PushNotificationBody & Pick<PushNotification, 'status'>;

/** A list of whole numbers (each once) that all pass `ok`, else `key` on the list; blank or empty is `empty`. */
const numberList = (
  ok: (n: number) => boolean,
  key: 'filterOption' | 'scheduleDay',
  empty: 'applicationsRequired' | 'scheduleDays',
) =>
  z
    .preprocess((value) => (value === '' ? undefined : value), list(z.unknown(), { empty }))
    .refine(
      (values) =>
        values.every((value) => {
          const n = wholeNumber(value);
          return n !== null && ok(n);
        }),
      rule(key),
    )
    .transform((values) => [...new Set(values.map((value) => wholeNumber(value)!))]);

/** `send_at` of a single push: null (send now) or an ISO date-time in the future. */
const sendAt = z.unknown().transform((raw, ctx) => {
  if (isBlank(raw)) return null;
  const value = typeof raw === 'string' ? raw : '';
  const problem = sendAtProblem(value, Date.now());
  if (problem) {
    ctx.addIssue({ code: 'custom', ...rule(problem === 'dateTime' ? 'dateTime' : 'sendAtPast') });
    return z.NEVER;
  }
  return iso(Date.parse(value));
});

const TIMEZONE_VALUES = TIMEZONES.map((zone) => zone.value) as [string, ...string[]];

/** `schedule` of a regular push: `{ days (0 = Sunday), time "HH:mm", timezone }`; a missing one has every field missing. */
const schedule = bodyOf<PushSchedule>()(
  z.object({
    days: numberList(isScheduleDay, 'scheduleDay', 'scheduleDays').transform((days) =>
      days.sort((a, b) => a - b),
    ),
    time: z.preprocess(
      (value) => (isBlank(value) ? undefined : value),
      z
        .string({ error: (issue) => (issue.input === undefined ? 'required' : 'scheduleTime') })
        .regex(SCHEDULE_TIME, rule('scheduleTime')),
    ),
    timezone: z.preprocess(
      (value) => (isBlank(value) ? undefined : value),
      z.enum(TIMEZONE_VALUES, {
        error: (issue) => (issue.input === undefined ? 'required' : 'filterOption'),
      }),
    ),
  }),
);

/** Adds the issues of a part checked on its own, under `path`. */
function addIssuesAt(check: z.RefinementCtx, path: string, error: z.ZodError): void {
  for (const issue of error.issues)
    check.addIssue({ ...(issue as z.core.$ZodRawIssue), path: [path, ...issue.path] });
}

/** The body's fields; `send_at` and `schedule` are read by the kind's rule once the kind is known. */
function pushSchema(ctx: Ctx, companyId: number) {
  const own = new Set(applicationOptions(ctx, companyId).map((o) => o.value));
  const fields = z.object({
    kind: choice(PUSH_KINDS),
    name: name(),
    ...pushContent(),
    application_ids: numberList((id) => own.has(id), 'filterOption', 'applicationsRequired'),
    template_id: optionalExisting((id) => ctx.store.pushTemplates.get(id) !== undefined),
    send_at: z.unknown().optional(),
    schedule: z.unknown().optional(),
  });
  // What the kind's rule read; the other kind's part stays null.
  let sendAtOut: string | null = null;
  let scheduleOut: PushSchedule | null = null;
  const schema = bodyOf<PushNotificationBody>()(
    fields
      .superRefine(
        (out, check) => {
          if (out.kind === 'single') {
            const result = sendAt.safeParse(out.send_at, { reportInput: true });
            if (result.success) sendAtOut = result.data;
            else addIssuesAt(check, 'send_at', result.error);
            return;
          }
          if (!isRecord(out.schedule))
            check.addIssue({ code: 'custom', path: ['schedule'], ...rule('required') });
          const result = schedule.safeParse(isRecord(out.schedule) ? out.schedule : {}, {
            reportInput: true,
          });
          if (result.success) scheduleOut = result.data;
          else addIssuesAt(check, 'schedule', result.error);
        },
        whenFieldsValid(['kind']),
      )
      // Runs once every rule passed.
      .transform((out) => ({ ...out, send_at: sendAtOut, schedule: scheduleOut })),
  );
  return { schema, fields: Object.keys(fields.shape) };
}

/**
 * Validates a store or an update body (every field; on update an absent field keeps its value). The status follows:
 * single with `send_at` → scheduled, single now → sending, regular → scheduled (a paused regular one stays paused).
 */
function readPush(ctx: Ctx, body: unknown, companyId: number, current?: PushNotification): PushFields {
  const sent = isRecord(body) ? body : {};
  const { schema, fields } = pushSchema(ctx, companyId);
  const out = parseValue(
    ctx.lang,
    schema,
    current ? { ...omit(current, 'id', 'company_id'), ...sent } : sent,
    {
      nested: fields,
    },
  );
  const status: PushNotification['status'] =
    out.kind === 'regular'
      ? current?.status === 'paused' && current.kind === 'regular'
        ? 'paused'
        : 'scheduled'
      : out.send_at
        ? 'scheduled'
        : 'sending';
  return { ...out, status };
}

export const pushRoutes = implement(pushCalls, {
  create(ctx) {
    const companyId = ctx.companyId();
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
  templateInfo(ctx) {
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
  async store(ctx) {
    const companyId = ctx.companyId();
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
  edit(ctx) {
    const companyId = ctx.companyId();
    return { data: pushData(ctx, companyPush(ctx, companyId)), options: formOptions(ctx, companyId) };
  },
  async update(ctx) {
    const companyId = ctx.companyId();
    const push = companyPush(ctx, companyId);
    await checkVersion(ctx, push, () => pushData(ctx, push));
    // A 422 keys its error by a field, as every 422 of the contract does: the status is what forbids the change.
    if (push.status === 'sent' || push.status === 'sending')
      throw validationError(ctx.lang, { status: [msg(ctx.lang, 'pushLocked')] });
    Object.assign(push, readPush(ctx, await ctx.body(), companyId, push));
    touch(push);
    return { data: pushData(ctx, push), message: msg(ctx.lang, 'pushStored') };
  },
  delete(ctx) {
    const push = companyPush(ctx, ctx.companyId());
    ctx.store.pushNotifications.remove(push.id);
    // Its daily figures go with it (the statistics listing would show rows of nothing).
    for (const row of ctx.store.pushStats.rows.filter((s) => s.notification_id === push.id))
      ctx.store.pushStats.remove(row.id);
    return { message: msg(ctx.lang, 'deleted') };
  },
  copy(ctx) {
    const push = companyPush(ctx, ctx.companyId());
    const sendAt = push.send_at && Date.parse(push.send_at) > Date.now() ? push.send_at : null;
    const copy = ctx.store.pushNotifications.insert({
      ...omit(push, 'id'),
      name: msg(ctx.lang, 'copyName', { name: push.name }),
      status: 'draft',
      sent: 0,
      delivered: 0,
      clicked: 0,
      application_ids: [...push.application_ids],
      send_at: sendAt,
      schedule: push.schedule ? { ...push.schedule, days: [...push.schedule.days] } : null,
      created_at: iso(Date.now()),
    });
    return { data: pushData(ctx, copy), message: msg(ctx.lang, 'pushCopied') };
  },
});
