/**
 * The administrators' roles calls' shapes (docs/api-contract.md, "Roles, tariffs and referral links
 * (administrators)"), the one definition that the contract server (reference-server/src/api/routes/roles.ts) and the
 * administrators' area's calls (remote-manage/src/api/roles.ts) both import.
 */
import type { CreateFormAnswer, EditFormAnswer } from './forms';

/** A role: a named set of permissions that company users hold. */
export interface Role {
  id: number;
  name: string;
  description: string;
  /** Permission names (`application.view`). */
  permissions: string[];
  /** A role the platform relies on: it cannot be deleted and its permissions cannot be changed. */
  is_system: boolean;
  users_count: number;
  created_at: string;
}

/** One permission as the `create` / `edit` calls offer it: its name, its description, and its group. */
export interface PermissionOption {
  value: string;
  label: string;
  group: string;
}

/** What destroying a role would affect (`GET /manage/roles/{id}/delete`). */
export interface RoleDeletion {
  id: number;
  name: string;
  is_system: boolean;
  users_count: number;
  /** The first users (at most 10) who hold the role. */
  users: { id: number; name: string; email: string }[];
}

/**
 * The body of `store` (every field) and of `update` (a field left out keeps its value). A system role's permissions
 * cannot change.
 */
export interface RoleBody {
  name: string;
  description: string;
  permissions: string[];
}

/** The choices of the role form: every permission, with its description and group. */
export interface RoleFormOptions {
  permissions: PermissionOption[];
}

/** `GET /manage/roles/create`: every permission to choose from, and an empty role. */
export type RoleCreateAnswer = CreateFormAnswer<RoleFormOptions, RoleBody>;

/** `GET /manage/roles/{id}/edit`. */
export type RoleEditAnswer = EditFormAnswer<Role, RoleFormOptions>;
