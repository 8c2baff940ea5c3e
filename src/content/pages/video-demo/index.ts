import { ja, type VideoDemoCopy } from './ja.ts';

export type { VideoDemoCopy };

/** /video-demo copy: Japanese only (the page has no English or Chinese version). */
export const videoDemoCopy: { ja: VideoDemoCopy } = { ja };
