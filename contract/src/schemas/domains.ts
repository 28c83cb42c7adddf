/**
 * The company's domains calls' schemas (domain.manage; docs/api-contract.md, "Company area": add a custom domain, list
 * them, its DNS zone, a check). The constant lists and the types are in the light module, ../domains.ts.
 */
import { z } from 'zod';
import { DOMAIN_STATUSES } from '../companies';
import { APPLICATION_CHOICES, DOMAIN_TYPES, SSL_STATUSES } from '../domains';
import { CreateForm, Done, Id, Label, Saved, Timestamp, schemaTable } from './define';
import { ApplicationChoice } from './forms';

export const DomainType = z.enum(DOMAIN_TYPES);
export const DomainStatus = z.enum(DOMAIN_STATUSES);
export const SslStatus = z.enum(SSL_STATUSES);

export const Domain = z
  .object({
    id: Id,
    name: z.string(),
    type: DomainType,
    status: DomainStatus,
    ssl_status: SslStatus,
    application_id: Id.nullable(),
    /** '' when no application uses the domain. */
    application_name: z.string(),
    verified_at: Timestamp.nullable(),
    checked_at: Timestamp.nullable(),
    created_at: Timestamp,
  })
  .meta({ id: 'Domain' });

/**
 * `POST /client/domain/store`: a host name (no scheme, path or port; lowercase) that no one has yet, and optionally
 * the company's application that will use it (null or '' for none).
 */
export const DomainBody = z
  .object({
    name: z.string(),
    application_id: Id.nullable(),
  })
  .meta({ id: 'DomainBody' });

/**
 * `POST /client/domain/{id}/application`: the company's application the domain serves from now (its previous domain
 * becomes free), or null to detach the domain from its application.
 */
export const DomainBindBody = z
  .object({
    application_id: Id.nullable(),
  })
  .meta({ id: 'DomainBindBody' });

export const DnsRecord = z
  .object({
    type: z.enum(['A', 'CNAME', 'TXT']),
    name: z.string(),
    value: z.string(),
    ttl: z.number().int().min(0),
  })
  .meta({ id: 'DnsRecord' });

/** What the company must set at its DNS provider, and what the last check found. */
export const DnsZone = z
  .object({
    domain: Domain,
    records: z.array(DnsRecord),
    nameservers: z.array(z.string()),
    verification: z.object({
      status: z.enum(['pending', 'verified', 'failed']),
      checked_at: Timestamp.nullable(),
      message: Label.optional(),
    }),
  })
  .meta({ id: 'DnsZone' });

/** The answer of `POST /client/domain/{id}/check`: the zone and what the check found. */
export const DnsCheckAnswer = DnsZone.extend({ message: Label });

/**
 * `GET /client/domain/application-options`: `search` (at most 200 characters) finds the applications whose name
 * contains it (any case) and the one whose id it is (`23`, `#23`); `id` (digits) answers that application alone.
 */
export const ApplicationChoicesQuery = z.object({
  search: z.string().max(APPLICATION_CHOICES.searchMax).optional(),
  id: z.string().regex(/^\d+$/, 'the id of the application').optional(),
});

/** `GET /client/domain/application-options`: a search's first matches (at most 20, by name) and how many in all. */
export const ApplicationChoices = z.object({
  data: z.array(ApplicationChoice).max(APPLICATION_CHOICES.limit),
  total: z.number().int().min(0),
});

/**
 * `GET /client/domain/create`: no choices (a company may have thousands of applications: the form asks
 * `application-options` as one types), and a domain for no application.
 */
export const DomainCreateAnswer = CreateForm(
  z.record(z.string(), z.never()),
  DomainBody.pick({ application_id: true }),
);

export const domainSchemas = schemaTable({
  create: {
    summary: 'The new domain form: no choices, a domain for no application',
    answer: DomainCreateAnswer,
  },
  applicationOptions: {
    summary: 'The company’s applications a search finds, for the domain form’s choice',
    description:
      'The one whose id was typed first, the rest by name then id; at most 20, with `total` the number of all matches. A `search` longer than 200 characters answers 422 on `search`, an `id` that is not a whole number 422 on `id`.',
    query: ApplicationChoicesQuery,
    answer: ApplicationChoices,
    errors: [422],
  },
  store: {
    summary: 'Adds a custom domain, optionally used by one of the company’s applications',
    description:
      'When the company’s custom domains reach the tariff’s `limits.domains`: 422 on `limit`, first. The application’s previous domain becomes free.',
    body: DomainBody,
    answer: Saved(Domain),
  },
  custom: {
    summary: 'The company’s custom domains',
    answer: z.object({ data: z.array(Domain) }),
  },
  zone: {
    summary: 'What to set at the DNS provider for the domain, and what the last check found',
    answer: DnsZone,
    sample: { params: { id: { listing: 'domains' } } },
  },
  check: {
    summary: 'Checks the domain’s DNS records now',
    description: 'A platform domain is checked by the platform itself: 422 on `id`.',
    answer: DnsCheckAnswer,
    errors: [422],
  },
  bind: {
    summary: 'Changes the application the domain serves, or detaches it (null)',
    description:
      'The application must be one of the company’s, not deleted (422 on `application_id`); its previous domain becomes free, and the domain’s previous application is left without one.',
    body: DomainBindBody,
    answer: Saved(Domain),
    errors: [422],
  },
  delete: {
    summary: 'Removes a custom domain; the application it served is left without one',
    description: 'A platform domain is the platform’s: 422 on `id`.',
    answer: Done,
    errors: [422],
  },
});

export type DomainType = z.infer<typeof DomainType>;
export type DomainStatus = z.infer<typeof DomainStatus>;
export type Domain = z.infer<typeof Domain>;
export type DomainBody = z.infer<typeof DomainBody>;
export type DomainBindBody = z.infer<typeof DomainBindBody>;
export type DnsRecord = z.infer<typeof DnsRecord>;
export type DnsZone = z.infer<typeof DnsZone>;
export type DnsCheckAnswer = z.infer<typeof DnsCheckAnswer>;
export type ApplicationChoices = z.infer<typeof ApplicationChoices>;
export type ApplicationChoicesQuery = z.input<typeof ApplicationChoicesQuery>;
export type DomainCreateAnswer = z.infer<typeof DomainCreateAnswer>;
