import { oneSignalTemplateCalls, type OneSignalTemplateEditAnswer } from '@panel/contract';
import { defineResource } from '@panel/shared-core/record-data';

// The template calls, their shapes and rules are the contract's (@panel/contract, templates.ts), shared with the
// server.
export type {
  OneSignalTemplate,
  OneSignalTemplateBody,
  OneSignalTemplateCreateAnswer,
  OneSignalTemplateEditAnswer,
} from '@panel/contract';

// The record its form and record screen read is the one the edit call answers.
export const oneSignalTemplates = defineResource<OneSignalTemplateEditAnswer['data']>({
  key: ['manage', 'onesignal-templates'],
  create: oneSignalTemplateCalls.create,
  edit: oneSignalTemplateCalls.edit,
  store: oneSignalTemplateCalls.store,
  update: oneSignalTemplateCalls.update,
  listings: [{ name: 'onesignal-funnels-templates' }],
});

export const oneSignalTemplateActions = {
  delete: oneSignalTemplateCalls.delete,
};
