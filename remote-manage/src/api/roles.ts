import { callApi } from '@panel/shared-core';
import { defineResource, type RecordId } from '@panel/shared-core/record-data';
import { roleCalls, type RoleDeletion, type RoleEditAnswer } from '@panel/contract';

// The roles calls, their shapes and rules are the contract's (@panel/contract, roles.ts).
export {
  ROLE_LIMITS,
  type PermissionOption,
  type Role,
  type RoleBody,
  type RoleCreateAnswer,
  type RoleDeletion,
  type RoleEditAnswer,
  type RoleFormOptions,
} from '@panel/contract';

// The record its form and record screen read is the one the edit call answers.
export const roles = defineResource<RoleEditAnswer['data']>({
  key: ['manage', 'roles'],
  create: roleCalls.create,
  edit: roleCalls.edit,
  store: roleCalls.store,
  update: roleCalls.update,
  // The permissions listing counts the roles of each permission; the users listing names each user's role.
  listings: [{ name: 'roles' }, { name: 'permissions' }, { name: 'all-users' }],
});

export const roleActions = { destroy: roleCalls.destroy };

export const roleDeletionKey = (id: RecordId) => ['manage', 'roles', 'deletion', String(id)] as const;

export const rolesApi = {
  /** What destroying the role would affect: whether it is a system role, and who holds it. */
  async deletion(id: RecordId, signal?: AbortSignal): Promise<RoleDeletion> {
    const { data } = await callApi(roleCalls.deletion, { params: { id } }, { signal });
    return data;
  },
};

/**
 * The users remote's listing of every user, filtered by a role (its URL state: `f.<filter>`,
 * shared-core/src/listing/url-state.ts).
 */
export const usersWithRolePath = (roleId: RecordId) =>
  `/users?f.role_id=${encodeURIComponent(String(roleId))}`;
