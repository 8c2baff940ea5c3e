/** What the device pages of every locale share: number formatting and the devices the details page shows. */
import { detailDevices, devices } from '../../content/products.ts';
import type { Locale } from '../../i18n/locales.ts';

/** How device figures are written in running text per locale (−30, 1800, 25,000). */
export const numberLocale: Record<Locale, string> = { ja: 'ja-JP', en: 'en-US', 'zh-cn': 'zh-CN' };

/** The devices the details page presents, in the lineup's order. */
export const shownOnDetails = devices.filter((device) => detailDevices.includes(device.id));
