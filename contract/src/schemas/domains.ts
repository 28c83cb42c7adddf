/**
 * The company's domains calls' shapes (docs/api-contract.md, "Company area": add a custom domain, list them, its DNS
 * zone, a check), the one definition that the contract server (reference-server/src/api/routes/domains.ts) and the company
 * area's calls (remote-client/src/api/domains.ts, domain-form.ts) both import.
 */
import type { CreateFormAnswer } from './forms';
import type { DomainStatus } from './companies';

export const DOMAIN_TYPES = ['platform', 'custom'] as const;
export type DomainType = (typeof DOMAIN_TYPES)[number];

export const SSL_STATUSES = ['none', 'pending', 'active', 'failed'] as const;
export type SslStatus = (typeof SSL_STATUSES)[number];

export interface Domain {
  id: number;
  name: string;
  type: DomainType;
  status: DomainStatus;
  ssl_status: SslStatus;
  application_id: number | null;
  /** '' when no application uses the domain. */
  application_name: string;
  verified_at: string | null;
  checked_at: string | null;
  created_at: string;
}

/**
 * `POST /client/domain/store`: a host name (no scheme, path or port; lowercase) that no one has yet, and optionally
 * the company's application that will use it (null or '' for none).
 */
export interface DomainBody {
  name: string;
  application_id: number | null;
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

/** The answer of `POST /client/domain/{id}/check`: the zone and what the check found. */
export interface DnsCheckAnswer extends DnsZone {
  message: string;
}

/** An application the domain form can choose: its id, its name, its status. */
export interface ApplicationChoice {
  value: number;
  label: string;
  status?: string;
}

/** `GET /client/domain/application-options`: a search's first matches (at most 20, by name) and how many in all. */
export interface ApplicationChoices {
  data: ApplicationChoice[];
  total: number;
}

/**
 * `GET /client/domain/create`: no choices (a company may have thousands of applications: the form asks
 * `application-options` as one types), and a domain for no application.
 */
export type DomainCreateAnswer = CreateFormAnswer<Record<string, never>, Pick<DomainBody, 'application_id'>>;
