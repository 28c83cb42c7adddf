/**
 * The administrators' user calls (docs/api-contract.md, "Administrators: companies, users, domains" and the users
 * area): the statuses and languages a user may have. Shapes: schemas/users.ts.
 */

export type {
  ManagedUser,
  ManagedUserBody,
  ManagedUserEditAnswer,
  ManagedUserFormOptions,
  PlatformUser,
  PlatformUserBody,
  UserEnums,
  UserStatusAnswer,
  UserStatusBody,
} from './schemas/users';

export const USER_STATUSES = ['active', 'blocked', 'invited'] as const;
export type UserStatus = (typeof USER_STATUSES)[number];

/** The languages a user may choose for the panel. */
export const USER_LOCALES = ['ru', 'en', 'ar'] as const;
export type UserLocale = (typeof USER_LOCALES)[number];
