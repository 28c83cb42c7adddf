import { http } from '@panel/shared-core';
import { defineResource, type RecordCall } from '@panel/shared-core/record';

export type PushKind = 'single' | 'regular';
export type PushStatus = 'draft' | 'scheduled' | 'sending' | 'sent' | 'paused';

export interface PushSchedule {
  /** 0 = Sunday … 6 = Saturday. */
  days: number[];
  /** "HH:mm", in `timezone`. */
  time: string;
  timezone: string;
}

/** A push notification (docs/api-contract.md, "Push notifications"): sent once, or on a weekly schedule. */
export interface PushNotification {
  id: number;
  kind: PushKind;
  name: string;
  title: string;
  body: string;
  icon_url: string;
  image_url: string | null;
  url: string;
  application_ids: number[];
  application_names?: string[];
  template_id: number | null;
  template_name?: string | null;
  send_at: string | null;
  schedule: PushSchedule | null;
  status: PushStatus;
  sent: number;
  delivered: number;
  clicked: number;
  created_at: string;
}

/** What `template-info` answers: a push template's content, to prefill the form. */
export interface PushTemplateInfo {
  template_id: number;
  name: string;
  language: string;
  title: string;
  body: string;
  icon_url: string;
  image_url: string | null;
  url: string;
}

export const pushNotifications = defineResource<PushNotification>({
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
