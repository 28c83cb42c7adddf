/**
 * The push notification calls' schemas (docs/api-contract.md, "Messaging (company area)", push notifications), the one
 * definition that the contract server (reference-server/src/api/routes/push.ts) and the company area's calls
 * (remote-client/src/api/push.ts) both import. The content fields are the push templates' too (templates.ts). The
 * constant lists are in the light module (../push.ts).
 */
import { z } from 'zod';
import { PUSH_KINDS, PUSH_LIMITS, PUSH_STATUSES } from '../push';
import {
  CreateForm,
  Done,
  EditForm,
  FormChoice,
  Id,
  Label,
  Saved,
  Timestamp,
  Url,
  Version,
  Versioned,
  schemaTable,
} from './define';
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

/**
 * The content as a body sends it (a push's, a push template's), with its limits: `url` an http(s) address, `icon_url`
 * and `image_url` that or a file of the API (`isPushImage`); an `image_url` of null or '' is none.
 */
export const PushContentBody = z.object({
  title: z.string().max(PUSH_LIMITS.title),
  body: z.string().max(PUSH_LIMITS.body),
  icon_url: Url.max(PUSH_LIMITS.address),
  image_url: Url.max(PUSH_LIMITS.address).nullable(),
  url: Url.max(PUSH_LIMITS.address),
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
  version: Version,
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
export const PushNotificationBody = PushContentBody.extend({
  kind: PushKind,
  name: z.string().max(PUSH_LIMITS.name),
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

/** `GET /client/push-notification/template-info/{templateId}`. */
export const PushTemplateInfoAnswer = z.object({ data: PushTemplateInfo });

export const pushSchemas = schemaTable({
  create: { summary: 'The new push form: its choices and defaults', answer: PushCreateAnswer },
  templateInfo: {
    summary: "A push template's content, to fill the push form with",
    answer: PushTemplateInfoAnswer,
    sample: { params: { templateId: { listing: 'push-templates' } } },
  },
  store: {
    summary: 'Creates a push notification',
    description:
      "Its status follows from the body: a single push with `send_at` is `scheduled`, one without it `sending` (sent now), a regular one `scheduled`. `send_at` must be in the future; a regular push needs at least one day, a time and a time zone of the form's choices.",
    body: PushNotificationBody,
    answer: Saved(PushNotification),
  },
  edit: {
    summary: 'A push notification with its form choices',
    answer: PushEditAnswer,
    sample: { params: { id: { listing: 'push-single-notifications' } } },
  },
  update: {
    summary: 'Changes the fields sent',
    description:
      'A push that is `sending` or `sent` cannot change: 422 with a message. A paused regular push stays paused.',
    body: Versioned(PushNotificationBody.partial()),
    conflict: PushNotification,
    answer: Saved(PushNotification),
  },
  delete: { summary: 'Deletes the push notification and its daily figures', answer: Done },
  copy: {
    summary: 'Copies the push notification as a draft',
    description:
      'The copy is named "… (copy)", has no figures, and keeps `send_at` only while it is in the future.',
    answer: Saved(PushNotification),
  },
});

export type PushContent = z.infer<typeof PushContent>;
export type PushTemplateInfoAnswer = z.infer<typeof PushTemplateInfoAnswer>;
export type PushSchedule = z.infer<typeof PushSchedule>;
export type PushNotification = z.infer<typeof PushNotification>;
export type PushNotificationBody = z.infer<typeof PushNotificationBody>;
export type PushTemplateInfo = z.infer<typeof PushTemplateInfo>;
export type PushFormOptions = z.infer<typeof PushFormOptions>;
export type PushCreateAnswer = z.infer<typeof PushCreateAnswer>;
export type PushEditAnswer = z.infer<typeof PushEditAnswer>;
