import { domainCalls } from '@panel/contract';
import { callApi } from '@panel/shared-core';
import { queryOptions } from '@panel/shared-core/query';

// The calls and shapes of the domains are the contract's own (docs/api-contract.md, "Company area"), shared with the
// server.
export type {
  DnsCheckAnswer,
  DnsRecord,
  DnsZone,
  Domain,
  DomainBody,
  DomainCreateAnswer,
} from '@panel/contract';

export const domainKeys = {
  zone: (id: number) => ['client', 'domains', 'zone', id] as const,
  custom: ['client', 'domains', 'custom'] as const,
};

export const domainsApi = {
  dnsZone: (id: number, signal?: AbortSignal) => callApi(domainCalls.zone, { params: { id } }, { signal }),
  /** Asks the server to look at the DNS records now. */
  check: (id: number) => callApi(domainCalls.check, { params: { id } }),
  async custom(signal?: AbortSignal) {
    return (await callApi(domainCalls.custom, {}, { signal })).data;
  },
};

/** The company's own domains, for `useQuery` and for a screen's prefetch alike. */
export const customDomainsQuery = queryOptions({
  queryKey: domainKeys.custom,
  queryFn: ({ signal }) => domainsApi.custom(signal),
});

/** A domain's application changed (`null`: detached), and a custom domain removed. */
export const domainBindingApi = {
  bind: (id: number, applicationId: number | null) =>
    callApi(domainCalls.bind, { params: { id }, body: { application_id: applicationId } }),
  remove: (id: number) => callApi(domainCalls.delete, { params: { id } }),
};
