/**
 * The brochure form's product choices in the page's language (issue 31): the brand's models by
 * their names, the beauty and laser devices by the names their cards show (one source:
 * src/content/pages/devices, figures filled as on the cards), the rental plan and
 * 「その他・複数」 from the lead copy. The ids stored with a lead are those of
 * src/content/products.ts, whatever the language.
 */
import { leadCopy } from '../../content/lead/index.ts';
import { devicesCopy } from '../../content/pages/devices/index.ts';
import { brochureProducts, devices } from '../../content/products.ts';
import { site } from '../../content/site.ts';
import type { Locale } from '../../i18n/locales.ts';
import { fillTemplate } from '../articles/fill-template.ts';
import { numberLocale } from '../devices/device-pages.ts';
import { figureValues } from '../devices/device-view.ts';

export interface ProductChoice {
  id: string;
  label: string;
}

/** Every choice of the form, in its order, named in `locale`. */
export function brochureProductChoices(locale: Locale): ProductChoice[] {
  const copy = leadCopy[locale].form;
  return brochureProducts.map(({ id, name }) => {
    if (id === 'other') return { id, label: copy.productOther };
    if (id.endsWith('-rental')) return { id, label: fillTemplate(copy.productRental, { brand: site.brand }) };
    const device = devices.find((entry) => entry.id === id);
    if (!device) return { id, label: name };
    const values = figureValues(device.figures, numberLocale[locale]);
    return { id, label: fillTemplate(devicesCopy[locale].devices[device.id].name, values) };
  });
}
