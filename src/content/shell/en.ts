import { site } from '../site.ts';
import type { ShellCopy } from './ja.ts';

export const en: ShellCopy = {
  skipLink: 'Skip to main content',
  newTab: '(opens in a new tab)',
  banner: {
    text: 'From September to December we exhibit at medical conferences across Japan. Come and try the device at our booth.',
    link: 'Exhibition schedule',
  },
  logoLabel: `${site.brand} home`,
  nav: {
    label: 'Main menu',
    home: 'Home',
    products: 'Products',
    productSeries: { label: `${site.brand} series`, subtitle: 'Pelvic-floor care devices' },
    otherProducts: { label: 'Other products', subtitle: 'Aesthetic and laser devices' },
    medicalNetwork: 'Medical network',
    companyInfo: 'Company',
    companyOverview: 'About us',
    careers: 'Careers (Japanese)',
    agents: 'Become a distributor',
    securityPolicy: 'Privacy & security policy',
    goods: 'Care goods shop',
    openMenu: 'Open menu',
    closeMenu: 'Close menu',
    backToProducts: 'Back to all products',
  },
  language: { label: 'Language', current: 'Current language', japaneseOnly: '日本語' },
  footer: {
    productsHeading: 'Products',
    companyHeading: 'Company',
    contactHeading: 'Contact',
    phoneLabel: 'Phone',
    hours: 'Weekdays {open}–{close} JST (closed on Japanese public holidays)',
    contactForm: 'Contact form',
    rental: 'Rental for clinics (Japanese)',
    news: 'News (Japanese)',
    clinics: 'Partner clinics',
    banners: {
      network: { title: 'Pelvic-floor care network', text: 'Find a partner clinic in Japan' },
      smile: { title: 'Smile Project', text: 'Turning leakage worries into smiles' },
    },
    copyright: `© ${new Date().getFullYear()} ${site.company.nameEn}`,
    trademark: `${site.brand} is a registered trademark of ${site.company.nameEn}. Other company and product names are trademarks or registered trademarks of their respective owners.`,
  },
  actions: {
    label: 'Contact and brochures',
    brochure: 'Request a brochure',
    brochureFor: 'Request the {product} brochure',
    brochureAny: 'Choose a product: request a brochure',
    booking: 'Book a meeting',
    bookingDescription: 'Book an online meeting with our team',
    phone: 'Call',
    phoneFull: 'Call us',
  },
  notFound: {
    title: 'Page not found',
    lead: 'The page you are looking for may have moved or no longer exists. Check the address, or continue from one of the links below.',
    home: 'Back to home',
    products: 'See our products',
  },
  seo: {
    defaultDescription: `${site.brand}: magnetic-stimulation pelvic-floor care from Japan. A clothed, seated 30-minute session for clinics and care facilities, plus aesthetic and laser devices.`,
    keywords: ['pelvic floor', 'urinary incontinence', 'magnetic stimulation', site.brand, 'medical device Japan'],
  },
  organization: {
    description:
      'Development and rental of magnetic-stimulation pelvic-floor care devices; sales of aesthetic and laser devices',
  },
};
