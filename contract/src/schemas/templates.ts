/**
 * The administrators' messaging template calls' shapes (docs/api-contract.md, "Messaging templates
 * (administrators)"), the one definition that the contract server (reference-server/src/api/routes/templates.ts) and the
 * management area's calls (remote-manage/src/api/*-templates.ts) both import. Push content, steps and triggers are the
 * company area's (wire/push.ts, wire/funnels.ts).
 */
import type { NotificationChannel, NotificationEvent, TelegramBot } from './bots';
import type { FunnelStep, FunnelTrigger } from './funnels';
import type { CreateFormAnswer, EditFormAnswer, FormChoice } from './forms';
import type { PushContent } from './push';

/** The languages a template is written in. */
export const TEMPLATE_LANGUAGES = ['ru', 'en'] as const;
export type TemplateLanguage = (typeof TEMPLATE_LANGUAGES)[number];

/** A push template the companies start their pushes from. */
export interface PushTemplate extends PushContent {
  id: number;
  name: string;
  language: TemplateLanguage;
  created_at: string;
}

/** The body of a template's store and update (an update's absent fields keep their value). */
export interface PushTemplateBody extends PushContent {
  name: string;
  language: TemplateLanguage;
}

/** A OneSignal funnel template: the steps a company's funnel can start from; only active ones are offered. */
export interface OneSignalTemplate {
  id: number;
  name: string;
  language: TemplateLanguage;
  is_active: boolean;
  steps: FunnelStep[];
  created_at: string;
}

/** `is_active` left out of a store is true: a template is offered as soon as it exists. */
export interface OneSignalTemplateBody {
  name: string;
  language: TemplateLanguage;
  is_active: boolean;
  steps: FunnelStep[];
}

/** A system funnel template: a trigger and its steps; only active ones are offered to the companies. */
export interface SystemFunnelTemplate {
  id: number;
  name: string;
  trigger: FunnelTrigger;
  /** Days without opening, for `inactive_days`; null otherwise. */
  trigger_value: number | null;
  is_active: boolean;
  steps: FunnelStep[];
  created_at: string;
}

export interface SystemFunnelTemplateBody {
  name: string;
  trigger: FunnelTrigger;
  trigger_value: number | null;
  is_active: boolean;
  steps: FunnelStep[];
}

/** The text a company's notification of an event is sent with, its `{placeholders}` filled in. */
export interface NotificationTemplate {
  id: number;
  name: string;
  event: NotificationEvent;
  channel: NotificationChannel;
  language: TemplateLanguage;
  text: string;
  created_at: string;
}

/** The text may name only its event's placeholders. */
export interface NotificationTemplateBody {
  name: string;
  event: NotificationEvent;
  channel: NotificationChannel;
  language: TemplateLanguage;
  text: string;
}

/** The body of `send-message`: a chat id or @username (telegram), an e-mail address (email). */
export interface SendMessageBody {
  recipient: string;
}

/** What a test message answers: who got it and the text as they read it (sample values filled in). */
export interface TestMessage {
  recipient: string;
  channel: NotificationChannel;
  text: string;
  sent_at: string;
}

/** A bot as the administrators see it: its company named, the token masked. */
export interface AdminTelegramBot extends TelegramBot {
  company_id: number;
  company_name: string;
}

/** The choices of the push and OneSignal template forms: the languages a template is written in. */
export interface TemplateLanguageOptions {
  language: FormChoice<TemplateLanguage>[];
}

/** `GET /manage/push-template/create`: an empty Russian template. */
export type PushTemplateCreateAnswer = CreateFormAnswer<TemplateLanguageOptions, PushTemplateBody>;

/** `GET /manage/push-template/{id}/edit`. */
export type PushTemplateEditAnswer = EditFormAnswer<PushTemplate, TemplateLanguageOptions>;

/** `GET /manage/onesignal-template/create`: an active Russian template of one empty step. */
export type OneSignalTemplateCreateAnswer = CreateFormAnswer<TemplateLanguageOptions, OneSignalTemplateBody>;

/** `GET /manage/onesignal-template/{id}/edit`. */
export type OneSignalTemplateEditAnswer = EditFormAnswer<OneSignalTemplate, TemplateLanguageOptions>;

/** The choices of the system funnel template form: the triggers. */
export interface SystemFunnelTemplateFormOptions {
  trigger: FormChoice<FunnelTrigger>[];
}

/** `GET /manage/system-funnel-template/create`: an active install template of one empty step. */
export type SystemFunnelTemplateCreateAnswer = CreateFormAnswer<
  SystemFunnelTemplateFormOptions,
  SystemFunnelTemplateBody
>;

/** `GET /manage/system-funnel-template/{id}/edit`. */
export type SystemFunnelTemplateEditAnswer = EditFormAnswer<
  SystemFunnelTemplate,
  SystemFunnelTemplateFormOptions
>;

/** The choices of the notification template form: the events (each with the placeholders its text may use), the channels. */
export interface NotificationTemplateFormOptions extends TemplateLanguageOptions {
  event: (FormChoice<NotificationEvent> & { placeholders: string[] })[];
  channel: FormChoice<NotificationChannel>[];
}

/**
 * `GET /manage/notification-template/create`: the events, channels and languages, and an empty Russian Telegram
 * template of the low balance.
 */
export type NotificationTemplateCreateAnswer = CreateFormAnswer<
  NotificationTemplateFormOptions,
  NotificationTemplateBody
>;

/** `GET /manage/notification-template/{id}/edit`. */
export type NotificationTemplateEditAnswer = EditFormAnswer<
  NotificationTemplate,
  NotificationTemplateFormOptions
>;
