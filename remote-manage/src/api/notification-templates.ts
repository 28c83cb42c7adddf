import { defineResource, type RecordCall } from '@panel/shared-core/record';

export type NotificationChannel = 'telegram' | 'email';

/** The text a company's notification of an event is sent with, its `{placeholders}` filled in. */
export interface NotificationTemplate {
  id: number;
  name: string;
  event: string;
  channel: NotificationChannel;
  language: string;
  text: string;
  created_at: string;
}

/** What a test message answers: who got it and the text as they read it (sample values filled in). */
export interface TestMessage {
  recipient: string;
  channel: NotificationChannel;
  text: string;
  sent_at: string;
}

export const notificationTemplates = defineResource<NotificationTemplate>({
  key: ['manage', 'notification-templates'],
  create: '/manage/notification-template/create',
  edit: '/manage/notification-template/{id}/edit',
  store: '/manage/notification-template/store',
  update: { method: 'PUT', url: '/manage/notification-template/{id}/update' },
  listings: [{ name: 'template-notifications' }],
});

export const notificationTemplateActions = {
  destroy: { method: 'DELETE', url: '/manage/notification-template/{id}/destroy' },
  /** Body `{ recipient }`: sends the saved text, with sample values, to a chat or an address. */
  sendMessage: { method: 'POST', url: '/manage/notification-template/{id}/send-message' },
} as const satisfies Record<string, RecordCall>;
