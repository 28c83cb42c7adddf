import {
  invitationCalls,
  teamCalls,
  type Invitation,
  type InvitationBody,
  type MemberEditAnswer,
} from '@panel/contract';
import { callApi } from '@panel/shared-core';
import { defineResource } from '@panel/shared-core/record-data';

// The calls and shapes of the team and the invitations are the contract's own (docs/api-contract.md, "Team"),
// shared with the server.
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
  create: teamCalls.create,
  edit: teamCalls.edit,
  store: teamCalls.store,
  update: teamCalls.update,
  listings: [
    { name: 'team', scope: 'client' },
    { name: 'user', scope: 'client' },
  ],
});

export const teamActions = { destroy: teamCalls.destroy };

export const invitationKeys = {
  all: ['client', 'invitations'] as const,
};

export const invitationsApi = {
  async list(signal?: AbortSignal): Promise<Invitation[]> {
    return (await callApi(invitationCalls.list, {}, { signal })).data;
  },
  /** A new invitation to the company (`POST /client/company/invite`). */
  invite: (values: InvitationBody) => callApi(invitationCalls.invite, { body: values }),
  /** Sends an invitation again with a new expiry (`POST /client/team/invite`). */
  resend: (id: number) => callApi(invitationCalls.resend, { body: { id } }),
  revoke: (id: number) => callApi(invitationCalls.revoke, { params: { id } }),
};

/**
 * The address to share: the invitation page of this panel, on this origin. Null when the server keeps the key from
 * this user (an invitation to a role they may not give).
 */
export function invitationUrl(
  invitation: Pick<Invitation, 'link' | 'key'>,
  origin = window.location.origin,
): string | null {
  if (invitation.key === null) return null;
  const path = invitation.link || `/admin/invite/${encodeURIComponent(invitation.key)}`;
  return new URL(path, origin).toString();
}
