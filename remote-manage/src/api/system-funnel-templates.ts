import { defineResource, type RecordCall } from '@panel/shared-core/record-data';
import type { SystemFunnelTemplateEditAnswer } from '@panel/contract';

// The shapes of the template calls are the contract's own (docs/api-contract.md, "Messaging templates"), shared with
// the server.
export type {
  SystemFunnelTemplate,
  SystemFunnelTemplateBody,
  SystemFunnelTemplateCreateAnswer,
  SystemFunnelTemplateEditAnswer,
} from '@panel/contract';

// The record its form and record screen read is the one the edit call answers.
export const systemFunnelTemplates = defineResource<SystemFunnelTemplateEditAnswer['data']>({
  key: ['manage', 'system-funnel-templates'],
  create: '/manage/system-funnel-template/create',
  edit: '/manage/system-funnel-template/{id}/edit',
  store: '/manage/system-funnel-template/store',
  update: { method: 'PUT', url: '/manage/system-funnel-template/{id}/update' },
  listings: [{ name: 'system-funnels-templates' }],
});

export const systemFunnelTemplateActions = {
  delete: { method: 'DELETE', url: '/manage/system-funnel-template/{id}/delete' },
} as const satisfies Record<string, RecordCall>;
