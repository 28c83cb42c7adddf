/**
 * The administrators' messaging templates (isAdmin + manage.templates; docs/api-contract.md, "Messaging templates
 * (administrators)"): one call table per kind (push templates, OneSignal funnel templates, system funnel templates,
 * notification templates), the languages a template is written in, and the rules of a notification text and of a
 * test message's recipient, which the forms and the server both apply. Shapes: schemas/templates.ts. Push content,
 * steps and triggers keep to the company area's rules (push.ts, funnels.ts).
 */
import type { NotificationChannel, NotificationEvent } from './bots';
import { defineCalls } from './define';
import { isEmail } from './rules';
import type { SchemaTypes } from './schemas/define';
import type {
  notificationTemplateSchemas,
  oneSignalTemplateSchemas,
  pushTemplateSchemas,
  systemFunnelTemplateSchemas,
} from './schemas/templates';

export type {
  NotificationTemplate,
  NotificationTemplateBody,
  NotificationTemplateCreateAnswer,
  NotificationTemplateEditAnswer,
  NotificationTemplateFormOptions,
  OneSignalTemplate,
  OneSignalTemplateBody,
  OneSignalTemplateCreateAnswer,
  OneSignalTemplateEditAnswer,
  PushTemplate,
  PushTemplateBody,
  PushTemplateCreateAnswer,
  PushTemplateEditAnswer,
  SendMessageBody,
  SystemFunnelTemplate,
  SystemFunnelTemplateBody,
  SystemFunnelTemplateCreateAnswer,
  SystemFunnelTemplateEditAnswer,
  SystemFunnelTemplateFormOptions,
  TemplateLanguageOptions,
  TestMessage,
  TestMessageAnswer,
} from './schemas/templates';

/** The languages a template is written in. */
export const TEMPLATE_LANGUAGES = ['ru', 'en'] as const;
export type TemplateLanguage = (typeof TEMPLATE_LANGUAGES)[number];

/** A notification template's text, and a test message's recipient, are at most this long. */
export const TEMPLATE_LIMITS = { text: 2000, recipient: 255 } as const;

/** What each event's notification text may name, as `{name}`. */
export const NOTIFICATION_PLACEHOLDERS: Readonly<Record<NotificationEvent, readonly string[]>> = {
  balance_low: ['company', 'balance', 'threshold', 'currency'],
  domain_error: ['company', 'domain', 'error'],
  app_blocked: ['company', 'application', 'reason'],
  daily_report: ['company', 'date', 'installs', 'deposits_sum', 'currency'],
  deposit_received: ['company', 'amount', 'balance', 'currency'],
  tariff_expiring: ['company', 'tariff', 'expires_at'],
};

/**
 * The `{name}` placeholders of a text in order, or `unclosed` when a `{` has no `}` before the next `{` or the end. A
 * lone `}` is plain text.
 *
 * @example
 * placeholdersOf('Balance {balance} {currency}'); // { names: ['balance', 'currency'], unclosed: false }
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

export type PlaceholderProblem = { kind: 'unclosed' } | { kind: 'unknown'; names: string[] };

/**
 * What is wrong with a text's placeholders for an event that offers `allowed`: an unclosed brace first, else the
 * unknown names (each once, in order), else null.
 *
 * @example
 * placeholderProblem('Hi {user}', ['company']); // { kind: 'unknown', names: ['user'] }
 */
export function placeholderProblem(text: string, allowed: readonly string[]): PlaceholderProblem | null {
  const { names, unclosed } = placeholdersOf(text);
  if (unclosed) return { kind: 'unclosed' };
  const unknown = [...new Set(names.filter((name) => !allowed.includes(name)))];
  return unknown.length > 0 ? { kind: 'unknown', names: unknown } : null;
}

/**
 * Who a test message may go to: a Telegram chat id (5 to 15 digits, negative for a group) or an @username, or an
 * e-mail address.
 *
 * @example
 * isRecipient('telegram', '@acme_team'); // true
 * isRecipient('email', '@acme_team'); // false
 */
export function isRecipient(channel: NotificationChannel, value: string): boolean {
  if (channel === 'email') return isEmail(value);
  return /^-?\d{5,15}$/.test(value) || /^@[A-Za-z][A-Za-z0-9_]{3,31}$/.test(value);
}

const ADMIN = { admin: 'manage.templates' } as const;

export const pushTemplateCalls = /*#__PURE__*/ defineCalls<SchemaTypes<typeof pushTemplateSchemas>>()(
  'pushTemplates',
  ADMIN,
  {
    create: 'GET /manage/push-template/create',
    store: 'POST /manage/push-template/store',
    edit: 'GET /manage/push-template/{id}/edit',
    update: 'PUT /manage/push-template/{id}/update',
    delete: 'DELETE /manage/push-template/{id}/delete',
  },
);

export const oneSignalTemplateCalls = /*#__PURE__*/ defineCalls<
  SchemaTypes<typeof oneSignalTemplateSchemas>
>()('oneSignalTemplates', ADMIN, {
  create: 'GET /manage/onesignal-template/create',
  store: 'POST /manage/onesignal-template/store',
  edit: 'GET /manage/onesignal-template/{id}/edit',
  update: 'PUT /manage/onesignal-template/{id}/update',
  delete: 'DELETE /manage/onesignal-template/{id}/delete',
});

export const systemFunnelTemplateCalls = /*#__PURE__*/ defineCalls<
  SchemaTypes<typeof systemFunnelTemplateSchemas>
>()('systemFunnelTemplates', ADMIN, {
  create: 'GET /manage/system-funnel-template/create',
  store: 'POST /manage/system-funnel-template/store',
  edit: 'GET /manage/system-funnel-template/{id}/edit',
  update: 'PUT /manage/system-funnel-template/{id}/update',
  delete: 'DELETE /manage/system-funnel-template/{id}/delete',
});

export const notificationTemplateCalls = /*#__PURE__*/ defineCalls<
  SchemaTypes<typeof notificationTemplateSchemas>
>()('notificationTemplates', ADMIN, {
  create: 'GET /manage/notification-template/create',
  store: 'POST /manage/notification-template/store',
  edit: 'GET /manage/notification-template/{id}/edit',
  update: 'PUT /manage/notification-template/{id}/update',
  destroy: 'DELETE /manage/notification-template/{id}/destroy',
  sendMessage: 'POST /manage/notification-template/{id}/send-message',
});
