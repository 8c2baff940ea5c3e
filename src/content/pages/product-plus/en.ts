/** Copy of /en/product/plus. Figures come from src/content/products.ts. */
import { chairModel } from '../../products.ts';
import { site } from '../../site.ts';
import type { ProductPlusCopy } from './ja.ts';

export const en: ProductPlusCopy = {
  meta: {
    title: `${site.brand} Plus product details`,
    description: `${site.brand} Plus, the chair model: about ${chairModel.sessionMinutes} minutes seated, fully clothed, with ${chairModel.outputLevels} output levels and a patent-pending waveform. Specifications and booking.`,
  },
  hero: {
    eyebrow: 'Chair model',
    lead: 'A chair that cares for the pelvic floor while the user simply sits, fully clothed. Each session takes about {minutes} minutes, and a proprietary, patent-pending waveform prompts about {contractions} muscle contractions.',
  },
  video: {
    eyebrow: 'Video',
    heading: 'Watch the video',
    lead: 'Press the thumbnail to play the video on this page.',
    title: `Introducing ${site.brand} Plus`,
    text: 'See what a seated session looks like.',
  },
  features: [
    'Simply sit, fully clothed: no changing and no preparation',
    '{levels} output levels, raised step by step as the user gets used to it',
    'A proprietary, patent-pending waveform engages the pelvic floor muscles',
    'Compact: it fits in about {space} m × {space} m of floor space',
  ],
  specs: {
    eyebrow: 'Features and specifications',
    heading: 'Key features and specifications',
    tableHeading: 'Specifications',
    rows: {
      levels: 'Output levels',
      session: 'Session length',
      dimensions: 'Size (W × D × H)',
      weight: 'Weight',
      waveform: 'Waveform',
      price: 'Price',
    },
    values: {
      levels: '{n} levels',
      session: 'About {n} minutes',
      weight: '{n} kg',
      waveform: 'Proprietary, patent-pending waveform',
    },
  },
  cta: {
    heading: 'Pre-order or ask us',
    text: 'Pre-order the chair, or have a representative explain it to you online. Both are booked on our scheduling page.',
    preorder: 'Pre-order',
    explain: 'Talk to a representative',
  },
  notice: 'A support product, not a medical treatment. Individual experiences vary.',
};
