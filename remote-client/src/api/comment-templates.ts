import { defineResource, type RecordCall } from '@panel/shared-core/record-data';
import type { CommentTemplate } from '@panel/shared-domain/applications';

/**
 * The company's comment templates (docs/api-contract.md, "Comment templates"). Their record read is the `show` call;
 * templates are made from an application's comments (create-template), so there is no create form.
 */
export const commentTemplates = defineResource<CommentTemplate>({
  key: ['client', 'comment-templates'],
  edit: '/client/comment-template/{id}/show',
  listings: [{ name: 'comment-template' }],
});

export const commentTemplateActions = {
  destroy: { method: 'DELETE', url: '/client/comment-template/{id}/destroy' },
} as const satisfies Record<string, RecordCall>;
