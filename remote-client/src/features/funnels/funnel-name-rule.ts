import type { TFunction } from '@panel/shared-core';
import { LIMITS } from '@panel/shared-core/messaging';
import { z } from '@panel/shared-core/record';

/** The name of a funnel: required, trimmed, at most 100 characters (the contract's shared rule). */
export function funnelNameRule(t: TFunction) {
  return z
    .string()
    .trim()
    .min(1, t('validation.required'))
    .max(LIMITS.name, t('validation.maxLength', { max: LIMITS.name }));
}
