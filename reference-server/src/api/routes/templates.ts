/**
 * The administrators' messaging templates (isAdmin + manage.templates; docs/api-contract.md, "Messaging templates
 * (administrators)"): push templates, OneSignal funnel templates and system funnel templates (create, store, edit,
 * update, delete), notification templates (the same, `destroy`, and a test message with sample values), and the
 * Telegram bots of every company (isAdmin + manage.companies).
 *
 * The field rules are the company area's (routes/messaging-common.ts). An update reads the stored record overlaid with
 * the body, so a field left out keeps its value and the rules that tie two fields (trigger and trigger_value, event
 * and text) see the values the record will have.
 */
import {
  type AdminTelegramBot,
  type CreateFormAnswer,
  type EditFormAnswer,
  NOTIFICATION_CHANNELS,
  type NotificationEvent,
  type NotificationTemplateBody,
  type NotificationTemplateCreateAnswer,
  type NotificationTemplateEditAnswer,
  type OneSignalTemplateBody,
  type OneSignalTemplateCreateAnswer,
  type OneSignalTemplateEditAnswer,
  type PushTemplateBody,
  type PushTemplateCreateAnswer,
  type PushTemplateEditAnswer,
  type SendMessageBody,
  type SystemFunnelTemplateBody,
  type SystemFunnelTemplateCreateAnswer,
  type SystemFunnelTemplateEditAnswer,
  TEMPLATE_LANGUAGES,
  type TestMessage,
} from '@panel/contract';
import { z } from 'zod';
import { requireAdmin } from '../auth';
import { bodyOf, choice, EMAIL, onlyWhenValid, parseBody, parseValue, rule, text } from '../body';
import type { Ctx } from '../context';
import { isRecord, validationError } from '../http';
import { msg, t, tx, type Lang } from '../i18n';
import { VALUE_LABELS } from '../listings/defs/common';
import type { Route } from '../router';
import { iso, isoDate, DAY, type Store } from '../store/store';
import type { Table } from '../store/table';
import type {
  NotificationTemplate,
  OneSignalFunnelTemplate,
  PushTemplate,
  SystemFunnelTemplate,
  TelegramBot,
} from '../store/types';
import { NOTIFICATION_EVENTS } from '../store/words';
import type { Option } from './company-common';
import {
  checkTriggerValue,
  copySteps,
  emptyStep,
  flagOr,
  isActiveBody,
  name,
  pushContent,
  steps,
  triggerFields,
  triggerOptions,
  triggerValueOf,
} from './messaging-common';
import { maskToken } from './pixels';

export const NOTIFICATION_TEXT_MAX = 2000;
/** A recipient is at most this long. */
const RECIPIENT_MAX = 255;

/** What each event's text may name, as `{name}`. */
export const EVENT_PLACEHOLDERS: Record<NotificationEvent, readonly string[]> = {
  balance_low: ['company', 'balance', 'threshold', 'currency'],
  domain_error: ['company', 'domain', 'error'],
  app_blocked: ['company', 'application', 'reason'],
  daily_report: ['company', 'date', 'installs', 'deposits_sum', 'currency'],
  deposit_received: ['company', 'amount', 'balance', 'currency'],
  tariff_expiring: ['company', 'tariff', 'expires_at'],
};

/** The values a test message fills in (dates from the store's "now", so answers do not drift within a run). */
function sampleValues(ctx: Ctx): Record<string, string> {
  return {
    company: 'Acme Apps',
    balance: '42.50',
    threshold: '50.00',
    currency: 'USD',
    domain: 'promo.example.com',
    error: t(ctx.lang, tx('DNS-запись не найдена', 'DNS record not found')),
    application: 'Harbor Tides',
    reason: t(ctx.lang, tx('нарушение правил магазина', 'store policy violation')),
    date: isoDate(ctx.store.now),
    installs: '1280',
    deposits_sum: '3450.00',
    amount: '500.00',
    tariff: 'Pro',
    expires_at: isoDate(ctx.store.now + 7 * DAY),
  };
}

/**
 * The `{name}` placeholders of a text in order, or `unclosed` when a `{` has no `}` before the next `{` or the end.
 * A lone `}` is plain text.
 */
export function placeholdersOf(text: string): { names: string[]; unclosed: boolean } {
  const names: string[] = [];
  for (let i = text.indexOf('{'); i !== -1; i = text.indexOf('{', i + 1)) {
    const close = text.indexOf('}', i + 1);
    const next = text.indexOf('{', i + 1);
    if (close === -1 || (next !== -1 && next < close)) return { names, unclosed: true };
    names.push(text.slice(i + 1, close));
    i = close;
  }
  return { names, unclosed: false };
}

