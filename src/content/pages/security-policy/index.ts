import type { CopyAdvertising } from '../../../domain/advertising/types.ts';
import type { Locale } from '../../../i18n/locales.ts';
import { en } from './en.ts';
import { ja, type SecurityPolicyCopy } from './ja.ts';
import { zhCn } from './zh-cn.ts';

export type { SecurityPolicyCopy };

/** /company/security-policy copy per locale. */
export const securityPolicyCopy: Record<Locale, SecurityPolicyCopy> = { ja, en, 'zh-cn': zhCn };

/** What this page advertises, for npm run lint:copy. The privacy policy. */
export const advertising: CopyAdvertising = { classes: ['general'], linksToChair: false };
