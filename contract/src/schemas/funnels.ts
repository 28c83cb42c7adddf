/**
 * The funnel calls' shapes (docs/api-contract.md, "Messaging (company area)": OneSignal funnels, OneSignal single
 * notifications, system funnels), the one definition that the contract server (reference-server/src/api/routes/funnels.ts,
 * messaging-common.ts) and the company area's calls (remote-client/src/api/funnels.ts) both import. The steps and
 * triggers are the administrators' funnel templates' too (wire/templates.ts).
 */
import type { ApplicationChoice } from './domains';
import type { CreateFormAnswer, EditFormAnswer, FormChoice } from './forms';
import type { TemplateLanguage } from './templates';

/** What starts a system funnel: an install, the first open, some days without opening. */
export const FUNNEL_TRIGGERS = ['install', 'first_open', 'inactive_days'] as const;
export type FunnelTrigger = (typeof FUNNEL_TRIGGERS)[number];

/** One message of a funnel; `delay_minutes` is the wait after the previous step (the first: after the trigger). */
export interface FunnelStep {
  delay_minutes: number;
  title: string;
  body: string;
  url: string;
}

/** The body of every `activate` / `change-status` call that switches a record on or off. */
export interface IsActiveBody {
  isActive: boolean;
}

/**
 * A OneSignal funnel (docs/api-contract.md, "OneSignal funnels"): its steps go out one after another to each user who
 * subscribes to the application's notifications.
 */
export interface OneSignalFunnel {
  id: number;
  name: string;
  application_id: number;
  application_name: string;
  template_id: number | null;
  template_name: string | null;
  is_active: boolean;
  steps: FunnelStep[];
  subscribers: number;
  created_at: string;
}

/** The body of a OneSignal funnel's store and update (an update's absent fields keep their value). */
export interface OneSignalFunnelBody {
  name: string;
  application_id: number;
  template_id: number | null;
  is_active: boolean;
  steps: FunnelStep[];
}

/** A system funnel: its steps go out after a trigger. */
export interface SystemFunnel {
  id: number;
  name: string;
  trigger: FunnelTrigger;
  /** Days without opening, for `inactive_days`; null otherwise. */
  trigger_value: number | null;
  template_id: number | null;
  template_name: string | null;
  is_active: boolean;
  steps: FunnelStep[];
  created_at: string;
}

/** The body of a system funnel's store and update (an update's absent fields keep their value). */
export interface SystemFunnelBody {
  name: string;
  trigger: FunnelTrigger;
  trigger_value: number | null;
  template_id: number | null;
  is_active: boolean;
  steps: FunnelStep[];
}

export const ONESIGNAL_NOTIFICATION_STATUSES = ['draft', 'scheduled', 'sent', 'failed'] as const;
export type OneSignalNotificationStatus = (typeof ONESIGNAL_NOTIFICATION_STATUSES)[number];

/** The figures of one day since a OneSignal notification was sent. */
export interface DailyFigures {
  date: string;
  sent: number;
  delivered: number;
  clicked: number;
}

/** A OneSignal single notification with its delivery figures (`delivery_rate` and `ctr` are 0..1). */
export interface OneSignalNotification {
  id: number;
  name: string;
  application_id: number;
  application_name: string;
  title: string;
  body: string;
  url: string;
  status: OneSignalNotificationStatus;
  send_at: string | null;
  created_at: string;
  sent: number;
  delivered: number;
  clicked: number;
  delivery_rate: number;
  ctr: number;
  daily: DailyFigures[];
}

/** The choices of the OneSignal funnel form: the company's applications, and the active templates with their steps. */
export interface OneSignalFunnelFormOptions {
  application_id: ApplicationChoice[];
  template_id: (FormChoice<number> & { language: TemplateLanguage; steps: FunnelStep[] })[];
}

/** `GET /client/onesignal-funnel/create`: an inactive funnel of one empty step, for no application yet. */
export type OneSignalFunnelCreateAnswer = CreateFormAnswer<
  OneSignalFunnelFormOptions,
  Omit<OneSignalFunnelBody, 'application_id'> & { application_id: number | null }
>;

/** `GET /client/onesignal-funnel/{id}/edit`. */
export type OneSignalFunnelEditAnswer = EditFormAnswer<OneSignalFunnel, OneSignalFunnelFormOptions>;

/** The choices of the system funnel form: the triggers, and the active templates with their trigger and steps. */
export interface SystemFunnelFormOptions {
  trigger: FormChoice<FunnelTrigger>[];
  template_id: (FormChoice<number> & Pick<SystemFunnelBody, 'trigger' | 'trigger_value' | 'steps'>)[];
}

/** `GET /client/system-funnel/create`: an inactive install funnel of one empty step. */
export type SystemFunnelCreateAnswer = CreateFormAnswer<SystemFunnelFormOptions, SystemFunnelBody>;

/** `GET /client/system-funnel/{id}/edit`. */
export type SystemFunnelEditAnswer = EditFormAnswer<SystemFunnel, SystemFunnelFormOptions>;
