import { defineResource } from '@panel/shared-core/record';

/** A company registered through a referral link. */
export interface ReferredCompany {
  id: number;
  name: string;
  created_at: string;
  deposits_sum: string;
  /** The company's own currency (the link's when absent). */
  currency?: string;
}

export interface ReferralLink {
  id: number;
  name: string;
  code: string;
  url: string;
  owner_id: number;
  owner_name?: string;
  bonus_percent: number;
  is_active: boolean;
  registrations_count: number;
  /** A decimal string in `currency`. */
  deposits_sum: string;
  currency: string;
  created_at: string;
  /** With `edit`: the companies registered through the link. */
  companies?: ReferredCompany[];
}

export const referralLinks = defineResource<ReferralLink>({
  key: ['manage', 'referral-links'],
  create: '/manage/referral-link/create',
  edit: '/manage/referral-link/{id}/edit',
  store: '/manage/referral-link/store',
  update: { method: 'POST', url: '/manage/referral-link/{id}/update' },
  listings: [{ name: 'referral-links' }],
});
