/**
 * The administrators' messaging template calls' schemas (docs/api-contract.md, "Messaging templates
 * (administrators)"), the one definition that the contract server (reference-server/src/api/routes/templates.ts) and the
 * management area's calls (remote-manage/src/api/*-templates.ts) both import. Push content, steps and triggers are the
 * company area's (push.ts, funnels.ts). The constant list is in the light module (../templates.ts).
 */
import { z } from 'zod';
import { PUSH_LIMITS } from '../push';
import { TEMPLATE_LANGUAGES, TEMPLATE_LIMITS } from '../templates';
import { NotificationChannel, NotificationEvent } from './bots';
import { CreateForm, Done, EditForm, FormChoice, Id, Saved, Timestamp, Version, schemaTable } from './define';
import { FunnelStep, FunnelStepsBody, FunnelTrigger, TriggerValueBody, recordSchemas } from './funnels';
import { PushContent, PushContentBody } from './push';

export const TemplateLanguage = z.enum(TEMPLATE_LANGUAGES);

/** A push template the companies start their pushes from. */
export const PushTemplate = PushContent.extend({
  id: Id,
  version: Version,
  name: z.string(),
  language: TemplateLanguage,
  created_at: Timestamp,
}).meta({ id: 'PushTemplate' });

/** The body of a template's store and update (an update's absent fields keep their value). */
export const PushTemplateBody = PushContentBody.extend({
  name: z.string().max(PUSH_LIMITS.name),
  language: TemplateLanguage,
}).meta({ id: 'PushTemplateBody' });

/** A OneSignal funnel template: the steps a company's funnel can start from; only active ones are offered. */
export const OneSignalTemplate = z
  .object({
    id: Id,
    version: Version,
    name: z.string(),
    language: TemplateLanguage,
    is_active: z.boolean(),
    steps: z.array(FunnelStep),
    created_at: Timestamp,
  })
  .meta({ id: 'OneSignalTemplate' });

/** `is_active` left out of a store is true: a template is offered as soon as it exists. */
export const OneSignalTemplateBody = z
  .object({
    name: z.string().max(PUSH_LIMITS.name),
    language: TemplateLanguage,
    is_active: z.boolean(),
    steps: FunnelStepsBody,
  })
  .meta({ id: 'OneSignalTemplateBody' });

/** A system funnel template: a trigger and its steps; only active ones are offered to the companies. */
export const SystemFunnelTemplate = z
  .object({
    id: Id,
    version: Version,
    name: z.string(),
    trigger: FunnelTrigger,
    /** Days without opening, for `inactive_days`; null otherwise. */
    trigger_value: z.number().int().nullable(),
    is_active: z.boolean(),
    steps: z.array(FunnelStep),
    created_at: Timestamp,
  })
  .meta({ id: 'SystemFunnelTemplate' });

/** `is_active` left out of a store is true; `trigger_value` is read only for `inactive_days`. */
export const SystemFunnelTemplateBody = z
  .object({
    name: z.string().max(PUSH_LIMITS.name),
    trigger: FunnelTrigger,
    trigger_value: TriggerValueBody,
    is_active: z.boolean(),
    steps: FunnelStepsBody,
  })
  .meta({ id: 'SystemFunnelTemplateBody' });

/** The text a company's notification of an event is sent with, its `{placeholders}` filled in. */
export const NotificationTemplate = z
  .object({
    id: Id,
    version: Version,
    name: z.string(),
    event: NotificationEvent,
    channel: NotificationChannel,
    language: TemplateLanguage,
    text: z.string(),
    created_at: Timestamp,
  })
  .meta({ id: 'NotificationTemplate' });

/** The text may name only its event's placeholders. */
export const NotificationTemplateBody = z
  .object({
    name: z.string().max(PUSH_LIMITS.name),
    event: NotificationEvent,
    channel: NotificationChannel,
    language: TemplateLanguage,
    text: z.string().max(TEMPLATE_LIMITS.text),
  })
  .meta({ id: 'NotificationTemplateBody' });

/**
 * The body of `send-message`: a chat id or @username (telegram), an e-mail address (email), and what the form holds
 * now (`text`, `event`, `channel`), so that a test tries what is being edited before it is saved; each one left out is
 * the saved template's.
 */
