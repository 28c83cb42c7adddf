/**
 * The company's invitations calls' schemas (docs/api-contract.md, "Company area": invite, list, send again, revoke),
 * the one definition that the contract server (reference-server/src/api/routes/invitations.ts) and the company area's
 * calls (remote-client/src/api/team.ts) both import. The light module (constant lists, types) is ../invitations.ts.
 */
import { z } from 'zod';
import { INVITATION_STATUSES } from '../invitations';
import { Id, Saved, Timestamp, Url, schemaTable } from './define';
import { GRANT_RULE } from './roles';

export const InvitationStatus = z.enum(INVITATION_STATUSES);

export const Invitation = z
  .object({
    id: Id,
    key: z
      .string()
      .nullable()
      .meta({
        description: `Null for a caller who may not give the invitation's role: the key registers with it. ${GRANT_RULE}`,
      }),
    email: z.string(),
    role_id: Id,
    role_name: z.string(),
    /** What it reads as now: a pending invitation past `expires_at` is expired. */
    status: InvitationStatus,
    expires_at: Timestamp,
    invited_by: Id,
    invited_by_name: z.string(),
    created_at: Timestamp,
    /** The panel path of the public invitation page (`/admin/invite/<key>`); null when `key` is. */
    link: Url.nullable(),
    accepted_user: z.object({ id: Id, name: z.string() }).nullable(),
    accepted_at: Timestamp.nullable(),
  })
  .meta({ id: 'Invitation' });

/**
 * `POST /client/company/invite`: an address that is neither in the team nor invited already (pending), and a role the
 * company may give.
 */
export const InvitationBody = z.object({ email: z.string(), role_id: Id }).meta({ id: 'InvitationBody' });

/** `POST /client/team/invite`: sends a pending or expired invitation again, valid 7 more days. */
export const InvitationResendBody = z.object({ id: Id }).meta({ id: 'InvitationResendBody' });

/** The answer of invite, send again and revoke. */
export const InvitationAnswer = Saved(Invitation);

const OPEN_ONLY = 'Only a pending or expired invitation: 422 on `id` for an accepted or revoked one.';

export const invitationSchemas = schemaTable({
  invite: {
    summary: 'Invites an address into the company with a role, for 7 days',
    description: `Not the address of a user of the company, nor of a pending invitation of it: 422 on \`email\`. ${GRANT_RULE}`,
    body: InvitationBody,
    answer: InvitationAnswer,
  },
  list: {
    summary: 'The company’s invitations, newest first',
    answer: z.object({ data: z.array(Invitation) }),
  },
  resend: {
    summary: 'Sends an invitation again, valid 7 more days',
    description: `${OPEN_ONLY} An invitation whose role the caller could not give (canGrantRole): 422 on \`role_id\`. Another company's or an unknown invitation: 404.`,
    body: InvitationResendBody,
    answer: InvitationAnswer,
    errors: [404],
  },
  revoke: {
    summary: 'Revokes an invitation: its key stops working',
    description: OPEN_ONLY,
    answer: InvitationAnswer,
    errors: [422],
  },
});

export type Invitation = z.infer<typeof Invitation>;
export type InvitationBody = z.infer<typeof InvitationBody>;
export type InvitationResendBody = z.infer<typeof InvitationResendBody>;
export type InvitationAnswer = z.infer<typeof InvitationAnswer>;
