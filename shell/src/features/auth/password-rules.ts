import { AUTH_LIMITS } from '@panel/contract';

/** The sign-up forms' limits are the contract's (the server applies the same). */
export const PASSWORD_MIN = AUTH_LIMITS.password.min;
export const TEXT_MAX = AUTH_LIMITS.text.max;
