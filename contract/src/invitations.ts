/**
 * The company's invitations calls (docs/api-contract.md, "Company area": invite, list, send again, revoke): the calls
 * and the statuses an invitation may have. Shapes: schemas/invitations.ts.
 */
import { defineCalls } from './define';
import type { SchemaTypes } from './schemas/define';
import type { invitationSchemas } from './schemas/invitations';

export type {
  Invitation,
  InvitationAnswer,
  InvitationBody,
  InvitationResendBody,
} from './schemas/invitations';

export const INVITATION_STATUSES = ['pending', 'accepted', 'revoked', 'expired'] as const;
export type InvitationStatus = (typeof INVITATION_STATUSES)[number];

/** Invitations into the company (team.manage); the invitee registers through the auth calls with its key. */
export const invitationCalls = /*#__PURE__*/ defineCalls<SchemaTypes<typeof invitationSchemas>>()(
  'invitations',
  { company: 'team.manage' },
  {
    invite: 'POST /client/company/invite',
    list: 'GET /client/team/invitations',
    resend: 'POST /client/team/invite',
    revoke: 'POST /client/team/invitations/{id}/revoke',
  },
);
