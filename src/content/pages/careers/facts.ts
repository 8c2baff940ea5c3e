/** Working conditions of the recruiting page as figures (docs/product.md#company-pages). */
export const careerFacts = {
  hours: { start: '9:00', end: '18:00', breakHours: 1 },
  raisesPerYear: 1,
  bonusesPerYear: 2,
  holidaysPerYear: 120,
} as const;

/** The selection process, in order; titles and descriptions are copy. */
export const selectionSteps = ['entry', 'casual-interview', 'interview', 'offer'] as const;
export type SelectionStep = (typeof selectionSteps)[number];
