import { ja, type RentalCopy } from './ja.ts';

export type { RentalCopy };

/** /rental/medical copy: Japanese only (the page has no English or Chinese version). */
export const rentalCopy: { ja: RentalCopy } = { ja };
