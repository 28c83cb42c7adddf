/**
 * The administrators' messaging templates (docs/api-contract.md, "Messaging templates (administrators)"): the
 * languages a template is written in, and the types. Shapes: schemas/templates.ts. Push content, steps and triggers
 * are the company area's (push.ts, funnels.ts).
 */
export type {
  AdminTelegramBot,
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
} from './schemas/templates';

/** The languages a template is written in. */
export const TEMPLATE_LANGUAGES = ['ru', 'en'] as const;
export type TemplateLanguage = (typeof TEMPLATE_LANGUAGES)[number];
