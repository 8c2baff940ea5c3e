import type { MaterialsCopy } from './ja.ts';

export const en: MaterialsCopy = {
  mail: {
    subject: 'The materials you requested ({brand})',
    greeting: 'Dear {name},',
    body: [
      'Thank you for requesting our materials. You can download them from the links below.',
      'These links are for you alone. The materials carry your details as the applicant, so please do not forward or share them with third parties.',
    ],
    noteTitle: 'A note from your contact',
    linksTitle: 'Downloads',
    expires: 'The links work until {date}.',
    signature: '{company}',
  },
  stamp: {
    line: 'For {name} ({organization}) · requested {date} · request no. {number}',
    lineWithoutOrganization: 'For {name} · requested {date} · request no. {number}',
    notice: 'This copy is for the requester only. Please do not forward or share it with third parties.',
  },
  page: {
    expiredTitle: 'This link has expired',
    expiredBody:
      'The time to download these materials has passed. If you would like a new link, let your contact know with the button below; they will get back to you.',
    unknownTitle: 'We could not find this link',
    unknownBody:
      'The link is not correct or has been removed. Please request the materials again with the brochure request form.',
    renew: 'Ask for a new link',
    renewed: 'We have let your contact know. They will get back to you.',
    requestForm: 'Go to the brochure request form',
    busyTitle: 'We are busy right now',
    busyBody: 'Downloads are busy. Please open the link again in about {seconds} seconds.',
  },
};
