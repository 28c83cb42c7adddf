/**
 * The company's push notifications (docs/api-contract.md, "Messaging (company area)", push notifications): their
 * kinds and statuses, and the types. Shapes: schemas/push.ts. The content fields are the push templates' too
 * (templates.ts).
 */
export type {
  PushContent,
  PushCreateAnswer,
  PushEditAnswer,
  PushFormOptions,
  PushNotification,
  PushNotificationBody,
  PushSchedule,
  PushTemplateInfo,
} from './schemas/push';

/** Sent once (now or at `send_at`), or on a weekly schedule. */
export const PUSH_KINDS = ['single', 'regular'] as const;
export type PushKind = (typeof PUSH_KINDS)[number];

export const PUSH_STATUSES = ['draft', 'scheduled', 'sending', 'sent', 'paused'] as const;
export type PushStatus = (typeof PUSH_STATUSES)[number];
