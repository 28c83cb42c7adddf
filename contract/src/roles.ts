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
 * role would be a way to more rights than one has. An administrator holding `manage.users` may sign in as any user
 * (`manage-users.login`), so every company permission is already within their reach and they may give it; what they
 * may not hand out is an administrator's permission they do not hold. Any other granter, `isAdmin` or not (a users.admin
 * administrator, a company user flagged admin), gives only what they hold. The server refuses such a grant (422 on
 * `role_id`) and leaves such roles out of the pickers it offers.
 *
 * @example
 * canGrantRole({ isAdmin: false, permissions: ['team.manage', 'application.view'] }, ['application.view']); // true
 * canGrantRole({ isAdmin: false, permissions: ['team.manage'] }, ['team.manage', 'company.deposit']); // false
 * canGrantRole({ isAdmin: true, permissions: ['manage.users'] }, ['company.deposit']); // true
 * canGrantRole({ isAdmin: true, permissions: ['manage.users'] }, ['manage.roles']); // false
 * canGrantRole({ isAdmin: true, permissions: ['users.admin'] }, ['company.deposit']); // false
 */
export function canGrantRole(
  granter: { isAdmin: boolean; permissions: readonly string[] },
  role: readonly string[],
): boolean {
  const managed: readonly string[] = MANAGE_PERMISSIONS;
  // Only signing in as users makes the company permissions the administrator's own in effect.
  const actsAsAnyone = granter.isAdmin && granter.permissions.includes('manage.users');
  return role.every(
    (permission) =>
      granter.permissions.includes(permission) || (actsAsAnyone && !managed.includes(permission)),
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
