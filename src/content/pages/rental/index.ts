import type { CopyAdvertising } from '../../../domain/advertising/types.ts';
import { ja, type RentalCopy } from './ja.ts';

export type { RentalCopy };

/** /rental/medical copy: Japanese only (the page has no English or Chinese version). */
export const rentalCopy: { ja: RentalCopy } = { ja };

/** What this page advertises, for npm run lint:copy. The rental plan for medical institutions. */
export const advertising: CopyAdvertising = { classes: ['professional-device'], linksToChair: false };
