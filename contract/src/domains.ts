/**
 * The company's domains (docs/api-contract.md, "Company area": add a custom domain, list them, its DNS zone, a
 * check): their calls, their constant lists, and their shapes as types. A domain's name keeps to `hostnameProblem`
 * (rules.ts). Shapes: schemas/domains.ts.
 */
import { defineCalls } from './define';
import type { SchemaTypes } from './schemas/define';
import type { domainSchemas } from './schemas/domains';
export type {
  ApplicationChoices,
  ApplicationChoicesQuery,
  DnsCheckAnswer,
  DnsRecord,
  DnsZone,
  Domain,
  DomainBindBody,
  DomainBody,
  DomainCreateAnswer,
} from './schemas/domains';

export const DOMAIN_TYPES = ['platform', 'custom'] as const;
export type DomainType = (typeof DOMAIN_TYPES)[number];

export const SSL_STATUSES = ['none', 'pending', 'active', 'failed'] as const;
export type SslStatus = (typeof SSL_STATUSES)[number];

/**
 * The search of the domain form's application: the most applications one answer names (a list to pick from, not a
 * page to read), and the longest text it takes.
 */
export const APPLICATION_CHOICES = { limit: 20, searchMax: 200 } as const;

/** The company's domains (domain.manage). */
export const domainCalls = /*#__PURE__*/ defineCalls<SchemaTypes<typeof domainSchemas>>()(
  'domains',
  { company: 'domain.manage' },
  {
    create: 'GET /client/domain/create',
    applicationOptions: 'GET /client/domain/application-options',
    store: 'POST /client/domain/store',
    custom: 'GET /client/domain/get-custom',
    zone: 'GET /client/domain/{id}/dns-zone-details',
    check: 'POST /client/domain/{id}/check',
    bind: 'POST /client/domain/{id}/application',
    delete: 'POST /client/domain/{id}/delete',
  },
);
