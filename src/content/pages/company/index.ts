import type { Locale } from '../../../i18n/locales.ts';
import { en } from './en.ts';
import { type CompanyCopy, ja } from './ja.ts';
import { zhCn } from './zh-cn.ts';

export type { CompanyCopy };

/** /company copy per locale. */
export const companyCopy: Record<Locale, CompanyCopy> = { ja, en, 'zh-cn': zhCn };
