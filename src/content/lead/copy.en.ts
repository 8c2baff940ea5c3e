import type { LeadFormCopy } from './copy.ja.ts';
import { leadMessagesEn } from './messages.ts';

export const en: LeadFormCopy = {
  required: 'Required',
  fields: {
    name: { label: 'Name', hint: '' },
    email: { label: 'Email address', hint: 'We will send the materials to this address.' },
    organization: { label: 'Company or organization', hint: 'Clinic, facility or company name.' },
    position: { label: 'Position', hint: '' },
    phone: { label: 'Phone (direct line)', hint: 'With or without hyphens (e.g. 090-1234-5678).' },
    address: { label: 'Address', hint: '' },
    product: { label: 'Product of interest', hint: '' },
    purpose: { label: 'Purpose of use', hint: 'Tell us what you are considering or any questions you have.' },
  },
  productPlaceholder: 'Please select',
  productOther: 'Other',
  agreement: {
    title: 'Before you apply',
    text: [
      'We do not accept brochure requests from competitors for the purpose of gathering information.',
      'If an application is found to contain false information, we may take legal action.',
    ],
    label: 'I agree to the notes above and the terms of use',
  },
  honeypotLabel: 'Leave this field empty',
  submit: 'Request the brochure',
  submitting: 'Sending...',
  errorSummary: 'Some entries need attention. Please check the message beside each field.',
  submitFailed: leadMessagesEn.submitFailed,
  /** The validation messages, so the island checks input in the page's language. */
  messages: leadMessagesEn,
  /** The page that shows the outcome of a post made without JavaScript. */
  resultPage: { title: 'Brochure request', errorTitle: 'Please check your entries', back: 'Back to the previous page' },
  thanks: {
    title: 'Thank you for your request.',
    body: [
      'After checking your information, we will send the materials within 1–2 business days.',
      'The materials contain information about you as the applicant, so please do not forward or share them with third parties.',
    ],
  },
};
