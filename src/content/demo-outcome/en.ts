import type { DemoOutcomeCopy } from './ja.ts';

export const en: DemoOutcomeCopy = {
  rebook: {
    subject: 'Choose a new date for your demo',
    greeting: 'Hello,',
    body: [
      'The demo planned for {when} could not take place.',
      'You can choose another date and time that suits you with the link below.',
    ],
    link: 'Book a demo: {url}',
    closing: 'You are also welcome to call us. We look forward to hearing from you.',
  },
};
