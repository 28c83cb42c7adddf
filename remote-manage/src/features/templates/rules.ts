import type { TFunction } from '@panel/shared-core';
import { z } from '@panel/shared-core/record';

/** One of a select's options; the select holds null until something is chosen. */
export function choiceRule(t: TFunction) {
  return z
    .string()
    .nullable()
    .refine((value) => !!value, t('messaging:rules.required'));
}