/** The rules a notification text for an event breaks: an unclosed brace, or each unknown placeholder once. */
function placeholderErrors(text: string, event: NotificationEvent): ReturnType<typeof rule>[] {
  const { names, unclosed } = placeholdersOf(text);
  if (unclosed) return [rule('placeholderUnclosed')];
  const allowed = EVENT_PLACEHOLDERS[event];
  const available = allowed.map((name) => `{${name}}`).join(', ');
  return [...new Set(names.filter((name) => !allowed.includes(name)))].map((name) =>
    rule('placeholderUnknown', { placeholder: `{${name}}`, available }),
  );
}

const fillIn = (text: string, values: Record<string, string>): string =>
  text.replace(/\{([^{}]*)\}/g, (whole, name: string) => values[name] ?? whole);

const labelled = <T extends string>(lang: Lang, values: readonly T[]): Option<T>[] =>
  values.map((value) => ({ value, label: t(lang, VALUE_LABELS[value] ?? value) }));

/** The body overlaid on the stored record (update) or the body alone (store). */
function bodyOver(body: unknown, current?: object): unknown {
  return current ? { ...current, ...(isRecord(body) ? body : {}) } : body;
}

/** Parses the body (over `current` on update) with an object schema, errors in the order of its fields. */
function readOver<S extends z.ZodType>(
  ctx: Ctx,
  schema: S,
  shape: z.ZodRawShape,
  body: unknown,
  current?: object,
): z.output<S> {
  return parseValue(ctx.lang, schema, bodyOver(body, current), { nested: Object.keys(shape) });
}

const language = () => choice(TEMPLATE_LANGUAGES);

/** `is_active`: a boolean; left out of a store it is true (a template is offered as soon as it exists). */
const active = () => flagOr(true);

/** Removes a deleted template from the records made from it (they keep their copied content). */
function unlink(rows: { template_id: number | null }[], id: number): void {
  for (const row of rows) if (row.template_id === id) row.template_id = null;
}

/**
 * One kind of template: where it lives, its form, how a body becomes its fields, how it is answered. `C` and `E` are
 * its create and edit answers; both forms offer the same choices.
 */
interface TemplateKind<
  T extends { id: number; created_at: string },
  C extends CreateFormAnswer<unknown, unknown>,
  E extends EditFormAnswer<unknown, C['options']>,
> {
  /** `/manage/push-template` and so on. */
  path: string;
  /** The name of the DELETE action. */
  remove: 'delete' | 'destroy';
  table(store: Store): Table<T>;
  options(ctx: Ctx): C['options'];
  defaults(ctx: Ctx): C['defaults'];
  /** Validates the body (over `current` on update); throws 422 with every field error. */
  read(ctx: Ctx, body: unknown, current?: T): Omit<T, 'id' | 'created_at'>;
  data(ctx: Ctx, row: T): E['data'];
  /** What else a delete must tidy up. */
  removed?(ctx: Ctx, id: number): void;
}

function routesOf<
  T extends { id: number; created_at: string },
  C extends CreateFormAnswer<unknown, unknown>,
  E extends EditFormAnswer<unknown, C['options']>,
>(kind: TemplateKind<T, C, E>): Route[] {
  const find = (ctx: Ctx): T => {
    requireAdmin(ctx, 'manage.templates');
    const row = kind.table(ctx.store).get(ctx.id());
    if (!row) throw ctx.notFound();
    return row;
  };
  const answer = (ctx: Ctx, row: T) => ({
    data: kind.data(ctx, row),
    message: msg(ctx.lang, 'templateStored'),
  });
  return [
    {
      method: 'GET',
      pattern: `${kind.path}/create`,
      handler(ctx): CreateFormAnswer<C['options'], C['defaults']> {
        requireAdmin(ctx, 'manage.templates');
        return { options: kind.options(ctx), defaults: kind.defaults(ctx) };
      },
    },
    {
      method: 'POST',
      pattern: `${kind.path}/store`,
      async handler(ctx) {
        requireAdmin(ctx, 'manage.templates');
        const fields = kind.read(ctx, await ctx.body());
        const row = kind.table(ctx.store).insert({ ...fields, created_at: iso(Date.now()) } as Omit<T, 'id'>);
        return answer(ctx, row);
      },
    },
    {
      method: 'GET',
      pattern: `${kind.path}/:id/edit`,
      handler(ctx): EditFormAnswer<E['data'], C['options']> {
        const row = find(ctx);
        return { data: kind.data(ctx, row), options: kind.options(ctx) };
      },
    },
    {
      method: 'PUT',
      pattern: `${kind.path}/:id/update`,
      async handler(ctx) {
        const row = find(ctx);
        Object.assign(row, kind.read(ctx, await ctx.body(), row));
        return answer(ctx, row);
      },
    },
    {
      method: 'DELETE',
      pattern: `${kind.path}/:id/${kind.remove}`,
      handler(ctx) {
        const row = find(ctx);
        kind.table(ctx.store).remove(row.id);
        kind.removed?.(ctx, row.id);
        return { message: msg(ctx.lang, 'deleted') };
      },
    },
  ];
}

