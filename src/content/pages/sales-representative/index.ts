import type { CopyAdvertising } from '../../../domain/advertising/types.ts';
import type { Locale } from '../../../i18n/locales.ts';
import { en } from './en.ts';
import { ja, type SalesRepresentativeCopy } from './ja.ts';
import { zhCn } from './zh-cn.ts';

export type { SalesRepresentativeCopy };

/** /sales-representative copy per locale. */
export const salesRepresentativeCopy: Record<Locale, SalesRepresentativeCopy> = { ja, en, 'zh-cn': zhCn };

/** What this page advertises, for npm run lint:copy. Recruiting sales agents: describes the business, not a product's effect. */
export const advertising: CopyAdvertising = { classes: ['general'], linksToChair: false };
