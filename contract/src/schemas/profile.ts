/**
 * The signed-in user's own calls' schemas (docs/api-contract.md, "Profile"): the profile as its form reads it, the
 * name's update and the password change. The light module (calls, types) is ../profile.ts.
 */
import { z } from 'zod';
import { AUTH_LIMITS } from '../sign-up';
import { Done, EditForm, Id, Saved, Version, Versioned, schemaTable } from './define';
import { UserLocale } from './users';

/** The signed-in user as their profile shows them: what they may change (the name) and what they may only read. */
export const Profile = z
  .object({
    id: Id,
    version: Version,
    name: z.string(),
    /** Read only: the sign-in name, changed by an administrator, never here (no address is confirmed by mail). */
    email: z.string(),
    /** Null for a user without a company (a platform administrator). */
    company_name: z.string().nullable(),
    /** The role's name, null without one. */
    role_name: z.string().nullable(),
    /** The panel's language of this user (its name is the panel's, contract/src/languages.ts). */
    locale: UserLocale,
    is_admin: z.boolean(),
  })
  .meta({ id: 'Profile' });

/** `GET /common/profile/edit`: the profile; its form has no choices. */
export const ProfileEditAnswer = EditForm(Profile, z.object({}));

/** `POST /common/profile/update`: the name, trimmed, plain text, 1 to AUTH_LIMITS.text.max characters. */
export const ProfileBody = z
  .object({ name: z.string().min(1).max(AUTH_LIMITS.text.max) })
  .meta({ id: 'ProfileBody' });

export const ProfileSaved = Saved(Profile);

/**
 * `POST /common/profile/password`: the password in use and the new one twice; the new one as long as sign-up asks
 * (AUTH_LIMITS.password.min).
 */
export const PasswordChangeBody = z
  .object({
    current_password: z.string(),
    password: z.string().min(AUTH_LIMITS.password.min),
    password_confirmation: z.string(),
  })
  .meta({ id: 'PasswordChangeBody' });

export const profileSchemas = schemaTable({
  edit: {
    summary: 'The signed-in user’s profile: the name, and the email, company, role and language to read',
    answer: ProfileEditAnswer,
  },
  update: {
    summary: 'Changes the signed-in user’s name',
    description:
      'Only `name`; the email, company, role and language are not the profile’s to change (other fields are ignored).',
    body: Versioned(ProfileBody),
    conflict: Profile,
    answer: ProfileSaved,
  },
  password: {
    summary:
      'Changes the signed-in user’s password, given the current one; every other session of the user ends',
    description:
      'A wrong `current_password` answers 422 on `current_password` (the sign-in’s "These credentials do not match" ' +
      'rule, saying no more), and counts as a failed sign-in of the account (docs/api-contract.md, "Sessions"): past ' +
      'the limit, 429 with `Retry-After` before anything is checked. The new password is held to the sign-up’s rules ' +
      '(422 on `password`, on `password_confirmation` when they differ). The token of the request keeps working; ' +
      'every other token of the user (a sign-in-as token too) answers 401 from then on.',
    body: PasswordChangeBody,
    answer: Done,
    errors: [429],
  },
});

export type Profile = z.infer<typeof Profile>;
export type ProfileEditAnswer = z.infer<typeof ProfileEditAnswer>;
export type ProfileBody = z.infer<typeof ProfileBody>;
export type ProfileSaved = z.infer<typeof ProfileSaved>;
export type PasswordChangeBody = z.infer<typeof PasswordChangeBody>;
