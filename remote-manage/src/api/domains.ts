import { defineResource, type RecordCall } from '@panel/shared-core/record';

export const DOMAIN_STATUSES = ['pending', 'active', 'disabled', 'error'] as const;
export type DomainStatus = (typeof DOMAIN_STATUSES)[number];

/** A domain as the administrators' `domains` listing shows it (every company's, and the platform's own). */
export interface ManagedDomain {
  id: number;
  name: string;
  type: 'platform' | 'custom';
  status: DomainStatus;
  ssl_status?: string;
  /** null for a platform domain. */
  company_id: number | null;
  company_name?: string;
}

/** Platform domains (`store`) and the status of any domain (`change-status`). */
export const domains = defineResource<ManagedDomain>({
  key: ['manage', 'domains'],
  store: '/manage/domain/store',
  listings: [{ name: 'domains', scope: 'client' }],
});

export const domainActions = {
  /** Body `{ status }`. */
  changeStatus: { method: 'PUT', url: '/manage/domain/{id}/change-status' },
} as const satisfies Record<string, RecordCall>;

export const DOMAINS_LISTING = { name: 'domains', scope: 'client' } as const;
