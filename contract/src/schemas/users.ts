/**
 * The administrators' user calls' schemas (docs/api-contract.md, "Administrators: companies, users, domains" and the
 * users area), the one definition that the contract server (reference-server/src/api/routes/manage-companies.ts,
 * manage.ts, admin-users.ts) and the calls of the administrators' and users' areas (remote-manage/src/api/users.ts,
 * remote-users/src/api/users.ts) both import. The light module (constant lists, types) is ../users.ts.
 */
import { z } from 'zod';
import { USER_LOCALES, USER_STATUSES } from '../users';
import { EditForm, FormChoice, Id, Label, Timestamp, Url } from './define';

export const UserStatus = z.enum(USER_STATUSES);
export const UserLocale = z.enum(USER_LOCALES);

/** A role as a user form offers it: with its permissions, so that the form can list the chosen role's. */
const RoleChoice = FormChoice(Id).extend({ permissions: z.array(z.string()) });

/** A user as the administrators' form reads it (`GET /manage/user/{id}/edit`); names are '' when there is none. */
export const ManagedUser = z
  .object({
    id: Id,
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
    name: z.string(),
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
    name: z.string(),
    email: z.string(),
    status: UserStatus,
    locale: UserLocale,
    role_id: Id.nullable(),
  })
  .meta({ id: 'PlatformUserBody' });

/**
 * `GET /admin/users/enums`: the choices of the users area's form (statuses, roles with their permissions, languages)
 * and the names of all permissions, which a user's record lists.
 */
export const UserEnums = z.object({
  statuses: z.array(FormChoice(UserStatus)),
  roles: z.array(RoleChoice),
  locales: z.array(FormChoice(UserLocale)),
  permissions: z.array(FormChoice(z.string())),
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
