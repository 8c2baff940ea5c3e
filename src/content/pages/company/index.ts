import type { CopyAdvertising } from '../../../domain/advertising/types.ts';
import type { Locale } from '../../../i18n/locales.ts';
import { en } from './en.ts';
import { type CompanyCopy, ja } from './ja.ts';
import { zhCn } from './zh-cn.ts';

export type { CompanyCopy };

/** /company copy per locale. */
export const companyCopy: Record<Locale, CompanyCopy> = { ja, en, 'zh-cn': zhCn };

/** What this page advertises, for npm run lint:copy. The company: names its products but links to none of them in its copy. */
export const advertising: CopyAdvertising = { classes: ['general'], linksToChair: false };
