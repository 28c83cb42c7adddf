/**
 * The administrators' user calls' schemas (docs/api-contract.md, "Administrators: companies, users, domains" and the
 * users area), the one definition that the contract server (reference-server/src/api/routes/manage-companies.ts,
 * manage.ts, admin-users.ts) and the calls of the administrators' and users' areas (remote-manage/src/api/users.ts,
 * remote-users/src/api/users.ts) both import. The light module (constant lists, types) is ../users.ts.
 */
import { z } from 'zod';
import { USER_LIMITS, USER_LOCALES, USER_STATUSES } from '../users';
import {
  EditForm,
  FormChoice,
  Id,
  Label,
  Saved,
  Timestamp,
  Url,
  Version,
  Versioned,
  schemaTable,
} from './define';
import { ListingPage, ListingQueryBody, ListingRow, ListingSettings } from './listings';
import { GRANT_RULE } from './roles';
import { SessionAnswer } from './session';

export const UserStatus = z.enum(USER_STATUSES);
export const UserLocale = z.enum(USER_LOCALES);

/** A role as a user form offers it: with its permissions, so that the form can list the chosen role's. */
const RoleChoice = FormChoice(Id).extend({ permissions: z.array(z.string()) });

/** A user as the administrators' form reads it (`GET /manage/user/{id}/edit`); names are '' when there is none. */
export const ManagedUser = z
  .object({
    id: Id,
    version: Version,
    name: z.string(),
    email: z.string(),
    status: UserStatus,
    company_id: Id.nullable(),
    company_name: z.string(),
    role_id: Id.nullable(),
    role_name: z.string(),
    is_admin: z.boolean(),
    locale: UserLocale,
    created_at: Timestamp,
    last_login_at: Timestamp.nullable(),
  })
  .meta({ id: 'ManagedUser' });

/**
 * `POST /manage/user/{id}/update`: the body sends the fields that change (null or '' clears an id). A company's user
 * needs a role, and nobody takes away their own administrator rights.
 */
export const ManagedUserBody = z
  .object({
    name: z.string().max(USER_LIMITS.manageName),
    email: z.string(),
    company_id: Id.nullable(),
    role_id: Id.nullable(),
    is_admin: z.boolean(),
  })
  .meta({ id: 'ManagedUserBody' });

/**
 * The choices of the administrators' user form: every company, every role with its permissions, the statuses, and
 * every permission by name (the form lists the chosen role's).
 */
export const ManagedUserFormOptions = z.object({
  company_id: z.array(FormChoice(Id)),
  role_id: z.array(RoleChoice),
  status: z.array(FormChoice(UserStatus)),
  permissions: z.array(FormChoice(z.string())),
});

/** `GET /manage/user/{id}/edit` (no create call: a user registers or is invited). */
export const ManagedUserEditAnswer = EditForm(ManagedUser, ManagedUserFormOptions);

/** `PUT /manage/user/{id}/change-status`: never your own. */
export const UserStatusBody = z
  .object({ status: UserStatus.exclude(['invited']) })
  .meta({ id: 'UserStatusBody' });

/** The answer of a user's status change. */
export const UserStatusAnswer = z.object({
  message: Label,
  user: z.object({ id: Id, status: UserStatus }),
});

/** A user of the platform as `GET /admin/users/view/{id}` answers it (`{ user }`). */
export const PlatformUser = z
  .object({
    id: Id,
    version: Version,
    public_id: z.string(),
    name: z.string(),
    email: z.string(),
    status: UserStatus,
    company_id: Id.nullable(),
    company_name: z.string().nullable(),
    role_id: Id.nullable(),
    role_name: z.string().nullable(),
    /** The permissions of the user's role. */
    permissions: z.array(z.string()),
    is_admin: z.boolean(),
    telegram_id: z.number().int().nullable(),
    locale: UserLocale,
    avatar_url: Url,
    created_at: Timestamp,
    last_login_at: Timestamp.nullable(),
  })
  .meta({ id: 'PlatformUser' });

/** `POST /admin/users/update/{id}`: every field (a null or '' role clears it). Nobody changes their own status. */
export const PlatformUserBody = z
  .object({
    name: z.string().max(USER_LIMITS.name),
    email: z.string(),
    status: UserStatus,
    locale: UserLocale,
    role_id: Id.nullable(),
  })
  .meta({ id: 'PlatformUserBody' });

