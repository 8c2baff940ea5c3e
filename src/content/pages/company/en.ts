import { chairModel, topModel } from '../../products.ts';
import { site } from '../../site.ts';
import { companyFacts, formatMonth, type TimelineId } from './facts.ts';
import type { CompanyCopy } from './ja.ts';

const c = site.company;
const count = (n: number) => n.toLocaleString('en-US');
/** Yen as overseas readers quote it: `JPY 10 million`, `JPY 100,000`. */
const jpy = (yen: number) => (yen >= 1_000_000 ? `JPY ${count(yen / 1_000_000)} million` : `JPY ${count(yen)}`);
const hours = `Weekdays {open}–{close} JST (UTC+9), except Japanese public holidays`;

/** /en/company: for overseas clinicians, distributors and partners. Adds the contact hours in JST. */
export const en: CompanyCopy = {
  meta: {
    title: 'About us',
    description: `${c.nameEn} develops and rents magnetic-stimulation pelvic-floor care devices in Japan. Company facts, history, mission, vision, values and how to reach us.`,
  },
  hero: {
    eyebrow: 'About us',
    title: 'Making pelvic floor care part of everyday life',
    lead: `${c.nameEn} is a Tokyo company that develops and rents the ${site.brand} series of magnetic-stimulation pelvic-floor care devices, and sells aesthetic and laser devices.`,
  },
  overview: {
    eyebrow: 'COMPANY',
    title: 'Company facts',
    rows: [
      { term: 'Company name', detail: c.nameEn },
      { term: 'Established', detail: formatMonth(c.established, 'en-US') },
      { term: 'Capital', detail: jpy(c.capitalYen) },
      { term: 'Head office', detail: c.addressEn },
      {
        term: 'Business',
        detail:
          'Development and rental of magnetic-stimulation pelvic-floor care devices; sales of aesthetic and laser devices',
      },
      { term: 'Phone', detail: '{phoneInternational}' },
      { term: 'Contact hours', detail: hours },
    ],
    licences: {
      maker: 'Marketing authorisation licence',
      seller: 'Sales and leasing licence',
    },
  },
  locations: {
    eyebrow: 'LOCATIONS',
    title: 'Locations',
    photos: 'Photos of our locations',
    items: [
      { title: 'Head office', text: c.addressEn },
      {
        title: 'Ginza showroom',
        text: `A showroom and salon in a shopping building in Ginza, Tokyo, where you can try the ${site.brand} series in person. Visits are by appointment only.`,
      },
    ],
  },
  timeline: {
    eyebrow: 'HISTORY',
    title: 'Our history',
    /** `2022-04` → April 2022, `2025-summer` → Summer 2025. */
    formatDate: (date: string): string => {
      const [y, part] = date.split('-');
      if (!part) return y ?? date;
      return part === 'summer' ? `Summer ${y}` : formatMonth(date, 'en-US');
    },
    items: {
      founded: `${c.nameEn} founded`,
      research: 'Research and development of magnetic-stimulation pelvic-floor care devices begins',
      trials: `Clinical trials with more than ${count(companyFacts.clinicalTrialParticipants)} participants in total`,
      'chair-launch': `Launch of the chair model, ${chairModel.name}`,
      showroom: 'Ginza showroom opens (by appointment)',
      rental: 'Monthly rental plan for medical institutions introduced',
      'top-model': `Release of ${topModel.name}, the top-end model for medical institutions`,
    } satisfies Record<TimelineId, string>,
  },
  story: {
    eyebrow: 'OUR STORY',
    title: 'Why we started',
    paragraphs: [
      'Pelvic floor problems such as urinary leakage affect a great many people of every age and gender. Yet they are hard to talk about, and people often wait a long time before they seek help.',
      `Magnetic-stimulation devices for the pelvic floor used to cost around ${jpy(companyFacts.legacyDeviceYen)} each, so few facilities could offer them. For the people using them, a course of ${companyFacts.legacyCourse.sessions} sessions cost around ${jpy(companyFacts.legacyCourse.yen)}: not a price most could keep paying.`,
      '“Care that people can receive close to home and keep up without strain.” That is why we develop our own devices, together with a rental model that makes them easy for facilities to introduce.',
    ],
  },
  mission: {
    eyebrow: 'MISSION',
    title: 'Our mission',
    statement: 'A society where no one has to face pelvic floor problems alone.',
    text: 'We deliver devices and services that let anyone care for their pelvic floor with ease, so that more people can meet each day with confidence.',
  },
  vision: {
    eyebrow: 'VISION',
    title: 'Our vision',
    statement: 'Pelvic floor care as routine as brushing your teeth.',
    text: 'Working with medical institutions, care homes and wellness facilities, we are building a network where pelvic floor care is available anywhere in Japan.',
  },
  stats: {
    eyebrow: 'NUMBERS',
    title: 'Our work in numbers',
    items: [
      { value: `${companyFacts.patentApplications}+`, label: 'Patent applications' },
      { value: `${count(companyFacts.clinicalTrialParticipants)}+`, label: 'Clinical trial participants' },
      { value: `${companyFacts.researchProjects}+`, label: 'R&D projects' },
    ],
  },
  values: {
    eyebrow: 'VALUES',
    title: 'What we value',
    items: [
      {
        tag: 'PRACTICE',
        title: 'Practice',
        text: 'We do not stop at discussion: we visit the places where our devices are used and keep improving them from what users tell us.',
      },
      {
        tag: 'QUALITY',
        title: 'Quality',
        text: 'From development to support after installation, we hold ourselves to high standards so that our devices can be used with confidence.',
      },
      {
        tag: 'TRUST',
        title: 'Trust',
        text: 'We give accurate information without exaggeration, and build lasting trust with medical institutions and the people who use our devices.',
      },
    ],
  },
  contact: {
    eyebrow: 'CONTACT',
    title: 'Contact us',
    lead: 'For questions about our products, introducing them at your facility, distribution or press enquiries, call us or write to us through the contact form.',
    phoneLabel: 'Phone',
    phoneHours: hours,
    form: 'Contact form',
    formNote: 'The form opens on an external site.',
  },
};
