import { defineResource } from '@panel/shared-core/record-data';
import type { ReferralLinkRecord } from '@panel/contract';

// The shapes of the referral links calls are the contract's own (docs/api-contract.md), shared with the server.
export type {
  ReferralLinkBody,
  ReferralLinkCreateAnswer,
  ReferralLinkEditAnswer,
  ReferralLinkFormOptions,
  ReferredCompany,
} from '@panel/contract';

/** A link as the screens read it: `edit` also answers the companies registered through it. */
export type ReferralLink = Omit<ReferralLinkRecord, 'companies'> &
  Partial<Pick<ReferralLinkRecord, 'companies'>>;

export const referralLinks = defineResource<ReferralLink>({
  key: ['manage', 'referral-links'],
  create: '/manage/referral-link/create',
  edit: '/manage/referral-link/{id}/edit',
  store: '/manage/referral-link/store',
  update: { method: 'POST', url: '/manage/referral-link/{id}/update' },
  listings: [{ name: 'referral-links' }],
});
