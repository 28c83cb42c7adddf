/**
 * The company's domains (docs/api-contract.md, "Company area": add a custom domain, list them, its DNS zone, a
 * check): their constant lists, and their shapes as types. Shapes: schemas/domains.ts.
 */
export type {
  ApplicationChoices,
  DnsCheckAnswer,
  DnsRecord,
  DnsZone,
  Domain,
  DomainBody,
  DomainCreateAnswer,
} from './schemas/domains';

export const DOMAIN_TYPES = ['platform', 'custom'] as const;
export type DomainType = (typeof DOMAIN_TYPES)[number];

export const SSL_STATUSES = ['none', 'pending', 'active', 'failed'] as const;
export type SslStatus = (typeof SSL_STATUSES)[number];
