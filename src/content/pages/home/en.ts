import { site } from '../../site.ts';
import { chairOutputLevels, menConcernOneIn, session } from './facts.ts';
import type { HomeCopy } from './ja.ts';

const plus = `${site.brand} Plus`;
const dr = `${site.brand} DR`;
const contractions = session.contractions.toLocaleString('en-US');

export const en: HomeCopy = {
  meta: {
    title: 'A new approach to pelvic floor care',
    description: `Sit fully clothed for about ${session.minutes} minutes: the ${site.brand} series cares for the pelvic floor with magnetic stimulation. Product line-up, clinical use, our Ginza showroom and partnership enquiries.`,
  },
  motion: {
    pause: 'Pause automatic slides',
    play: 'Play automatic slides',
  },
  hero: {
    eyebrow: `Magnetic-stimulation pelvic floor care · ${site.brand}`,
    title: 'A new approach to pelvic floor care',
    lead: `Patients sit fully clothed for about ${session.minutes} minutes while magnetic stimulation gently engages the pelvic floor muscles. No undressing, no probes and no exercises to learn: care that is easy to keep up.`,
    cta: 'View products',
    noticeLabel: 'Please note',
    notice: `${site.brand} is a support product for pelvic floor care. It is not a medical treatment and is not intended to diagnose or cure any condition. Individual experiences vary.`,
    slideshowLabel: `${site.brand} at a glance`,
  },
  intro: {
    eyebrow: 'Care while seated',
    heading: 'Fully clothed. Simply seated.',
    text: `The pelvic floor muscles are hard to contract on purpose. While the user sits on the ${site.brand} chair, magnetic stimulation prompts those muscles to contract — with no change of clothing and no special training.`,
    points: [
      `About ${session.minutes} minutes per session, fully clothed`,
      `${chairOutputLevels} output levels to match each user's comfort`,
      'Proprietary, patent-pending waveform',
    ],
    carousel: {
      label: `The ${site.brand} series`,
      previous: 'Previous slide',
      next: 'Next slide',
      goTo: 'Show slide {n}',
      slides: {
        chair: { title: `${plus} chair model`, text: 'A comfortable chair designed for calm, unhurried sessions.' },
        medical: {
          title: `${dr} for clinics`,
          text: 'The top-end model, with a hand module for the legs, abdomen and waist.',
        },
      },
    },
  },
  guides: {
    eyebrow: 'Understanding the pelvic floor',
    heading: 'Learn more about the pelvic floor',
    lead: 'The pelvic floor supports the body from below, every day. Our guides explain the basics of self-care for women and for men.',
    women: {
      title: 'Pelvic floor exercises for women',
      text: 'Childbirth and age can weaken the pelvic floor. A practical guide to Kegel exercises at home.',
      cta: "Read the women's guide",
    },
    men: {
      title: 'Pelvic floor exercises for men',
      text: 'The male pelvic floor supports bladder control and posture: what it does and how to train it.',
      cta: "Read the men's guide",
    },
  },
  rental: {
    eyebrow: 'For medical institutions in Japan',
    title: 'Monthly rental plan for clinics',
    text: `Introduce ${site.brand} with a low initial outlay. Our staff support installation and day-to-day operation.`,
    cta: 'See the rental plan',
  },
  stats: {
    eyebrow: 'Pelvic floor concerns in numbers',
    heading: 'Far more common than people think',
    lead: 'Leakage and pelvic discomfort affect people of every age and gender, yet many never mention it to anyone.',
    items: {
      womenLeakage: { label: 'of women experience leakage when exercising, coughing or sneezing' },
      pregnancy: { label: 'of pregnant and postpartum women report physical discomfort' },
      menConcern: {
        label: `of men worry about leakage or erectile function — more than 1 in ${menConcernOneIn}`,
      },
      yearsToDoctor: { label: 'on average before people with symptoms see a doctor' },
    },
    units: { percent: '%', years: 'years' },
    note: 'Figures are indicative values based on published surveys.',
  },
  promos: {
    heading: `Experience ${site.brand}, or bring it to your clinic`,
    showroom: {
      badge: 'By appointment only',
      title: 'Ginza showroom and salon',
      text: `Try ${site.brand} for yourself at our showroom in a Ginza shopping building in Tokyo. Sessions take place in a calm private room with a member of our staff.`,
      cta: 'Book a visit',
    },
    clinical: {
      badge: 'For medical professionals',
      title: 'Clinical use',
      text: `${site.brand} is used in urology, gynaecology, orthopaedic and rehabilitation settings. We are happy to advise clinics and distributors on choosing a model and running it.`,
      cta: 'See the product line-up',
    },
  },
  certification: {
    heading: 'Technology you can trust',
    text: `The ${site.brand} series is built on magnetic-stimulation technology cleared by the US Food and Drug Administration (FDA): a US clearance, not an approval in Japan. We are also a member of a US continence association and follow current practice in continence care.`,
    cta: 'See the FDA clearance',
  },
  benefits: {
    eyebrow: `What ${site.brand} offers`,
    heading: 'Everyday confidence, for everyone',
    lead: 'The pelvic floor supports bladder control and posture. Care can fit many different people and moments of life.',
    everyone: {
      title: 'For everyone',
      text: 'The pelvic floor weakens with age; it can be cared for while simply sitting down.',
      points: [
        `Just sit, fully clothed, for about ${session.minutes} minutes`,
        'Suitable for people who find exercises difficult',
        'Supports the core muscles that hold posture',
      ],
    },
    women: {
      title: 'For women',
      text: 'Childbirth and menopause can loosen the pelvic floor muscles.',
      points: [
        'For anyone who wants to train the pelvic floor',
        'As part of postpartum body care',
        'For pelvic care after menopause',
      ],
    },
    men: {
      title: 'For men',
      text: 'For men, too, the pelvic floor matters for bladder control and confidence.',
      points: [
        'For anyone who wants to train the muscles around the pelvis',
        'For people who sit for long hours at work',
        'For those noticing age-related changes',
      ],
    },
  },
  technology: {
    eyebrow: 'Technology',
    heading: 'A proprietary, patent-pending waveform',
    lead: `${site.brand} uses its own waveform (patent pending), designed to engage the pelvic floor efficiently. Its magnetic stimulation reaches deep muscles while the user stays seated.`,
    figures: {
      contractions: { value: `~${contractions}`, label: `muscle contractions in ${session.minutes} minutes` },
      minutes: { value: `${session.minutes} min`, label: 'per session, fully clothed' },
    },
    note: 'The number of contractions depends on settings and body type.',
  },
  videos: {
    eyebrow: 'Videos',
    heading: `${site.brand} on video`,
    lead: 'Short videos on how the device works and what a visit to our showroom looks like.',
    items: {
      intro: { title: `Introducing ${site.brand}`, text: 'Seated pelvic floor care, explained in a few minutes.' },
      waveform: { title: 'How the waveform works', text: 'How the patent-pending waveform engages the pelvic floor.' },
      showroom: { title: 'Our Ginza showroom', text: 'What happens during a trial session, and the showroom itself.' },
    },
    play: 'Play video: {title}',
    close: 'Close',
  },
  news: {
    heading: 'News',
    important: 'Important',
    viewAll: 'All news',
    empty: 'There is no news at the moment.',
  },
};
