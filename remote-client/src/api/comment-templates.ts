import { commentTemplateCalls, type CommentTemplate } from '@panel/contract';
import { defineResource } from '@panel/shared-core/record-data';

/**
 * The company's comment templates (docs/api-contract.md, "Comment templates"). Their record read is the `show` call;
 * templates are made from an application's comments (create-template), so there is no create form.
 */
export const commentTemplates = defineResource<CommentTemplate>({
  key: ['client', 'comment-templates'],
  edit: commentTemplateCalls.show,
  listings: [{ name: 'comment-template' }],
});

export const commentTemplateActions = { destroy: commentTemplateCalls.destroy };
