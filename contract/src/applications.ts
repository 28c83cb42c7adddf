/**
 * The company's and the administrators' applications (docs/api-contract.md, "Record calls"): the constant lists of an
 * application's fields and its limits, which the form and the server both apply. Shapes: schemas/applications.ts.
 */
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
