import { defineResource } from '@panel/shared-core/record-data';
import type { ManagedUserEditAnswer } from '@panel/contract';

// The shapes of the administrators' user calls are the contract's own (docs/api-contract.md), shared with the server.
export type {
  ManagedUser,
  ManagedUserBody,
  ManagedUserEditAnswer,
  ManagedUserFormOptions,
} from '@panel/contract';

/**
 * A user's company, role and administrator rights (manage.users), as the edit call answers them with the choices of
 * its form (`ManagedUserFormOptions`).
 */
export const managedUsers = defineResource<ManagedUserEditAnswer['data']>({
  key: ['manage', 'users'],
  edit: '/manage/user/{id}/edit',
  update: { method: 'POST', url: '/manage/user/{id}/update' },
  listings: [{ name: 'all-users' }],
});
