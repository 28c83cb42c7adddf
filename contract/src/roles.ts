/**
 * The administrators' roles calls (manage.roles; docs/api-contract.md, "Roles, tariffs and referral links
 * (administrators)") and the lengths of a role's fields, which the form and the server both keep to. Shapes:
 * schemas/roles.ts.
 */
import { defineCalls } from './define';
import { MANAGE_PERMISSIONS } from './permissions';
import type { SchemaTypes } from './schemas/define';
import type { roleSchemas } from './schemas/roles';

export type {
  PermissionOption,
  Role,
  RoleBody,
  RoleCreateAnswer,
  RoleDeletion,
  RoleDeletionAnswer,
  RoleEditAnswer,
  RoleFormOptions,
} from './schemas/roles';

/**
 * Whether `granter` may give a role holding `role`: only when they hold every one of its permissions themselves.
 * Otherwise a user with `team.manage` alone could make a new account an owner and then deposit with it: granting a
 * role would be a way to more rights than one has. An administrator manages every company's users (and may act as
 * any of them), so the company permissions are within their reach; what they may not hand out is an administrator's
 * permission they do not hold. The server refuses such a grant (422 on `role_id`) and leaves such roles out of the
 * pickers it offers.
 *
 * @example
 * canGrantRole({ isAdmin: false, permissions: ['team.manage', 'application.view'] }, ['application.view']); // true
 * canGrantRole({ isAdmin: false, permissions: ['team.manage'] }, ['team.manage', 'company.deposit']); // false
 * canGrantRole({ isAdmin: true, permissions: ['manage.users'] }, ['company.deposit']); // true
 * canGrantRole({ isAdmin: true, permissions: ['manage.users'] }, ['manage.roles']); // false
 */
export function canGrantRole(
  granter: { isAdmin: boolean; permissions: readonly string[] },
  role: readonly string[],
): boolean {
  const managed: readonly string[] = MANAGE_PERMISSIONS;
  return role.every(
    (permission) =>
      granter.permissions.includes(permission) || (granter.isAdmin && !managed.includes(permission)),
  );
}

/** The lengths a role's fields keep to. */
export const ROLE_LIMITS = { name: 60, description: 300 } as const;

export const roleCalls = /*#__PURE__*/ defineCalls<SchemaTypes<typeof roleSchemas>>()(
  'roles',
  { admin: 'manage.roles' },
  {
    create: 'GET /manage/roles/create',
    store: 'POST /manage/roles/store',
    edit: 'GET /manage/roles/{id}/edit',
    update: 'PUT /manage/roles/{id}/update',
    deletion: 'GET /manage/roles/{id}/delete',
    destroy: 'DELETE /manage/roles/{id}/destroy',
  },
);
