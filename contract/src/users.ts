/**
 * The users calls (docs/api-contract.md, "Administrators: companies, users, domains" and the users area): the users
 * area's own (`/admin/users/*`, users.admin) and the administrators' (`/manage/user/*`, manage.users), the statuses and
 * languages a user may have and the rules of a user's fields, which the forms and the server both apply. Shapes:
 * schemas/users.ts.
 */
import { LANGUAGES } from './languages';
import { defineCalls } from './define';
import type { SchemaTypes } from './schemas/define';
import type { manageUserSchemas, userSchemas } from './schemas/users';

export type {
  ManagedUser,
  ManagedUserBody,
  ManagedUserEditAnswer,
  ManagedUserFormOptions,
  PlatformUser,
  PlatformUserAnswer,
  PlatformUserBody,
  PlatformUserSaved,
  SignInAsAnswer,
  UserEnums,
  UserStatusAnswer,
  UserStatusBody,
} from './schemas/users';

export const USER_STATUSES = ['active', 'blocked', 'invited'] as const;
export type UserStatus = (typeof USER_STATUSES)[number];

/** The languages a user may choose for the panel: the ones it ships (languages.ts). */
export const USER_LOCALES = LANGUAGES;
export type UserLocale = (typeof USER_LOCALES)[number];

/**
 * The lengths a user's fields keep to: a name in the administrators' form (`manageName`), and in the users area's
 * form (`name`).
 */
export const USER_LIMITS = { manageName: 100, name: 255 } as const;

/** Whether a user, as an update leaves them, lacks a role: a company's user needs one (an administrator may have none). */
export const needsRole = (companyId: number | null, roleId: number | null): boolean =>
  companyId !== null && roleId === null;

/** The users area's calls (users.admin): its listing of every user under paths of its own, a user's screen and form. */
export const userCalls = /*#__PURE__*/ defineCalls<SchemaTypes<typeof userSchemas>>()(
  'users',
  { admin: 'users.admin' },
  {
    listSettings: 'GET /admin/users/list-settings',
    list: { route: 'POST /admin/users/list', reads: true },
    enums: 'GET /admin/users/enums',
    view: 'GET /admin/users/view/{id}',
    update: 'POST /admin/users/update/{id}',
  },
);

/** The administrators' user calls (manage.users): a user's form, their status, and signing in as them. */
export const manageUserCalls = /*#__PURE__*/ defineCalls<SchemaTypes<typeof manageUserSchemas>>()(
  'manage-users',
  { admin: 'manage.users' },
  {
    edit: 'GET /manage/user/{id}/edit',
    update: 'POST /manage/user/{id}/update',
    changeStatus: 'PUT /manage/user/{id}/change-status',
    login: 'POST /manage/user/{id}/login',
  },
);
