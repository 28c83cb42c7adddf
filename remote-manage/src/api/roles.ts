import { http } from '@panel/shared-core';
import { defineResource, type RecordCall, type RecordId } from '@panel/shared-core/record';

/** A role: a named set of permissions that company users hold (the administrators' `/manage/roles`). */
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

export const roles = defineResource<Role>({
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
