/**
 * The figures the home page states, kept once (docs/product.md#product-facts, ADR 009). The
 * copy files write the sentences around them; the components show the numbers.
 */

export type StatId = 'womenLeakage' | 'pregnancy' | 'menConcern' | 'yearsToDoctor';

export interface StatFact {
  id: StatId;
  /** The figure the count-up ends on. */
  value: number;
  /** A duration in years, shown with one decimal (6.5); otherwise a whole percentage. */
  isYear: boolean;
}

export const stats: readonly StatFact[] = [
  /** Women who leak on exertion, coughing or sneezing. */
  { id: 'womenLeakage', value: 51, isYear: false },
  /** Pregnant and postpartum women who feel physical troubles. */
  { id: 'pregnancy', value: 91, isYear: false },
  /** Men worried about leakage or erectile function: more than one in `menConcernOneIn`. */
  { id: 'menConcern', value: 40, isYear: false },
  /** Average years before seeing a doctor. */
  { id: 'yearsToDoctor', value: 6.5, isYear: true },
];

/** "More than 1 in 3 men" — the plain-words reading of the 40% figure. */
export const menConcernOneIn = 3;

/** One session on the chair model. */
export const session = {
  minutes: 30,
  /** About this many pelvic-floor contractions per session (docs/product.md#product-facts). */
  contractions: 25_000,
} as const;

/** The chair model's output levels. */
export const chairOutputLevels = 25;

/** How many announcements the Japanese home page lists. */
export const homeNewsLimit = 5;

/** Digits after the decimal point for a stat. */
export const statDecimals = (stat: Pick<StatFact, 'isYear'>): number => (stat.isYear ? 1 : 0);
