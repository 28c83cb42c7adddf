import { defineResource, type RecordCall } from '@panel/shared-core/record-data';
import type { PushTemplateEditAnswer } from '@panel/contract';

// The shapes of the template calls are the contract's own (docs/api-contract.md, "Messaging templates"), shared with
// the server.
export type {
  PushTemplate,
  PushTemplateBody,
  PushTemplateCreateAnswer,
  PushTemplateEditAnswer,
} from '@panel/contract';

// The record its form and record screen read is the one the edit call answers.
export const pushTemplates = defineResource<PushTemplateEditAnswer['data']>({
  key: ['manage', 'push-templates'],
  create: '/manage/push-template/create',
  edit: '/manage/push-template/{id}/edit',
  store: '/manage/push-template/store',
  update: { method: 'PUT', url: '/manage/push-template/{id}/update' },
  listings: [{ name: 'push-templates' }],
});

export const pushTemplateActions = {
  delete: { method: 'DELETE', url: '/manage/push-template/{id}/delete' },
} as const satisfies Record<string, RecordCall>;
