/**
 * The company's people calls' schemas (team.manage, user.manage; docs/api-contract.md, "Team" and "The company's
 * users"): a member of the company, the team's and the user's forms, a status change. The types are in the light
 * module, ../team.ts.
 */
import { z } from 'zod';
import { CreateForm, EditForm, FormChoice, Id, Label, Timestamp } from './define';
import { UserLocale, UserStatus } from './users';

/** A user of the company as the team and user forms read it. */
export const Member = z
  .object({
    id: Id,
    name: z.string(),
    email: z.string(),
    role_id: Id.nullable(),
    role_name: z.string(),
    status: UserStatus,
    is_owner: z.boolean(),
    is_self: z.boolean(),
    locale: UserLocale,
    created_at: Timestamp,
    last_login_at: Timestamp.nullable(),
  })
  .meta({ id: 'Member' });

/**
 * `POST /client/team/store`: a new member with a password of at least 8 characters, typed twice. The role is one the
 * company may give (none with a `manage.*` permission).
 */
export const MemberBody = z
  .object({
    name: z.string(),
    email: z.string(),
    role_id: Id,
    password: z.string(),
    password_confirmation: z.string(),
  })
  .meta({ id: 'MemberBody' });

/**
 * `POST /client/team/update` (with the member's `id`) and `POST /client/user/update/{id}` (which alone takes `locale`):
 * the body sends the fields that change. Neither the owner's role nor the caller's own changes.
 */
export const MemberUpdateBody = z
  .object({
    name: z.string(),
    role_id: Id,
    locale: UserLocale,
  })
  .meta({ id: 'MemberUpdateBody' });

/** `PUT /client/user/{id}/change-status`: never the caller's own, nor the owner's. */
export const MemberStatusBody = z
  .object({ status: UserStatus.exclude(['invited']) })
  .meta({ id: 'MemberStatusBody' });

/** `GET /client/user/{id}/change-status`: whether the status may change, and why not. */
export const MemberStatusCheck = z.discriminatedUnion('can', [
  z.object({ can: z.literal(true) }),
  z.object({ can: z.literal(false), reason: Label }),
]);

/** The answer of a status change. */
export const MemberStatusAnswer = z.object({
  message: Label,
  user: z.object({ id: Id, status: UserStatus }),
});

/** The choices of the team's member form: the roles a member may be given. */
export const MemberFormOptions = z.object({
  role_id: z.array(FormChoice(Id)),
});

/** `GET /client/team/create`: the roles a member may be given, the analyst's first. */
export const MemberCreateAnswer = CreateForm(MemberFormOptions, MemberBody.pick({ role_id: true }));

/** `GET /client/team/{id}/edit`. */
export const MemberEditAnswer = EditForm(Member, MemberFormOptions);

/** The choices of the company's user form: the roles, and the panel's languages each named in itself. */
export const CompanyUserFormOptions = MemberFormOptions.extend({
  locale: z.array(FormChoice(UserLocale)),
});

/** `GET /client/user/edit/{id}`: the same member, with the languages to choose from (no create call). */
export const CompanyUserEditAnswer = EditForm(Member, CompanyUserFormOptions);

export type Member = z.infer<typeof Member>;
export type MemberBody = z.infer<typeof MemberBody>;
export type MemberUpdateBody = z.infer<typeof MemberUpdateBody>;
export type MemberStatusBody = z.infer<typeof MemberStatusBody>;
export type MemberStatusCheck = z.infer<typeof MemberStatusCheck>;
export type MemberStatusAnswer = z.infer<typeof MemberStatusAnswer>;
export type MemberFormOptions = z.infer<typeof MemberFormOptions>;
export type MemberCreateAnswer = z.infer<typeof MemberCreateAnswer>;
export type MemberEditAnswer = z.infer<typeof MemberEditAnswer>;
export type CompanyUserFormOptions = z.infer<typeof CompanyUserFormOptions>;
export type CompanyUserEditAnswer = z.infer<typeof CompanyUserEditAnswer>;
