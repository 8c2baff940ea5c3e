import { LINK_DAYS_DEFAULT } from '../../../domain/materials.ts';
import { retentionDefaults as r } from '../../retention.ts';
import { site } from '../../site.ts';
import { formatMonth } from '../company/facts.ts';
import type { PolicySection, SecurityPolicyCopy } from './ja.ts';

const c = site.company;

/**
 * /en/company/security-policy: the same policy for English readers. Japanese law governs it;
 * the Act is named as it is known in English (APPI).
 */
export const en: SecurityPolicyCopy = {
  meta: {
    title: 'Privacy and security policy',
    description: `How ${c.nameEn} protects personal information and keeps this website secure.`,
  },
  hero: {
    eyebrow: 'Privacy & security',
    title: 'Privacy policy',
    lead: `${c.nameEn} (“we”, “us”) recognises the importance of the personal information entrusted to us. We handle it properly and in accordance with Japan’s Act on the Protection of Personal Information (APPI) and other applicable laws and guidelines, as set out below.`,
  },
  tocLabel: 'Contents',
  sections: [
    {
      id: 'basic-policy',
      title: '1. Basic policy',
      paragraphs: [
        'We obtain personal information lawfully and fairly, and use it only for the purposes we have specified in advance.',
        'We strive to keep the personal information we hold accurate and up to date, and take necessary and appropriate security measures to prevent its leakage, loss or damage. We train our staff, and review and improve this policy on an ongoing basis.',
      ],
    },
    {
      id: 'purposes',
      title: '2. Information we collect and how we use it',
      paragraphs: ['Through this website we collect the following information and use it for the stated purposes.'],
      items: [
        'Brochure request form: name, reading of the name (Japanese form only), e-mail address, organisation, position, phone number, postal code, address, products of interest and purpose of use. We use these to send brochures, answer your enquiry, tell you about our products and services, and contact you about business meetings. The reading and the postal code are optional.',
        'Address lookup from a postal code: when you enter a postal code on the Japanese form, it is sent to our server to fill in the address. Our server answers from Japan Post’s postal code data that it holds; the code is not sent to any outside service and is not recorded.',
        'Information recorded automatically with a brochure request: the page the request was made from, the referring page and campaign (UTM) parameters, and the browser’s user agent. In addition, the first page opened during the visit, the referring site’s domain and its campaign parameters are kept in the browser (sessionStorage) until the tab is closed, and sent with the brochure request. We use no cookies, make no third-party requests and do not fingerprint browsers. We use these to understand how requests reach us, to prevent fraudulent requests and to improve the website.',
        `Delivering the materials: we send the materials by a link for the requester alone. At the first download, a copy is made with your name, organisation, request date and request number printed on every page, and kept on our server until the link expires (where only the server's administrators can read it; expired copies are deleted). We also record the time of each download and use it to follow up with you. After the link expires (usually after ${LINK_DAYS_DEFAULT} days), it no longer downloads.`,
        'Website analytics: actions such as clicks on the meeting booking button are recorded as an event name, page, display language and time. No cookies are used, and no IP address or other information that identifies you is stored (to stop floods of submissions, the server holds your IP address in memory for at most two minutes without recording it). We use these records to improve the website.',
        'Administration area: a session cookie keeps our staff signed in, and is used in the administration area only. We never store cookies in the browsers of ordinary visitors.',
        'Enquiries by phone or e-mail: your name, contact details and the content of your enquiry, used to answer you and to keep a record of the answer.',
        'Job applications: your name, contact details, career history and other information needed for an application, used for recruitment and to contact applicants.',
      ],
      after: [
        'Only if we enable an external analytics service (Google Analytics) may that service collect information about page views using cookies. That information is then handled under the service provider’s privacy policy, and you can refuse its collection by disabling cookies in your browser.',
      ],
    },
    {
      id: 'retention',
      title: '3. How long we keep information',
      paragraphs: [
        'We keep the information collected through this website for the periods below. Once a period has passed, the information is anonymised or deleted automatically every day.',
      ],
      items: [
        `Brochure requests: ${r.leadMonths} months from receipt. After that, the name, its reading, e-mail address, phone number, postal code, address, organisation, position, purpose, referring page, user agent and staff notes are erased; only what statistics need (the product, dates, display language, the page the request was made from, the first page of the visit and the referring site’s domain, campaign parameters, and the sales stages and kinds of contact with their dates) is kept; staff notes on contacts and stages are erased. Copies of the related e-mails kept on our server are deleted at the same time.`,
        `Data for sending the e-mails of a brochure request: erased ${r.sentPayloadDays} days after sending; only the record of when each e-mail was sent and with what result is kept.`,
        `Website analytics records: ${r.analyticsMonths} months.`,
        `Log of actions in the administration area (including sign-in attempts, with the IP address): ${r.auditMonths} months. When someone tries to sign in with an e-mail address that has no account, that address is not recorded.`,
        `Records used to limit sign-in attempts (the IP address and the e-mail address entered): ${r.loginThrottleHours} hours after the last attempt.`,
        `Backups of the database, kept in case of a failure: at most ${r.backupWindowDays} days from when each is taken. They are stored on our server, readable only by our administrators, and deleted automatically every day once that period has passed, so information deleted at your request is gone from every backup within that period too.`,
      ],
      after: [
        `Links to the materials and the record of their downloads: as long as the brochure request (${r.leadMonths} months from receipt), and deleted with it when you ask us to delete your request.`,
        'If you ask us to delete your information, we delete your brochure request, the record of how we handled it and the copies of its e-mails, whatever the period.',
        'The access log written by this website’s application records no IP addresses and, for the administration area, brochure requests and the API, leaves out the part of the address (the query string) that can hold search terms or confirmation tokens. Postal codes sent for the address lookup are not recorded either.',
      ],
    },
    {
      id: 'third-party',
      title: '4. Disclosure to third parties',
      paragraphs: [
        'We do not disclose personal information to third parties without your prior consent, except in the following cases:',
      ],
      items: [
        'when required by law;',
        'when necessary to protect a person’s life, body or property, and it is difficult to obtain your consent;',
        'when especially necessary to improve public health or promote the healthy upbringing of children, and it is difficult to obtain your consent;',
        'when we need to cooperate with a national or local government body, or a party commissioned by one, in carrying out duties prescribed by law.',
      ],
    },
    {
      id: 'outsourcing',
      title: '5. Outsourcing',
      paragraphs: [
        'We may entrust the handling of personal information to outside contractors to the extent necessary for the purposes of use. E-mails confirming brochure requests and sending brochures are delivered through an e-mail delivery provider, and we use hosting and similar providers to operate this website.',
        'We choose contractors who handle personal information properly, and supervise their security measures as necessary and appropriate, including through contracts.',
      ],
    },
    {
      id: 'joint-use',
      title: '6. Joint use',
      paragraphs: [
        'We do not currently share personal information with other businesses for joint use. Should we do so in the future, we will notify you in advance, or announce on this page, the items of personal information shared, the scope of joint users, the purposes of use and the party responsible for its management.',
      ],
    },
    {
      id: 'disclosure',
      title: '7. Requests for disclosure and other requests',
      paragraphs: [
        'If you or your representative ask us to notify the purposes of use of, disclose, correct, add to or delete, stop using or erase, or stop disclosing to third parties the personal information we hold about you, or to disclose records of its provision to third parties, we will confirm your identity and respond without delay in accordance with the law.',
        'Please make such requests through the contact desk in section 11 below, and we will explain the procedure.',
      ],
    },
    {
      id: 'safety-measures',
      title: '8. Security measures for this website',
      paragraphs: ['We take the following measures to protect the information handled on this website:'],
      items: [
        'encrypted connections (HTTPS), and security headers such as a Content Security Policy that block unauthorised scripts;',
        'server-side validation of form input, and limits that prevent large numbers of submissions in a short time;',
        'access to the administration area only for authorised staff, with limits on sign-in attempts and a log of actions;',
        'brochure request information viewed only by the staff responsible for it, and anonymised automatically once its retention period (section 3) has passed;',
        'staff training and regular reviews of how information is handled.',
      ],
    },
    {
      id: 'changes',
      title: '9. Changes to this policy',
      paragraphs: [
        'We may revise this policy to reflect changes in the law or in our business. We will announce any significant change on this page. A revised policy takes effect when it is published on this page.',
      ],
    },
    {
      id: 'responsible-person',
      title: '10. Person responsible for personal information',
      paragraphs: [`Personal Information Protection Manager (Representative Member), ${c.nameEn}`],
    },
    {
      id: 'contact-desk',
      title: '11. Contact desk',
      paragraphs: [
        'Please direct questions, complaints and requests for disclosure concerning personal information to the following desk:',
      ],
      items: [
        `Personal Information Desk, ${c.nameEn}`,
        `Address: ${c.addressEn}`,
        `Phone: {phoneInternational} (weekdays {open}–{close} JST)`,
        `E-mail: ${site.contact.email}`,
      ],
    },
  ] satisfies PolicySection[],
  enacted: `Effective: ${formatMonth(c.established, 'en-US')}`,
};
