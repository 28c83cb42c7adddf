import type { FunnelStep } from '@panel/shared-core/messaging';
import { defineResource, type RecordCall } from '@panel/shared-core/record';

/** A OneSignal funnel template: the steps a company's funnel can start from; only active ones are offered. */
export interface OneSignalTemplate {
  id: number;
  name: string;
  language: string;
  is_active: boolean;
  steps: FunnelStep[];
  created_at: string;
}

export const oneSignalTemplates = defineResource<OneSignalTemplate>({
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
