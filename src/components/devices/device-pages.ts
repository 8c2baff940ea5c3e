/** What the device pages of every locale share: number formatting and each page's title and description. */
import { devicesCopy } from '../../content/pages/devices/index.ts';
import { detailDevices, devices } from '../../content/products.ts';
import type { Locale } from '../../i18n/locales.ts';
import { fillTemplate } from '../articles/fill-template.ts';
import { figureValues } from './device-view.ts';

/** How device figures are written in running text per locale (−30, 1800, 25,000). */
export const numberLocale: Record<Locale, string> = { ja: 'ja-JP', en: 'en-US', 'zh-cn': 'zh-CN' };

/** The devices the details page presents, in the lineup's order. */
export const shownOnDetails = devices.filter((device) => detailDevices.includes(device.id));

/** A device page's title and description, with the figures filled in. */
export function devicePageMeta(locale: Locale, page: 'showcase' | 'details'): { title: string; description: string } {
  const meta = devicesCopy[locale][page].meta;
  const figures = Object.assign(
    {},
    ...shownOnDetails.map((device) => figureValues(device.figures, numberLocale[locale])),
  );
  return { title: meta.title, description: fillTemplate(meta.description, figures) };
}
