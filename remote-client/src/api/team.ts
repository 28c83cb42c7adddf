import { http } from '@panel/shared-core';
import { defineResource, type RecordCall } from '@panel/shared-core/record-data';
import type {
  Invitation,
  InvitationAnswer,
  InvitationBody,
  InvitationResendBody,
  MemberEditAnswer,
} from '@panel/contract';

// The shapes of the team's and the invitations' calls are the contract's own (docs/api-contract.md, "Team"), shared
// with the server.
export type {
  Member,
  MemberBody,
  MemberCreateAnswer,
  MemberEditAnswer,
  MemberFormOptions,
  MemberUpdateBody,
} from '@panel/contract';
export type { Invitation, InvitationAnswer, InvitationBody, InvitationStatus } from '@panel/contract';

// The record its form and record screen read is the one the edit call answers.
export const team = defineResource<MemberEditAnswer['data']>({
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

export const invitationKeys = {
  all: ['client', 'invitations'] as const,
};

export const invitationsApi = {
  async list(signal?: AbortSignal): Promise<Invitation[]> {
    const { data } = await http.get<{ data?: Invitation[] }>('/client/team/invitations', { signal });
    return Array.isArray(data?.data) ? data.data : [];
  },
  /** A new invitation to the company (`POST /client/company/invite`). */
  async invite(values: InvitationBody): Promise<InvitationAnswer> {
    return (await http.post<InvitationAnswer>('/client/company/invite', values)).data;
  },
  /** Sends an invitation again with a new expiry (`POST /client/team/invite`). */
  async resend(id: number): Promise<InvitationAnswer> {
    const body: InvitationResendBody = { id };
    return (await http.post<InvitationAnswer>('/client/team/invite', body)).data;
  },
  async revoke(id: number): Promise<InvitationAnswer> {
    return (await http.post<InvitationAnswer>(`/client/team/invitations/${id}/revoke`, {})).data;
  },
};

/** The address to share: the invitation page of this panel, on this origin. */
export function invitationUrl(invitation: Pick<Invitation, 'link' | 'key'>, origin = window.location.origin) {
  const path = invitation.link || `/admin/invite/${encodeURIComponent(invitation.key)}`;
  return new URL(path, origin).toString();
}
