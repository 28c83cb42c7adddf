import { MEMBER_LIMITS, isEmail, isPlainText } from '@panel/contract';
import type { TFunction } from '@panel/shared-core';
import { z } from '@panel/shared-core/record';

/**
 * The rules of a member's fields, in the panel's language, for the team's form, the users' form and the invitation:
 * the contract's, which the server checks again.
 */

/** A name of 2 to 100 characters, trimmed, without control characters or direction overrides (`isPlainText`). */
export const memberName = (t: TFunction) =>
  z
    .string()
    .trim()
    .min(MEMBER_LIMITS.name.min, t('validation.minLength', { min: MEMBER_LIMITS.name.min }))
    .max(MEMBER_LIMITS.name.max, t('validation.maxLength', { max: MEMBER_LIMITS.name.max }))
    .refine(isPlainText, t('validation.plainText'));

/** An email address, as the server accepts one. */
export const memberEmail = (t: TFunction) =>
  z.string().trim().min(1, t('validation.required')).refine(isEmail, t('validation.email'));

/** One of the roles offered: none chosen is missing. */
export const memberRole = (t: TFunction) =>
  z
    .number({ error: t('validation.required') })
    .nullable()
    .refine((value) => value !== null, t('validation.required'));

/** A new password: at least `MEMBER_LIMITS.password.min` characters. */
export const newPassword = (t: TFunction) =>
  z.string().min(MEMBER_LIMITS.password.min, t('validation.minLength', { min: MEMBER_LIMITS.password.min }));
