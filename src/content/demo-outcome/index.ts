import type { CopyAdvertising } from '../../domain/advertising/types.ts';
import type { Locale } from '../../i18n/locales.ts';
import { en } from './en.ts';
import { type DemoOutcomeCopy, ja } from './ja.ts';
import { zhCn } from './zh-cn.ts';

export type { DemoOutcomeCopy };

/** The mail after a missed demo, per locale (the staff's words are in staff.ts). */
export const demoOutcomeCopy: Record<Locale, DemoOutcomeCopy> = { ja, en, 'zh-cn': zhCn };

/** What this copy advertises, for npm run lint:copy: a booking mail names no product's effect. */
export const advertising: CopyAdvertising = { classes: ['general'], linksToChair: false };
