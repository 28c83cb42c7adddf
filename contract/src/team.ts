/**
 * The company's people (docs/api-contract.md, "Team" and "The company's users"): their shapes as types. Shapes:
 * schemas/team.ts.
 */
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
} from './schemas/team';
