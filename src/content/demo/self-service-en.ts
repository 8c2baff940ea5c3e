import type { selfServiceJa } from './self-service-ja.ts';

export const selfServiceEn: typeof selfServiceJa = {
  mail: {
    subject: {
      confirmed: '[{brand}] Your demo is booked',
      rescheduled: '[{brand}] Your demo has a new time',
      cancelled: '[{brand}] Your demo has been cancelled',
      reminder24: '[{brand}] Your demo tomorrow',
      reminder2: '[{brand}] Your demo starts soon',
    },
    greeting: 'Dear {name},',
    intro: {
      confirmed: 'Thank you for booking a demo. Here are the details.',
      rescheduled: 'We have moved your demo to the time below.',
      cancelled: 'We have cancelled the booking below. We hope to see you another time.',
      reminder24: 'A reminder of your demo tomorrow.',
      reminder2: 'Your demo starts soon.',
    },
    labels: { when: 'Date and time', kind: 'Type', place: 'Place', staff: 'With' },
    online: 'Online (our staff will send you the link to join)',
    calendar: 'A calendar file (.ics) is attached.',
    change: 'Change the time',
    cancel: 'Cancel the booking',
    bookAgain: 'Book again',
    signature: '{company}',
    event: {
      summary: 'Demo ({brand})',
      description: 'A {brand} demo. You can change or cancel it from the links in the e-mail.',
    },
  },
  manage: {
    title: 'Change or cancel your demo',
    current: 'Your booking',
    reschedule: { title: 'Choose another time', submit: 'Move to this time' },
    cancel: {
      title: 'Cancel the booking',
      body: 'To cancel the booking, press the button below.',
      submit: 'Cancel the booking',
      link: 'Cancel the booking instead',
    },
    done: {
      rescheduled: 'Your demo has a new time. We have sent you a confirmation e-mail.',
      cancelled: 'Your booking is cancelled. We have sent you a confirmation e-mail.',
    },
    gone: {
      title: 'This link can no longer be used',
      body: 'This link has already been used, or the time of the booking has passed. Please use the link in the latest e-mail, or book again.',
      bookAgain: 'Book a demo',
    },
  },
};
