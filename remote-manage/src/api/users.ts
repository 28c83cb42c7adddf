import { defineResource } from '@panel/shared-core/record-data';
import { manageUserCalls, type ManagedUserEditAnswer } from '@panel/contract';

// The administrators' user calls, their shapes and rules are the contract's (@panel/contract, users.ts).
export {
  USER_LIMITS,
  needsRole,
  type ManagedUser,
  type ManagedUserBody,
  type ManagedUserEditAnswer,
  type ManagedUserFormOptions,
} from '@panel/contract';

/**
 * A user's company, role and administrator rights (manage.users), as the edit call answers them with the choices of
 * its form (`ManagedUserFormOptions`).
 */
export const managedUsers = defineResource<ManagedUserEditAnswer['data']>({
  key: ['manage', 'users'],
  edit: manageUserCalls.edit,
  update: manageUserCalls.update,
  listings: [{ name: 'all-users' }],
});
