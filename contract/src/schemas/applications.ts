/**
 * The application record calls' schemas (docs/api-contract.md, "Record calls"): the form's create, edit, store and
 * update, for the company and for administrators. The one definition that the contract server
 * (reference-server/src/api/routes/application-forms.ts) and the application screens (shared-domain/src/applications)
 * both import. The constant lists and limits are in the light module (../applications.ts).
 */
import { z } from 'zod';
import {
  APP_CATEGORIES,
  APP_LANGUAGES,
  APP_TEMPLATES,
  APPLICATION_LIMITS,
  APPLICATION_STATUSES,
  SCREENSHOTS_MAX,
} from '../applications';
import { DOMAIN_STATUSES } from '../companies';
import { DOMAIN_TYPES } from '../domains';
import {
  CreateForm,
  Done,
  EditForm,
  FormChoice,
  Id,
  Saved,
  Timestamp,
  Url,
  Version,
  Versioned,
  schemaTable,
} from './define';
import { PixelType } from './pixels';

export const ApplicationStatus = z.enum(APPLICATION_STATUSES);
export const AppCategory = z.enum(APP_CATEGORIES);
export const AppLanguage = z.enum(APP_LANGUAGES);
export const AppTemplate = z.enum(APP_TEMPLATES);

/** An application as the record calls answer it; `comments_count` is counted when answered. */
export const Application = z
  .object({
    id: Id,
    version: Version,
    name: z.string(),
    status: ApplicationStatus,
    domain_id: Id.nullable(),
    /** The bound domain's name ('' without one). */
    domain: z.string(),
    language: AppLanguage,
    category: AppCategory,
    template: AppTemplate,
    icon_url: Url,
    screenshots: z.array(Url),
    developer_name: z.string(),
    description: z.string(),
    rating: z.number(),
    installs_label: z.string(),
    offer_url: Url,
    pixel_ids: z.array(Id),
    push_enabled: z.boolean(),
    comments_count: z.number().int().min(0),
    installs: z.number().int().min(0),
    company_id: Id,
    /** The manage area's answers name the owning company. */
    company_name: z.string().optional(),
    created_at: Timestamp,
    updated_at: Timestamp,
  })
  .meta({ id: 'Application' });

/**
 * The body of store: the fields without `?` are required; an update (`ApplicationUpdateBody`) sends the fields that
 * change. A blank `domain_id` unbinds the domain. The rating has at most one decimal (4.7; 4.75 is 422 on `rating`). `offer_url` is an http(s) address
 * with a public host (`isOfferUrl`).
 */
export const ApplicationBody = z
  .object({
    name: z.string().max(APPLICATION_LIMITS.name),
    developer_name: z.string().max(APPLICATION_LIMITS.developerName),
    category: AppCategory,
    language: AppLanguage,
    template: AppTemplate,
    offer_url: Url.max(APPLICATION_LIMITS.url),
    description: z.string().max(APPLICATION_LIMITS.description).optional(),
    installs_label: z.string().max(APPLICATION_LIMITS.installsLabel).optional(),
    icon_url: Url.max(APPLICATION_LIMITS.url).optional(),
    push_enabled: z.boolean().optional(),
    rating: z.number().min(APPLICATION_LIMITS.rating.min).max(APPLICATION_LIMITS.rating.max),
    /** Image addresses: absolute http(s), or a file of the API (`/api/...`); at most SCREENSHOTS_MAX. */
    screenshots: z.array(Url).max(SCREENSHOTS_MAX).optional(),
    pixel_ids: z.array(Id).optional(),
    domain_id: Id.nullable().optional(),
  })
  .meta({ id: 'ApplicationBody' });

/** `POST /client/application/update` and `POST /manage/application/update`: the id and the fields that change. */
export const ApplicationUpdateBody = z
  .object({ id: Id, ...ApplicationBody.partial().shape })
  .meta({ id: 'ApplicationUpdateBody' });

/** The answer of store and update. */
export const ApplicationSavedAnswer = Saved(Application);

/** The choices of the application form (`create` and `edit` answer them). */
export const ApplicationFormOptions = z.object({
  categories: z.array(FormChoice(AppCategory)),
  languages: z.array(FormChoice(AppLanguage)),
  templates: z.array(FormChoice(AppTemplate)),
  /** The company's pixels, with their platform. */
  pixels: z.array(FormChoice(Id).extend({ type: PixelType })),
  /** The company's free domains, plus the one the application already uses. */
  domains: z.array(FormChoice(Id).extend({ type: z.enum(DOMAIN_TYPES), status: z.enum(DOMAIN_STATUSES) })),
});

