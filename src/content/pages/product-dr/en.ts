/**
 * Copy of /en/product/dr-details. The English and Chinese pages differ from the Japanese one
 * (docs/product.md#products-and-gates): hero with a pre-order or consultation button, price,
 * key features, specifications and a two-image gallery. So English is the source of this shape,
 * and the Chinese copy must satisfy it. Figures come from src/content/products.ts.
 */
import { topModel } from '../../products.ts';
import { site } from '../../site.ts';

export interface ProductDrOverviewCopy {
  meta: { title: string; description: string };
  /** `lead` holds `{year}`. */
  /** `launch` is added to the lead only while the launch is still coming (/admin/site). */
  hero: { eyebrow: string; badge: string; lead: string; launch: string; button: string };
  features: {
    eyebrow: string;
    heading: string;
    /** `{levels}` is the number of output levels. */
    items: string[];
    /** The foreign approval, listed third only beside the regulatory block (issue 43). */
    foreignApproval: string;
    specs: { heading: string; dimensions: string; weight: string; levels: string; price: string; release: string };
  };
  cta: { heading: string; text: string; button: string };
  notice: string;
}

const hours = `{open}–{close}`;

export const en: ProductDrOverviewCopy = {
  meta: {
    title: `${site.brand} DR product details`,
    description: `${site.brand} DR, the top-end magnetic-stimulation pelvic-floor care system for medical institutions: a hand module for the legs, abdomen and waist, and ${topModel.outputLevels} output levels. Specifications, price and consultation.`,
  },
  hero: {
    eyebrow: 'Top-end model for medical institutions',
    badge: 'Pre-orders open: early-bird benefits',
    lead: 'The seated pelvic-floor care chair, joined by a hand module that can be applied to the legs, abdomen and waist. Built for medical institutions.',
    launch: 'Planned for release in {launch}.',
    button: 'Order or request a consultation',
  },
  features: {
    eyebrow: 'Key features',
    heading: 'Key features and specifications',
    items: [
      'A hand module on an arm reaches the legs, abdomen and waist, in addition to the seated session',
      '{levels} output levels, finely adjusted to each patient’s condition and comfort',
      'Programs for urinary incontinence and overactive bladder, postpartum recovery, pelvic organ prolapse and sexual function',
      'Patients stay fully clothed: no changing and no preparation',
    ],
    foreignApproval: 'Developed on the basis of FDA-cleared technology',
    specs: {
      heading: 'Specifications',
      dimensions: 'Size (W × D × H)',
      weight: 'Weight',
      levels: 'Output levels',
      price: 'Price',
      release: 'Availability',
    },
  },
  cta: {
    heading: `Bring ${site.brand} DR to your clinic`,
    text: `Order, or ask us about introducing the system, through our contact form. You can also call us on {phoneInternational} (weekdays ${hours} JST).`,
    button: 'Order or request a consultation',
  },
  notice: 'A support product, not a medical treatment. Individual experiences vary.',
};
