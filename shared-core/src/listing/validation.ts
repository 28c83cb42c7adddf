import { isValidationError } from '@panel/shared-core';

/** A 422 of the data call, split by where it is shown. */
export interface ListingValidation {
  /** Messages per filter key (`filters.created_at`, `filters.created_at.from` → `created_at`). */
  filters: Record<string, string[]>;
  /** Messages about the search text. */
  search: string[];
  /** Everything that matches no control (sort, perPage, unknown filters), shown as a summary. */
  other: string[];
}

export const NO_VALIDATION: ListingValidation = Object.freeze({
  filters: {},
  search: [],
  other: [],
}) as ListingValidation;

/**
 * Splits the field errors of a 400/422 answer onto the filter controls; null when the error is not a
 * validation error.
 *
 * @example
 * splitListingErrors(error, ['status', 'created_at'])
 * // { filters: { created_at: ['The end must follow the start.'] }, search: [], other: ['Unknown sort.'] }
 */
export function splitListingErrors(error: unknown, filterKeys: readonly string[]): ListingValidation | null {
  if (!isValidationError(error)) return null;
  // Longest key first, so that `date.from` is not taken for a filter named `date` when both exist.
  const keys = [...filterKeys].sort((a, b) => b.length - a.length);
  const result: ListingValidation = { filters: {}, search: [], other: [] };
  const entries = Object.entries(error.errors ?? {});
  for (const [field, messages] of entries) {
    if (field === 'search' || field === 'q') {
      result.search.push(...messages);
      continue;
    }
    const path = field.startsWith('filters.') ? field.slice('filters.'.length) : null;
    const key = path === null ? undefined : keys.find((k) => path === k || path.startsWith(`${k}.`));
    if (key !== undefined) (result.filters[key] ??= []).push(...messages);
    else result.other.push(...messages);
  }
  if (entries.length === 0 && error.message) result.other.push(error.message);
  return result;
}
