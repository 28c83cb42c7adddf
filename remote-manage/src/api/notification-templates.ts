import { notificationTemplateCalls, type NotificationTemplateEditAnswer } from '@panel/contract';
import { defineResource } from '@panel/shared-core/record-data';

// The template calls, their shapes and rules are the contract's (@panel/contract, templates.ts), shared with the
// server.
export type { NotificationChannel, NotificationEvent } from '@panel/contract';
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
  create: notificationTemplateCalls.create,
  edit: notificationTemplateCalls.edit,
  store: notificationTemplateCalls.store,
  update: notificationTemplateCalls.update,
  listings: [{ name: 'template-notifications' }],
});

export const notificationTemplateActions = {
  destroy: notificationTemplateCalls.destroy,
  /** Body `{ recipient, text?, event?, channel? }`: sends the edited (or saved) text, with sample values. */
  sendMessage: notificationTemplateCalls.sendMessage,
};
