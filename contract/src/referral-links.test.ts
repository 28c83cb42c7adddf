import { isBonusPercent, referralCodeProblem } from './referral-links';

describe('a referral code', () => {
  it.each([
    ['spring-2026', null],
    ['ABC', null],
    ['a_b', null],
    ['x'.repeat(32), null],
    ['ab', 'length'],
    ['x'.repeat(33), 'length'],
    ['', 'length'],
    ['spring sale', 'characters'],
    ['скидка', 'characters'],
    ['a/b', 'characters'],
  ])('%s: %s', (code, expected) => {
    expect(referralCodeProblem(code)).toBe(expected);
  });
});

describe('a bonus percent', () => {
  it.each([
    ['0', true],
    ['12.5', true],
    ['12.50', true],
    ['100', true],
    ['100.01', false],
    ['12.505', false],
    ['-1', false],
    ['', false],
    ['1e2', false],
  ])('%s: %s', (value, expected) => {
    expect(isBonusPercent(value)).toBe(expected);
  });
});
