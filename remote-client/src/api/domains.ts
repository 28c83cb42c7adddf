import { http } from '@panel/shared-core';
import { queryOptions } from '@panel/shared-core/query';
import type { ApplicationChoice, ApplicationChoices, DnsCheckAnswer, DnsZone, Domain } from '@panel/contract';

// The shapes of the domains' calls are the contract's own (docs/api-contract.md, "Company area"), shared with the
// server.
export type {
  ApplicationChoice,
  ApplicationChoices,
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
  applicationSearch: (search: string) => ['client', 'domains', 'application-options', search] as const,
  application: (id: number) => ['client', 'domains', 'application-options', 'id', id] as const,
};

export const domainsApi = {
  async dnsZone(id: number, signal?: AbortSignal): Promise<DnsZone> {
    const { data } = await http.get<DnsZone>(`/client/domain/${id}/dns-zone-details/`, { signal });
    return data;
  },
  /** Asks the server to look at the DNS records now. */
  async check(id: number): Promise<DnsCheckAnswer> {
    const { data } = await http.post<DnsCheckAnswer>(`/client/domain/${id}/check`, {});
    return data;
  },
  /** The company's applications whose name contains `search` or whose id it is (`23`, `#23`), by name. */
  async searchApplications(search: string, signal?: AbortSignal): Promise<ApplicationChoices> {
    const { data } = await http.get<ApplicationChoices>('/client/domain/application-options', {
      params: { search },
      signal,
    });
    return { data: Array.isArray(data?.data) ? data.data : [], total: Number(data?.total) || 0 };
  },
  /** One application by its id (null when it is not one of the company's), to name a choice made earlier. */
  async application(id: number, signal?: AbortSignal): Promise<ApplicationChoice | null> {
    const { data } = await http.get<ApplicationChoices>('/client/domain/application-options', {
      params: { id },
      signal,
    });
    return (Array.isArray(data?.data) ? data.data : []).find((choice) => choice.value === id) ?? null;
  },
  async custom(signal?: AbortSignal): Promise<Domain[]> {
    const { data } = await http.get<{ data?: Domain[] }>('/client/domain/get-custom', { signal });
    return Array.isArray(data?.data) ? data.data : [];
  },
};

// Moved to shared-core: the administrators' platform domains follow the same rules.
export { hostnameProblem } from '@panel/shared-core';

/** The company's own domains, for `useQuery` and for a screen's prefetch alike. */
export const customDomainsQuery = queryOptions({
  queryKey: domainKeys.custom,
  queryFn: ({ signal }) => domainsApi.custom(signal),
});
