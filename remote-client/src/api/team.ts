import { http } from '@panel/shared-core';
import { defineResource, type RecordCall } from '@panel/shared-core/record';

/** A user of the company as the team and user forms read it (docs/api-contract.md, "Team"). */
export interface Member {
  id: number;
  name: string;
  email: string;
  role_id: number | null;
  role_name: string;
  status: 'active' | 'blocked' | 'invited';
  is_owner: boolean;
  is_self: boolean;
  locale: string;
  created_at: string;
  last_login_at: string | null;
}

export const team = defineResource<Member>({
  key: ['client', 'team'],
  create: '/client/team/create',
  edit: '/client/team/{id}/edit',
  store: '/client/team/store',
  update: { method: 'POST', url: '/client/team/update', idIn: 'body' },
  listings: [
    { name: 'team', scope: 'client' },
    { name: 'user', scope: 'client' },
  ],
});

export const teamActions = {
  destroy: { method: 'DELETE', url: '/client/team/{id}/destroy' },
} as const satisfies Record<string, RecordCall>;

export type InvitationStatus = 'pending' | 'accepted' | 'revoked' | 'expired';

export interface Invitation {
  id: number;
  key: string;
  email: string;
  role_id: number;
  role_name: string;
  status: InvitationStatus;
  expires_at: string;
  invited_by: number;
  invited_by_name: string;
  created_at: string;
  /** The panel path of the public invitation page (`/admin/invite/<key>`). */
  link: string;
  accepted_user: { id: number; name: string } | null;
  accepted_at: string | null;
}

export const invitationKeys = {
  all: ['client', 'invitations'] as const,
};

interface Saved<T> {
  data: T;
  message?: string;
}

export const invitationsApi = {
  async list(signal?: AbortSignal): Promise<Invitation[]> {
    const { data } = await http.get<{ data?: Invitation[] }>('/client/team/invitations', { signal });
    return Array.isArray(data?.data) ? data.data : [];
  },
  /** A new invitation to the company (`POST /client/company/invite`). */
  async invite(values: { email: string; role_id: number }): Promise<Saved<Invitation>> {
    return (await http.post<Saved<Invitation>>('/client/company/invite', values)).data;
  },
  /** Sends an invitation again with a new expiry (`POST /client/team/invite`). */
  async resend(id: number): Promise<Saved<Invitation>> {
    return (await http.post<Saved<Invitation>>('/client/team/invite', { id })).data;
  },
  async revoke(id: number): Promise<Saved<Invitation>> {
    return (await http.post<Saved<Invitation>>(`/client/team/invitations/${id}/revoke`, {})).data;
  },
};

/** The address to share: the invitation page of this panel, on this origin. */
export function invitationUrl(invitation: Pick<Invitation, 'link' | 'key'>, origin = window.location.origin) {
  const path = invitation.link || `/admin/invite/${encodeURIComponent(invitation.key)}`;
  return new URL(path, origin).toString();
}
