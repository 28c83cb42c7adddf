import { defineResource, type RecordCall } from '@panel/shared-core/record';

/** A push template the companies start their pushes from (docs/api-contract.md, "Messaging templates"). */
export interface PushTemplate {
  id: number;
  name: string;
  language: string;
  title: string;
  body: string;
  icon_url: string;
  image_url: string | null;
  url: string;
  created_at: string;
}

export const pushTemplates = defineResource<PushTemplate>({
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
