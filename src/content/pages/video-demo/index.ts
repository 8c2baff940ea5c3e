import type { CopyAdvertising } from '../../../domain/advertising/types.ts';
import { ja, type VideoDemoCopy } from './ja.ts';

export type { VideoDemoCopy };

/** /video-demo copy: Japanese only (the page has no English or Chinese version). */
export const videoDemoCopy: { ja: VideoDemoCopy } = { ja };

/** What this page advertises, for npm run lint:copy. A placeholder page. */
export const advertising: CopyAdvertising = { classes: ['general'], linksToChair: false };