/**
 * `GET /admin/users/enums`: the choices of the users area's form (statuses, the roles the caller may give with their
 * permissions, languages) and the names of all permissions, which a user's record lists. Not per user: the form adds
 * the user's current role to the roles itself.
 */
export const UserEnums = z.object({
  statuses: z.array(FormChoice(UserStatus)),
  roles: z.array(RoleChoice),
  locales: z.array(FormChoice(UserLocale)),
  permissions: z.array(FormChoice(z.string())),
});

/** `GET /admin/users/view/{id}`. */
export const PlatformUserAnswer = z.object({ user: PlatformUser });

/** The answer of `POST /admin/users/update/{id}`: the user as saved. */
export const PlatformUserSaved = z.object({ message: Label, user: PlatformUser });

/**
 * `POST /manage/user/{id}/login`: the session of the user (as every sign-in answers it, schemas/auth.ts `SessionAnswer`,
 * written out here since auth's schemas read this module) and who that user is, for the banner of the panel.
 */
export const SignInAsAnswer = SessionAnswer.extend({
  user: z.object({ id: Id, name: z.string(), company_name: z.string().nullable() }),
});

const anyUser = { params: { id: { listing: 'all-users' } } } as const;

export const userSchemas = schemaTable({
  listSettings: {
    summary: "The users area's listing of every user: its columns, filters and actions",
    description:
      "The `all-users` listing (as `GET /common/listing/all-users/settings` answers it), under the area's own path.",
    answer: ListingSettings,
  },
  list: {
    summary: "A page of the users area's listing of every user",
    description:
      "The `all-users` listing (as `POST /common/listing/all-users/data` answers it), under the area's own path.",
    body: ListingQueryBody,
    answer: ListingPage(ListingRow),
    sample: { body: { page: 1 } },
  },
  enums: {
    summary: "The choices of the users area's form, and the names of all permissions",
    answer: UserEnums,
  },
  view: {
    summary: 'A user of the platform, for the users area',
    answer: PlatformUserAnswer,
    sample: anyUser,
  },
  update: {
    summary: "Changes a user's name, email, status, language and role (every field)",
    description: `A taken email is 422 on \`email\`, an unknown role 422 on \`role_id\`; changing one's own status is 422 on \`status\`. ${GRANT_RULE}`,
    body: Versioned(PlatformUserBody),
    conflict: PlatformUser,
    answer: PlatformUserSaved,
  },
});

export const manageUserSchemas = schemaTable({
  edit: {
    summary: "A user with the choices of the administrators' user form",
    answer: ManagedUserEditAnswer,
    sample: anyUser,
  },
  update: {
    summary: "Changes the fields sent of a user's name, email, company, role and administrator rights",
    description: `A company's user needs a role (422 on \`role_id\`); nobody takes away their own administrator rights (422 on \`is_admin\`). ${GRANT_RULE} Making a user an administrator counts as giving their role.`,
    body: Versioned(ManagedUserBody.partial()),
    conflict: ManagedUser,
    answer: Saved(ManagedUser),
  },
  changeStatus: {
    summary: 'Blocks or unblocks a user',
    description: "Never one's own (422 on `status`).",
    body: UserStatusBody,
    answer: UserStatusAnswer,
  },
  login: {
    summary: 'Signs in as the user: their session, for the panel to open as them',
    description:
      'Refused (422 on `id`) for oneself, for another administrator and for a blocked user. The administrator keeps their own token.',
    answer: SignInAsAnswer,
    errors: [422],
  },
});

export type ManagedUser = z.infer<typeof ManagedUser>;
export type ManagedUserBody = z.infer<typeof ManagedUserBody>;
export type ManagedUserFormOptions = z.infer<typeof ManagedUserFormOptions>;
export type ManagedUserEditAnswer = z.infer<typeof ManagedUserEditAnswer>;
export type UserStatusBody = z.infer<typeof UserStatusBody>;
export type UserStatusAnswer = z.infer<typeof UserStatusAnswer>;
export type PlatformUser = z.infer<typeof PlatformUser>;
export type PlatformUserBody = z.infer<typeof PlatformUserBody>;
export type UserEnums = z.infer<typeof UserEnums>;
export type PlatformUserAnswer = z.infer<typeof PlatformUserAnswer>;
export type PlatformUserSaved = z.infer<typeof PlatformUserSaved>;
export type SignInAsAnswer = z.infer<typeof SignInAsAnswer>;
