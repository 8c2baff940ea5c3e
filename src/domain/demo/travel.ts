/**
 * The travel matrix (issue 44): minutes from one place to another, which staff edit by
 * prefecture or by region. A pair of prefectures wins over their regions; within one prefecture
 * with no entry nobody is counted as travelling; any other unknown pair takes the default.
 * The matrix is symmetric: one entry serves both directions.
 */
import { isRegion, regionOfPrefecture } from '../follow-up/regions.ts';
import type { TravelLookup } from './slots.ts';

export interface TravelEntry {
  /** A prefecture (`東京都`) or a region id (`kanto`). */
  from: string;
  to: string;
  minutes: number;
}

export const TRAVEL_MAX_MINUTES = 24 * 60;

const key = (a: string, b: string) => (a < b ? `${a}\n${b}` : `${b}\n${a}`);

/** A lookup over `entries`; `fallback` minutes for a pair nobody entered. */
export function travelLookup(entries: readonly TravelEntry[], fallback: number): TravelLookup {
  const known = new Map(entries.map((entry) => [key(entry.from, entry.to), entry.minutes]));
  return (from, to) => {
    const direct = known.get(key(from, to));
    if (direct !== undefined) return direct;
    if (from === to) return 0;
    const a = isRegion(from) ? from : regionOfPrefecture(from);
    const b = isRegion(to) ? to : regionOfPrefecture(to);
    if (a && b) {
      const byRegion = known.get(key(a, b));
      if (byRegion !== undefined) return byRegion;
    }
    return fallback;
  };
}
