/**
 * The administrators' roles calls (docs/api-contract.md, "Roles, tariffs and referral links (administrators)").
 * Shapes: schemas/roles.ts.
 */

export type {
  PermissionOption,
  Role,
  RoleBody,
  RoleCreateAnswer,
  RoleDeletion,
  RoleEditAnswer,
  RoleFormOptions,
} from './schemas/roles';
