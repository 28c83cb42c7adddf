import type { TFunction } from '@panel/shared-core';
import { z } from '@panel/shared-core/record';

/** What the range rules need of a tier. */
export interface TierRange {
  id?: number;
  name: string;
  installs_from: number;
  /** null: open-ended. */
  installs_to: number | null;
}

export const TIER_NAME_MAX = 60;
/** A price per install: a decimal string with up to 4 decimals, 0 or more. */
export const PRICE_PER_INSTALL = /^\d+(\.\d{1,4})?$/;

/** Tiers by where they start. */
export function sortTiers<T extends TierRange>(tiers: readonly T[]): T[] {
  return [...tiers].sort((a, b) => a.installs_from - b.installs_from);
}

/** Where a new tier of the tariff starts: 0 for the first, right after the last one otherwise (null: it is open). */
export function nextTierStart(tiers: readonly TierRange[]): number | null {
  const last = sortTiers(tiers).at(-1);
  if (!last) return 0;
  return last.installs_to === null ? null : last.installs_to + 1;
}

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
export function tierSchema(t: TFunction, others: readonly TierRange[], format: Format = String) {
  const sorted = sortTiers(others);
  return z
    .object({
      name: z
        .string()
        .trim()
        .min(1, t('tariffs.rules.tierName'))
        .max(TIER_NAME_MAX, t('tariffs.rules.maxLength', { max: TIER_NAME_MAX })),
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
        .min(1, t('tariffs.rules.pricePerInstall'))
        .regex(PRICE_PER_INSTALL, t('tariffs.rules.pricePerInstall')),
    })
    .superRefine((values, ctx) => {
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
      const previous = sorted.filter((other) => other.installs_from < from).at(-1);
      const next = sorted.find((other) => other.installs_from > from);

      // Only the last tier may be open-ended.
      if (to === null) {
        const open = sorted.find((other) => other.installs_to === null);
        if (open) return say('installs_to', 'secondOpen', open);
        if (next)
          return say('installs_to', 'openNotLast', next, { expected: format(next.installs_from - 1) });
      }

      const overlapping = sorted.find(
        (other) => from <= (other.installs_to ?? Infinity) && (to ?? Infinity) >= other.installs_from,
      );
      if (overlapping) {
        // Starting inside the other tier: the start moves; covering its start: the end moves.
        if (overlapping.installs_from <= from)
          return say(
            'installs_from',
            overlapping.installs_to === null ? 'overlapOpen' : 'overlapFrom',
            overlapping,
            {
              min: overlapping.installs_to === null ? '' : format(overlapping.installs_to + 1),
            },
          );
        return say('installs_to', 'overlapTo', overlapping, { max: format(overlapping.installs_from - 1) });
      }

      if (!previous) {
        if (from !== 0) say('installs_from', 'firstStartsAtZero', next);
      } else if (previous.installs_to !== null && from !== previous.installs_to + 1) {
        say('installs_from', 'gapBefore', previous, { expected: format(previous.installs_to + 1) });
      }
      if (next && to !== null && to + 1 !== next.installs_from) {
        say('installs_to', 'gapAfter', next, { expected: format(next.installs_from - 1) });
      }
    });
}

export type TierValues = z.input<ReturnType<typeof tierSchema>>;
export type TierOutput = z.output<ReturnType<typeof tierSchema>>;
