/**
 * The brochure form's product choices in the page's language (issue 31): the brand's models by
 * their names, the beauty and laser devices by the names their cards show (one source:
 * src/content/pages/devices, figures filled as on the cards), the rental plan and
 * 「その他・複数」 from the lead copy. The ids stored with a lead are those of
 * src/content/products.ts, whatever the language. The admin and the staff mails name products
 * by the Japanese choices (issue 32); a mail to the requester by its own language's.
 */
import { leadCopy } from '../content/lead/index.ts';
import { devicesCopy } from '../content/pages/devices/index.ts';
import { brochureProducts, devices } from '../content/products.ts';
import { site } from '../content/site.ts';
import type { Locale } from '../i18n/locales.ts';
import { figureValues, fillTemplate, numberLocale } from './fill-template.ts';

export interface ProductChoice {
  id: string;
  label: string;
  /**
   * The group the form lists it under (an <optgroup>), after the ungrouped choices: 「その他」
   * holds the models the site has no page for and 「その他・複数」 (issue 43).
   */
  group?: string;
}

/** Every choice of the form, in its order, named in `locale`. */
export function brochureProductChoices(locale: Locale): ProductChoice[] {
  const copy = leadCopy[locale].form;
  return brochureProducts.map((product) => {
    const { id, name } = product;
    if ('pageless' in product) return { id, label: name, group: copy.productOtherGroup };
    if (id === 'other') return { id, label: copy.productOther, group: copy.productOtherGroup };
    if (id.endsWith('-rental')) return { id, label: fillTemplate(copy.productRental, { brand: site.brand }) };
    const device = devices.find((entry) => entry.id === id);
    if (!device) return { id, label: name };
    const values = figureValues(device.figures, numberLocale[locale]);
    return { id, label: fillTemplate(devicesCopy[locale].devices[device.id].name, values) };
  });
}

const names = new Map<Locale, Map<string, string>>();

/**
 * The name of a stored product id in `locale`, as that language's form offers it (one source
 * for the form and every mail to the requester); an unknown id as it is.
 */
export function productNameIn(id: string, locale: Locale): string {
  let byId = names.get(locale);
  if (!byId) {
    byId = new Map(brochureProductChoices(locale).map((choice) => [choice.id, choice.label]));
    names.set(locale, byId);
  }
  return byId.get(id) ?? id;
}

/** The Japanese name of a stored product id, as the Japanese form shows it; an unknown id as it is. */
export const japaneseProductName = (id: string): string => productNameIn(id, 'ja');
