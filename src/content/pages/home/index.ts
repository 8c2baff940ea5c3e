import type { CopyAdvertising } from '../../../domain/advertising/types.ts';
import type { Locale } from '../../../i18n/locales.ts';
import { en } from './en.ts';
import { type HomeCopy, ja } from './ja.ts';
import { zhCn } from './zh-cn.ts';

export type { HomeCopy };

/** The home page's copy per locale. */
export const homeCopy: Record<Locale, HomeCopy> = { ja, en, 'zh-cn': zhCn };

/** What this page advertises, for npm run lint:copy. Both pelvic-floor products, with the chair in the carousel and the product links. */
export const advertising: CopyAdvertising = { classes: ['consumer-chair', 'professional-device'], linksToChair: true };
