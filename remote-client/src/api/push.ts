import { http } from '@panel/shared-core';
import { defineResource, type RecordCall } from '@panel/shared-core/record-data';
import type { PushEditAnswer, PushTemplateInfo } from '@panel/contract';

// The shapes of the push calls are the contract's own (docs/api-contract.md, "Push notifications"), shared with the
// server.
export type {
  PushCreateAnswer,
  PushEditAnswer,
  PushFormOptions,
  PushKind,
  PushNotification,
  PushNotificationBody,
  PushSchedule,
  PushStatus,
  PushTemplateInfo,
} from '@panel/contract';

// The record its form and record screen read is the one the edit call answers.
export const pushNotifications = defineResource<PushEditAnswer['data']>({
  key: ['client', 'push-notifications'],
  create: '/client/push-notification/create',
  edit: '/client/push-notification/{id}/edit',
  store: '/client/push-notification/store',
  update: { method: 'PUT', url: '/client/push-notification/{id}/update' },
  listings: [
    { name: 'push-single-notifications' },
    { name: 'push-regular-notifications' },
    { name: 'push-notifications-statistic' },
  ],
});

export const pushActions = {
  copy: { method: 'POST', url: '/client/push-notification/{id}/copy' },
  delete: { method: 'DELETE', url: '/client/push-notification/{id}/delete' },
} as const satisfies Record<string, RecordCall>;

export const pushKeys = {
  templateInfo: (templateId: number) =>
    ['client', 'push-notifications', 'template-info', templateId] as const,
};

export const pushApi = {
  /** A template's content (title, body, links, pictures) to fill the form with. */
  async templateInfo(templateId: number, signal?: AbortSignal): Promise<PushTemplateInfo> {
    const { data } = await http.get<{ data: PushTemplateInfo }>(
      `/client/push-notification/template-info/${templateId}`,
      { signal },
    );
    return data.data;
  },
};
