import { domainCalls } from '@panel/contract';
import { defineResource } from '@panel/shared-core/record-data';
import type { Domain } from './domains';

/**
 * Connecting a custom domain (`create` for its options, `store`); the domain's screen reads its DNS zone through
 * `domains.ts`. Apart from those plain calls because it needs the record entry, which the dashboard does not load.
 */
export const domains = defineResource<Domain>({
  key: ['client', 'domains'],
  create: domainCalls.create,
  store: domainCalls.store,
  listings: [{ name: 'domains', scope: 'client' }],
});
