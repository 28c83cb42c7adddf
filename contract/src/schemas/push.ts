/**
 * The push notification calls' schemas (docs/api-contract.md, "Messaging (company area)", push notifications), the one
 * definition that the contract server (reference-server/src/api/routes/push.ts) and the company area's calls
 * (remote-client/src/api/push.ts) both import. The content fields are the push templates' too (templates.ts). The
 * constant lists are in the light module (../push.ts).
 */
import { z } from 'zod';
import { PUSH_KINDS, PUSH_STATUSES } from '../push';
import { CreateForm, EditForm, FormChoice, Id, Label, Timestamp, Url } from './define';
import { ApplicationChoice } from './forms';

export const PushKind = z.enum(PUSH_KINDS);
export const PushStatus = z.enum(PUSH_STATUSES);

/** What a push shows: `image_url` is optional, the others are required. */
export const PushContent = z.object({
  title: z.string(),
  body: z.string(),
  icon_url: Url,
  image_url: Url.nullable(),
  url: Url,
});

export const PushSchedule = z
  .object({
    /** 0 = Sunday … 6 = Saturday. */
    days: z.array(z.number().int()),
    /** "HH:mm", in `timezone`. */
    time: z.string(),
    timezone: z.string(),
  })
  .meta({ id: 'PushSchedule' });

/** A push notification as answered; `schedule_text` says the schedule in the reader's language. */
export const PushNotification = PushContent.extend({
  id: Id,
  kind: PushKind,
  name: z.string(),
  application_ids: z.array(Id),
  application_names: z.array(z.string()),
  template_id: Id.nullable(),
  template_name: z.string().nullable(),
  send_at: Timestamp.nullable(),
  schedule: PushSchedule.nullable(),
  schedule_text: Label,
  status: PushStatus,
  sent: z.number().int().min(0),
  delivered: z.number().int().min(0),
  clicked: z.number().int().min(0),
  created_at: Timestamp,
}).meta({ id: 'PushNotification' });

/**
 * The body of `store` and `update` (an update's absent fields keep their value). `send_at` is read for a single push
 * (null: send now), `schedule` for a regular one; the other kind's is null.
 */
export const PushNotificationBody = PushContent.extend({
  kind: PushKind,
  name: z.string(),
  application_ids: z.array(Id),
  template_id: Id.nullable(),
  send_at: Timestamp.nullable(),
  schedule: PushSchedule.nullable(),
}).meta({ id: 'PushNotificationBody' });

/** What `template-info` answers: a push template's content, to prefill the form. */
export const PushTemplateInfo = PushContent.extend({
  template_id: Id,
  name: z.string(),
  language: z.string(),
}).meta({ id: 'PushTemplateInfo' });

/**
 * The choices of the push form (`create` and `edit` answer them): the kinds, the company's applications, the push
 * templates with their language, the time zones of a schedule.
 */
export const PushFormOptions = z.object({
  kind: z.array(FormChoice(PushKind)),
  application_ids: z.array(ApplicationChoice),
  template_id: z.array(FormChoice(Id).extend({ language: z.string() })),
  timezone: z.array(FormChoice(z.string())),
});

/** `GET /client/push-notification/create`: a single push sent now, and a weekday schedule in the company's zone. */
export const PushCreateAnswer = CreateForm(
  PushFormOptions,
  PushNotificationBody.extend({ schedule: PushSchedule }),
);

/** `GET /client/push-notification/{id}/edit`. */
export const PushEditAnswer = EditForm(PushNotification, PushFormOptions);

export type PushContent = z.infer<typeof PushContent>;
export type PushSchedule = z.infer<typeof PushSchedule>;
export type PushNotification = z.infer<typeof PushNotification>;
export type PushNotificationBody = z.infer<typeof PushNotificationBody>;
export type PushTemplateInfo = z.infer<typeof PushTemplateInfo>;
export type PushFormOptions = z.infer<typeof PushFormOptions>;
export type PushCreateAnswer = z.infer<typeof PushCreateAnswer>;
export type PushEditAnswer = z.infer<typeof PushEditAnswer>;
