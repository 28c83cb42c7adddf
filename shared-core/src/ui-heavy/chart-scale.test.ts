import { labelledPoints, percentAcross, percentDown, pointAcross, valueScale } from './chart-scale';

describe('valueScale', () => {
  it('runs from zero to a round number at or above the highest value, with round marks', () => {
    expect(valueScale([12, 318, 297])).toEqual({ min: 0, max: 400, ticks: [0, 100, 200, 300, 400] });
    expect(valueScale([1180, 460])).toEqual({
      min: 0,
      max: 1200,
      ticks: [0, 200, 400, 600, 800, 1000, 1200],
    });
  });

  it('marks whole numbers only for counts', () => {
    expect(valueScale([2], false).ticks).toContain(0.5);
    expect(valueScale([2], true).ticks).toEqual([0, 1, 2]);
  });

  it('gives nothing but zeros an axis from 0 to 1, and skips values that are not numbers', () => {
    expect(valueScale([0, 0, Number.NaN])).toMatchObject({ min: 0, max: 1 });
    expect(valueScale([])).toMatchObject({ min: 0, max: 1 });
  });

  it('reaches below zero when a value does', () => {
    const scale = valueScale([-40, 90]);
    expect(scale.min).toBeLessThanOrEqual(-40);
    expect(scale.ticks).toContain(0);
  });

  it('places values in percent of the plot', () => {
    const scale = valueScale([318]);
    expect(percentDown(400, scale)).toBe(0);
    expect(percentDown(100, scale)).toBe(75);
    expect(percentAcross(100, scale)).toBe(25);
  });
});

describe('pointAcross', () => {
  it('puts the first point at the start, the last at the end, and a lone one in the middle', () => {
    expect([0, 1, 2].map((index) => pointAcross(index, 3))).toEqual([0, 50, 100]);
    expect(pointAcross(0, 1)).toBe(50);
  });
});

describe('labelledPoints', () => {
  it('names about six dates, evenly spaced, the newest always', () => {
    expect(labelledPoints(30)).toEqual([4, 9, 14, 19, 24, 29]);
    expect(labelledPoints(365)).toHaveLength(6);
    expect(labelledPoints(365).at(-1)).toBe(364);
  });

  it('names every date of a short range, and none of an empty one', () => {
    expect(labelledPoints(3)).toEqual([0, 1, 2]);
    expect(labelledPoints(0)).toEqual([]);
  });
});
