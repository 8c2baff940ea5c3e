/** Copy of /en/products and the labels the English product detail pages share. */
import { chairModel } from '../../products.ts';
import { site } from '../../site.ts';
import type { ProductsCopy } from './ja.ts';

export const en: ProductsCopy = {
  meta: {
    title: 'Products',
    description: `Pelvic-floor care while sitting fully clothed: ${site.brand} DR, the top-end model for medical institutions, and the ${site.brand} Plus chair model.`,
  },
  hero: {
    eyebrow: 'Pelvic-floor care devices',
    title: 'Product series',
    lead: `A new form of pelvic-floor care: the user simply sits, fully clothed, for about ${chairModel.sessionMinutes} minutes. Choose the top-end model for medical institutions, or the compact chair model that fits easily into clinics, salons and care facilities.`,
    videoTitle: `${site.brand} introduction video`,
    videoText: 'See a seated session in this short video.',
  },
  top: {
    eyebrow: 'Top-end model for medical institutions',
    badge: 'Pre-orders open: early-bird benefits',
    lead: 'The chair plus a hand module that can be applied to the legs, abdomen and waist, for medical institutions.',
    link: 'View details (for medical professionals)',
  },
  chair: {
    eyebrow: 'Chair model',
    lead: `Simply sit, fully clothed. A proprietary, patent-pending waveform delivers a session of about ${chairModel.sessionMinutes} minutes, in a chair compact enough for any clinic or salon.`,
    link: 'View details',
  },
  figures: {
    outputLevels: 'Output levels',
    levels: '{n} levels',
    session: 'Session length',
    minutes: 'About {n} minutes',
    dimensions: 'Size (W × D × H)',
    weight: 'Weight',
    kg: '{n} kg',
    price: 'Price',
    priceTaxIncluded: '{price} (tax included)',
    contact: 'Please contact us',
    release: 'Availability',
    statuses: {
      planned: 'Planned for {launch}',
      preorder: 'Pre-orders open (release {launch})',
      on_sale: 'On sale',
      ended: 'Discontinued',
      plannedUndated: 'Coming soon',
      preorderUndated: 'Pre-orders open',
    },
  },
  notice: 'A support product, not a medical treatment. Individual experiences vary.',
  otherLineup: {
    title: 'Please refer to our other product lineup',
    text: 'Anyone may view the details of the products presented on this page.',
  },
  shared: {
    videoPlay: 'Play: {title}',
    videoClose: 'Close',
    zoom: {
      open: 'Enlarge the image',
      dialog: 'Enlarged image',
      close: 'Close',
      zoomIn: 'Zoom in',
      zoomOut: 'Zoom out',
      reset: 'Reset',
      dragHint: 'Drag to move the image',
    },
    gallery: {
      label: 'Product images',
      thumbnails: 'Choose an image',
      show: 'Show image {n}',
    },
    subnav: {
      label: 'Products',
      select: 'Select a product',
      dr: `${site.brand} DR`,
      plus: `${site.brand} Plus`,
    },
    regulatory: {
      title: 'Regulatory information',
      lead: 'The product’s status in Japan under the Pharmaceuticals and Medical Devices Act, with its notification or certificate number.',
      name: 'Sales name',
      class: 'Classification in Japan',
      generic: 'Japanese generic name (JMDN)',
      number: 'Notification or certification number',
      classes: {
        general: 'General medical device (Class I)',
        controlled: 'Controlled medical device (Class II)',
        highly_controlled: 'Specially controlled medical device (Class III/IV)',
        not_device: 'Not a medical device',
      },
    },
  },
};
