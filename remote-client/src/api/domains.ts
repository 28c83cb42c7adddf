import { http } from '@panel/shared-core';

export interface Domain {
  id: number;
  name: string;
  type: 'platform' | 'custom';
  status: 'pending' | 'active' | 'disabled' | 'error';
  ssl_status: 'none' | 'pending' | 'active' | 'failed';
  application_id: number | null;
  application_name: string;
  verified_at: string | null;
  checked_at: string | null;
  created_at: string;
}

export interface DnsRecord {
  type: 'A' | 'CNAME' | 'TXT';
  name: string;
  value: string;
  ttl: number;
}

/** What the company must set at its DNS provider, and what the last check found. */
export interface DnsZone {
  domain: Domain;
  records: DnsRecord[];
  nameservers: string[];
  verification: { status: 'pending' | 'verified' | 'failed'; checked_at: string | null; message?: string };
}

/** An application the domain form can choose: its id, its name, its status. */
export interface ApplicationChoice {
  value: number;
  label: string;
  status?: string;
}

/** A search's first matches (at most 20, by name) and how many there are in all. */
export interface ApplicationChoices {
  data: ApplicationChoice[];
  total: number;
}

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
  async check(id: number): Promise<DnsZone & { message?: string }> {
    const { data } = await http.post<DnsZone & { message?: string }>(`/client/domain/${id}/check`, {});
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
