import { resolve } from 'node:path';
import { createTestI18n, loadLocales } from '@panel/shared-core/testing';
import { nextTierStart, rangeProblems, tierSchema, type TierRange } from './tier-rules';

const resources = loadLocales(resolve(__dirname, '../../locales'));
const t = createTestI18n({ language: 'en', resources }).getFixedT('en', 'manage');
const format = new Intl.NumberFormat('en').format;

const S: TierRange = { id: 1, name: 'Pro S', installs_from: 0, installs_to: 1000 };
const M: TierRange = { id: 2, name: 'Pro M', installs_from: 1001, installs_to: 10_000 };
const L: TierRange = { id: 3, name: 'Pro L', installs_from: 10_001, installs_to: null };

/** The message of each field the schema refuses, for a tier among `others`. */
function problems(others: TierRange[], range: { from: number | null; to: number | null }) {
  const result = tierSchema(t, others, format).safeParse({
    name: 'New tier',
    installs_from: range.from,
    installs_to: range.to,
    price_per_install: '0.0400',
  });
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
}

describe('the range rules of a subscription tier', () => {
  it('accepts a first tier from 0, and each next one right after the previous', () => {
    expect(problems([], { from: 0, to: 1000 })).toEqual({});
    expect(problems([S], { from: 1001, to: null })).toEqual({});
    expect(problems([S, M], { from: 10_001, to: 50_000 })).toEqual({});
    // A tier edited in place: the others are the tariff's tiers without it.
    expect(problems([S, L], { from: 1001, to: 10_000 })).toEqual({});
  });

  it('refuses an overlap on the field to change, naming the other tier and its range', () => {
    expect(problems([S, M], { from: 500, to: 2000 })).toEqual({
      installs_from: 'Overlaps «Pro S» (0–1,000): start at 1,001 or later.',
    });
    expect(problems([M], { from: 0, to: 5000 })).toEqual({
      installs_to: 'Overlaps «Pro M» (1,001–10,000): end at 1,000 or before.',
    });
    expect(problems([S, L], { from: 20_000, to: 30_000 })).toEqual({
      installs_from: 'Overlaps «Pro L» (10,001 and more), which has no upper limit: give it an end first.',
    });
  });

  it('refuses a gap, saying which number the range must start or end at', () => {
    expect(problems([S], { from: 1500, to: 9000 })).toEqual({
      installs_from: 'Leaves a gap after «Pro S» (0–1,000): start at 1,001.',
    });
    expect(problems([], { from: 10, to: 1000 })).toEqual({
      installs_from: 'The first tier starts at 0.',
    });
    expect(problems([S, L], { from: 1001, to: 9000 })).toEqual({
      installs_to: 'Leaves a gap before «Pro L» (10,001 and more): end at 10,000.',
    });
  });

  it('lets only the last tier be open-ended', () => {
    expect(problems([S, L], { from: 1001, to: null })).toEqual({
      installs_to:
        'Only the last tier may be open-ended, and «Pro L» (10,001 and more) already is. Enter where this tier ends.',
    });
    expect(problems([M], { from: 0, to: null })).toEqual({
      installs_to:
        'Only the last tier may be open-ended: «Pro M» (1,001–10,000) comes after this one. End this tier at 1,000.',
    });
  });

  it('wants whole numbers, an end after the start, and a price with up to 4 decimals', () => {
    expect(problems([], { from: null, to: null })).toEqual({
      installs_from: 'Enter a whole number, 0 or more.',
    });
    expect(problems([], { from: 0, to: 0 })).toEqual({
      installs_to: 'The end must be after the start: 1 or more, or empty for no upper limit.',
    });
    const price = tierSchema(t, [], format).safeParse({
      name: '',
      installs_from: 0,
      installs_to: null,
      price_per_install: '0.00001',
    });
    expect(price.success).toBe(false);
    expect(price.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['name', "Enter the tier's name."],
      ['price_per_install', 'Enter a price per install such as 0.05, with up to 4 decimals.'],
    ]);
  });

  it("quotes the sample price in the reader's number format", () => {
    const ru = createTestI18n({ language: 'ru', resources }).getFixedT('ru', 'manage');
    const price = tierSchema(ru, [], format, 'ru').safeParse({
      name: 'S',
      installs_from: 0,
      installs_to: null,
      price_per_install: 'x',
    });
    expect(price.error?.issues[0]?.message).toBe(
      'Введите цену установки, например 0,05, не больше 4 знаков после запятой.',
    );
  });

  it('finds where the next tier starts and the problems of stored tiers', () => {
    expect(nextTierStart([])).toBe(0);
    expect(nextTierStart([M, S])).toBe(10_001);
    expect(nextTierStart([S, L])).toBeNull();
    expect(rangeProblems([S, M, L])).toEqual([]);
    expect(rangeProblems([S, L]).map((problem) => problem.kind)).toEqual(['gap']);
    expect(rangeProblems([S, { ...M, installs_from: 900 }]).map((problem) => problem.kind)).toEqual([
      'overlap',
    ]);
  });
});
