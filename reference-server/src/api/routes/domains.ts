/**
 * The company's domains (domain.manage; docs/api-contract.md, "Company area"): add a custom domain (searching the
 * application it serves), list them, read its DNS zone details, and check its DNS now. The check is deterministic so
 * that tests can rely on it: a host whose first label starts with `fail` fails, with `wait` stays pending, any other
 * is verified.
 */
import {
  domainCalls,
  hostnameProblem,
  type ApplicationChoices,
  type DnsZone,
  type Domain as DomainAnswer,
  type DomainBindBody,
  type DomainBody,
  type HostnameProblem,
} from '@panel/contract';
import { z } from 'zod';
import { bodyOf, optionalExisting, parseValue, rule, text, wholeNumber } from '../body';
import type { Ctx } from '../context';
import { validationError, type FieldErrors } from '../http';
import { msg, type MessageKey } from '../i18n';
import { implement } from '../router';
import { iso } from '../store/store';
import type { Domain } from '../store/types';
import { namedApplicationChoices, searchApplicationChoices } from './application-choices';
import { applicationOptions, companyOf, tariffOf } from './company-common';

function domainData(ctx: Ctx, domain: Domain): DomainAnswer {
  return {
    id: domain.id,
    name: domain.name,
    type: domain.type,
    status: domain.status,
    ssl_status: domain.ssl_status,
    application_id: domain.application_id,
    application_name:
      domain.application_id === null ? '' : (ctx.store.applications.get(domain.application_id)?.name ?? ''),
    verified_at: domain.verified_at,
    checked_at: domain.checked_at,
    created_at: domain.created_at,
  };
}

function companyDomain(ctx: Ctx, companyId: number): Domain {
  const domain = ctx.store.domains.get(ctx.id());
  if (!domain || domain.company_id !== companyId) throw ctx.notFound();
  return domain;
}

const verifyRecord = (domain: Domain) => `_panel-verify.${domain.name}`;

/** The server's words for each rule of a host name (the contract's `hostnameProblem` decides which one). */
const HOSTNAME_MESSAGES: Record<HostnameProblem, MessageKey> = {
  required: 'required',
  scheme: 'domainScheme',
  path: 'domainExtra',
  length: 'domainLength',
  lowercase: 'domainChars',
  characters: 'domainChars',
  labels: 'domainLabels',
  label: 'domainLabel',
  hyphen: 'domainLabel',
  tld: 'domainZone',
};

/** The message of the first rule a host name breaks, or null for a valid name. */
export function hostnameMessage(name: string): MessageKey | null {
  const problem = hostnameProblem(name);
  return problem && HOSTNAME_MESSAGES[problem];
}

/** The DNS records to create, the name servers, and the state of the last check. */
function zoneDetails(ctx: Ctx, domain: Domain): DnsZone {
  const status = domain.status === 'active' ? 'verified' : domain.status === 'error' ? 'failed' : 'pending';
  const message =
    status === 'verified'
      ? undefined
      : status === 'failed'
        ? msg(ctx.lang, 'dnsFailed', { record: verifyRecord(domain) })
        : domain.checked_at === null
          ? msg(ctx.lang, 'dnsNotChecked')
          : msg(ctx.lang, 'dnsPending');
  return {
    domain: domainData(ctx, domain),
    records: [
      { type: 'A', name: domain.name, value: '203.0.113.10', ttl: 3600 },
      { type: 'CNAME', name: `www.${domain.name}`, value: 'edge.pwa-panel.test', ttl: 3600 },
      {
        type: 'TXT',
        name: verifyRecord(domain),
        value: `panel-verification=${domain.id}-${domain.company_id}`,
        ttl: 300,
      },
    ],
    nameservers: ['ns1.pwa-panel.test', 'ns2.pwa-panel.test'],
    verification: { status, checked_at: domain.checked_at, ...(message ? { message } : {}) },
  };
}

/** The check of POST …/check, decided by the host's first label (see the file's comment). */
function check(ctx: Ctx, domain: Domain): string {
  const now = iso(Date.now());
  const first = domain.name.split('.')[0] ?? '';
  domain.checked_at = now;
  if (first.startsWith('fail')) {
    domain.status = 'error';
    domain.ssl_status = 'failed';
    return msg(ctx.lang, 'dnsFailed', { record: verifyRecord(domain) });
  }
  if (first.startsWith('wait')) {
    domain.status = 'pending';
    return msg(ctx.lang, 'dnsPending');
  }
  domain.status = 'active';
  domain.ssl_status = 'active';
  domain.verified_at = now;
  return msg(ctx.lang, 'dnsVerified');
}

/**
 * `application-options`: the domain form's search, kept for servers built on it; the panel's pickers ask
 * `application-choices` (application-choices.ts), whose answers these are.
 */
function applicationChoices(ctx: Ctx, companyId: number): ApplicationChoices {
  const rawId = ctx.query.get('id');
  if (rawId !== null) {
    const id = wholeNumber(rawId);
    if (id === null) throw validationError(ctx.lang, { id: [msg(ctx.lang, 'filterOption')] });
    return namedApplicationChoices(ctx, companyId, [id]);
  }
  return searchApplicationChoices(ctx, companyId, (ctx.query.get('search') ?? '').trim());
}

