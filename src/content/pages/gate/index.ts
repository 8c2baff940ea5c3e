import type { CopyAdvertising } from '../../../domain/advertising/types.ts';
/** The gates' copy per locale. */
import type { Locale } from '../../../i18n/locales.ts';
import { en } from './en.ts';
import { type GateCopy, ja } from './ja.ts';
import { zhCn } from './zh-cn.ts';

export type { GateCopy } from './ja.ts';

export const gateCopy: Record<Locale, GateCopy> = { ja, en, 'zh-cn': zhCn };

/** What this page advertises, for npm run lint:copy. The medical-professional gates in front of the clinics' model and the beauty devices. */
export const advertising: CopyAdvertising = { classes: ['professional-device'], linksToChair: false };
