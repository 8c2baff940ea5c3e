import type { CopyAdvertising } from '../../../domain/advertising/types.ts';
/** The device pages' copy per locale. */
import type { Locale } from '../../../i18n/locales.ts';
import { en } from './en.ts';
import { type DevicesCopy, ja } from './ja.ts';
import { zhCn } from './zh-cn.ts';

export type { DeviceCopy, DevicesCopy } from './ja.ts';

export const devicesCopy: Record<Locale, DevicesCopy> = { ja, en, 'zh-cn': zhCn };

/** What this page advertises, for npm run lint:copy. The beauty and laser devices for clinics and salons. */
export const advertising: CopyAdvertising = { classes: ['beauty-device'], linksToChair: false };