export const SendMessageBody = z
  .object({
    recipient: z.string().max(TEMPLATE_LIMITS.recipient),
    text: z.string().max(TEMPLATE_LIMITS.text).optional(),
    event: NotificationEvent.optional(),
    channel: NotificationChannel.optional(),
  })
  .meta({ id: 'SendMessageBody' });

/** What a test message answers: who got it and the text as they read it (sample values filled in). */
export const TestMessage = z
  .object({
    recipient: z.string(),
    channel: NotificationChannel,
    text: z.string(),
    sent_at: Timestamp,
  })
  .meta({ id: 'TestMessage' });

/** The choices of the push and OneSignal template forms: the languages a template is written in. */
export const TemplateLanguageOptions = z.object({
  language: z.array(FormChoice(TemplateLanguage)),
});

/** `GET /manage/push-template/create`: an empty Russian template. */
export const PushTemplateCreateAnswer = CreateForm(TemplateLanguageOptions, PushTemplateBody);

/** `GET /manage/push-template/{id}/edit`. */
export const PushTemplateEditAnswer = EditForm(PushTemplate, TemplateLanguageOptions);

/** `GET /manage/onesignal-template/create`: an active Russian template of one empty step. */
export const OneSignalTemplateCreateAnswer = CreateForm(TemplateLanguageOptions, OneSignalTemplateBody);

/** `GET /manage/onesignal-template/{id}/edit`. */
export const OneSignalTemplateEditAnswer = EditForm(OneSignalTemplate, TemplateLanguageOptions);

/** The choices of the system funnel template form: the triggers. */
export const SystemFunnelTemplateFormOptions = z.object({
  trigger: z.array(FormChoice(FunnelTrigger)),
});

/** `GET /manage/system-funnel-template/create`: an active install template of one empty step. */
export const SystemFunnelTemplateCreateAnswer = CreateForm(
  SystemFunnelTemplateFormOptions,
  SystemFunnelTemplateBody,
);

/** `GET /manage/system-funnel-template/{id}/edit`. */
export const SystemFunnelTemplateEditAnswer = EditForm(SystemFunnelTemplate, SystemFunnelTemplateFormOptions);

/** The choices of the notification template form: the events (each with the placeholders its text may use), the channels. */
export const NotificationTemplateFormOptions = TemplateLanguageOptions.extend({
  event: z.array(FormChoice(NotificationEvent).extend({ placeholders: z.array(z.string()) })),
  channel: z.array(FormChoice(NotificationChannel)),
});

/**
 * `GET /manage/notification-template/create`: the events, channels and languages, and an empty Russian Telegram
 * template of the low balance.
 */
export const NotificationTemplateCreateAnswer = CreateForm(
  NotificationTemplateFormOptions,
  NotificationTemplateBody,
);

/** `GET /manage/notification-template/{id}/edit`. */
export const NotificationTemplateEditAnswer = EditForm(NotificationTemplate, NotificationTemplateFormOptions);

/** `POST /manage/notification-template/{id}/send-message`: the message as sent. */
export const TestMessageAnswer = Saved(TestMessage);

const ACTIVE_RULE =
  '`is_active` left out is true: a template is offered to the companies as soon as it exists.';
const TRIGGER_RULE =
  '`trigger_value` is required with `inactive_days` (1 to 365) and null with the other triggers.';
const PLACEHOLDER_RULE =
  "The text names only its event's placeholders (the form's `event` choices list them), each `{` closed by a `}`: 422 on `text` otherwise.";

export const pushTemplateSchemas = schemaTable({
  ...recordSchemas('push template', {
    create: PushTemplateCreateAnswer,
    edit: PushTemplateEditAnswer,
    store: PushTemplateBody,
    update: PushTemplateBody.partial(),
    record: PushTemplate,
    listing: 'push-templates',
    storeRules: 'The content keeps to the push rules (lengths, addresses).',
    updateRules: 'The pushes made from the template keep the content they copied.',
  }),
  delete: {
    summary: 'Deletes the push template',
    description: 'The pushes made from it keep their content and lose the link to it.',
    answer: Done,
  },
});