const pushTemplates: TemplateKind<PushTemplate, PushTemplateCreateAnswer, PushTemplateEditAnswer> = {
  path: '/manage/push-template',
  remove: 'delete',
  table: (store) => store.pushTemplates,
  options: (ctx) => ({ language: labelled(ctx.lang, TEMPLATE_LANGUAGES) }),
  defaults: () => ({ name: '', language: 'ru', title: '', body: '', icon_url: '', image_url: null, url: '' }),
  read(ctx, body, current) {
    const shape = { name: name(), language: language(), ...pushContent() };
    return readOver(ctx, bodyOf<PushTemplateBody>()(z.object(shape)), shape, body, current);
  },
  data: (_ctx, row) => ({ ...row }),
  removed(ctx, id) {
    unlink(ctx.store.pushNotifications.rows, id);
  },
};

const oneSignalTemplates: TemplateKind<
  OneSignalFunnelTemplate,
  OneSignalTemplateCreateAnswer,
  OneSignalTemplateEditAnswer
> = {
  path: '/manage/onesignal-template',
  remove: 'delete',
  table: (store) => store.oneSignalFunnelTemplates,
  options: (ctx) => ({ language: labelled(ctx.lang, TEMPLATE_LANGUAGES) }),
  defaults: () => ({ name: '', language: 'ru', is_active: true, steps: [emptyStep()] }),
  read(ctx, body, current) {
    const shape = { name: name(), language: language(), is_active: active(), steps: steps() };
    return readOver(ctx, bodyOf<OneSignalTemplateBody>()(z.object(shape)), shape, body, current);
  },
  data: (_ctx, row) => ({ ...row, steps: copySteps(row.steps) }),
  removed(ctx, id) {
    unlink(ctx.store.oneSignalFunnels.rows, id);
  },
};

const systemFunnelTemplates: TemplateKind<
  SystemFunnelTemplate,
  SystemFunnelTemplateCreateAnswer,
  SystemFunnelTemplateEditAnswer
> = {
  path: '/manage/system-funnel-template',
  remove: 'delete',
  table: (store) => store.systemFunnelTemplates,
  options: (ctx) => ({ trigger: triggerOptions(ctx.lang) }),
  defaults: () => ({
    name: '',
    trigger: 'install',
    trigger_value: null,
    is_active: true,
    steps: [emptyStep()],
  }),
  read(ctx, body, current) {
    const shape = { name: name(), ...triggerFields(), is_active: active(), steps: steps() };
    const schema = bodyOf<SystemFunnelTemplateBody>()(
      z
        .object(shape)
        .superRefine(checkTriggerValue, onlyWhenValid(['trigger']))
        .transform((out) => ({ ...out, trigger_value: triggerValueOf(out) })),
    );
    return readOver(ctx, schema, shape, body, current);
  },
  data: (_ctx, row) => ({ ...row, steps: copySteps(row.steps) }),
  removed(ctx, id) {
    unlink(ctx.store.systemFunnels.rows, id);
  },
};

const notificationTemplates: TemplateKind<
  NotificationTemplate,
  NotificationTemplateCreateAnswer,
  NotificationTemplateEditAnswer
