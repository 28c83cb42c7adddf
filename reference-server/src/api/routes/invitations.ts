/**
 * Invitations into the company (team.manage; docs/api-contract.md, "Company area"): invite, list, send again, revoke.
 * The invitee opens `/admin/invite/{key}` and registers through `POST /common/auth/register` (routes/auth.ts), which
 * marks the invitation accepted.
 */
import { invitationCalls, type Invitation as InvitationData, type InvitationBody } from '@panel/contract';
import { z } from 'zod';
import { bodyOf, email, whenFieldsValid, parseValue, rule } from '../body';
import { actorName } from '../actors';
import type { Ctx } from '../context';
import { validationError } from '../http';
import { msg, t } from '../i18n';
import { implement } from '../router';
import { DAY, iso } from '../store/store';
import type { Invitation } from '../store/types';
import { STATUS_TEXT, invitationState, newInvitation } from './auth';
import { bodyId, companyRole, grantable } from './company-common';
import { roleName } from '../store/seed-texts';

/**
 * The invitation as every company call answers it; `status` is what it reads as now (see invitationState). Its key
 * and link only for someone who may give its role: whoever holds the key registers with that role, so a team lead who
 * sees an owner's invitation in the list must not be able to take it (null otherwise).
 */
export function invitationData(ctx: Ctx, invitation: Invitation): InvitationData {
  const accepted =
    invitation.accepted_user_id === null ? undefined : ctx.store.users.get(invitation.accepted_user_id);
  const role = ctx.store.roles.get(invitation.role_id);
  const mayShare = role !== undefined && grantable(ctx, role);
  return {
    id: invitation.id,
    key: mayShare ? invitation.key : null,
    email: invitation.email,
    role_id: invitation.role_id,
    role_name: roleName(ctx.lang, ctx.store.roles.get(invitation.role_id)) ?? '',
    status: invitationState(invitation),
    expires_at: invitation.expires_at,
    invited_by: invitation.invited_by,
    invited_by_name: actorName(ctx.store, ctx.lang, invitation.invited_by, invitation.acting_admin_id),
    created_at: invitation.created_at,
    link: mayShare ? `/admin/invite/${invitation.key}` : null,
    accepted_user: accepted ? { id: accepted.id, name: accepted.name } : null,
    accepted_at: invitation.accepted_at,
  };
}

/** One of the company's invitations, or 404. */
function companyInvitation(ctx: Ctx, companyId: number, id: number): Invitation {
  const invitation = ctx.store.invitations.get(id);
  if (!invitation || invitation.company_id !== companyId) throw ctx.notFound();
  return invitation;
}

/** Resend and revoke apply to a pending or expired invitation only (422 on `id` otherwise). */
function requireOpen(
  ctx: Ctx,
  invitation: Invitation,
  refusal: 'invitationNotResendable' | 'invitationNotRevocable',
) {
  const status = invitationState(invitation);
  if (status === 'accepted' || status === 'revoked')
    throw validationError(ctx.lang, {
      id: [msg(ctx.lang, refusal, { status: t(ctx.lang, STATUS_TEXT[status]) })],
    });
}

/** The invitation's body: an address neither in the team nor invited already, and a role the company may give. */
function invitationSchema(ctx: Ctx, companyId: number) {
  return bodyOf<InvitationBody>()(z.object({ email: email(), role_id: companyRole(ctx) })).superRefine(
    (out, check) => {
      const refusal = ctx.store.users.rows.some(
        (u) => u.company_id === companyId && u.email.toLowerCase() === out.email,
      )
        ? 'alreadyInTeam'
        : ctx.store.invitations.rows.some(
              (i) =>
                i.company_id === companyId &&
                i.email.toLowerCase() === out.email &&
                invitationState(i) === 'pending',
            )
          ? 'alreadyInvited'
          : null;
      if (refusal) check.addIssue({ code: 'custom', path: ['email'], ...rule(refusal) });
    },
    whenFieldsValid(['email']),
  );
}

export const invitationRoutes = implement(invitationCalls, {
  async invite(ctx) {
    const companyId = ctx.companyId();
    const body = parseValue(ctx.lang, invitationSchema(ctx, companyId), await ctx.body());
    const invitation = newInvitation(ctx, body.email, body.role_id, companyId);
    return { data: invitationData(ctx, invitation), message: msg(ctx.lang, 'done') };
  },
  list(ctx) {
    const companyId = ctx.companyId();
    const rows = ctx.store.invitations.rows
      .filter((i) => i.company_id === companyId)
      .sort((a, b) => (a.created_at < b.created_at ? 1 : a.created_at > b.created_at ? -1 : b.id - a.id));
    return { data: rows.map((i) => invitationData(ctx, i)) };
  },
  // Send again: valid for another 7 days from now.
  async resend(ctx) {
    const invitation = companyInvitation(ctx, ctx.companyId(), bodyId(ctx, await ctx.body()));
    requireOpen(ctx, invitation, 'invitationNotResendable');
    // Sending again revives the invitation's role: an expired owner's invitation must not come back through someone
    // who could not give that role themselves (422 on `role_id`, as the invite would answer).
    const role = ctx.store.roles.get(invitation.role_id);
    if (role && !grantable(ctx, role))
      throw validationError(ctx.lang, { role_id: [msg(ctx.lang, 'roleAboveYours')] });
    invitation.status = 'pending';
    invitation.expires_at = iso(Date.now() + 7 * DAY);
    return { data: invitationData(ctx, invitation), message: msg(ctx.lang, 'done') };
  },
  revoke(ctx) {
    const invitation = companyInvitation(ctx, ctx.companyId(), ctx.id());
    requireOpen(ctx, invitation, 'invitationNotRevocable');
    invitation.status = 'revoked';
    return { data: invitationData(ctx, invitation), message: msg(ctx.lang, 'done') };
  },
});
