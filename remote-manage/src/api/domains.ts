import { defineResource } from '@panel/shared-core/record';

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

/**
 * Platform domains (`store`). The status of a domain changes from its row in the `domains` listing: the server declares
 * one row action per target status (PUT /manage/domain/{id}/change-status), so there is no call of its own here.
 */
export const domains = defineResource<ManagedDomain>({
  key: ['manage', 'domains'],
  store: '/manage/domain/store',
  listings: [{ name: 'domains', scope: 'client' }],
});

export const DOMAINS_LISTING = { name: 'domains', scope: 'client' } as const;
