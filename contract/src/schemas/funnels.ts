/**
 * The funnel calls' schemas (docs/api-contract.md, "Messaging (company area)": OneSignal funnels, OneSignal single
 * notifications, system funnels), the one definition that the contract server (reference-server/src/api/routes/funnels.ts,
 * messaging-common.ts) and the company area's calls (remote-client/src/api/funnels.ts) both import. The steps and
 * triggers are the administrators' funnel templates' too (templates.ts). The constant lists are in the light module
 * (../funnels.ts).
 */
import { z } from 'zod';
import { FUNNEL_LIMITS, FUNNEL_TRIGGERS, ONESIGNAL_NOTIFICATION_STATUSES } from '../funnels';
import { PUSH_LIMITS } from '../push';
import { TEMPLATE_LANGUAGES } from '../templates';
import {
  CreateForm,
  Day,
  Done,
  EditForm,
  FormChoice,
  Id,
  Saved,
  Timestamp,
  Url,
  Version,
  Versioned,
  schemaTable,
} from './define';
import { ApplicationChoice } from './forms';

export const FunnelTrigger = z.enum(FUNNEL_TRIGGERS);
export const OneSignalNotificationStatus = z.enum(ONESIGNAL_NOTIFICATION_STATUSES);

/** One message of a funnel; `delay_minutes` is the wait after the previous step (the first: after the trigger). */
export const FunnelStep = z
  .object({
    delay_minutes: z.number().int().min(0),
    title: z.string(),
    body: z.string(),
    url: Url,
  })
  .meta({ id: 'FunnelStep' });

/** A step as a body sends it, with its limits: the wait in whole minutes up to 30 days, `url` an http(s) address. */
export const FunnelStepBody = z
  .object({
    delay_minutes: z.number().int().min(0).max(FUNNEL_LIMITS.delayMinutes),
    title: z.string().max(PUSH_LIMITS.title),
    body: z.string().max(PUSH_LIMITS.body),
    url: Url.max(PUSH_LIMITS.address),
  })
  .meta({ id: 'FunnelStepBody' });

/** The steps of a body: 1 to 20, in order. */
export const FunnelStepsBody = z.array(FunnelStepBody).min(1).max(FUNNEL_LIMITS.steps);

/** Days without opening, for `inactive_days` (1 to 365, required); null for the other triggers. */
export const TriggerValueBody = z.number().int().min(1).max(FUNNEL_LIMITS.inactiveDays).nullable();

/** The body of every `activate` / `change-status` call that switches a record on or off. */
export const IsActiveBody = z.object({ isActive: z.boolean() }).meta({ id: 'IsActiveBody' });

/**
 * A OneSignal funnel (docs/api-contract.md, "OneSignal funnels"): its steps go out one after another to each user who
 * subscribes to the application's notifications.
 */
export const OneSignalFunnel = z
  .object({
    id: Id,
    version: Version,
    name: z.string(),
    application_id: Id,
    application_name: z.string(),
    template_id: Id.nullable(),
    template_name: z.string().nullable(),
    is_active: z.boolean(),
    steps: z.array(FunnelStep),
    subscribers: z.number().int().min(0),
    created_at: Timestamp,
  })
  .meta({ id: 'OneSignalFunnel' });

/** The body of a OneSignal funnel's store and update (an update's absent fields keep their value). */
export const OneSignalFunnelBody = z
  .object({
    name: z.string().max(PUSH_LIMITS.name),
    application_id: Id,
    template_id: Id.nullable(),
    is_active: z.boolean(),
    steps: FunnelStepsBody,
  })
  .meta({ id: 'OneSignalFunnelBody' });

/** A system funnel: its steps go out after a trigger. */
export const SystemFunnel = z
  .object({
    id: Id,
    version: Version,
    name: z.string(),
    trigger: FunnelTrigger,
    /** Days without opening, for `inactive_days`; null otherwise. */
    trigger_value: z.number().int().nullable(),
    template_id: Id.nullable(),
    template_name: z.string().nullable(),
    is_active: z.boolean(),
    steps: z.array(FunnelStep),
    created_at: Timestamp,
  })
  .meta({ id: 'SystemFunnel' });

