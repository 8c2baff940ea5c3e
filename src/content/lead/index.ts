import type { CopyAdvertising } from '../../domain/advertising/types.ts';
import type { Locale } from '../../i18n/locales.ts';
import { en } from './en.ts';
import { ja, type LeadCopy } from './ja.ts';
import { zhCn } from './zh-cn.ts';

export type { LeadCopy };
export type LeadFormCopy = LeadCopy['form'];
export type LeadMessages = LeadFormCopy['messages'];

/**
 * The brochure request's words per locale: `form` (with its validation `messages`) and
 * `autoReply`; `leadCopy.ja.staffMail` is the staff notification and `leadCopy.ja.digestMail`
 * the daily reminder to owners, both Japanese only.
 */
export const leadCopy: { ja: typeof ja } & Record<Exclude<Locale, 'ja'>, LeadCopy> = { ja, en, 'zh-cn': zhCn };

/** What this copy advertises, for npm run lint:copy. The brochure form and its mails: general copy. */
export const advertising: CopyAdvertising = { classes: ['general'], linksToChair: false };
