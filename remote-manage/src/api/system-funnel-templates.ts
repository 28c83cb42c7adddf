import { systemFunnelTemplateCalls, type SystemFunnelTemplateEditAnswer } from '@panel/contract';
import { defineResource } from '@panel/shared-core/record-data';

// The template calls, their shapes and rules are the contract's (@panel/contract, templates.ts), shared with the
// server.
export type {
  SystemFunnelTemplate,
  SystemFunnelTemplateBody,
  SystemFunnelTemplateCreateAnswer,
  SystemFunnelTemplateEditAnswer,
} from '@panel/contract';

// The record its form and record screen read is the one the edit call answers.
export const systemFunnelTemplates = defineResource<SystemFunnelTemplateEditAnswer['data']>({
  key: ['manage', 'system-funnel-templates'],
  create: systemFunnelTemplateCalls.create,
  edit: systemFunnelTemplateCalls.edit,
  store: systemFunnelTemplateCalls.store,
  update: systemFunnelTemplateCalls.update,
  listings: [{ name: 'system-funnels-templates' }],
});

export const systemFunnelTemplateActions = {
  delete: systemFunnelTemplateCalls.delete,
};
