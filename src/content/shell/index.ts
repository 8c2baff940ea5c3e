import type { Locale } from '../../i18n/locales.ts';
import { en } from './en.ts';
import { ja, type ShellCopy } from './ja.ts';
import { zhCn } from './zh-cn.ts';

export type { ShellCopy };

/** The layout shell's copy per locale: header, footer, floating button, 404, shared labels. */
export const shellCopy: Record<Locale, ShellCopy> = { ja, en, 'zh-cn': zhCn };
