/**
 * The company's and the administrators' applications (docs/api-contract.md, "Record calls"): their calls, the constant
 * lists of an application's fields, its limits and the rule of its offer address, which the form and the server both
 * apply. Shapes: schemas/applications.ts.
 */
import { defineCalls } from './define';
import type { applicationSchemas, manageApplicationSchemas } from './schemas/applications';
import type { SchemaTypes } from './schemas/define';

export type {
  Application,
  ApplicationBody,
  ApplicationCreateAnswer,
  ApplicationEditAnswer,
  ApplicationFormOptions,
  ApplicationSavedAnswer,
  ApplicationUpdateBody,
} from './schemas/applications';

export const APPLICATION_STATUSES = ['draft', 'active', 'deactivated', 'deleted'] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];

/** The categories, languages and page templates an application may have. */
export const APP_CATEGORIES = [
  'games',
  'casino',
  'finance',
  'dating',
  'sport',
  'utilities',
  'health',
  'education',
  'shopping',
] as const;
export type AppCategory = (typeof APP_CATEGORIES)[number];

export const APP_LANGUAGES = ['ru', 'en', 'de', 'es', 'pt', 'tr', 'fr'] as const;
export type AppLanguage = (typeof APP_LANGUAGES)[number];

export const APP_TEMPLATES = ['google-play', 'app-store', 'minimal', 'dark'] as const;
export type AppTemplate = (typeof APP_TEMPLATES)[number];

/** The most screenshots an application shows. */
export const SCREENSHOTS_MAX = 8;

/** The lengths and bounds an application's fields keep to. */
export const APPLICATION_LIMITS = {
  name: 100,
  developerName: 100,
  description: 4000,
  installsLabel: 16,
  /** An address: the offer, the icon. */
  url: 2000,
  /** From 1 to 5, at most one digit after the decimal point (4.7). */
  rating: { min: 1, max: 5, decimals: 1 },
  screenshots: SCREENSHOTS_MAX,
} as const;

/**
 * An offer's address: http(s) with a public host, a name ending in a zone of letters (`shop.example.com`), which a
 * plain address check lets through without (`http://localhost`, `http://10.0.0.1`).
 *
 * @example
 * isOfferUrl('https://offer.example.com/landing'); // true
 * isOfferUrl('http://localhost:3000'); // false
 */
export function isOfferUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && /\.[a-z]{2,}$/i.test(url.hostname);
  } catch {
    return false;
  }
}

/**
 * What a draft needs before it goes live (its page starts serving), in the order the form shows them: a store page
 * with a name, a developer, a description and an icon, an offer to send users to, and a verified domain to serve on.
 * The record screen lists what is missing and the server's publish answers 422 per field on the same list, so both
 * read it here.
 */
export const PUBLISH_REQUIREMENTS = [
  'name',
  'developer_name',
  'description',
  'icon_url',
  'offer_url',
  'domain_id',
  'domain_active',
] as const;
export type PublishRequirement = (typeof PUBLISH_REQUIREMENTS)[number];

/** The fields a publish check reads, and the status of the bound domain (`null` without one). */
export interface PublishCandidate {
  name: string;
  developer_name: string;
  description: string;
  icon_url: string;
  offer_url: string;
  domain_id: number | null;
}

/**
 * What the application still lacks to be published; none: it may go live. `domain_active` is missing while the bound
 * domain is not verified (pending, error, disabled): a page there would not open.
 *
 * @example
 * publishMissing({ ...draft, domain_id: null }, null); // ['domain_id'] when the rest is filled in
 */
export function publishMissing(
  app: PublishCandidate,
  domainStatus: string | null | undefined,
): PublishRequirement[] {
  const filled = (value: string) => value.trim() !== '';
  const checks: Record<PublishRequirement, boolean> = {
    name: filled(app.name),
    developer_name: filled(app.developer_name),
    description: filled(app.description),
    icon_url: filled(app.icon_url),
    offer_url: isOfferUrl(app.offer_url),
    domain_id: app.domain_id !== null,
    // Only asked once a domain is bound: without one, "connect a domain" says it all.
    domain_active: app.domain_id === null || domainStatus === 'active',
  };
  return PUBLISH_REQUIREMENTS.filter((requirement) => !checks[requirement]);
}

/**
 * The company's application calls (docs/api-contract.md, "Applications"): its form, its record, and the row actions
 * of the `application` listing. Reading a record is enough to view it (application.view); each write has its own.
 */
export const applicationCalls = /*#__PURE__*/ defineCalls<SchemaTypes<typeof applicationSchemas>>()(
  'applications',
  { company: 'application.create' },
  {
    create: 'GET /client/application/create',
    edit: { route: 'GET /client/application/{id}/edit', access: { company: 'application.view' } },
    store: 'POST /client/application/store',
    update: { route: 'POST /client/application/update', access: { company: 'application.update' } },
    clone: 'POST /client/application/{id}/clone',
    publish: {
      route: 'POST /client/application/{id}/publish',
      access: { company: 'application.update' },
    },
    deactivate: {
      route: 'POST /client/application/{id}/deactivate',
      access: { company: 'application.update' },
    },
    delete: { route: 'POST /client/application/{id}/delete', access: { company: 'application.delete' } },
  },
);

/**
 * The administrators' application calls (manage.applications): any company's application, deleted ones too, and
 * the row actions of the `manage-application` listing. Their answers name the owning company (`company_name`).
 */
export const manageApplicationCalls = /*#__PURE__*/ defineCalls<
  SchemaTypes<typeof manageApplicationSchemas>
>()(
  'manage-applications',
  { admin: 'manage.applications' },
  {
    edit: 'GET /manage/application/{id}/edit',
    update: 'POST /manage/application/update',
    restore: 'POST /manage/application/{id}/restore',
    deactivate: 'POST /manage/application/{id}/deactivate',
    delete: 'POST /manage/application/{id}/delete',
  },
);
