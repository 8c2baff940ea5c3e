import type { CopyAdvertising } from '../../domain/advertising/types.ts';
import type { Locale } from '../../i18n/locales.ts';
import { en } from './en.ts';
import { ja, type MaterialsCopy } from './ja.ts';
import { zhCn } from './zh-cn.ts';

export type { MaterialsCopy };

/** The materials' words per locale: the mail with the links, the stamp, the expired-link page. */
export const materialsCopy: Record<Locale, MaterialsCopy> = { ja, en, 'zh-cn': zhCn };

/** What this copy advertises, for npm run lint:copy: none of it names a product's effect. */
export const advertising: CopyAdvertising = { classes: ['general'], linksToChair: false };
