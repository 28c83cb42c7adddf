import { isAmount, toCents } from '@panel/shared-core';

/** The first rule a typed amount breaks, in the order a person fixes them; each names its own message. */
export type AmountProblem = 'required' | 'number' | 'positive' | 'max' | 'decimals' | 'min';

const NUMBER = /^[-+]?(\d+\.?\d*|\.\d+)(e[-+]?\d+)?$/i;
const TOO_MANY_DECIMALS = /^\d+\.\d{3,}$/;

/**
 * What is wrong with an amount typed into a money field (a decimal string: "150", "150.50"), against the limits of
 * the call; null when nothing is. A negative amount is told it must be more than zero, and a number too large to
 * type plainly ("1e12") is told the upper limit, not that it is no number.
 *
 * @example
 * amountProblem('-5', { max: '1000.00' }); // 'positive'
 * amountProblem('1e12', { max: '1000.00' }); // 'max'
 * amountProblem('10.555'); // 'decimals'
 */
export function amountProblem(
  value: string,
  limits: { min?: string; max?: string } = {},
): AmountProblem | null {
  const text = value.trim();
  if (text === '') return 'required';
  const number = Number(text);
  if (!NUMBER.test(text) || !Number.isFinite(number)) return 'number';
  if (number <= 0) return 'positive';
  const max = limits.max === undefined ? null : toCents(limits.max);
  // In whole cents when the amount is plain ("1.10" is 110, where 1.1 * 100 is 110.00000000000001).
  const cents = toCents(text) ?? number * 100;
  if (max !== null && cents > max) return 'max';
  if (!isAmount(text)) return TOO_MANY_DECIMALS.test(text) ? 'decimals' : 'number';
  const min = limits.min === undefined ? null : toCents(limits.min);
  if (min !== null && cents < min) return 'min';
  return null;
}
