/**
 * The administrators' roles calls (manage.roles; docs/api-contract.md, "Roles, tariffs and referral links
 * (administrators)") and the lengths of a role's fields, which the form and the server both keep to. Shapes:
 * schemas/roles.ts.
 */
import { defineCalls } from './define';
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
