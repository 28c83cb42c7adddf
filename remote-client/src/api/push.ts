import { pushCalls, type PushEditAnswer, type PushTemplateInfo } from '@panel/contract';
import { callApi } from '@panel/shared-core';
import { defineResource } from '@panel/shared-core/record-data';

// The push calls, their shapes and rules are the contract's (@panel/contract, push.ts), shared with the server.
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
  create: pushCalls.create,
  edit: pushCalls.edit,
  store: pushCalls.store,
  update: pushCalls.update,
  listings: [
    { name: 'push-single-notifications' },
    { name: 'push-regular-notifications' },
    { name: 'push-notifications-statistic' },
  ],
});

export const pushActions = { copy: pushCalls.copy, delete: pushCalls.delete };

export const pushKeys = {
  templateInfo: (templateId: number) =>
    ['client', 'push-notifications', 'template-info', templateId] as const,
};

export const pushApi = {
  /** A template's content (title, body, links, pictures) to fill the form with. */
  async templateInfo(templateId: number, signal?: AbortSignal): Promise<PushTemplateInfo> {
    const { data } = await callApi(pushCalls.templateInfo, { params: { templateId } }, { signal });
    return data;
  },
};
