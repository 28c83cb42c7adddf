/**
 * The company's people calls' shapes (docs/api-contract.md, "Team" and "The company's users"), the one definition
 * that the contract server (reference-server/src/api/routes/team.ts) and the company area's calls
 * (remote-client/src/api/team.ts, users.ts) both import.
 */
import type { CreateFormAnswer, EditFormAnswer, FormChoice } from './forms';
import type { UserLocale, UserStatus } from './users';

/** A user of the company as the team and user forms read it. */
export interface Member {
  id: number;
  name: string;
  email: string;
  role_id: number | null;
  role_name: string;
  status: UserStatus;
  is_owner: boolean;
  is_self: boolean;
  locale: UserLocale;
  created_at: string;
  last_login_at: string | null;
}

/**
 * `POST /client/team/store`: a new member with a password of at least 8 characters, typed twice. The role is one the
 * company may give (none with a `manage.*` permission).
 */
export interface MemberBody {
  name: string;
  email: string;
  role_id: number;
  password: string;
  password_confirmation: string;
}

/**
 * `POST /client/team/update` (with the member's `id`) and `POST /client/user/update/{id}` (which alone takes `locale`):
 * the body sends the fields that change. Neither the owner's role nor the caller's own changes.
 */
export interface MemberUpdateBody {
  name: string;
  role_id: number;
  locale: UserLocale;
}

/** `PUT /client/user/{id}/change-status`: never the caller's own, nor the owner's. */
export interface MemberStatusBody {
  status: Exclude<UserStatus, 'invited'>;
}

/** `GET /client/user/{id}/change-status`: whether the status may change, and why not. */
export type MemberStatusCheck = { can: true } | { can: false; reason: string };

/** The answer of a status change. */
export interface MemberStatusAnswer {
  message: string;
  user: { id: number; status: UserStatus };
}

/** The choices of the team's member form: the roles a member may be given. */
export interface MemberFormOptions {
  role_id: FormChoice<number>[];
}

/** `GET /client/team/create`: the roles a member may be given, the analyst's first. */
export type MemberCreateAnswer = CreateFormAnswer<MemberFormOptions, Pick<MemberBody, 'role_id'>>;

/** `GET /client/team/{id}/edit`. */
export type MemberEditAnswer = EditFormAnswer<Member, MemberFormOptions>;

/** The choices of the company's user form: the roles, and the panel's languages each named in itself. */
export interface CompanyUserFormOptions extends MemberFormOptions {
  locale: FormChoice<UserLocale>[];
}

/** `GET /client/user/edit/{id}`: the same member, with the languages to choose from (no create call). */
export type CompanyUserEditAnswer = EditFormAnswer<Member, CompanyUserFormOptions>;
