/**
 * The administrators' roles calls' schemas (docs/api-contract.md, "Roles, tariffs and referral links
 * (administrators)"), the one definition that the contract server (reference-server/src/api/routes/roles.ts) and the
 * administrators' area's calls (remote-manage/src/api/roles.ts) both import. The light module (types) is ../roles.ts.
 */
import { z } from 'zod';
import { ROLE_LIMITS } from '../roles';
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

/** No role above one's own (canGrantRole, roles.ts): the text of every call that gives a role. */
export const GRANT_RULE =
  'Only a role whose permissions the caller all holds (canGrantRole): 422 on `role_id` otherwise; the role options list only those, and the record’s current role.';

/** A role: a named set of permissions that company users hold. */
export const Role = z
  .object({
    id: Id,
    version: Version,
    name: z.string(),
    description: z.string(),
    /** Permission names (`application.view`). */
    permissions: z.array(z.string()),
    /** A role the platform relies on: it cannot be deleted and its permissions cannot be changed. */
    is_system: z.boolean(),
    users_count: z.number().int().min(0),
    created_at: Timestamp,
  })
  .meta({ id: 'Role' });

/**
 * One permission as the `create` / `edit` calls offer it: its name, its description, its group and the group's name in
 * the caller's language (the one source of those names: the permissions listing's group filter uses them too).
 */
export const PermissionOption = FormChoice(z.string())
  .extend({
    group: Label,
    group_label: Label.optional().meta({
      description:
        "The group's name in the caller's language; an older server leaves it out (the group is shown).",
    }),
  })
  .meta({ id: 'PermissionOption' });

/** What destroying a role would affect (`GET /manage/roles/{id}/delete`). */
export const RoleDeletion = z.object({
  id: Id,
  name: z.string(),
  is_system: z.boolean(),
  users_count: z.number().int().min(0),
  /** The first users (at most 10) who hold the role. */
  users: z.array(z.object({ id: Id, name: z.string(), email: z.string() })),
});

/**
 * The body of `store` (every field) and of `update` (a field left out keeps its value). A system role's permissions
 * cannot change.
 */
export const RoleBody = z
  .object({
    name: z.string().max(ROLE_LIMITS.name),
    description: z.string().max(ROLE_LIMITS.description),
    permissions: z.array(z.string()),
  })
  .meta({ id: 'RoleBody' });

/** The choices of the role form: every permission, with its description and group. */
export const RoleFormOptions = z.object({ permissions: z.array(PermissionOption) });

/** `GET /manage/roles/create`: every permission to choose from, and an empty role. */
export const RoleCreateAnswer = CreateForm(RoleFormOptions, RoleBody);

/** `GET /manage/roles/{id}/edit`. */
export const RoleEditAnswer = EditForm(Role, RoleFormOptions);

/** `GET /manage/roles/{id}/delete`. */
export const RoleDeletionAnswer = z.object({ data: RoleDeletion });

const anyRole = { params: { id: { listing: 'roles' } } } as const;

export const roleSchemas = schemaTable({
  create: { summary: 'The new role form: every permission to choose from', answer: RoleCreateAnswer },
  store: {
    summary: 'Creates a role',
    description:
      'A name another role has (whatever its case) is 422 on `name`; unknown permissions 422 on `permissions`.',
    body: RoleBody,
    answer: Saved(Role),
  },
  edit: { summary: 'A role with the choices of its form', answer: RoleEditAnswer, sample: anyRole },
  update: {
    summary: 'Changes the fields sent of a role',
    description: "A system role's permissions cannot change (422 on `permissions`).",
    body: Versioned(RoleBody.partial()),
    conflict: Role,
    answer: Saved(Role),
  },
  deletion: {
    summary: 'What deleting the role would affect: whether it is a system role, and who holds it',
    answer: RoleDeletionAnswer,
    sample: anyRole,
  },
  destroy: {
    summary: 'Deletes a role that is not a system role and that nobody holds',
    description:
      'Refused with 422 on `id` for a system role and for a role users hold (the message names the first).',
    answer: Done,
    errors: [422],
  },
});

export type Role = z.infer<typeof Role>;
export type PermissionOption = z.infer<typeof PermissionOption>;
export type RoleDeletion = z.infer<typeof RoleDeletion>;
export type RoleBody = z.infer<typeof RoleBody>;
export type RoleFormOptions = z.infer<typeof RoleFormOptions>;
export type RoleCreateAnswer = z.infer<typeof RoleCreateAnswer>;
export type RoleEditAnswer = z.infer<typeof RoleEditAnswer>;
export type RoleDeletionAnswer = z.infer<typeof RoleDeletionAnswer>;
