/**
 * The applications: ACME_APPLICATIONS of Acme's, 60 for each of the two other named companies and one for each of
 * companies 4 to 300. Each comes with its domain (not a draft) and its comments, drawn right after it.
 */
import { iso, DAY } from '../store';
import type { Application, Company } from '../types';
import { APP_LANGUAGES, APP_TEMPLATES, APP_WORDS_A, APP_WORDS_B, CATEGORIES, COMMENTS_EN } from '../words';
import { ACME_COMPANY_ID, iconUrl, screenUrl, slug, type SeedContext } from './context';
import { seedApplicationComments } from './comments';
import { seedApplicationDomain } from './domains';

const ACME_APPLICATIONS = 1200;

export function seedApplications(ctx: SeedContext, pixelsByCompany: ReadonlyMap<number, number[]>): void {
  const { store } = ctx;
  const add = (company: Company, index: number): void => {
    const app = insertApplication(ctx, company, index, pixelsByCompany.get(company.id) ?? []);
    if (app.status !== 'draft') seedApplicationDomain(ctx, app);
    seedApplicationComments(ctx, app);
  };
  const acme = store.companies.get(ACME_COMPANY_ID)!;
  for (let i = 0; i < ACME_APPLICATIONS; i++) add(acme, i);
  for (const companyId of [2, 3]) for (let i = 0; i < 60; i++) add(store.companies.get(companyId)!, i);
  for (let companyId = 4; companyId <= 300; companyId++) add(store.companies.get(companyId)!, companyId);
}

function insertApplication(
  { store, rnd, now, ago }: SeedContext,
  company: Company,
  index: number,
  pixels: readonly number[],
): Application {
  const language = rnd.weighted(APP_LANGUAGES.map((l, i) => [l, i < 2 ? 5 : 1] as const));
  const name = `${rnd.pick(APP_WORDS_A)} ${rnd.pick(APP_WORDS_B)}${rnd.bool(0.3) ? ` ${rnd.int(2, 9)}` : ''}`;
  const status = rnd.weighted([
    ['active', 70],
    ['draft', 10],
    ['deactivated', 15],
    ['deleted', 5],
  ] as const);
  const created = ago(0, 540);
  // The store page's label is what the company claims there, not a count: the count is its PWA clients.
  const claimed = status === 'draft' ? 0 : Math.floor(rnd.next() ** 3 * 250_000);
  const installsLabel =
    claimed >= 100_000
      ? '100K+'
      : claimed >= 10_000
        ? '10K+'
        : claimed >= 1_000
          ? '1K+'
          : claimed >= 100
            ? '100+'
            : '10+';
  return store.applications.insert({
    name,
    status,
    domain_id: null,
    domain: '',
    language,
    category: rnd.pick(CATEGORIES),
    template: rnd.pick(APP_TEMPLATES),
    icon_url: iconUrl(index),
    screenshots: [1, 2, 3].map((k) => screenUrl(index + k)),
    developer_name: company.name,
    description: `${name} — ${rnd.pick(COMMENTS_EN)}`,
    rating: rnd.float(3.6, 5, 1),
    installs_label: installsLabel,
    offer_url: `https://offers.example/${slug(name)}?sub=${index}`,
    pixel_ids: rnd.sample(pixels, rnd.int(0, Math.min(2, pixels.length))),
    push_enabled: rnd.bool(0.6),
    comments_count: 0,
    // Counted from its PWA clients (traffic.ts trafficOf).
    installs: 0,
    company_id: company.id,
    created_at: iso(created),
    updated_at: iso(Math.min(now, created + rnd.int(0, 60) * DAY)),
  });
}
