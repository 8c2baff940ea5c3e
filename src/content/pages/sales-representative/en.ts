import { site } from '../../site.ts';
import type { SalesRepresentativeCopy } from './ja.ts';

/** /en/sales-representative: for companies in Japan and abroad that may distribute the series. */
export const en: SalesRepresentativeCopy = {
  meta: {
    title: 'Become a distributor',
    description: `We are looking for distributors of the ${site.brand} series: strong margins, thorough training and exclusive rights in your region. Open to companies only; no sales licence required.`,
  },
  hero: {
    eyebrow: 'Become a distributor',
    title: `Partner with us to distribute the ${site.brand} series`,
    lead: 'As populations age, pelvic floor care is a field that more and more people will need. Join us in bringing a new care option to medical institutions and care facilities in your region.',
  },
  benefits: {
    eyebrow: 'BENEFITS',
    title: 'Why become a distributor',
    items: [
      {
        title: 'Strong profitability',
        text: 'You can offer both monthly rental to medical institutions and outright device sales, for recurring as well as one-off revenue.',
      },
      {
        title: 'Thorough training',
        text: 'Our staff train your team in product knowledge, safe operation and how to present the devices to customers.',
      },
      {
        title: 'Exclusive regional rights',
        text: 'You sell exclusively in the region set out in your contract, so you can build your business there with confidence.',
      },
    ],
  },
  support: {
    eyebrow: 'SUPPORT',
    title: 'How we support you',
    lead: 'Our support continues after you sign, so that you can sell with confidence.',
    items: [
      'Sales materials, catalogues and demonstration units',
      'Our staff at your customer meetings, and jointly hosted online briefings',
      'Operating lessons for each new site, and follow-up after installation',
      'Advance notice of the conferences and trade shows where we exhibit',
    ],
  },
  requirements: {
    eyebrow: 'REQUIREMENTS',
    title: 'Requirements',
    rows: [
      { term: 'Who can apply', detail: 'Companies only (we cannot accept applications from individuals)' },
      {
        term: 'Sales licence',
        detail:
          'No sales licence or qualification is required. Outside Japan, tell us where you plan to sell and we will review the local requirements with you.',
      },
      { term: 'Initial cost', detail: 'Please contact us' },
    ],
  },
  contact: {
    eyebrow: 'CONTACT',
    title: 'Contact us',
    lead: 'For questions about becoming a distributor or the terms, write to us through the contact form. Please include “Distributor enquiry” and the country or region where you plan to sell in your message.',
    button: 'Ask about becoming a distributor',
    note: 'The form opens on an external site.',
  },
};
