import { type CareersCopy, ja } from './ja.ts';

export type { CareersCopy };

/** /company/careers copy: Japanese only (the page has no English or Chinese version). */
export const careersCopy: { ja: CareersCopy } = { ja };
