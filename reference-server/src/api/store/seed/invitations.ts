/**
 * Acme's invitations, one for each state the team screen and the invitation page show (the keys are in accounts.ts).
 * No draw from the generator.
 */
import { demoAccounts, demoInvite } from '../../accounts';
import { DAY, iso } from '../store';
import type { Invitation } from '../types';
import { ACME_COMPANY_ID, ROLE_IDS, type SeedContext } from './context';

type Spec = [
  key: string,
  email: string,
  roleId: number,
  status: Invitation['status'],
  /** Days from now (negative: past). */
  expires: number,
  createdDaysAgo: number,
];

export function seedInvitations({ store, now }: SeedContext, ownerId: number): void {
  const specs: Spec[] = [
    [demoInvite.key, demoInvite.email, ROLE_IDS.analyst, 'pending', 7, 1],
    [demoInvite.expiredKey, 'late.member@acme.test', ROLE_IDS.support, 'expired', -3, 10],
    [demoInvite.revokedKey, 'revoked.member@acme.test', ROLE_IDS.marketer, 'revoked', 2, 5],
    // Accepted by the demo team member.
    [demoInvite.acceptedKey, demoAccounts.member.email, ROLE_IDS.analyst, 'accepted', -23, 30],
    // Still pending, but its date has passed: it reads `expired`.
    [demoInvite.lapsedKey, 'lapsed.member@acme.test', ROLE_IDS.finance, 'pending', -1, 8],
    ['designer-invite-key', 'designer@acme.test', ROLE_IDS.marketer, 'pending', 5, 2],
  ];
  const member = store.findUserByEmail(demoAccounts.member.email);
  for (const [key, email, roleId, status, expires, createdDaysAgo] of specs) {
    const accepted = status === 'accepted';
    store.invitations.insert({
      key,
      email,
      role_id: roleId,
      company_id: ACME_COMPANY_ID,
      status,
      expires_at: iso(now + expires * DAY),
      invited_by: ownerId,
      acting_admin_id: null,
      created_at: iso(now - createdDaysAgo * DAY),
      accepted_user_id: accepted ? (member?.id ?? null) : null,
      accepted_at: accepted ? iso(now - 29 * DAY) : null,
    });
  }
}
