import { defineResource, type RecordCall } from '@panel/shared-core/record-data';
import type { NotificationTemplateEditAnswer } from '@panel/contract';

// The shapes of the template calls are the contract's own (docs/api-contract.md, "Messaging templates"), shared with
// the server.
export type { NotificationChannel } from '@panel/contract';
export type {
  NotificationTemplate,
  NotificationTemplateBody,
  NotificationTemplateCreateAnswer,
  NotificationTemplateEditAnswer,
  SendMessageBody,
  TestMessage,
} from '@panel/contract';

// The record its form and record screen read is the one the edit call answers.
export const notificationTemplates = defineResource<NotificationTemplateEditAnswer['data']>({
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
