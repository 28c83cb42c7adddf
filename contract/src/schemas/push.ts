/**
 * The push notification calls' shapes (docs/api-contract.md, "Messaging (company area)", push notifications), the one
 * definition that the contract server (reference-server/src/api/routes/push.ts) and the company area's calls
 * (remote-client/src/api/push.ts) both import. The content fields are the push templates' too (wire/templates.ts).
 */
import type { ApplicationChoice } from './domains';
import type { CreateFormAnswer, EditFormAnswer, FormChoice } from './forms';

/** Sent once (now or at `send_at`), or on a weekly schedule. */
export const PUSH_KINDS = ['single', 'regular'] as const;
export type PushKind = (typeof PUSH_KINDS)[number];

export const PUSH_STATUSES = ['draft', 'scheduled', 'sending', 'sent', 'paused'] as const;
export type PushStatus = (typeof PUSH_STATUSES)[number];

/** What a push shows: `image_url` is optional, the others are required. */
export interface PushContent {
  title: string;
  body: string;
  icon_url: string;
  image_url: string | null;
  url: string;
}

export interface PushSchedule {
  /** 0 = Sunday … 6 = Saturday. */
  days: number[];
  /** "HH:mm", in `timezone`. */
  time: string;
  timezone: string;
}

/** A push notification as answered; `schedule_text` says the schedule in the reader's language. */
export interface PushNotification extends PushContent {
  id: number;
  kind: PushKind;
  name: string;
  application_ids: number[];
  application_names: string[];
  template_id: number | null;
  template_name: string | null;
  send_at: string | null;
  schedule: PushSchedule | null;
  schedule_text: string;
  status: PushStatus;
  sent: number;
  delivered: number;
  clicked: number;
  created_at: string;
}

/**
 * The body of `store` and `update` (an update's absent fields keep their value). `send_at` is read for a single push
 * (null: send now), `schedule` for a regular one; the other kind's is null.
 */
export interface PushNotificationBody extends PushContent {
  kind: PushKind;
  name: string;
  application_ids: number[];
  template_id: number | null;
  send_at: string | null;
  schedule: PushSchedule | null;
}

/** What `template-info` answers: a push template's content, to prefill the form. */
export interface PushTemplateInfo extends PushContent {
  template_id: number;
  name: string;
  language: string;
}

/**
 * The choices of the push form (`create` and `edit` answer them): the kinds, the company's applications, the push
 * templates with their language, the time zones of a schedule.
 */
export interface PushFormOptions {
  kind: FormChoice<PushKind>[];
  application_ids: ApplicationChoice[];
  template_id: (FormChoice<number> & { language: string })[];
  timezone: FormChoice<string>[];
}

/** `GET /client/push-notification/create`: a single push sent now, and a weekday schedule in the company's zone. */
export type PushCreateAnswer = CreateFormAnswer<
  PushFormOptions,
  PushNotificationBody & { schedule: PushSchedule }
>;

/** `GET /client/push-notification/{id}/edit`. */
export type PushEditAnswer = EditFormAnswer<PushNotification, PushFormOptions>;
