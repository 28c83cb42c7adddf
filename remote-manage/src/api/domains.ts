import { defineResource } from '@panel/shared-core/record-data';

import type { DomainStatus } from '@panel/contract';

// The statuses and the answers of the administrators' domain calls are the contract's own, shared with the server.
export {
  DOMAIN_STATUSES,
  type DomainStatus,
  type DomainStatusBody,
  type ManageDomain,
  type ManageDomainBody,
} from '@panel/contract';

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