> = {
  path: '/manage/notification-template',
  remove: 'destroy',
  table: (store) => store.notificationTemplates,
  options: (ctx) => ({
    event: NOTIFICATION_EVENTS.map((value) => ({
      value,
      label: t(ctx.lang, VALUE_LABELS[value] ?? value),
      placeholders: [...EVENT_PLACEHOLDERS[value]],
    })),
    channel: labelled(ctx.lang, NOTIFICATION_CHANNELS),
    language: labelled(ctx.lang, TEMPLATE_LANGUAGES),
  }),
  defaults: () => ({ name: '', event: 'balance_low', channel: 'telegram', language: 'ru', text: '' }),
  read(ctx, body, current) {
    const shape = {
      name: name(),
      event: choice(NOTIFICATION_EVENTS),
      channel: choice(NOTIFICATION_CHANNELS),
      language: language(),
      text: text({ max: NOTIFICATION_TEXT_MAX }),
    };
    // The placeholders are checked against the event the template will have, when either of the two is sent (a
    // rename alone does not trip over an older text).
    const sent = isRecord(body) ? body : {};
    const placeholdersChecked = !current || 'text' in sent || 'event' in sent;
    const schema = bodyOf<NotificationTemplateBody>()(
      z.object(shape).superRefine(
        (out, check) => {
          if (!placeholdersChecked) return;
          for (const error of placeholderErrors(out.text, out.event))
            check.addIssue({ code: 'custom', path: ['text'], ...error });
        },
        onlyWhenValid(['text', 'event']),
      ),
    );
    return readOver(ctx, schema, shape, body, current);
  },
  data: (_ctx, row) => ({ ...row }),
};

/** `recipient`: a chat id or @username (telegram), an e-mail (email); 422 on `recipient` otherwise. */
async function readRecipient(ctx: Ctx, channel: NotificationTemplate['channel']): Promise<string> {
  const fits =
    channel === 'telegram'
      ? (value: string) => /^-?\d{5,15}$/.test(value) || /^@[A-Za-z][A-Za-z0-9_]{3,31}$/.test(value)
      : (value: string) => EMAIL.test(value);
  // A recipient over the length limit is told only that.
  const recipient = text({ max: RECIPIENT_MAX }).refine(
    (value) => value.length > RECIPIENT_MAX || fits(value),
    rule(channel === 'telegram' ? 'recipientTelegram' : 'email'),
  );
  return (await parseBody(ctx, bodyOf<SendMessageBody>()(z.object({ recipient })))).recipient;
}

const sendMessage: Route = {
  method: 'POST',
  pattern: '/manage/notification-template/:id/send-message',
  async handler(ctx) {
    requireAdmin(ctx, 'manage.templates');
    const template = ctx.store.notificationTemplates.get(ctx.id());
    if (!template) throw ctx.notFound();
    const recipient = await readRecipient(ctx, template.channel);
    // The test double of a delivery service: any recipient with "fail" in it cannot be reached.
    if (recipient.toLowerCase().includes('fail'))
      throw validationError(ctx.lang, {
        recipient: [msg(ctx.lang, 'recipientUndeliverable', { recipient })],
      });
    const data: TestMessage = {
      recipient,
      channel: template.channel,
      text: fillIn(template.text, sampleValues(ctx)),
      sent_at: iso(Date.now()),
    };
    return {
      data,
      message: msg(ctx.lang, 'testMessageSent', { recipient }),
    };
  },
};

/** A bot as the administrators see it: its company named, the token masked. */
export function adminBotData(ctx: Ctx, bot: TelegramBot): AdminTelegramBot {
  return {
    id: bot.id,
    company_id: bot.company_id,
    company_name: ctx.store.companies.get(bot.company_id)?.name ?? '',
    username: bot.username,
    token: maskToken(bot.token),
    is_active: bot.is_active,
    chat_id: bot.chat_id,
    created_at: bot.created_at,
  };
}

const botChangeStatus: Route = {
  method: 'POST',
  pattern: '/manage/telegram-bot/:id/change-status',
  async handler(ctx) {
    requireAdmin(ctx, 'manage.companies');
    const bot = ctx.store.bots.get(ctx.id());
    if (!bot) throw ctx.notFound();
    const { isActive } = await parseBody(ctx, isActiveBody());
    // One active bot per company, as in the company's own call: switching one on switches its company's others off.
    if (isActive)
      for (const other of ctx.store.bots.rows)
        if (other.company_id === bot.company_id) other.is_active = false;
    bot.is_active = isActive;
    return { data: adminBotData(ctx, bot), message: msg(ctx.lang, isActive ? 'botOn' : 'botOff') };
  },
};

export const templateRoutes: Route[] = [
  ...routesOf(pushTemplates),
  ...routesOf(oneSignalTemplates),
  ...routesOf(systemFunnelTemplates),
  ...routesOf(notificationTemplates),
  sendMessage,
  botChangeStatus,
];
