import type { FunnelStep, FunnelTrigger } from '@panel/shared-core/messaging';
import { defineResource, type RecordCall } from '@panel/shared-core/record';

/** A system funnel template: a trigger and its steps; only active ones are offered to the companies. */
export interface SystemFunnelTemplate {
  id: number;
  name: string;
  trigger: FunnelTrigger;
  /** Days without opening, for `inactive_days`; null otherwise. */
  trigger_value: number | null;
  is_active: boolean;
  steps: FunnelStep[];
  created_at: string;
}

export const systemFunnelTemplates = defineResource<SystemFunnelTemplate>({
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
