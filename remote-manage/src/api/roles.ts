import { http } from '@panel/shared-core';
import { defineResource, type RecordCall, type RecordId } from '@panel/shared-core/record-data';
import type { RoleDeletion, RoleEditAnswer } from '@panel/contract';

// The shapes of the roles calls are the contract's own (docs/api-contract.md), shared with the server.
export type {
  PermissionOption,
  Role,
  RoleBody,
  RoleCreateAnswer,
  RoleDeletion,
  RoleEditAnswer,
  RoleFormOptions,
} from '@panel/contract';

// The record its form and record screen read is the one the edit call answers.
export const roles = defineResource<RoleEditAnswer['data']>({
  key: ['manage', 'roles'],
  create: '/manage/roles/create',
  edit: '/manage/roles/{id}/edit',
  store: '/manage/roles/store',
  update: { method: 'PUT', url: '/manage/roles/{id}/update' },
  // The permissions listing counts the roles of each permission; the users listing names each user's role.
  listings: [{ name: 'roles' }, { name: 'permissions' }, { name: 'all-users' }],
});

export const roleActions = {
  destroy: { method: 'DELETE', url: '/manage/roles/{id}/destroy' },
} as const satisfies Record<string, RecordCall>;

export const roleDeletionKey = (id: RecordId) => ['manage', 'roles', 'deletion', String(id)] as const;

export const rolesApi = {
  /** What destroying the role would affect: whether it is a system role, and who holds it. */
  async deletion(id: RecordId, signal?: AbortSignal): Promise<RoleDeletion> {
    const { data } = await http.get<{ data?: Partial<RoleDeletion> }>(
      `/manage/roles/${encodeURIComponent(String(id))}/delete`,
      { signal },
    );
    const raw = data?.data ?? {};
    return {
      id: Number(raw.id ?? id),
      name: String(raw.name ?? ''),
      is_system: raw.is_system === true,
      users_count: typeof raw.users_count === 'number' ? raw.users_count : 0,
      users: Array.isArray(raw.users) ? raw.users : [],
    };
  },
};

/**
 * The users remote's listing of every user, filtered by a role (its URL state: `f.<filter>`,
 * shared-core/src/listing/url-state.ts).
 */
export const usersWithRolePath = (roleId: RecordId) =>
  `/users?f.role_id=${encodeURIComponent(String(roleId))}`;
