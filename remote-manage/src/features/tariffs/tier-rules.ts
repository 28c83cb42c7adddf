import { isPlainText, whenFieldsValid } from '@panel/contract';
import type { TFunction } from '@panel/shared-core';
import { formatDecimal } from '@panel/shared-core';
import { z } from '@panel/shared-core/record';
import { TIER_LIMITS, isPrice, sortTiers, tierRangeProblems, type TierRange } from '../../api/tariffs';

// The range rules and what they need of a tier are the contract's (@panel/contract, tariffs.ts), the server's too.
export { nextTierStart, sortTiers, type TierRange } from '../../api/tariffs';

export const TIER_NAME_MAX = TIER_LIMITS.name;

/** The holes and overlaps of a tariff's tiers as stored (data older than the rules may have them). */
export function rangeProblems(
  tiers: readonly TierRange[],
): { kind: 'gap' | 'overlap'; after: TierRange; before: TierRange }[] {
  const sorted = sortTiers(tiers);
  const problems: { kind: 'gap' | 'overlap'; after: TierRange; before: TierRange }[] = [];
  for (let index = 1; index < sorted.length; index += 1) {
    const previous = sorted[index - 1]!;
    const current = sorted[index]!;
    const expected = previous.installs_to === null ? null : previous.installs_to + 1;
    if (expected === null || current.installs_from < expected)
      problems.push({ kind: 'overlap', after: previous, before: current });
    else if (current.installs_from > expected)
      problems.push({ kind: 'gap', after: previous, before: current });
  }
  return problems;
}

type Format = (value: number) => string;

/** "1,001–10,000" or "100,001 and more", in the panel's language. */
export function rangeText(t: TFunction, tier: TierRange, format: Format): string {
  return tier.installs_to === null
    ? t('tariffs.tiers.rangeOpen', { from: format(tier.installs_from) })
    : t('tariffs.tiers.range', { from: format(tier.installs_from), to: format(tier.installs_to) });
}

const wholeNumber = (t: TFunction) =>
  z
    .number({ error: t('tariffs.rules.wholeNumber') })
    .nullable()
    .refine((value) => value !== null, t('tariffs.rules.wholeNumber'))
    .refine(
      (value) => value === null || (Number.isInteger(value) && value >= 0),
      t('tariffs.rules.wholeNumber'),
    );

/**
 * The rules of a tier, given the other tiers of its tariff (without the one being edited): a name, a price per install
 * (up to 4 decimals), a range that starts at 0 or more and ends after it starts (or never: open-ended), and within the
 * tariff no overlap, no gap (the first tier starts at 0, each next one right after the previous one ends) and only the
 * last tier open-ended. Each refusal is on the field to change and names the neighbour it clashes with, as the
 * server's do.
 *
 * @example
 * const schema = tierSchema(t, tariff.tiers.filter((tier) => tier.id !== editing?.id), number.format);
 */
export function tierSchema(
  t: TFunction,
  others: readonly TierRange[],
  format: Format = String,
  language = 'en',
) {
  const sorted = sortTiers(others);
  // The sample price in the reader's number format ("0,05" in Russian).
  const priceRule = t('tariffs.rules.pricePerInstall', { example: formatDecimal(0.05, language, 2) });
  return z
    .object({
      name: z
        .string()
        .trim()
        .min(1, t('tariffs.rules.tierName'))
        .max(TIER_NAME_MAX, t('tariffs.rules.maxLength', { max: TIER_NAME_MAX }))
        .refine(isPlainText, t('validation.plainText')),
      installs_from: wholeNumber(t),
      installs_to: z
        .number()
        .nullable()
        .refine(
          (value) => value === null || (Number.isInteger(value) && value >= 0),
          t('tariffs.rules.wholeNumber'),
        ),
      price_per_install: z
        .string()
        .trim()
        .min(1, priceRule)
        .refine((price) => isPrice(price, TIER_LIMITS.priceDecimals), priceRule),
    })
    .superRefine(
      (values, ctx) => {
        const from = values.installs_from;
        const to = values.installs_to;
        if (from === null || !Number.isInteger(from) || from < 0) return;
        if (to !== null && !Number.isInteger(to)) return;
        const say = (path: 'installs_from' | 'installs_to', key: string, other?: TierRange, extra = {}) =>
          ctx.addIssue({
            code: 'custom',
            path: [path],
            message: t(`tariffs.rules.${key}`, {
              name: other?.name ?? '',
              range: other ? rangeText(t, other, format) : '',
              from: other ? format(other.installs_from) : '',
              to: other?.installs_to === null || !other ? '' : format(other.installs_to),
              ...extra,
            }),
          });

        if (to !== null && to <= from) {
          say('installs_to', 'toAfterFrom', undefined, { min: format(from + 1) });
          return;
        }
        const problems = tierRangeProblems({ installs_from: from, installs_to: to }, sorted);
        const [first] = problems;
        if (first?.kind === 'secondOpen') return say('installs_to', 'secondOpen', first.tier);
        // Open-ended before another tier: the end it should have, rather than the overlap that makes.
        const next = sorted.find((other) => other.installs_from > from);
        if (to === null && next)
          return say('installs_to', 'openNotLast', next, { expected: format(next.installs_from - 1) });
        if (first?.kind === 'overlap') {
          const other = first.tier;
          if (first.field === 'installs_to')
            return say('installs_to', 'overlapTo', other, { max: format(other.installs_from - 1) });
          return say('installs_from', other.installs_to === null ? 'overlapOpen' : 'overlapFrom', other, {
            min: other.installs_to === null ? '' : format(other.installs_to + 1),
          });
        }
        for (const problem of problems) {
          if (problem.kind === 'firstFrom') say('installs_from', 'firstStartsAtZero', problem.tier);
          else if (problem.kind === 'gapBefore')
            say('installs_from', 'gapBefore', problem.tier, { expected: format(problem.expected) });
          else if (problem.kind === 'gapAfter')
            say('installs_to', 'gapAfter', problem.tier, { expected: format(problem.expected) });
        }
      },
      whenFieldsValid(['installs_from', 'installs_to']),
    );
}

export type TierValues = z.input<ReturnType<typeof tierSchema>>;
export type TierOutput = z.output<ReturnType<typeof tierSchema>>;
