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

export const domainKeys = {
  zone: (id: number) => ['client', 'domains', 'zone', id] as const,
  custom: ['client', 'domains', 'custom'] as const,
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
  async custom(signal?: AbortSignal): Promise<Domain[]> {
    const { data } = await http.get<{ data?: Domain[] }>('/client/domain/get-custom', { signal });
    return Array.isArray(data?.data) ? data.data : [];
  },
};

// Moved to shared-core: the administrators' platform domains follow the same rules.
export { hostnameProblem } from '@panel/shared-core';
