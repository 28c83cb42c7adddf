import { defineResource } from '@panel/shared-core/record';
import type { ManagedUser } from '@panel/shared-core/wire/users';

// The shapes of the administrators' user calls are the contract's own (docs/api-contract.md), shared with the server.
export type { ManagedUser, ManagedUserBody } from '@panel/shared-core/wire/users';

/**
 * A user's company, role and administrator rights (manage.users). The options: `company_id` (every company),
 * `role_id` (every role, each with its `permissions`) and `status`.
 */
export const managedUsers = defineResource<ManagedUser>({
  key: ['manage', 'users'],
  edit: '/manage/user/{id}/edit',
  update: { method: 'POST', url: '/manage/user/{id}/update' },
  listings: [{ name: 'all-users' }],
});
