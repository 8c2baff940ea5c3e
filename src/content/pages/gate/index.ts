/** The gates' copy per locale. */
import type { Locale } from '../../../i18n/locales.ts';
import { en } from './en.ts';
import { type GateCopy, ja } from './ja.ts';
import { zhCn } from './zh-cn.ts';

export type { GateCopy } from './ja.ts';

export const gateCopy: Record<Locale, GateCopy> = { ja, en, 'zh-cn': zhCn };
