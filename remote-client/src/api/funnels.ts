import {
  funnelCalls,
  type OneSignalFunnelEditAnswer,
  type OneSignalNotification,
  type SystemFunnelEditAnswer,
} from '@panel/contract';
import { callApi } from '@panel/shared-core';
import { defineResource } from '@panel/shared-core/record-data';

// The funnel calls and their shapes are the contract's (@panel/contract, funnels.ts), shared with the server.
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
  create: funnelCalls.oneSignalCreate,
  edit: funnelCalls.oneSignalEdit,
  store: funnelCalls.oneSignalStore,
  update: funnelCalls.oneSignalUpdate,
  listings: [{ name: 'onesignal-funnels' }],
});

export const oneSignalFunnelActions = {
  delete: funnelCalls.oneSignalDelete,
  /** Body `{ isActive }`. */
  activate: funnelCalls.oneSignalActivate,
};

export const systemFunnels = defineResource<SystemFunnelEditAnswer['data']>({
  key: ['client', 'system-funnels'],
  create: funnelCalls.systemCreate,
  edit: funnelCalls.systemEdit,
  store: funnelCalls.systemStore,
  update: funnelCalls.systemUpdate,
  listings: [{ name: 'system-funnels' }],
});

export const systemFunnelActions = {
  delete: funnelCalls.systemDelete,
  /** Body `{ isActive }`. */
  activate: funnelCalls.systemActivate,
};

export const oneSignalNotificationKeys = {
  show: (id: number, language: string) =>
    ['client', 'onesignal-notifications', 'show', id, language] as const,
};

export const oneSignalNotificationsApi = {
  /** One OneSignal single notification with its totals and its figures per day since sending. */
  async show(id: number, signal?: AbortSignal): Promise<OneSignalNotification> {
    const { data } = await callApi(funnelCalls.oneSignalNotification, { params: { id } }, { signal });
    return data;
  },
};