/** The new domain: a valid host name no one has, and optionally one of the company's applications to use it. */
function domainSchema(ctx: Ctx, companyId: number) {
  const own = new Set(applicationOptions(ctx, companyId).map((option) => option.value));
  return bodyOf<DomainBody>()(
    z.object({
      name: text({ max: Number.MAX_SAFE_INTEGER }).superRefine((name, check) => {
        const problem = hostnameMessage(name);
        if (problem) check.addIssue({ code: 'custom', ...rule(problem) });
        else if (ctx.store.domains.rows.some((d) => d.name.toLowerCase() === name))
          check.addIssue({ code: 'custom', ...rule('domainTaken') });
      }),
      application_id: optionalExisting((id) => own.has(id)),
    }),
  );
}

/**
 * Makes the domain serve `applicationId` (null: none), keeping both sides of the binding consistent: one domain per
 * application, so the application's previous domain becomes free, and the domain's previous application is left
 * without one.
 */
function bind(ctx: Ctx, domain: Domain, applicationId: number | null): void {
  const now = iso(Date.now());
  const current =
    domain.application_id === null ? undefined : ctx.store.applications.get(domain.application_id);
  if (current && current.id !== applicationId) {
    current.domain_id = null;
    current.domain = '';
    current.updated_at = now;
  }
  domain.application_id = null;
  const app = applicationId === null ? undefined : ctx.store.applications.get(applicationId);
  if (!app) return;
  const previous = app.domain_id === null ? undefined : ctx.store.domains.get(app.domain_id);
  if (previous && previous.id !== domain.id) previous.application_id = null;
  app.domain_id = domain.id;
  app.domain = domain.name;
  app.updated_at = now;
  domain.application_id = app.id;
}

export const domainRoutes = implement(domainCalls, {
  // No list of applications: a company may have thousands, and the form asks application-options as one types.
  create: () => ({ options: {}, defaults: { application_id: null } }),
  applicationOptions: (ctx) => applicationChoices(ctx, ctx.companyId()),
  async store(ctx) {
    const company = companyOf(ctx, ctx.companyId());
    const tariff = tariffOf(ctx, company);
    const custom = ctx.store.domains.rows.reduce(
      (n, d) => (d.company_id === company.id && d.type === 'custom' ? n + 1 : n),
      0,
    );
    // The limit comes first, so that it is the answer's message.
    const limit: FieldErrors =
      tariff && custom >= tariff.limits.domains
        ? { limit: [msg(ctx.lang, 'domainLimit', { tariff: tariff.name, limit: tariff.limits.domains })] }
        : {};
    const { name, application_id: applicationId } = parseValue(
      ctx.lang,
      domainSchema(ctx, company.id),
      await ctx.body(),
      { before: limit },
    );
    const domain = ctx.store.domains.insert({
      name,
      type: 'custom',
      status: 'pending',
      ssl_status: 'none',
      application_id: applicationId,
      company_id: company.id,
      verified_at: null,
      checked_at: null,
      created_at: iso(Date.now()),
    });
    bind(ctx, domain, applicationId);
    return { data: domainData(ctx, domain), message: msg(ctx.lang, 'done') };
  },
  custom(ctx) {
    const companyId = ctx.companyId();
    return {
      data: ctx.store.domains.rows
        .filter((d) => d.company_id === companyId && d.type === 'custom')
        .map((d) => domainData(ctx, d)),
    };
  },
  // The router also accepts the path with a trailing slash (`…/dns-zone-details/`), as the panel once called it.
  zone: (ctx) => zoneDetails(ctx, companyDomain(ctx, ctx.companyId())),
  check(ctx) {
    const domain = companyDomain(ctx, ctx.companyId());
    if (domain.type !== 'custom')
      throw validationError(ctx.lang, { id: [msg(ctx.lang, 'platformDomainCheck')] });
    const message = check(ctx, domain);
    return { ...zoneDetails(ctx, domain), message };
  },
  async bind(ctx) {
    const companyId = ctx.companyId();
    const domain = companyDomain(ctx, companyId);
    const own = new Set(applicationOptions(ctx, companyId).map((option) => option.value));
    const { application_id: applicationId } = parseValue(
      ctx.lang,
      bodyOf<DomainBindBody>()(z.object({ application_id: optionalExisting((id) => own.has(id)) })),
      await ctx.body(),
    );
    bind(ctx, domain, applicationId);
    const app = applicationId === null ? undefined : ctx.store.applications.get(applicationId);
    return {
      data: domainData(ctx, domain),
      message: app
        ? msg(ctx.lang, 'domainBound', { name: domain.name, application: app.name })
        : msg(ctx.lang, 'domainDetached', { name: domain.name }),
    };
  },
  delete(ctx) {
    const domain = companyDomain(ctx, ctx.companyId());
    if (domain.type !== 'custom')
      throw validationError(ctx.lang, { id: [msg(ctx.lang, 'platformDomainDelete')] });
    bind(ctx, domain, null);
    ctx.store.domains.remove(domain.id);
    return { message: msg(ctx.lang, 'domainRemoved', { name: domain.name }) };
  },
});
