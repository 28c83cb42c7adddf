import { nice, ticks } from 'd3-array';

/** A chart's value axis: its range and the round values it marks. */
export interface ValueScale {
  min: number;
  max: number;
  ticks: number[];
}

/**
 * From zero (or the lowest value, when one is negative) to a round number at or above the highest, with four or five
 * round marks; whole numbers only for counts.
 *
 * @example
 * valueScale([12, 318, 297]); // { min: 0, max: 400, ticks: [0, 100, 200, 300, 400] }
 */
export function valueScale(values: readonly number[], wholeNumbers = false): ValueScale {
  const finite = values.filter(Number.isFinite);
  const low = Math.min(0, ...finite);
  let high = Math.max(0, ...finite);
  // Nothing but zeros: an axis from 0 to 1 rather than a flat line on an empty range.
  if (high === low) high = low + 1;
  const [min, max] = nice(low, high, 4);
  const marks = ticks(min, max, 4);
  return { min, max, ticks: wholeNumbers ? marks.filter(Number.isInteger) : marks };
}

/** How far down the plot a value stands, in percent of its height (the top is the scale's maximum). */
export function percentDown(value: number, scale: ValueScale): number {
  return ((scale.max - value) / (scale.max - scale.min)) * 100;
}

/** How far across the plot a value reaches from the scale's minimum, in percent of its width. */
export function percentAcross(value: number, scale: ValueScale): number {
  return ((value - scale.min) / (scale.max - scale.min)) * 100;
}

/** Where the i-th of `count` points stands across the plot, in percent: the first at the start, the last at the end. */
export function pointAcross(index: number, count: number): number {
  return count <= 1 ? 50 : (index / (count - 1)) * 100;
}

/**
 * Which of `count` points name their date under the chart: about `most` of them, evenly spaced, the newest always.
 * Chosen by count, not by measuring each label, so that a chart draws in one render whatever its width; `most` fits
 * short dates ("Feb 12", "12 февр.") on a phone.
 *
 * @example
 * labelledPoints(30); // [4, 9, 14, 19, 24, 29]
 */
export function labelledPoints(count: number, most = 6): number[] {
  const step = Math.max(1, Math.ceil(count / most));
  const points: number[] = [];
  for (let index = count - 1; index >= 0; index -= step) points.unshift(index);
  return points;
}
