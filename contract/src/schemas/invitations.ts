/**
 * The company's invitations calls' shapes (docs/api-contract.md, "Company area": invite, list, send again, revoke), the
 * one definition that the contract server (reference-server/src/api/routes/invitations.ts) and the company area's calls
 * (remote-client/src/api/team.ts) both import.
 */

export const INVITATION_STATUSES = ['pending', 'accepted', 'revoked', 'expired'] as const;
export type InvitationStatus = (typeof INVITATION_STATUSES)[number];

export interface Invitation {
  id: number;
  key: string;
  email: string;
  role_id: number;
  role_name: string;
  /** What it reads as now: a pending invitation past `expires_at` is expired. */
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

/**
 * `POST /client/company/invite`: an address that is neither in the team nor invited already (pending), and a role the
 * company may give.
 */
export interface InvitationBody {
  email: string;
  role_id: number;
}

/** `POST /client/team/invite`: sends a pending or expired invitation again, valid 7 more days. */
export interface InvitationResendBody {
  id: number;
}

/** The answer of invite, send again and revoke. */
export interface InvitationAnswer {
  data: Invitation;
  message: string;
}
