/** Small statistics over repeated runs. */

export interface Spread {
  median: number | null;
  min: number | null;
  max: number | null;
  values: number[];
}

export function median(values: number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** Median, min and max of the values that exist (nulls are runs where the number was not available). */
export function spread(values: (number | null | undefined)[]): Spread {
  const present = values.filter(
    (value): value is number => typeof value === 'number' && Number.isFinite(value),
  );
  return {
    median: median(present),
    min: present.length > 0 ? Math.min(...present) : null,
    max: present.length > 0 ? Math.max(...present) : null,
    values: present,
  };
}

export const sum = (values: number[]): number => values.reduce((total, value) => total + value, 0);
