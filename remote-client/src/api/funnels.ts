import { http } from '@panel/shared-core';
import type { FunnelStep, FunnelTrigger } from '@panel/shared-core/messaging';
import { defineResource, type RecordCall } from '@panel/shared-core/record';

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

/** A system funnel: its steps go out after a trigger (an install, the first open, some days without opening). */
export interface SystemFunnel {
  id: number;
  name: string;
  trigger: FunnelTrigger;
  trigger_value: number | null;
  template_id: number | null;
  template_name: string | null;
  is_active: boolean;
  steps: FunnelStep[];
  created_at: string;
}

export type OneSignalNotificationStatus = 'draft' | 'scheduled' | 'sent' | 'failed';

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

export const oneSignalFunnels = defineResource<OneSignalFunnel>({
  key: ['client', 'onesignal-funnels'],
  create: '/client/onesignal-funnel/create',
  edit: '/client/onesignal-funnel/{id}/edit',
  store: '/client/onesignal-funnel/store',
  update: { method: 'PUT', url: '/client/onesignal-funnel/{id}/update' },
  listings: [{ name: 'onesignal-funnels' }],
});

export const oneSignalFunnelActions = {
  delete: { method: 'DELETE', url: '/client/onesignal-funnel/{id}/delete' },
  /** Body `{ isActive }`. */
  activate: { method: 'PUT', url: '/client/onesignal-funnel/{id}/activate' },
} as const satisfies Record<string, RecordCall>;

export const systemFunnels = defineResource<SystemFunnel>({
  key: ['client', 'system-funnels'],
  create: '/client/system-funnel/create',
  edit: '/client/system-funnel/{id}/edit',
  store: '/client/system-funnel/store',
  update: { method: 'PUT', url: '/client/system-funnel/{id}/update' },
  listings: [{ name: 'system-funnels' }],
});

export const systemFunnelActions = {
  delete: { method: 'DELETE', url: '/client/system-funnel/{id}/delete' },
  /** Body `{ isActive }`. */
  activate: { method: 'PUT', url: '/client/system-funnel/{id}/activate' },
} as const satisfies Record<string, RecordCall>;

export const oneSignalNotificationKeys = {
  show: (id: number, language: string) =>
    ['client', 'onesignal-notifications', 'show', id, language] as const,
};

const count = (value: unknown): number => (Number.isFinite(Number(value)) ? Number(value) : 0);

export const oneSignalNotificationsApi = {
  /** One OneSignal single notification with its totals and its figures per day since sending. */
  async show(id: number, signal?: AbortSignal): Promise<OneSignalNotification> {
    const { data } = await http.get<{ data: OneSignalNotification }>(
      `/client/onesignal-notification/${id}/show`,
      { signal },
    );
    const notification = data.data;
    return {
      ...notification,
      daily: Array.isArray(notification.daily)
        ? notification.daily.map((day) => ({
            date: String(day.date),
            sent: count(day.sent),
            delivered: count(day.delivered),
            clicked: count(day.clicked),
          }))
        : [],
    };
  },
};
