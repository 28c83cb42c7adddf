import { TEXT_MAX } from './rules';

/**
 * The rules of the sign-up forms: the least a password has (Laravel's default), the most a name or a company's name
 * has, and a referral code's length. The registration and invitation pages and the server both apply them.
 */
export const AUTH_LIMITS = { password: { min: 8 }, text: { max: TEXT_MAX }, referral: { max: 64 } } as const;
