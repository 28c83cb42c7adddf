/**
 * The company's invitations calls (docs/api-contract.md, "Company area": invite, list, send again, revoke): the
 * statuses an invitation may have. Shapes: schemas/invitations.ts.
 */

export type {
  Invitation,
  InvitationAnswer,
  InvitationBody,
  InvitationResendBody,
} from './schemas/invitations';

export const INVITATION_STATUSES = ['pending', 'accepted', 'revoked', 'expired'] as const;
export type InvitationStatus = (typeof INVITATION_STATUSES)[number];
