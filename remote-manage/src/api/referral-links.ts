import { defineResource } from '@panel/shared-core/record-data';
import { referralLinkCalls, type ReferralLinkRecord } from '@panel/contract';

// The referral links calls, their shapes and rules are the contract's (@panel/contract, referral-links.ts).
export {
  REFERRAL_LINK_LIMITS,
  isBonusPercent,
  referralCodeProblem,
  type ReferralLinkBody,
  type ReferralLinkCreateAnswer,
  type ReferralLinkEditAnswer,
  type ReferralLinkFormOptions,
  type ReferredCompany,
} from '@panel/contract';

/** A link as the screens read it: `edit` also answers the companies registered through it. */
export type ReferralLink = Omit<ReferralLinkRecord, 'companies'> &
  Partial<Pick<ReferralLinkRecord, 'companies'>>;

export const referralLinks = defineResource<ReferralLink>({
  key: ['manage', 'referral-links'],
  create: referralLinkCalls.create,
  edit: referralLinkCalls.edit,
  store: referralLinkCalls.store,
  update: referralLinkCalls.update,
  listings: [{ name: 'referral-links' }],
});
