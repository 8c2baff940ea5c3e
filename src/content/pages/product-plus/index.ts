import type { CopyAdvertising } from '../../../domain/advertising/types.ts';
/** The chair model page's copy per locale. */
import type { Locale } from '../../../i18n/locales.ts';
import { en } from './en.ts';
import { ja, type ProductPlusCopy } from './ja.ts';
import { zhCn } from './zh-cn.ts';

export type { ProductPlusCopy } from './ja.ts';

export const productPlusCopy: Record<Locale, ProductPlusCopy> = { ja, en, 'zh-cn': zhCn };

/** What this page advertises, for npm run lint:copy. The consumer chair itself. */
export const advertising: CopyAdvertising = { classes: ['consumer-chair'], linksToChair: true };
