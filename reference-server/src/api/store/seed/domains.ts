/**
 * The domains: one per application that is not a draft (seeded with it), three of Acme's custom domains not bound to
 * an application yet, and the platform's own (type platform, no company: POST /manage/domain/store adds more).
 */
import { DAY, iso } from '../store';
import type { Application } from '../types';
import { ACME_COMPANY_ID, slug, type SeedContext } from './context';

/** The application's domain: a custom one for about one in five, else a platform subdomain. */
export function seedApplicationDomain({ store, rnd }: SeedContext, app: Application): void {
  const { name, status } = app;
  const custom = rnd.bool(0.2);
  const host = custom ? `${slug(name)}-${app.id}.com` : `app${app.id}.pwa-panel.test`;
  const domainStatus =
    status === 'active'
      ? rnd.weighted([
          ['active', 9],
          ['error', 1],
        ] as const)
      : 'disabled';
  const domain = store.domains.insert({
    name: host,
    type: custom ? 'custom' : 'platform',
    status: custom && rnd.bool(0.15) ? 'pending' : domainStatus,
    ssl_status: domainStatus === 'active' ? 'active' : rnd.pick(['none', 'pending', 'failed'] as const),
    application_id: app.id,
    company_id: app.company_id,
    verified_at: domainStatus === 'active' ? app.created_at : null,
    checked_at: domainStatus === 'active' ? app.created_at : null,
    created_at: app.created_at,
  });
  app.domain_id = domain.id;
  app.domain = host;
}

/** A couple of Acme's custom domains not bound to an application yet. */
export function seedCompanyDomains({ store, ago }: SeedContext): void {
  for (const host of ['play-acme.com', 'acme-games.net', 'get-acme.app']) {
    store.domains.insert({
      name: host,
      type: 'custom',
      status: 'pending',
      ssl_status: 'none',
      application_id: null,
      company_id: ACME_COMPANY_ID,
      verified_at: null,
      checked_at: null,
      created_at: iso(ago(0, 10)),
    });
  }
}

/** The platform's own domains, with fixed values (no draw from the generator). */
export function seedPlatformDomains({ store, now }: SeedContext): void {
  const base: [string, 'active' | 'pending', number][] = [
    ['pwa-panel.app', 'active', 400],
    ['install-now.app', 'active', 200],
    ['apps-store.click', 'pending', 3],
  ];
  for (const [name, status, daysAgo] of base) {
    const created = iso(now - daysAgo * DAY);
    store.domains.insert({
      name,
      type: 'platform',
      status,
      ssl_status: status === 'active' ? 'active' : 'pending',
      application_id: null,
      company_id: null,
      verified_at: status === 'active' ? created : null,
      checked_at: status === 'active' ? created : null,
      created_at: created,
    });
  }
}
