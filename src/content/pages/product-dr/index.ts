import type { CopyAdvertising } from '../../../domain/advertising/types.ts';
/**
 * /product/dr-details copy per locale. The Japanese page (gallery, videos, programs, catalogue)
 * and the English and Chinese overview are different pages (docs/product.md#products-and-gates):
 * Japanese has its own type, English is the overview's source and Chinese must satisfy it.
 */
import type { Locale } from '../../../i18n/locales.ts';
import { en, type ProductDrOverviewCopy } from './en.ts';
import { ja, type ProductDrCopy } from './ja.ts';
import { zhCn } from './zh-cn.ts';

export type { ProductDrCopy, ProductDrOverviewCopy };

export type OverviewLocale = Exclude<Locale, 'ja'>;

export const productDrCopy: { ja: ProductDrCopy } & Record<OverviewLocale, ProductDrOverviewCopy> = {
  ja,
  en,
  'zh-cn': zhCn,
};

/** What this page advertises, for npm run lint:copy. The clinics' model, behind the medical-professional gate. */
export const advertising: CopyAdvertising = {
  classes: ['professional-device'],
  linksToChair: false,
  // The features show the foreign approval only beside the regulatory block (issue 43).
  sections: { features: { classes: ['professional-device'], linksToChair: false, japaneseStatus: true } },
};
