import {
  isPrice,
  monthlyPrice,
  nextTierStart,
  sortTiers,
  tariffFeatures,
  tierRangeProblems,
  type TierRange,
} from './tariffs';

const S: TierRange = { id: 1, name: 'Pro S', installs_from: 0, installs_to: 1000 };
const M: TierRange = { id: 2, name: 'Pro M', installs_from: 1001, installs_to: 10_000 };
const L: TierRange = { id: 3, name: 'Pro L', installs_from: 10_001, installs_to: null };

const range = (from: number, to: number | null) => ({ installs_from: from, installs_to: to });

describe('a price', () => {
  it.each([
    ['29', 2, true],
    ['29.5', 2, true],
    ['29.50', 2, true],
    ['29.505', 2, false],
    ['0.0125', 4, true],
    ['0.01255', 4, false],
    ['-1', 2, false],
    ['1,5', 2, false],
    ['', 2, false],
    ['1234567890123', 2, false],
  ])('%s with %i decimals: %s', (value, decimals, expected) => {
    expect(isPrice(value, decimals)).toBe(expected);
  });
});

describe("a tariff's tiers", () => {
  it('start where the last one ends: 0 for none, nowhere after an open-ended one', () => {
    expect(nextTierStart([])).toBe(0);
    expect(nextTierStart([M, S])).toBe(10_001);
    expect(nextTierStart([S, L])).toBeNull();
    expect(sortTiers([L, S, M]).map((tier) => tier.name)).toEqual(['Pro S', 'Pro M', 'Pro L']);
  });

  it('take a first tier from 0 and each next one right after the previous', () => {
    expect(tierRangeProblems(range(0, 1000), [])).toEqual([]);
    expect(tierRangeProblems(range(1001, null), [S])).toEqual([]);
    expect(tierRangeProblems(range(10_001, 50_000), [M, S])).toEqual([]);
    expect(tierRangeProblems(range(1001, 10_000), [S, L])).toEqual([]);
  });

  it('refuse an overlap on the bound to move, naming the other tier', () => {
    expect(tierRangeProblems(range(500, 2000), [S, M])).toEqual([
      { kind: 'overlap', field: 'installs_from', tier: S },
    ]);
    expect(tierRangeProblems(range(0, 5000), [M])).toEqual([
      { kind: 'overlap', field: 'installs_to', tier: M },
    ]);
    expect(tierRangeProblems(range(20_000, 30_000), [S, L])).toEqual([
      { kind: 'overlap', field: 'installs_from', tier: L },
    ]);
  });

  it('let only the last tier be open-ended, one problem per field', () => {
    expect(tierRangeProblems(range(1001, null), [S, L])).toEqual([
      { kind: 'secondOpen', field: 'installs_to', tier: L },
    ]);
    // Open-ended and starting inside another tier: both bounds are wrong.
    expect(tierRangeProblems(range(500, null), [S, L])).toEqual([
      { kind: 'secondOpen', field: 'installs_to', tier: L },
      { kind: 'overlap', field: 'installs_from', tier: S },
    ]);
    expect(tierRangeProblems(range(0, null), [M])).toEqual([
      { kind: 'overlap', field: 'installs_to', tier: M },
    ]);
  });

  it('refuse a gap, saying where the range must start or end', () => {
    expect(tierRangeProblems(range(1500, 9000), [S])).toEqual([
      { kind: 'gapBefore', field: 'installs_from', tier: S, expected: 1001 },
    ]);
    expect(tierRangeProblems(range(10, 1000), [])).toEqual([
      { kind: 'firstFrom', field: 'installs_from', tier: undefined },
    ]);
    expect(tierRangeProblems(range(1001, 9000), [S, L])).toEqual([
      { kind: 'gapAfter', field: 'installs_to', tier: L, expected: 10_000 },
    ]);
    expect(tierRangeProblems(range(1500, 9000), [S, L])).toEqual([
      { kind: 'gapBefore', field: 'installs_from', tier: S, expected: 1001 },
      { kind: 'gapAfter', field: 'installs_to', tier: L, expected: 10_000 },
    ]);
  });
});

describe("a tariff's features", () => {
  const limits = (domains: number) => ({ applications: 10, domains, push_per_month: 100, team_members: 2 });
  it('has custom domains exactly when the domains limit allows any, whatever the list says', () => {
    expect(tariffFeatures(['pwa'], limits(2))).toEqual(['pwa', 'custom-domains']);
    expect(tariffFeatures(['pwa', 'custom-domains'], limits(0))).toEqual(['pwa']);
    expect(tariffFeatures(['custom-domains', 'pwa'], limits(5))).toEqual(['pwa', 'custom-domains']);
  });
  it('keeps the order of the catalogue when given', () => {
    expect(tariffFeatures(['api', 'pwa'], limits(1), ['pwa', 'custom-domains', 'api'])).toEqual([
      'pwa',
      'custom-domains',
      'api',
    ]);
  });
});

describe('a monthly price', () => {
  it('is a twelfth of a yearly one, to the nearest cent, and a monthly price itself', () => {
    expect(monthlyPrice('2990.00', 'year')).toBe('249.17');
    expect(monthlyPrice('1200', 'year')).toBe('100.00');
    expect(monthlyPrice('99.00', 'month')).toBe('99.00');
    expect(monthlyPrice('n/a', 'year')).toBeNull();
  });
});
