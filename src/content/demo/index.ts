import type { CopyAdvertising } from '../../domain/advertising/types.ts';
import type { Locale } from '../../i18n/locales.ts';
import { en } from './en.ts';
import { type DemoCopy, ja } from './ja.ts';
import { zhCn } from './zh-cn.ts';

export type { DemoCopy };

/** The demo booking page's words per locale. */
export const demoCopy: Record<Locale, DemoCopy> = { ja, en, 'zh-cn': zhCn };

/** What this copy advertises, for npm run lint:copy: a booking page names no product's effect. */
export const advertising: CopyAdvertising = { classes: ['general'], linksToChair: false };
