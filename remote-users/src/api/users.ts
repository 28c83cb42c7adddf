import { callApi } from '@panel/shared-core';
import {
  defineResource,
  optionsFromWire,
  type FormOptions,
  type RecordResource,
} from '@panel/shared-core/record-data';
import { manageUserCalls, userCalls, type PlatformUser } from '@panel/contract';

// The users calls, their shapes and rules are the contract's (@panel/contract, users.ts).
export {
  USER_LIMITS,
  type PlatformUser,
  type PlatformUserBody,
  type UserEnums,
  type UserStatus,
  type UserStatusBody,
} from '@panel/contract';

export const usersApi = {
  async view(id: number | string, signal?: AbortSignal): Promise<PlatformUser> {
    const { user } = await callApi(userCalls.view, { params: { id } }, { signal });
    return user;
  },
  /** The choices keyed by the form's field names (`status`, `role_id`, `locale`), as an edit call would send them. */
  async enums(signal?: AbortSignal): Promise<FormOptions> {
    const data = await callApi(userCalls.enums, {}, { signal });
    return optionsFromWire({
      status: data.statuses,
      role_id: data.roles,
      locale: data.locales,
      // Not a field: the names of the permissions the record lists.
      permissions: data.permissions,
    });
  },
};

const declared = defineResource<PlatformUser>({
  key: ['users', 'users'],
  update: userCalls.update,
  // The users area's listing is all-users read through /admin/users/list: its keys sit under this one.
  listings: [{ name: 'all-users' }],
});

/**
 * The users area's record calls. This API has no `{ data, options }` edit call: the record (`view`) and the form's
 * choices (`enums`) are two calls, so `edit` reads both side by side and answers them in that one shape. The record
 * screen (`useRecord`, for the labels of status and language) and the form (`useRecordForm`) then share one query.
 *
 * @example
 * const { data } = useRecord(users, 42); // data.record: the user, data.options.role_id: the roles
 */
export const users: RecordResource<PlatformUser> = {
  ...declared,
  async edit(id, options = {}) {
    const [record, choices] = await Promise.all([
      usersApi.view(id, options.signal),
      usersApi.enums(options.signal),
    ]);
    return { record, options: withCurrentRole(choices, record) };
  },
};

/**
 * The enums offer only the roles the administrator may give (canGrantRole on the server), and they are not per user:
 * a user's current role the administrator could not give is added, so that the form still shows it (and may send it
 * back unchanged, which the server allows).
 */
function withCurrentRole(options: FormOptions, user: PlatformUser): FormOptions {
  const roles = options.role_id ?? [];
  if (user.role_id === null || roles.some((role) => role.value === user.role_id)) return options;
  const current = { value: user.role_id, label: user.role_name ?? '', permissions: user.permissions };
  return { ...options, role_id: [...roles, current] };
}

/** The actions on a user, in the administrators' API (manage.users). */
export const userActions = {
  /** Body `{ status: 'active' | 'blocked' }`; never your own. */
  changeStatus: manageUserCalls.changeStatus,
};
