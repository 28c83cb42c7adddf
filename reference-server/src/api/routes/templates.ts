/**
 * The administrators' messaging templates (isAdmin + manage.templates; docs/api-contract.md, "Messaging templates
 * (administrators)"): push templates, OneSignal funnel templates and system funnel templates (create, store, edit,
 * update, delete), notification templates (the same, `destroy`, and a test message with sample values). Each kind is a
 * call table of the contract (templates.ts); the Telegram bots of every company are bots.ts'.
 *
 * The field rules are the company area's (routes/messaging-common.ts). An update reads the stored record overlaid with
 * the body, so a field left out keeps its value and the rules that tie two fields (trigger and trigger_value, event
 * and text) see the values the record will have.
 */
import {
  NOTIFICATION_CHANNELS,
  NOTIFICATION_PLACEHOLDERS,
  TEMPLATE_LANGUAGES,
  TEMPLATE_LIMITS,
  isRecipient,
  notificationTemplateCalls,
  oneSignalTemplateCalls,
  placeholderProblem,
  pushTemplateCalls,
  systemFunnelTemplateCalls,
  type CreateFormAnswer,
  type EditFormAnswer,
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
} from '@panel/contract';
import { z } from 'zod';
import { bodyOf, choice, whenFieldsValid, parseValue, rule, text } from '../body';
import type { Ctx } from '../context';
import { isRecord, validationError } from '../http';
import { msg, t, tx, type Lang } from '../i18n';
import { VALUE_LABELS } from '../listings/defs/common';
import { implement } from '../router';
import { iso, isoDate, DAY, type Store } from '../store/store';
import type { Table } from '../store/table';
import type {
  NotificationTemplate,
  OneSignalFunnelTemplate,
  PushTemplate,
  SystemFunnelTemplate,
} from '../store/types';
import { NOTIFICATION_EVENTS } from '../store/words';
import type { Option } from './company-common';
import {
  checkTriggerValue,
  copySteps,
  emptyStep,
  flagOr,
  name,
  pushContent,
  steps,
  triggerFields,
  triggerOptions,
  triggerValueOf,
} from './messaging-common';
import { checkVersion, touch, versionOf } from '../versions';

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

/** The rules a notification text for an event breaks: an unclosed brace, or each unknown placeholder once. */
function placeholderErrors(text: string, event: NotificationEvent): ReturnType<typeof rule>[] {
  const allowed = NOTIFICATION_PLACEHOLDERS[event];
  const problem = placeholderProblem(text, allowed);
  if (!problem) return [];
  if (problem.kind === 'unclosed') return [rule('placeholderUnclosed')];
  const available = allowed.map((name) => `{${name}}`).join(', ');
  return problem.names.map((name) => rule('placeholderUnknown', { placeholder: `{${name}}`, available }));
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
  table(store: Store): Table<T>;
  options(ctx: Ctx): C['options'];
  defaults(ctx: Ctx): C['defaults'];
  /** Validates the body (over `current` on update); throws 422 with every field error. */
  read(ctx: Ctx, body: unknown, current?: T): Omit<T, 'id' | 'created_at'>;
  data(ctx: Ctx, row: T): E['data'];
  /** What else a delete must tidy up. */
  removed?(ctx: Ctx, id: number): void;
}

/** The handlers of a kind's record calls: its form, store, edit, update, and its delete (`remove`). */
function handlersOf<
  T extends { id: number; created_at: string },
  C extends CreateFormAnswer<unknown, unknown>,
  E extends EditFormAnswer<unknown, C['options']>,
>(kind: TemplateKind<T, C, E>) {
  const find = (ctx: Ctx): T => {
    const row = kind.table(ctx.store).get(ctx.id());
    if (!row) throw ctx.notFound();
    return row;
  };
  const saved = (ctx: Ctx, row: T) => ({
    data: kind.data(ctx, row),
    message: msg(ctx.lang, 'templateStored'),
  });
  return {
    create: (ctx: Ctx) => ({ options: kind.options(ctx), defaults: kind.defaults(ctx) }),
    async store(ctx: Ctx) {
      const fields = kind.read(ctx, await ctx.body());
      const row = kind.table(ctx.store).insert({ ...fields, created_at: iso(Date.now()) } as Omit<T, 'id'>);
      return saved(ctx, row);
    },
    edit(ctx: Ctx) {
      const row = find(ctx);
      return { data: kind.data(ctx, row), options: kind.options(ctx) };
    },
    async update(ctx: Ctx) {
      const row = find(ctx);
      await checkVersion(ctx, row, () => kind.data(ctx, row));
      Object.assign(row, kind.read(ctx, await ctx.body(), row));
      touch(row);
      return saved(ctx, row);
    },
    remove(ctx: Ctx) {
      const row = find(ctx);
      kind.table(ctx.store).remove(row.id);
      kind.removed?.(ctx, row.id);
      return { message: msg(ctx.lang, 'deleted') };
    },
  };
}

const pushTemplates: TemplateKind<PushTemplate, PushTemplateCreateAnswer, PushTemplateEditAnswer> = {
  table: (store) => store.pushTemplates,
  options: (ctx) => ({ language: labelled(ctx.lang, TEMPLATE_LANGUAGES) }),
  defaults: () => ({ name: '', language: 'ru', title: '', body: '', icon_url: '', image_url: null, url: '' }),
  read(ctx, body, current) {
    const shape = { name: name(), language: language(), ...pushContent() };
    return readOver(ctx, bodyOf<PushTemplateBody>()(z.object(shape)), shape, body, current);
  },
  data: (_ctx, row) => ({ ...row, version: versionOf(row) }),
  removed(ctx, id) {
    unlink(ctx.store.pushNotifications.rows, id);
  },
};

