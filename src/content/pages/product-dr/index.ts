/**
 * The top-end model page's copy: the Japanese detail page (gallery, videos, programs,
 * catalogue), and the English and Chinese overview, which the spec makes a different page.
 */
import type { Locale } from '../../../i18n/locales.ts';
import { en, type ProductDrOverviewCopy } from './en.ts';
import { ja } from './ja.ts';
import { zhCn } from './zh-cn.ts';

export type { ProductDrOverviewCopy } from './en.ts';
export type { ProductDrCopy } from './ja.ts';

export const productDrDetailsCopy = ja;

export type OverviewLocale = Exclude<Locale, 'ja'>;

export const productDrOverviewCopy: Record<OverviewLocale, ProductDrOverviewCopy> = { en, 'zh-cn': zhCn };