/** The body of a system funnel's store and update (an update's absent fields keep their value). */
export const SystemFunnelBody = z
  .object({
    name: z.string().max(PUSH_LIMITS.name),
    trigger: FunnelTrigger,
    trigger_value: TriggerValueBody,
    template_id: Id.nullable(),
    is_active: z.boolean(),
    steps: FunnelStepsBody,
  })
  .meta({ id: 'SystemFunnelBody' });

/** The figures of one day since a OneSignal notification was sent. */
export const DailyFigures = z.object({
  date: Day,
  sent: z.number().int().min(0),
  delivered: z.number().int().min(0),
  clicked: z.number().int().min(0),
});

/** A OneSignal single notification with its delivery figures (`delivery_rate` and `ctr` are 0..1). */
export const OneSignalNotification = z
  .object({
    id: Id,
    name: z.string(),
    application_id: Id,
    application_name: z.string(),
    title: z.string(),
    body: z.string(),
    url: Url,
    status: OneSignalNotificationStatus,
    send_at: Timestamp.nullable(),
    created_at: Timestamp,
    sent: z.number().int().min(0),
    delivered: z.number().int().min(0),
    clicked: z.number().int().min(0),
    delivery_rate: z.number(),
    ctr: z.number(),
    daily: z.array(DailyFigures),
  })
  .meta({ id: 'OneSignalNotification' });

/** The choices of the OneSignal funnel form: the company's applications, and the active templates with their steps. */
export const OneSignalFunnelFormOptions = z.object({
  application_id: z.array(ApplicationChoice),
  template_id: z.array(
    FormChoice(Id).extend({ language: z.enum(TEMPLATE_LANGUAGES), steps: z.array(FunnelStep) }),
  ),
});

/** `GET /client/onesignal-funnel/create`: an inactive funnel of one empty step, for no application yet. */
export const OneSignalFunnelCreateAnswer = CreateForm(
  OneSignalFunnelFormOptions,
  OneSignalFunnelBody.extend({ application_id: Id.nullable() }),
);

/** `GET /client/onesignal-funnel/{id}/edit`. */
export const OneSignalFunnelEditAnswer = EditForm(OneSignalFunnel, OneSignalFunnelFormOptions);

/** The choices of the system funnel form: the triggers, and the active templates with their trigger and steps. */
export const SystemFunnelFormOptions = z.object({
  trigger: z.array(FormChoice(FunnelTrigger)),
  template_id: z.array(
    FormChoice(Id).extend(SystemFunnel.pick({ trigger: true, trigger_value: true, steps: true }).shape),
  ),
});

/** `GET /client/system-funnel/create`: an inactive install funnel of one empty step. */
export const SystemFunnelCreateAnswer = CreateForm(SystemFunnelFormOptions, SystemFunnelBody);

/** `GET /client/system-funnel/{id}/edit`. */
export const SystemFunnelEditAnswer = EditForm(SystemFunnel, SystemFunnelFormOptions);

/** `GET /client/onesignal-notification/{id}/show`. */
export const OneSignalNotificationAnswer = z.object({ data: OneSignalNotification });

/**
 * The record calls every kind of messaging record has (the company's funnels, the administrators' templates): its form,
 * store, edit (its id found in `listing`) and update, which keeps the fields left out.
 */
export function recordSchemas<
  C extends z.ZodType,
  E extends z.ZodType,
  S extends z.ZodType,
  U extends z.ZodObject,
  R extends z.ZodType,
>(
  what: string,
  parts: {
    create: C;
    edit: E;
    store: S;
    update: U;
    record: R;
    listing: string;
    storeRules: string;
    updateRules: string;
  },
) {
  return {
    create: { summary: `The new ${what} form: its choices and defaults`, answer: parts.create },
    store: {
      summary: `Creates a ${what}`,
      description: parts.storeRules,
      body: parts.store,
      answer: Saved(parts.record),
    },
    edit: {
      summary: `A ${what} with its form choices`,
      answer: parts.edit,
      sample: { params: { id: { listing: parts.listing } } },
    },
    update: {
      summary: 'Changes the fields sent',
      description: `The fields left out keep their value; the rules that tie two fields see the values the record will have. ${parts.updateRules}`,
      body: Versioned(parts.update),
      conflict: parts.record,
      answer: Saved(parts.record),
    },
  };
}

