import type { DemoCopy } from './ja.ts';
import { selfServiceEn } from './self-service-en.ts';

export const en: DemoCopy = {
  page: {
    title: 'Book a demo',
    description:
      'Book a hands-on demonstration of our medical devices online: at your clinic, at our showroom or online.',
    lead: [
      'Choose a date and time for a demonstration with the actual device. It takes about one hour.',
      'If no time suits you, please call us and we will arrange one together.',
    ],
  },
  link: 'Book a demo',
  kind: {
    legend: 'How would you like the demo?',
    clinic: 'At your clinic (we bring the demo unit)',
    showroom: 'At our Ginza showroom',
    online: 'Online',
    show: 'Show free times',
  },
  weeks: { previous: 'Previous week', next: 'Next week', range: 'Free times from {from} to {to}' },
  slots: {
    legend: 'Date and time',
    none: 'No free times this week. Please look at the next week.',
    noneAtAll: 'No times can be booked at the moment. Please call us.',
  },
  visitor: {
    title: 'Your details',
    prefilled: 'We will book with the details from your brochure request: {name} ({email})',
    notYou: 'Booking for someone else?',
  },
  submit: 'Book',
  refused: {
    taken:
      'Sorry, that time has just been booked by someone else. Would one of these suit you? Everything you typed is still here.',
    noSlot: 'Please choose a date and time.',
    failed: 'We could not take the booking. Please try again later or call us.',
  },
  done: {
    title: 'Your demo is booked',
    body: 'We have sent you a confirmation e-mail with a calendar file attached.',
    when: 'Date and time',
    kind: 'Type',
    change: 'You can change or cancel the booking from the link in the e-mail.',
  },
  // The mails to the lead and its change and cancel pages.
  ...selfServiceEn,
};
