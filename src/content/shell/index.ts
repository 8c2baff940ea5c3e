import type { CopyAdvertising } from '../../domain/advertising/types.ts';
import type { Locale } from '../../i18n/locales.ts';
import { en } from './en.ts';
import { ja, type ShellCopy } from './ja.ts';
import { zhCn } from './zh-cn.ts';

export type { ShellCopy };

/** The layout shell's copy per locale: header, footer, floating button, 404, shared labels. */
export const shellCopy: Record<Locale, ShellCopy> = { ja, en, 'zh-cn': zhCn };

/** What this copy advertises, for npm run lint:copy. The header, footer and shared labels: site chrome, no product claims. */
export const advertising: CopyAdvertising = { classes: ['general'], linksToChair: false };
