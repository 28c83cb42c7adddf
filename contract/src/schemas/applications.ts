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
  APPLICATION_STATUSES,
  SCREENSHOTS_MAX,
} from '../applications';
import { DOMAIN_STATUSES } from '../companies';
import { DOMAIN_TYPES } from '../domains';
import { CreateForm, EditForm, FormChoice, Id, Saved, Timestamp, Url } from './define';
import { PixelType } from './pixels';

export const ApplicationStatus = z.enum(APPLICATION_STATUSES);
export const AppCategory = z.enum(APP_CATEGORIES);
export const AppLanguage = z.enum(APP_LANGUAGES);
export const AppTemplate = z.enum(APP_TEMPLATES);

/** An application as the record calls answer it; `comments_count` is counted when answered. */
export const Application = z
  .object({
    id: Id,
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
 * change. A blank `domain_id` unbinds the domain. The rating is kept to one decimal.
 */
export const ApplicationBody = z
  .object({
    name: z.string(),
    developer_name: z.string(),
    category: AppCategory,
    language: AppLanguage,
    template: AppTemplate,
    offer_url: Url,
    description: z.string().optional(),
    installs_label: z.string().optional(),
    icon_url: Url.optional(),
    push_enabled: z.boolean().optional(),
    rating: z.number(),
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

export type Application = z.infer<typeof Application>;
export type ApplicationBody = z.infer<typeof ApplicationBody>;
export type ApplicationUpdateBody = z.infer<typeof ApplicationUpdateBody>;
export type ApplicationSavedAnswer = z.infer<typeof ApplicationSavedAnswer>;
export type ApplicationFormOptions = z.infer<typeof ApplicationFormOptions>;
export type ApplicationCreateAnswer = z.infer<typeof ApplicationCreateAnswer>;
export type ApplicationEditAnswer = z.infer<typeof ApplicationEditAnswer>;
