import { defineResource } from '@panel/shared-core/record';

/** A user as the administrators' form reads it (`GET /manage/user/{id}/edit`). */
export interface ManagedUser {
  id: number;
  name: string;
  email: string;
  status: 'active' | 'blocked' | 'invited';
  company_id: number | null;
  company_name: string;
  role_id: number | null;
  role_name: string;
  is_admin: boolean;
  locale: string;
  created_at: string;
  last_login_at: string | null;
}

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