/**
 * `GET /client/application/create`: every field of a new application. Its language is the reader's, which may be one
 * no page is written in (`ar`): the form then asks for one.
 */
export const ApplicationCreateAnswer = CreateForm(
  ApplicationFormOptions,
  ApplicationBody.omit({ language: true, screenshots: true })
    .required()
    .extend({ screenshots: z.array(Url), language: z.string() }),
);

/**
 * `GET /client/application/{id}/edit` and `GET /manage/application/{id}/edit` (which names the company): the
 * application and the choices of its company, with the domain it already uses.
 */
export const ApplicationEditAnswer = EditForm(Application, ApplicationFormOptions);

/** The answer of an action on an application (clone, deactivate; the administrators' every action). */
const ApplicationAction = ApplicationSavedAnswer;

export const applicationSchemas = schemaTable({
  create: {
    summary: 'The new application form: its choices and defaults',
    answer: ApplicationCreateAnswer,
  },
  edit: {
    summary: 'An application with its form choices; also the record read of its screen',
    description: 'Viewing is enough (application.view); saving needs application.update.',
    answer: ApplicationEditAnswer,
    sample: { params: { id: { listing: 'application' } } },
  },
  store: {
    summary: 'Creates an application, a draft',
    body: ApplicationBody,
    answer: ApplicationSavedAnswer,
  },
  update: {
    summary: 'Changes the fields sent of the application named by `id`',
    description: 'Without a valid `id`: 422 on `id`; another company’s or a deleted application: 404.',
    body: Versioned(ApplicationUpdateBody),
    conflict: Application,
    answer: ApplicationSavedAnswer,
    errors: [404],
  },
  clone: {
    summary: 'Copies the application as a draft, without its domain, with its comments',
    answer: ApplicationAction,
  },
  publish: {
    summary: 'Makes a draft live: its page starts serving',
    description:
      'Only a `draft`: 422 on `status` otherwise. A draft that lacks something of `PUBLISH_REQUIREMENTS` (`publishMissing`): 422 with one message per missing field, keyed by the field (`domain_active`: the bound domain is not verified).',
    answer: ApplicationAction,
    errors: [422],
  },
  deactivate: {
    summary: 'Deactivates a serving application',
    description: 'Only an `active` application: 422 on `status` otherwise.',
    answer: ApplicationAction,
    errors: [422],
  },
  delete: {
    summary: 'Deletes the application (soft): the company no longer sees it',
    answer: Done,
  },
});

export const manageApplicationSchemas = schemaTable({
  edit: {
    summary: 'Any company’s application, deleted ones too, with its company’s form choices',
    answer: ApplicationEditAnswer,
    sample: { params: { id: { listing: 'manage-application' } } },
  },
  update: {
    summary: 'Changes the fields sent of any company’s application, named by `id`',
    description: 'Without a valid `id`: 422 on `id`; an unknown one: 404.',
    body: Versioned(ApplicationUpdateBody),
    conflict: Application,
    answer: ApplicationSavedAnswer,
    errors: [404],
  },
  restore: {
    summary: 'Makes a deactivated or deleted application active again',
    description: 'Only from `deactivated` or `deleted`: 422 on `status` otherwise.',
    answer: ApplicationAction,
    errors: [422],
  },
  deactivate: {
    summary: 'Deactivates a serving application of any company',
    description: 'Only an `active` application: 422 on `status` otherwise.',
    answer: ApplicationAction,
    errors: [422],
  },
  delete: {
    summary: 'Deletes any company’s application (soft, restorable)',
    description: 'An application already deleted: 422 on `status`.',
    answer: ApplicationAction,
    errors: [422],
  },
});

export type Application = z.infer<typeof Application>;
export type ApplicationBody = z.infer<typeof ApplicationBody>;
export type ApplicationUpdateBody = z.infer<typeof ApplicationUpdateBody>;
export type ApplicationSavedAnswer = z.infer<typeof ApplicationSavedAnswer>;
export type ApplicationFormOptions = z.infer<typeof ApplicationFormOptions>;
export type ApplicationCreateAnswer = z.infer<typeof ApplicationCreateAnswer>;
export type ApplicationEditAnswer = z.infer<typeof ApplicationEditAnswer>;
