/**
 * The company's funnels (funnel.manage; docs/api-contract.md, "Messaging (company area)": OneSignal funnels, OneSignal
 * single notifications, system funnels): the calls, their triggers and statuses, and the rules of a funnel's steps and
 * trigger, which the forms (the company's and the administrators' funnel templates) and the server both apply. Shapes:
 * schemas/funnels.ts. A step's title and body keep to the push limits (push.ts).
 */
import { defineCalls } from './define';
import type { SchemaTypes } from './schemas/define';
import type { funnelSchemas } from './schemas/funnels';

export type {
  DailyFigures,
  FunnelStep,
  IsActiveBody,
  OneSignalFunnel,
  OneSignalFunnelBody,
  OneSignalFunnelCreateAnswer,
  OneSignalFunnelEditAnswer,
  OneSignalFunnelFormOptions,
  OneSignalNotification,
  OneSignalNotificationAnswer,
  SystemFunnel,
  SystemFunnelBody,
  SystemFunnelCreateAnswer,
  SystemFunnelEditAnswer,
  SystemFunnelFormOptions,
} from './schemas/funnels';

/** What starts a system funnel: an install, the first open, some days without opening. */
export const FUNNEL_TRIGGERS = ['install', 'first_open', 'inactive_days'] as const;
export type FunnelTrigger = (typeof FUNNEL_TRIGGERS)[number];

export const ONESIGNAL_NOTIFICATION_STATUSES = ['draft', 'scheduled', 'sent', 'failed'] as const;
export type OneSignalNotificationStatus = (typeof ONESIGNAL_NOTIFICATION_STATUSES)[number];

/**
 * A funnel's limits: 1 to `steps` steps; a step waits 0 to `delayMinutes` (30 days) after the one before it; an
 * `inactive_days` trigger counts 1 to `inactiveDays` days.
 */
export const FUNNEL_LIMITS = { steps: 20, delayMinutes: 43_200, inactiveDays: 365 } as const;

/** A step's wait after the one before it (the first: after the trigger): whole minutes, 0 to 30 days. */
export const isStepDelay = (minutes: number): boolean =>
  Number.isInteger(minutes) && minutes >= 0 && minutes <= FUNNEL_LIMITS.delayMinutes;

/** Only `inactive_days` takes a `trigger_value` (how many days); the other triggers have null. */
export const takesTriggerValue = (trigger: string): boolean => trigger === 'inactive_days';

/** The `trigger_value` of `inactive_days`: whole days, 1 to 365. */
export const isInactiveDays = (days: number): boolean =>
  Number.isInteger(days) && days >= 1 && days <= FUNNEL_LIMITS.inactiveDays;

export const funnelCalls = /*#__PURE__*/ defineCalls<SchemaTypes<typeof funnelSchemas>>()(
  'funnels',
  { company: 'funnel.manage' },
  {
    oneSignalCreate: 'GET /client/onesignal-funnel/create',
    oneSignalStore: 'POST /client/onesignal-funnel/store',
    oneSignalEdit: 'GET /client/onesignal-funnel/{id}/edit',
    oneSignalUpdate: 'PUT /client/onesignal-funnel/{id}/update',
    oneSignalDelete: 'DELETE /client/onesignal-funnel/{id}/delete',
    oneSignalActivate: 'PUT /client/onesignal-funnel/{id}/activate',
    oneSignalNotification: 'GET /client/onesignal-notification/{id}/show',
    systemCreate: 'GET /client/system-funnel/create',
    systemStore: 'POST /client/system-funnel/store',
    systemEdit: 'GET /client/system-funnel/{id}/edit',
    systemUpdate: 'PUT /client/system-funnel/{id}/update',
    systemDelete: 'DELETE /client/system-funnel/{id}/delete',
    systemActivate: 'PUT /client/system-funnel/{id}/activate',
  },
);
