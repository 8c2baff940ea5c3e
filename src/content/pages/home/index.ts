import type { Locale } from '../../../i18n/locales.ts';
import { en } from './en.ts';
import { type HomeCopy, ja } from './ja.ts';
import { zhCn } from './zh-cn.ts';

export type { HomeCopy };

/** The home page's copy per locale. */
export const homeCopy: Record<Locale, HomeCopy> = { ja, en, 'zh-cn': zhCn };
