/** The product list's copy (and the detail pages' shared labels) per locale. */
import type { Locale } from '../../../i18n/locales.ts';
import { en } from './en.ts';
import { ja, type ProductsCopy } from './ja.ts';
import { zhCn } from './zh-cn.ts';

export type { ProductsCopy } from './ja.ts';

export const productsCopy: Record<Locale, ProductsCopy> = { ja, en, 'zh-cn': zhCn };