const oneSignalTemplates: TemplateKind<
  OneSignalFunnelTemplate,
  OneSignalTemplateCreateAnswer,
  OneSignalTemplateEditAnswer
> = {
  table: (store) => store.oneSignalFunnelTemplates,
  options: (ctx) => ({ language: labelled(ctx.lang, TEMPLATE_LANGUAGES) }),
  defaults: () => ({ name: '', language: 'ru', is_active: true, steps: [emptyStep()] }),
  read(ctx, body, current) {
    const shape = { name: name(), language: language(), is_active: active(), steps: steps() };
    return readOver(ctx, bodyOf<OneSignalTemplateBody>()(z.object(shape)), shape, body, current);
  },
  data: (_ctx, row) => ({ ...row, version: versionOf(row), steps: copySteps(row.steps) }),
  removed(ctx, id) {
    unlink(ctx.store.oneSignalFunnels.rows, id);
  },
};

const systemFunnelTemplates: TemplateKind<
  SystemFunnelTemplate,
  SystemFunnelTemplateCreateAnswer,
  SystemFunnelTemplateEditAnswer
> = {
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
        .superRefine(checkTriggerValue, whenFieldsValid(['trigger']))
        .transform((out) => ({ ...out, trigger_value: triggerValueOf(out) })),
    );
    return readOver(ctx, schema, shape, body, current);
  },
  data: (_ctx, row) => ({ ...row, version: versionOf(row), steps: copySteps(row.steps) }),
  removed(ctx, id) {
    unlink(ctx.store.systemFunnels.rows, id);
  },
};

const notificationTemplates: TemplateKind<
  NotificationTemplate,
  NotificationTemplateCreateAnswer,
  NotificationTemplateEditAnswer
> = {
  table: (store) => store.notificationTemplates,
  options: (ctx) => ({
    event: NOTIFICATION_EVENTS.map((value) => ({
      value,
      label: t(ctx.lang, VALUE_LABELS[value] ?? value),
      placeholders: [...NOTIFICATION_PLACEHOLDERS[value]],
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
      text: text({ max: TEMPLATE_LIMITS.text, chars: 'lines' }),
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
        whenFieldsValid(['text', 'event']),
      ),
    );
    return readOver(ctx, schema, shape, body, current);
  },
  data: (_ctx, row) => ({ ...row, version: versionOf(row) }),
};

/**
 * A test message's body: `recipient` (a chat id or @username for telegram, an e-mail for email; 422 on `recipient`
 * otherwise) and what the form holds now, each left out being the saved template's. An edited text's placeholders are
 * checked against its event as a save checks them (422 on `text`).
 */
async function readTestMessage(
  ctx: Ctx,
  template: NotificationTemplate,
): Promise<{ recipient: string; text: string; channel: NotificationTemplate['channel'] }> {
  const raw = await ctx.body();
  const sent = isRecord(raw) ? raw : {};
  const channel = sent.channel === 'telegram' || sent.channel === 'email' ? sent.channel : template.channel;
  const event = (NOTIFICATION_EVENTS as readonly unknown[]).includes(sent.event)
    ? (sent.event as NotificationEvent)
    : template.event;
  // A recipient over the length limit is told only that.
  const recipient = text({ max: TEMPLATE_LIMITS.recipient }).refine(
    (value) => value.length > TEMPLATE_LIMITS.recipient || isRecipient(channel, value),
    rule(channel === 'telegram' ? 'recipientTelegram' : 'email'),
  );
  const body = bodyOf<SendMessageBody>()(
    z
      .object({
        recipient,
        text: text({ max: TEMPLATE_LIMITS.text, chars: 'lines' }).optional(),
        event: choice(NOTIFICATION_EVENTS).optional(),
        channel: choice(NOTIFICATION_CHANNELS).optional(),
      })
      .superRefine(
        (out, check) => {
          if (out.text === undefined) return;
          for (const error of placeholderErrors(out.text, event))
            check.addIssue({ code: 'custom', path: ['text'], ...error });
        },
        whenFieldsValid(['text']),
      ),
  );
  const out = parseValue(ctx.lang, body, raw);
  return { recipient: out.recipient, text: out.text ?? template.text, channel };
}

const { remove: deletePush, ...push } = handlersOf(pushTemplates);
const { remove: deleteOneSignal, ...oneSignal } = handlersOf(oneSignalTemplates);
const { remove: deleteSystemFunnel, ...systemFunnel } = handlersOf(systemFunnelTemplates);
const { remove: destroyNotification, ...notification } = handlersOf(notificationTemplates);

export const templateRoutes = [
  ...implement(pushTemplateCalls, { ...push, delete: deletePush }),
  ...implement(oneSignalTemplateCalls, { ...oneSignal, delete: deleteOneSignal }),
  ...implement(systemFunnelTemplateCalls, { ...systemFunnel, delete: deleteSystemFunnel }),
  ...implement(notificationTemplateCalls, {
    ...notification,
    destroy: destroyNotification,
    async sendMessage(ctx) {
      const template = ctx.store.notificationTemplates.get(ctx.id());
      if (!template) throw ctx.notFound();
      const { recipient, text: tested, channel } = await readTestMessage(ctx, template);
      // The test double of a delivery service: any recipient with "fail" in it cannot be reached.
      if (recipient.toLowerCase().includes('fail'))
        throw validationError(ctx.lang, {
          recipient: [msg(ctx.lang, 'recipientUndeliverable', { recipient })],
        });
      return {
        data: {
          recipient,
          channel,
          text: fillIn(tested, sampleValues(ctx)),
          sent_at: iso(Date.now()),
        },
        message: msg(ctx.lang, 'testMessageSent', { recipient }),
      };
    },
  }),
];
