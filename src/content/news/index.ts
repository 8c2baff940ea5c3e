import { ja, type NewsCopy } from './ja.ts';

export type { NewsCopy };

/** Every word about news: Japanese only (the news pages and the admin area are Japanese only). */
export const newsCopy: { ja: NewsCopy } = { ja };
