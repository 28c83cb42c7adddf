import { http } from '@panel/shared-core';
import { defineResource, type RecordCall } from '@panel/shared-core/record-data';
import type {
  OneSignalFunnelEditAnswer,
  OneSignalNotification,
  SystemFunnelEditAnswer,
} from '@panel/contract';

// The shapes of the funnel calls are the contract's own (docs/api-contract.md, "OneSignal funnels", "System
// funnels"), shared with the server.
export type {
  DailyFigures,
  IsActiveBody,
  OneSignalFunnel,
  OneSignalFunnelBody,
  OneSignalFunnelCreateAnswer,
  OneSignalFunnelEditAnswer,
  OneSignalFunnelFormOptions,
  OneSignalNotification,
  OneSignalNotificationStatus,
  SystemFunnel,
  SystemFunnelBody,
  SystemFunnelCreateAnswer,
  SystemFunnelEditAnswer,
  SystemFunnelFormOptions,
} from '@panel/contract';

// The record each form and record screen read is the one the edit call answers.
export const oneSignalFunnels = defineResource<OneSignalFunnelEditAnswer['data']>({
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

export const systemFunnels = defineResource<SystemFunnelEditAnswer['data']>({
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
