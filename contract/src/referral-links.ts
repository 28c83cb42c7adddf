/**
 * The administrators' referral links calls (docs/api-contract.md, "Roles, tariffs and referral links
 * (administrators)"). Shapes: schemas/referral-links.ts.
 */

export type {
  ReferralLink,
  ReferralLinkBody,
  ReferralLinkCreateAnswer,
  ReferralLinkEditAnswer,
  ReferralLinkFormOptions,
  ReferralLinkRecord,
  ReferredCompany,
} from './schemas/referral-links';
