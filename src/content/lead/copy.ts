/** The brochure form's words for a locale. */
import type { Locale } from '../../i18n/locales.ts';
import { en } from './copy.en.ts';
import { ja, type LeadFormCopy } from './copy.ja.ts';
import { zhCn } from './copy.zh-cn.ts';

const copies: Record<Locale, LeadFormCopy> = { ja, en, 'zh-cn': zhCn };

export const leadFormCopy = (locale: Locale): LeadFormCopy => copies[locale];
