/** Copy of the medical-professional gates /en/product/dr and /en/other-products. */
import type { GateCopy } from './ja.ts';

export const en: GateCopy = {
  dr: {
    meta: {
      title: 'Top-end model: for medical professionals',
      description: 'The details of our top-end model for medical institutions are intended for medical professionals.',
    },
    eyebrow: 'Top-end model for medical institutions',
  },
  other: {
    meta: {
      title: 'Other products: for medical professionals',
      description: 'The details of our aesthetic and laser devices are intended for medical professionals.',
    },
    eyebrow: 'Aesthetic and laser devices',
  },
  question: 'Are you a medical professional?',
  lead: 'The following pages contain product information for medical institutions and healthcare professionals.',
  yes: 'Yes',
  no: 'No',
  alert: 'Please refer to our other product lineup.',
  note: 'Your answer is self-declared. We do not verify qualifications.',
};
