/**
 * The company's funnels (docs/api-contract.md, "Messaging (company area)": OneSignal funnels, OneSignal single
 * notifications, system funnels): their triggers and statuses, and the types. Shapes: schemas/funnels.ts. The steps
 * and triggers are the administrators' funnel templates' too (templates.ts).
 */
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