const switchOf = <R extends z.ZodType>(what: string, record: R) => ({
  summary: `Switches the ${what} on or off`,
  body: IsActiveBody,
  answer: Saved(record),
});

const KEEPS_TEMPLATE = 'The funnel may keep a template that was switched off since.';

const oneSignal = recordSchemas('OneSignal funnel', {
  create: OneSignalFunnelCreateAnswer,
  edit: OneSignalFunnelEditAnswer,
  store: OneSignalFunnelBody.partial({ is_active: true }),
  update: OneSignalFunnelBody.partial(),
  record: OneSignalFunnel,
  listing: 'onesignal-funnels',
  storeRules:
    "The application must be one of the company's; the template one of the active OneSignal templates. `is_active` left out is false.",
  updateRules: KEEPS_TEMPLATE,
});

const system = recordSchemas('system funnel', {
  create: SystemFunnelCreateAnswer,
  edit: SystemFunnelEditAnswer,
  store: SystemFunnelBody.partial({ is_active: true }),
  update: SystemFunnelBody.partial(),
  record: SystemFunnel,
  listing: 'system-funnels',
  storeRules:
    'The template must be one of the active system funnel templates. `is_active` left out is false; `trigger_value` is required with `inactive_days` (1 to 365) and null with the other triggers.',
  updateRules: KEEPS_TEMPLATE,
});

export const funnelSchemas = schemaTable({
  oneSignalCreate: oneSignal.create,
  oneSignalStore: oneSignal.store,
  oneSignalEdit: oneSignal.edit,
  oneSignalUpdate: oneSignal.update,
  oneSignalDelete: { summary: 'Deletes the OneSignal funnel', answer: Done },
  oneSignalActivate: switchOf('OneSignal funnel', OneSignalFunnel),
  oneSignalNotification: {
    summary: 'A OneSignal single notification with its figures per day since sending',
    description:
      '`daily` runs from the sending day to today (UTC, at most 90 days); it is empty for a notification not sent.',
    answer: OneSignalNotificationAnswer,
    sample: { params: { id: { listing: 'onesignal-single-notifications' } } },
  },
  systemCreate: system.create,
  systemStore: system.store,
  systemEdit: system.edit,
  systemUpdate: system.update,
  systemDelete: { summary: 'Deletes the system funnel', answer: Done },
  systemActivate: switchOf('system funnel', SystemFunnel),
});

export type FunnelStep = z.infer<typeof FunnelStep>;
export type IsActiveBody = z.infer<typeof IsActiveBody>;
export type OneSignalFunnel = z.infer<typeof OneSignalFunnel>;
export type OneSignalFunnelBody = z.infer<typeof OneSignalFunnelBody>;
export type SystemFunnel = z.infer<typeof SystemFunnel>;
export type SystemFunnelBody = z.infer<typeof SystemFunnelBody>;
export type DailyFigures = z.infer<typeof DailyFigures>;
export type OneSignalNotification = z.infer<typeof OneSignalNotification>;
export type OneSignalNotificationAnswer = z.infer<typeof OneSignalNotificationAnswer>;
export type OneSignalFunnelFormOptions = z.infer<typeof OneSignalFunnelFormOptions>;
export type OneSignalFunnelCreateAnswer = z.infer<typeof OneSignalFunnelCreateAnswer>;
export type OneSignalFunnelEditAnswer = z.infer<typeof OneSignalFunnelEditAnswer>;
export type SystemFunnelFormOptions = z.infer<typeof SystemFunnelFormOptions>;
export type SystemFunnelCreateAnswer = z.infer<typeof SystemFunnelCreateAnswer>;
export type SystemFunnelEditAnswer = z.infer<typeof SystemFunnelEditAnswer>;