export const oneSignalTemplateSchemas = schemaTable({
  ...recordSchemas('OneSignal funnel template', {
    create: OneSignalTemplateCreateAnswer,
    edit: OneSignalTemplateEditAnswer,
    store: OneSignalTemplateBody.partial({ is_active: true }),
    update: OneSignalTemplateBody.partial(),
    record: OneSignalTemplate,
    listing: 'onesignal-funnels-templates',
    storeRules: ACTIVE_RULE,
    updateRules: 'The funnels made from the template keep the steps they copied.',
  }),
  delete: {
    summary: 'Deletes the OneSignal funnel template',
    description: 'The funnels made from it keep their steps and lose the link to it.',
    answer: Done,
  },
});

export const systemFunnelTemplateSchemas = schemaTable({
  ...recordSchemas('system funnel template', {
    create: SystemFunnelTemplateCreateAnswer,
    edit: SystemFunnelTemplateEditAnswer,
    store: SystemFunnelTemplateBody.partial({ is_active: true }),
    update: SystemFunnelTemplateBody.partial(),
    record: SystemFunnelTemplate,
    listing: 'system-funnels-templates',
    storeRules: `${ACTIVE_RULE} ${TRIGGER_RULE}`,
    updateRules: TRIGGER_RULE,
  }),
  delete: {
    summary: 'Deletes the system funnel template',
    description: 'The funnels made from it keep their steps and lose the link to it.',
    answer: Done,
  },
});

export const notificationTemplateSchemas = schemaTable({
  ...recordSchemas('notification template', {
    create: NotificationTemplateCreateAnswer,
    edit: NotificationTemplateEditAnswer,
    store: NotificationTemplateBody,
    update: NotificationTemplateBody.partial(),
    record: NotificationTemplate,
    listing: 'template-notifications',
    storeRules: PLACEHOLDER_RULE,
    updateRules: `${PLACEHOLDER_RULE} They are checked when the update sends \`text\` or \`event\`.`,
  }),
  destroy: { summary: 'Deletes the notification template', answer: Done },
  sendMessage: {
    summary:
      "Sends the template's text (the one being edited when the body has it), its placeholders filled with sample values, to a recipient",
    description:
      'The recipient is a Telegram chat id or @username for a Telegram template, an e-mail address for an e-mail one (422 on `recipient`); one the delivery service cannot reach answers 422 on `recipient` too. A `text` (with its `event`, `channel`) sent with it is tested instead of the saved one, its placeholders checked as a save checks them (422 on `text`); nothing is saved.',
    body: SendMessageBody,
    answer: TestMessageAnswer,
  },
});

export type PushTemplate = z.infer<typeof PushTemplate>;
export type PushTemplateBody = z.infer<typeof PushTemplateBody>;
export type OneSignalTemplate = z.infer<typeof OneSignalTemplate>;
export type OneSignalTemplateBody = z.infer<typeof OneSignalTemplateBody>;
export type SystemFunnelTemplate = z.infer<typeof SystemFunnelTemplate>;
export type SystemFunnelTemplateBody = z.infer<typeof SystemFunnelTemplateBody>;
export type NotificationTemplate = z.infer<typeof NotificationTemplate>;
export type NotificationTemplateBody = z.infer<typeof NotificationTemplateBody>;
export type SendMessageBody = z.infer<typeof SendMessageBody>;
export type TestMessage = z.infer<typeof TestMessage>;
export type TestMessageAnswer = z.infer<typeof TestMessageAnswer>;
export type TemplateLanguageOptions = z.infer<typeof TemplateLanguageOptions>;
export type PushTemplateCreateAnswer = z.infer<typeof PushTemplateCreateAnswer>;
export type PushTemplateEditAnswer = z.infer<typeof PushTemplateEditAnswer>;
export type OneSignalTemplateCreateAnswer = z.infer<typeof OneSignalTemplateCreateAnswer>;
export type OneSignalTemplateEditAnswer = z.infer<typeof OneSignalTemplateEditAnswer>;
export type SystemFunnelTemplateFormOptions = z.infer<typeof SystemFunnelTemplateFormOptions>;
export type SystemFunnelTemplateCreateAnswer = z.infer<typeof SystemFunnelTemplateCreateAnswer>;
export type SystemFunnelTemplateEditAnswer = z.infer<typeof SystemFunnelTemplateEditAnswer>;
export type NotificationTemplateFormOptions = z.infer<typeof NotificationTemplateFormOptions>;
export type NotificationTemplateCreateAnswer = z.infer<typeof NotificationTemplateCreateAnswer>;
export type NotificationTemplateEditAnswer = z.infer<typeof NotificationTemplateEditAnswer>;
