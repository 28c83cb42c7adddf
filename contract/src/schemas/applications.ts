/**
 * The application record calls' shapes (docs/api-contract.md, "Record calls"): the form's create, edit, store and
 * update, for the company and for administrators. The one definition that the contract server
 * (reference-server/src/api/routes/application-forms.ts) and the application screens (shared-core/src/applications) both
 * import.
 */
import type { DomainStatus } from './companies';
import type { DomainType } from './domains';
import type { CreateFormAnswer, EditFormAnswer, FormChoice } from './forms';
import type { PixelType } from './pixels';

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

/** An application as the record calls answer it; `comments_count` is counted when answered. */
export interface Application {
  id: number;
  name: string;
  status: ApplicationStatus;
  domain_id: number | null;
  /** The bound domain's name ('' without one). */
  domain: string;
  language: AppLanguage;
  category: AppCategory;
  template: AppTemplate;
  icon_url: string;
  screenshots: string[];
  developer_name: string;
  description: string;
  rating: number;
  installs_label: string;
  offer_url: string;
  pixel_ids: number[];
  push_enabled: boolean;
  comments_count: number;
  installs: number;
  company_id: number;
  /** The manage area's answers name the owning company. */
  company_name?: string;
  created_at: string;
  updated_at: string;
}

/**
 * The body of store: the fields without `?` are required; an update (`ApplicationUpdateBody`) sends the fields that
 * change. A blank `domain_id` unbinds the domain. The rating is kept to one decimal.
 */
export interface ApplicationBody {
  name: string;
  developer_name: string;
  category: AppCategory;
  language: AppLanguage;
  template: AppTemplate;
  offer_url: string;
  description?: string;
  installs_label?: string;
  icon_url?: string;
  push_enabled?: boolean;
  rating: number;
  /** Image addresses: absolute http(s), or a file of the API (`/api/...`); at most SCREENSHOTS_MAX. */
  screenshots?: string[];
  pixel_ids?: number[];
  domain_id?: number | null;
}

/** `POST /client/application/update` and `POST /manage/application/update`: the id and the fields that change. */
export type ApplicationUpdateBody = { id: number } & Partial<ApplicationBody>;

/** The answer of store and update. */
export interface ApplicationSavedAnswer {
  data: Application;
  message: string;
}

/** The choices of the application form (`create` and `edit` answer them). */
export interface ApplicationFormOptions {
  categories: FormChoice<AppCategory>[];
  languages: FormChoice<AppLanguage>[];
  templates: FormChoice<AppTemplate>[];
  /** The company's pixels, with their platform. */
  pixels: (FormChoice<number> & { type: PixelType })[];
  /** The company's free domains, plus the one the application already uses. */
  domains: (FormChoice<number> & { type: DomainType; status: DomainStatus })[];
}

/**
 * `GET /client/application/create`: every field of a new application. Its language is the reader's, which may be one
 * no page is written in (`ar`): the form then asks for one.
 */
export type ApplicationCreateAnswer = CreateFormAnswer<
  ApplicationFormOptions,
  Required<Omit<ApplicationBody, 'language'>> & { language: string }
>;

/**
 * `GET /client/application/{id}/edit` and `GET /manage/application/{id}/edit` (which names the company): the
 * application and the choices of its company, with the domain it already uses.
 */
export type ApplicationEditAnswer = EditFormAnswer<Application, ApplicationFormOptions>;
