/**
 * The funnel report's days (report.server.ts): business days between two Japan days through a
 * running count, and the median of a histogram of them, which is what a report keeps per group
 * and step instead of every lead's gap (issue 40).
 */
import { isBusinessDay } from '../follow-up/business-days.server.ts';

const DAY_MS = 86_400_000;

/**
 * Business days from one Japan day (YYYY-MM-DD) to another (the later day counted, the earlier
 * not; 0 on the same day), through a running count per day kept across calls.
 */
export function businessDayCounter(closures: ReadonlySet<string>): (from: string, to: string) => number {
  // Each day's running count, over one contiguous range of days grown as calls need it.
  const ordinal = new Map<number, number>();
  let low = Number.NaN;
  let high = Number.NaN;
  const open = (ms: number) => isBusinessDay(new Date(ms).toISOString().slice(0, 10), closures);
  const ordinalOf = (day: number): number => {
    if (Number.isNaN(low)) {
      low = day;
      high = day;
      ordinal.set(day, 0);
    }
    for (; day > high; high += DAY_MS)
      ordinal.set(high + DAY_MS, (ordinal.get(high) ?? 0) + (open(high + DAY_MS) ? 1 : 0));
    for (; day < low; low -= DAY_MS) ordinal.set(low - DAY_MS, (ordinal.get(low) ?? 0) - (open(low) ? 1 : 0));
    return ordinal.get(day) ?? 0;
  };
  const dayNumbers = new Map<string, number>();
  const dayOf = (day: string) => {
    let ms = dayNumbers.get(day);
    if (ms === undefined) {
      ms = Date.parse(`${day}T00:00:00Z`);
      dayNumbers.set(day, ms);
    }
    return ms;
  };
  return (from, to) => Math.max(0, ordinalOf(dayOf(to)) - ordinalOf(dayOf(from)));
}

/**
 * The median of a histogram of whole days (value → how many leads), as the median of the list it
 * stands for: the middle value, or the rounded mean of the two middle ones.
 */
export function histogramMedian(histogram: ReadonlyMap<number, number>): number | null {
  let size = 0;
  for (const count of histogram.values()) size += count;
  if (size === 0) return null;
  const ascending = [...histogram.entries()].sort((a, b) => a[0] - b[0]);
  const valueAt = (index: number): number => {
    let seen = 0;
    for (const [value, count] of ascending) {
      seen += count;
      if (index < seen) return value;
    }
    return ascending.at(-1)?.[0] ?? 0;
  };
  const middle = Math.floor(size / 2);
  return size % 2 === 1 ? valueAt(middle) : Math.round((valueAt(middle - 1) + valueAt(middle)) / 2);
}

export const addTo = (histogram: Map<number, number>, value: number, count = 1) => {
  histogram.set(value, (histogram.get(value) ?? 0) + count);
};
