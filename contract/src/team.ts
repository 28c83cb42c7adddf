/**
 * The company's people (docs/api-contract.md, "Team" and "The company's users"): the calls of the team (team.manage)
 * and of the company's users (user.manage), the limits of a member's fields, which the forms and the server both
 * apply, and their shapes as types. Shapes: schemas/team.ts.
 */
import { defineCalls } from './define';
import type { SchemaTypes } from './schemas/define';
import type { companyUserSchemas, teamSchemas } from './schemas/team';

export type {
  CompanyUserEditAnswer,
  CompanyUserFormOptions,
  Member,
  MemberBody,
  MemberCreateAnswer,
  MemberEditAnswer,
  MemberFormOptions,
  MemberStatusAnswer,
  MemberStatusBody,
  MemberStatusCheck,
  MemberUpdateBody,
  TeamRoleChoice,
  TeamUpdateBody,
} from './schemas/team';

/** A member's name (trimmed) and the least a new member's password has. */
export const MEMBER_LIMITS = { name: { min: 2, max: 100 }, password: { min: 8 } } as const;

/** The team (team.manage): a new member with a password, a member's name and role, removing one. */
export const teamCalls = /*#__PURE__*/ defineCalls<SchemaTypes<typeof teamSchemas>>()(
  'team',
  { company: 'team.manage' },
  {
    create: 'GET /client/team/create',
    store: 'POST /client/team/store',
    edit: 'GET /client/team/{id}/edit',
    update: 'POST /client/team/update',
    destroy: 'DELETE /client/team/{id}/destroy',
  },
);

/** The company's users (user.manage): the same members, with their language, and their status. */
export const companyUserCalls = /*#__PURE__*/ defineCalls<SchemaTypes<typeof companyUserSchemas>>()(
  'company-users',
  { company: 'user.manage' },
  {
    edit: 'GET /client/user/edit/{id}',
    update: 'POST /client/user/update/{id}',
    statusCheck: 'GET /client/user/{id}/change-status',
    changeStatus: 'PUT /client/user/{id}/change-status',
  },
);
