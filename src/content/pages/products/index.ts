import type { CopyAdvertising } from '../../../domain/advertising/types.ts';
/** The product list's copy (and the detail pages' shared labels) per locale. */
import type { Locale } from '../../../i18n/locales.ts';
import { en } from './en.ts';
import { ja, type ProductsCopy } from './ja.ts';
import { zhCn } from './zh-cn.ts';

export type { ProductsCopy } from './ja.ts';

export const productsCopy: Record<Locale, ProductsCopy> = { ja, en, 'zh-cn': zhCn };

/** What this page advertises, for npm run lint:copy. The lineup: the consumer chair and the clinics' model. */
export const advertising: CopyAdvertising = { classes: ['consumer-chair', 'professional-device'], linksToChair: true };
