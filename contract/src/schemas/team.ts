/**
 * The company's people calls' schemas (team.manage, user.manage; docs/api-contract.md, "Team" and "The company's
 * users"): a member of the company, the team's and the user's forms, a status change. The types are in the light
 * module, ../team.ts.
 */
import { z } from 'zod';
import { MEMBER_LIMITS } from '../team';
import {
  CreateForm,
  Done,
  EditForm,
  FormChoice,
  Id,
  Label,
  Saved,
  Timestamp,
  Version,
  Versioned,
  schemaTable,
} from './define';
import { GRANT_RULE } from './roles';
import { UserLocale, UserStatus } from './users';

/** A user of the company as the team and user forms read it. */
export const Member = z
  .object({
    id: Id,
    version: Version,
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
 * `POST /client/team/store`: a new member with a password of at least 8 characters, typed twice, and an address no
 * user has. The role is one the company may give (none with a `manage.*` permission).
 */
export const MemberBody = z
  .object({
    name: z.string().min(MEMBER_LIMITS.name.min).max(MEMBER_LIMITS.name.max),
    email: z.string(),
    role_id: Id,
    password: z.string().min(MEMBER_LIMITS.password.min),
    password_confirmation: z.string(),
  })
  .meta({ id: 'MemberBody' });

/**
 * `POST /client/team/update` (with the member's `id`) and `POST /client/user/update/{id}` (which alone takes `locale`):
 * the body sends the fields that change. Neither the owner's role nor the caller's own changes.
 */
export const MemberUpdateBody = z
  .object({
    name: z.string().min(MEMBER_LIMITS.name.min).max(MEMBER_LIMITS.name.max),
    role_id: Id,
    locale: UserLocale,
  })
  .meta({ id: 'MemberUpdateBody' });

/** `POST /client/team/update`: the member's `id` and the fields that change (no `locale`: the user update's). */
export const TeamUpdateBody = z
  .object({ id: Id, ...MemberUpdateBody.omit({ locale: true }).partial().shape })
  .meta({ id: 'TeamUpdateBody' });

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

/** A role as the team's pickers offer it: with what it grants, so that the picker can say so under each choice. */
export const TeamRoleChoice = FormChoice(Id).extend({
  /** The role's description, in the reader's language for the platform's own roles. */
  description: z.string(),
  /** How many permissions it grants. */
  permissions_count: z.number().int().nonnegative(),
});

/** The choices of the team's member form: the roles a member may be given. */
export const MemberFormOptions = z.object({
  role_id: z.array(TeamRoleChoice),
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

const MEMBER_RULES = `Neither the owner’s role nor the caller’s own changes (422 on \`role_id\`; sending the current role is fine). ${GRANT_RULE}`;

export const teamSchemas = schemaTable({
  create: { summary: 'The new member form: the roles a member may be given', answer: MemberCreateAnswer },
  store: {
    summary: 'Adds a member to the company, who can sign in at once',
    description: `When the members that are not blocked reach the tariff’s \`limits.team_members\`: 422 on \`limit\`, first. ${GRANT_RULE}`,
    body: MemberBody,
    answer: Saved(Member),
  },
  edit: {
    summary: 'A member of the company with the roles to choose from',
    answer: MemberEditAnswer,
    sample: { params: { id: { listing: 'team' } } },
  },
  update: {
    summary: 'Changes the name or the role of the member named by `id`',
    description: `Without a valid \`id\`: 422 on \`id\`; another company's user: 404. ${MEMBER_RULES}`,
    body: Versioned(TeamUpdateBody),
    conflict: Member,
    answer: Saved(Member),
    errors: [404],
  },
  destroy: {
    summary: 'Removes a member from the company: the account is blocked, without a role',
    description: 'Not the caller, nor the owner: 422 on `id`.',
    answer: Done,
    errors: [422],
  },
});

export const companyUserSchemas = schemaTable({
  edit: {
    summary: 'A user of the company with the roles and the languages to choose from',
    answer: CompanyUserEditAnswer,
    sample: { params: { id: { listing: 'user' } } },
  },
  update: {
    summary: 'Changes the name, the role or the language of a user of the company',
    description: MEMBER_RULES,
    body: Versioned(MemberUpdateBody.partial()),
    conflict: Member,
    answer: Saved(Member),
  },
  statusCheck: {
    summary: 'Whether the user’s status may change, and why not',
    answer: MemberStatusCheck,
    sample: { params: { id: { listing: 'user' } } },
  },
  changeStatus: {
    summary: 'Activates or blocks a user of the company',
    description: 'Not the caller, nor the owner: 422 on `status`. A blocked user’s tokens stop working.',
    body: MemberStatusBody,
    answer: MemberStatusAnswer,
  },
});

export type Member = z.infer<typeof Member>;
export type TeamUpdateBody = z.infer<typeof TeamUpdateBody>;
export type MemberBody = z.infer<typeof MemberBody>;
export type MemberUpdateBody = z.infer<typeof MemberUpdateBody>;
export type MemberStatusBody = z.infer<typeof MemberStatusBody>;
export type MemberStatusCheck = z.infer<typeof MemberStatusCheck>;
export type MemberStatusAnswer = z.infer<typeof MemberStatusAnswer>;
export type MemberFormOptions = z.infer<typeof MemberFormOptions>;
export type TeamRoleChoice = z.infer<typeof TeamRoleChoice>;
export type MemberCreateAnswer = z.infer<typeof MemberCreateAnswer>;
export type MemberEditAnswer = z.infer<typeof MemberEditAnswer>;
export type CompanyUserFormOptions = z.infer<typeof CompanyUserFormOptions>;
export type CompanyUserEditAnswer = z.infer<typeof CompanyUserEditAnswer>;
