import type { CopyAdvertising } from '../../../domain/advertising/types.ts';
import type { Locale } from '../../../i18n/locales.ts';
import { en } from './en.ts';
import { ja, type KegelCopy } from './ja.ts';
import { zhCn } from './zh-cn.ts';

export type { KegelCopy };

/** Copy of the Kegel articles (/mens-kegel, /womens-kegel) per locale. */
export const kegelCopy: Record<Locale, KegelCopy> = { ja, en, 'zh-cn': zhCn };

/** What this page advertises, for npm run lint:copy. Educational articles: they name no product and link to none (the advertising rules, docs/advertising-rules.md). */
export const advertising: CopyAdvertising = { classes: ['general'], linksToChair: false };
