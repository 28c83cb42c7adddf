/**
 * The administrators' referral links calls' shapes (docs/api-contract.md, "Roles, tariffs and referral links
 * (administrators)"), the one definition that the contract server (reference-server/src/api/routes/referral-links.ts) and the
 * administrators' area's calls (remote-manage/src/api/referral-links.ts) both import.
 */
import type { CreateFormAnswer, EditFormAnswer, FormChoice } from './forms';

/** A company registered through a referral link. */
export interface ReferredCompany {
  id: number;
  name: string;
  /** The company's own currency. */
  currency: string;
  created_at: string;
  /** A decimal string in `currency`: the sum of the company's deposits. */
  deposits_sum: string;
}

export interface ReferralLink {
  id: number;
  name: string;
  code: string;
  url: string;
  owner_id: number;
  owner_name: string;
  owner_email: string;
  bonus_percent: number;
  registrations_count: number;
  /** A decimal string in `currency`. */
  deposits_sum: string;
  currency: string;
  is_active: boolean;
  created_at: string;
}

/** A link as `store`, `edit` and `update` answer it: with the companies registered through it. */
export interface ReferralLinkRecord extends ReferralLink {
  companies: ReferredCompany[];
}

/**
 * The body of `store` (every field but `is_active`, true when left out) and of `update` (a field left out keeps its
 * value). `bonus_percent` is 0 to 100 with up to 2 decimals, also as a string.
 */
export interface ReferralLinkBody {
  name: string;
  code: string;
  owner_id: number;
  bonus_percent: number;
  is_active: boolean;
}

/** The choices of the referral link form: every user as a possible owner (`name (email)`). */
export interface ReferralLinkFormOptions {
  owner_id: FormChoice<number>[];
}

/** `GET /manage/referral-link/create`: every user as a possible owner, and a link that has none yet. */
export type ReferralLinkCreateAnswer = CreateFormAnswer<
  ReferralLinkFormOptions,
  Omit<ReferralLinkBody, 'owner_id'> & { owner_id: number | null }
>;

/** `GET /manage/referral-link/{id}/edit`: the link with the companies registered through it. */
export type ReferralLinkEditAnswer = EditFormAnswer<ReferralLinkRecord, ReferralLinkFormOptions>;
