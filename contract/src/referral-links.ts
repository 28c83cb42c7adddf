/**
 * The administrators' referral links calls (manage.referrals; docs/api-contract.md, "Roles, tariffs and referral links
 * (administrators)") and the rules of a link's fields, which the form and the server both apply. Shapes:
 * schemas/referral-links.ts.
 */
import { defineCalls } from './define';
import type { SchemaTypes } from './schemas/define';
import type { referralLinkSchemas } from './schemas/referral-links';

export type {
  ReferralLink,
  ReferralLinkBody,
  ReferralLinkCreateAnswer,
  ReferralLinkEditAnswer,
  ReferralLinkFormOptions,
  ReferralLinkRecord,
  ReferredCompany,
} from './schemas/referral-links';

/** The lengths of a link's name and code, and the bounds of its bonus (percent, 2 decimals at most). */
export const REFERRAL_LINK_LIMITS = {
  name: 100,
  code: { min: 3, max: 32 },
  bonus: { max: 100, decimals: 2 },
} as const;

/** The characters of a referral code: letters, digits, `-` and `_`. */
export const REFERRAL_CODE_CHARACTERS = /^[A-Za-z0-9_-]*$/;

/**
 * What is wrong with a referral code, or null: only letters, digits, `-` and `_` (`characters`), from 3 to 32 of them
 * (`length`).
 *
 * @example
 * referralCodeProblem('spring sale'); // 'characters'
 * referralCodeProblem('ab'); // 'length'
 */
export function referralCodeProblem(code: string): 'characters' | 'length' | null {
  if (!REFERRAL_CODE_CHARACTERS.test(code)) return 'characters';
  const { min, max } = REFERRAL_LINK_LIMITS.code;
  return code.length < min || code.length > max ? 'length' : null;
}

/**
 * A bonus as both sides take it, written as its digits: 0 to 100 percent, with at most two decimals.
 *
 * @example
 * isBonusPercent('12.5'); // true
 * isBonusPercent('100.01'); // false
 */
export function isBonusPercent(value: string): boolean {
  return /^\d{1,3}(\.\d{1,2})?$/.test(value) && Number(value) <= REFERRAL_LINK_LIMITS.bonus.max;
}

export const referralLinkCalls = /*#__PURE__*/ defineCalls<SchemaTypes<typeof referralLinkSchemas>>()(
  'referral-links',
  { admin: 'manage.referrals' },
  {
    create: 'GET /manage/referral-link/create',
    store: 'POST /manage/referral-link/store',
    edit: 'GET /manage/referral-link/{id}/edit',
    update: 'POST /manage/referral-link/{id}/update',
  },
);
