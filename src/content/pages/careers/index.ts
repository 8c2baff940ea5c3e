import type { CopyAdvertising } from '../../../domain/advertising/types.ts';
import { type CareersCopy, ja } from './ja.ts';

export type { CareersCopy };

/** /company/careers copy: Japanese only (the page has no English or Chinese version). */
export const careersCopy: { ja: CareersCopy } = { ja };

/** What this page advertises, for npm run lint:copy. Recruitment: advertises no product. */
export const advertising: CopyAdvertising = { classes: ['general'], linksToChair: false };
