import type { Invitation } from '../../api/team';

/** An invitation as the server answers it: pending, of the Viewer role, sent by the owner. */
export function invitation(id: number, overrides: Partial<Invitation> = {}): Invitation {
  return {
    id,
    key: `key-${id}`,
    email: `person${id}@acme.test`,
    role_id: 3,
    role_name: 'Viewer',
    status: 'pending',
    expires_at: '2026-04-01T10:00:00Z',
    invited_by: 1,
    invited_by_name: 'Olga Owner',
    created_at: '2026-03-25T10:00:00Z',
    link: `/admin/invite/key-${id}`,
    accepted_user: null,
    accepted_at: null,
    ...overrides,
  };
}
