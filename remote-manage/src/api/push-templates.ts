import { pushTemplateCalls, type PushTemplateEditAnswer } from '@panel/contract';
import { defineResource } from '@panel/shared-core/record-data';

// The template calls, their shapes and rules are the contract's (@panel/contract, templates.ts), shared with the
// server.
export type {
  PushTemplate,
  PushTemplateBody,
  PushTemplateCreateAnswer,
  PushTemplateEditAnswer,
} from '@panel/contract';

// The record its form and record screen read is the one the edit call answers.
export const pushTemplates = defineResource<PushTemplateEditAnswer['data']>({
  key: ['manage', 'push-templates'],
  create: pushTemplateCalls.create,
  edit: pushTemplateCalls.edit,
  store: pushTemplateCalls.store,
  update: pushTemplateCalls.update,
  listings: [{ name: 'push-templates' }],
});

export const pushTemplateActions = {
  delete: pushTemplateCalls.delete,
};
