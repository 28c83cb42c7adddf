import { supportMailto } from '@panel/contract';
import type { TFunction } from '@panel/shared-core';

/**
 * A request to the platform's administrators to move the company to `tariff` (the company's area cannot change its
 * own tariff): a letter to the support naming the current tariff and the wanted one, by name and id.
 */
export function tariffRequestHref(
  t: TFunction,
  tariff: { id: number; name: string },
  current: { name: string } | undefined,
): string {
  const vars = { name: tariff.name, id: tariff.id, current: current?.name ?? '—' };
  return supportMailto(t('tariffs.requestSubject', vars), t('tariffs.requestBody', vars));
}

/** A question about the tariffs, to the same support. */
export const tariffQuestionHref = (t: TFunction): string => supportMailto(t('tariffs.questionSubject'), '');
