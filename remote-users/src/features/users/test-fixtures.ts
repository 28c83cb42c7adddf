/** What the users area's calls answer in the tests beside this file (shapes of reference-server/src/api/routes/admin-users.ts). */
import type { PlatformUser } from '../../api/users';

export const enums = {
  statuses: [
    { value: 'active', label: 'Active' },
    { value: 'blocked', label: 'Blocked' },
    { value: 'invited', label: 'Invited' },
  ],
  roles: [
    { value: 1, label: 'Owner', permissions: ['application.view', 'application.manage', 'team.manage'] },
    { value: 2, label: 'Buyer', permissions: ['application.view'] },
  ],
  locales: [
    { value: 'ru', label: 'Russian' },
    { value: 'en', label: 'English' },
  ],
  permissions: [
    { value: 'application.view', label: 'View applications' },
    { value: 'team.manage', label: 'Team and invitations' },
  ],
};

export function platformUser(overrides: Partial<PlatformUser> = {}): PlatformUser {
  return {
    id: 5,
    version: 1,
    public_id: 'usr_5a1b',
    name: 'Olga Petrova',
    email: 'olga@acme.test',
    status: 'active',
    company_id: 3,
    company_name: 'Acme Media',
    role_id: 1,
    role_name: 'Owner',
    permissions: ['application.view', 'application.manage', 'team.manage'],
    is_admin: false,
    telegram_id: 100200300,
    locale: 'en',
    avatar_url: '',
    created_at: '2026-01-15T09:30:00Z',
    last_login_at: null,
    ...overrides,
  };
}
