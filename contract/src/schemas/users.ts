/**
 * The administrators' user calls' shapes (docs/api-contract.md, "Administrators: companies, users, domains" and the
 * users area), the one definition that the contract server (reference-server/src/api/routes/manage-companies.ts, manage.ts,
 * admin-users.ts) and the calls of the administrators' and users' areas (remote-manage/src/api/users.ts,
 * remote-users/src/api/users.ts) both import.
 */
import type { EditFormAnswer, FormChoice } from './forms';

export const USER_STATUSES = ['active', 'blocked', 'invited'] as const;
export type UserStatus = (typeof USER_STATUSES)[number];

/** The languages a user may choose for the panel. */
export const USER_LOCALES = ['ru', 'en', 'ar'] as const;
export type UserLocale = (typeof USER_LOCALES)[number];

/** A user as the administrators' form reads it (`GET /manage/user/{id}/edit`); names are '' when there is none. */
export interface ManagedUser {
  id: number;
  name: string;
  email: string;
  status: UserStatus;
  company_id: number | null;
  company_name: string;
  role_id: number | null;
  role_name: string;
  is_admin: boolean;
  locale: UserLocale;
  created_at: string;
  last_login_at: string | null;
}

/**
 * `POST /manage/user/{id}/update`: the body sends the fields that change (null or '' clears an id). A company's user
 * needs a role, and nobody takes away their own administrator rights.
 */
export interface ManagedUserBody {
  name: string;
  email: string;
  company_id: number | null;
  role_id: number | null;
  is_admin: boolean;
}

/**
 * The choices of the administrators' user form: every company, every role with its permissions, the statuses, and
 * every permission by name (the form lists the chosen role's).
 */
export interface ManagedUserFormOptions {
  company_id: FormChoice<number>[];
  role_id: (FormChoice<number> & { permissions: string[] })[];
  status: FormChoice<UserStatus>[];
  permissions: FormChoice<string>[];
}

/** `GET /manage/user/{id}/edit` (no create call: a user registers or is invited). */
export type ManagedUserEditAnswer = EditFormAnswer<ManagedUser, ManagedUserFormOptions>;

/** `PUT /manage/user/{id}/change-status`: never your own. */
export interface UserStatusBody {
  status: Exclude<UserStatus, 'invited'>;
}

/** The answer of a user's status change. */
export interface UserStatusAnswer {
  message: string;
  user: { id: number; status: UserStatus };
}

/** A user of the platform as `GET /admin/users/view/{id}` answers it (`{ user }`). */
export interface PlatformUser {
  id: number;
  public_id: string;
  name: string;
  email: string;
  status: UserStatus;
  company_id: number | null;
  company_name: string | null;
  role_id: number | null;
  role_name: string | null;
  /** The permissions of the user's role. */
  permissions: string[];
  is_admin: boolean;
  telegram_id: number | null;
  locale: UserLocale;
  avatar_url: string;
  created_at: string;
  last_login_at: string | null;
}

/** `POST /admin/users/update/{id}`: every field (a null or '' role clears it). Nobody changes their own status. */
export interface PlatformUserBody {
  name: string;
  email: string;
  status: UserStatus;
  locale: UserLocale;
  role_id: number | null;
}

/**
 * `GET /admin/users/enums`: the choices of the users area's form (statuses, roles with their permissions, languages)
 * and the names of all permissions, which a user's record lists.
 */
export interface UserEnums {
  statuses: FormChoice<UserStatus>[];
  roles: (FormChoice<number> & { permissions: string[] })[];
  locales: FormChoice<UserLocale>[];
  permissions: FormChoice<string>[];
}
