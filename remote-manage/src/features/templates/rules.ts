import type { TFunction } from '@panel/shared-core';
import { LIMITS } from '@panel/shared-core/messaging';
import { z } from '@panel/shared-core/record';

/** A template's name: required, at most 100 characters (the contract's rule for every template). */
export function nameRule(t: TFunction) {
  return z
    .string()
    .trim()
    .min(1, t('messaging:rules.required'))
    .max(LIMITS.name, t('messaging:rules.maxLength', { max: LIMITS.name }));
}

/** One of a select's options; the select holds null until something is chosen. */
export function choiceRule(t: TFunction) {
  return z
    .string()
    .nullable()
    .refine((value) => !!value, t('messaging:rules.required'));
}
