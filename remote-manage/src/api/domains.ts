import { defineResource } from '@panel/shared-core/record-data';
import { companyCalls, type ManageDomain } from '@panel/contract';

// The statuses, calls and answers of the administrators' domains are the contract's (@panel/contract, companies.ts).
export {
  DOMAIN_STATUSES,
  type DomainStatus,
  type DomainStatusBody,
  type ManageDomain,
  type ManageDomainBody,
} from '@panel/contract';

/**
 * Platform domains (`store`). The status of a domain changes from its row in the `domains` listing: the server declares
 * one row action per target status (`companies.domainStatus`), so there is no call of its own here.
 */
export const domains = defineResource<ManageDomain>({
  key: ['manage', 'domains'],
  store: companyCalls.storeDomain,
  listings: [{ name: 'domains', scope: 'client' }],
});

export const DOMAINS_LISTING = { name: 'domains', scope: 'client' } as const;
