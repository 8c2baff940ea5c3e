/** The brochure request's words in English: form, validation messages and auto-reply (see ja.ts). */
import { en as demo } from '../demo/en.ts';
import type { LeadCopy } from './ja.ts';

/** Validation messages (see ja.ts). */
const messages = {
  nameRequired: 'Please enter your name',
  emailInvalid: 'Please enter a valid email address',
  organizationRequired: 'Please enter your company or organization',
  positionRequired: 'Please enter your position',
  phoneRequired: 'Please enter your phone number',
  phoneTooShort: 'Please enter a phone number of at least 10 digits',
  phoneTooLong: 'Please enter a phone number of no more than 13 digits',
  phoneDigitsOnly: 'Please enter the phone number using digits only',
  phoneInternational:
    'Please enter an international number as + and the country code followed by the number (e.g. +86 138 0013 8000)',
  postalCodeInvalid:
    'Please enter a Japanese postal code as 7 digits (e.g. 104-0061), or leave it empty for an address outside Japan',
  nameKanaInvalid: 'Please enter the reading in hiragana or katakana (characters not allowed: {chars})',
  addressRequired: 'Please enter your address',
  prefectureRequired: 'Please enter your state, province or prefecture',
  cityRequired: 'Please enter your city',
  productRequired: 'Please select a product',
  purposeRequired: 'Please enter the purpose of use',
  agreementRequired: 'Please agree to the terms of use',
  tooLong: 'Please enter no more than {max} characters',
  controlCharacters: 'This field contains characters that cannot be used',
  lineBreak: 'Line breaks cannot be used in this field',
  submitFailed: 'An error occurred while sending your request. Please wait a moment and try again.',
  rateLimited:
    'We have received many requests in a short time, so we have paused accepting them. Please wait a while and try again.',
  forbidden: 'Requests cannot be accepted from this page. Please use the form on our website.',
  tooLarge: 'Your entry is too long. Please shorten it and try again.',
} satisfies LeadCopy['form']['messages'];

export const en: LeadCopy = {
  /** The form, as the island and the no-JavaScript result page show it. */
  form: {
    required: 'Required',
    optional: 'Optional',
    fields: {
      name: { label: 'Name', hint: '' },
      nameKana: { label: 'Name reading (furigana)', hint: 'In hiragana or katakana.' },
      email: { label: 'Email address', hint: 'We will send the materials to this address.' },
      organization: { label: 'Company or organization', hint: 'Clinic, facility or company name.' },
      position: { label: 'Position', hint: '' },
      phone: {
        label: 'Phone (direct line)',
        hint: 'With or without hyphens (e.g. 090-1234-5678). From outside Japan, start with + and the country code (e.g. +86 138 0013 8000).',
      },
      postalCode: { label: 'Postal code', hint: 'For an address in Japan: 7 digits (e.g. 104-0061).' },
      prefecture: { label: 'State / province / prefecture', hint: '' },
      city: { label: 'City', hint: '' },
      address: { label: 'Street address', hint: 'e.g. 1-2-3 Ginza, or the whole address on one line' },
      building: { label: 'Building, floor, unit', hint: '' },
      product: { label: 'Product of interest', hint: '' },
      purpose: { label: 'Purpose of use', hint: 'Tell us what you are considering or any questions you have.' },
    },
    postalAutofill: {
      filled: 'Filled in the address for this postal code: {address}. Please add the street number and building.',
      notFound: 'No address was found for this postal code. Please enter the address yourself.',
    },
    productPlaceholder: 'Please select',
    productOther: 'Other / several',
    productOtherGroup: 'Other',
    productRental: '{brand} rental plan for medical institutions',
    individual: {
      label: 'I am applying as a private individual',
      hint: 'No company or position needed.',
    },
    prefecturePlaceholder: 'Please select',
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
    submitFailed: messages.submitFailed,
    /** The validation messages, so the island checks input in the page's language. */
    messages,
    /** The page that shows the outcome of a post made without JavaScript. */
    resultPage: {
      title: 'Brochure request',
      errorTitle: 'Please check your entries',
      back: 'Back to the previous page',
    },
    page: {
      title: 'Request a brochure',
      description: 'Request our brochure with prices, specifications and terms of introduction.',
      lead: [
        'We will send you our brochure with prices, specifications and terms of introduction.',
        'Please fill in the form below. After checking your request, we will write to you by email within 1–2 business days.',
      ],
      phone: 'Or call us (weekdays {open}–{close} JST)',
    },
    thanks: {
      title: 'We have received your brochure request.',
      body: [
        'After checking your information, we will send the materials within 1–2 business days.',
        'The materials contain information about you as the applicant, so please do not forward or share them with third parties.',
      ],
      receipt: 'We will write to you at {email}.',
      noReceipt:
        'If no email arrives, please check your spam folder. If nothing has arrived after two business days, please call us at {phone} (weekdays {open}–{close} JST).',
      /** The next step after a request (issue 44): book a demo. */
      demo: { label: demo.link, href: '/en/demo' },
    },
  },
  /** How a mail prints a moment, in Japan time (see ja.ts). */
  mailTime: {
    format: '{day} {monthName} {year}, {hour}:{minute} JST',
    weekdays: ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'],
    monthNames: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'],
  },
  /** The mail the visitor receives, in the language of the page they used. */
  autoReply: {
    subject: 'We have received your brochure request ({brand})',
    opening: 'This is an automatic message from the brochure request form on the {brand} website.',
    greeting: 'Dear applicant,',
    body: [
      'Thank you for requesting our brochure. We have received your request with the details below.',
      'After checking your information, we will send the materials within 1–2 business days.',
      'The materials contain information about you as the applicant, so please do not forward or share them with third parties.',
      'If you did not make this request, please disregard this email.',
    ],
    summaryTitle: 'Your request',
    labels: {
      product: 'Product',
      requestDate: 'Received',
    },
    signature: '{company}',
    senderName: '{company}',
  },
};
