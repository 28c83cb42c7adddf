import { defineResource, type RecordCall } from '@panel/shared-core/record-data';
import type { OneSignalTemplateEditAnswer } from '@panel/contract';

// The shapes of the template calls are the contract's own (docs/api-contract.md, "Messaging templates"), shared with
// the server.
export type {
  OneSignalTemplate,
  OneSignalTemplateBody,
  OneSignalTemplateCreateAnswer,
  OneSignalTemplateEditAnswer,
} from '@panel/contract';

// The record its form and record screen read is the one the edit call answers.
export const oneSignalTemplates = defineResource<OneSignalTemplateEditAnswer['data']>({
  key: ['manage', 'onesignal-templates'],
  create: '/manage/onesignal-template/create',
  edit: '/manage/onesignal-template/{id}/edit',
  store: '/manage/onesignal-template/store',
  update: { method: 'PUT', url: '/manage/onesignal-template/{id}/update' },
  listings: [{ name: 'onesignal-funnels-templates' }],
});

export const oneSignalTemplateActions = {
  delete: { method: 'DELETE', url: '/manage/onesignal-template/{id}/delete' },
} as const satisfies Record<string, RecordCall>;
