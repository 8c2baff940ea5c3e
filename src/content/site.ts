/**
 * The site's facts that are configuration rather than copy: the brand, the company, contact
 * details, every outbound URL and video id (docs/product.md#configuration, ADR 009). Defaults
 * are reserved example domains and 03-0000-0000 style numbers; a deployment changes them here.
 * What differs per deployment (port, database, mail, canonical origin) is environment,
 * parsed in src/server/platform/env.server.ts.
 */
import type { Locale } from '../i18n/locales.ts';

export type PriceDisplay = 'price' | 'contact';

export interface SiteConfig {
  /** The brand: product names are `${brand} DR` and so on. */
  brand: string;
  company: {
    nameJa: string;
    nameEn: string;
    /**
     * As the company names itself to Chinese readers (the Chinese pages, the receipt, the materials
     * mail). It has no
     * registered Chinese name: this is the English name in Chinese (the brand as the Chinese
     * pages write it, 医疗 for Medical, 合同会社 as Chinese writes a Japanese LLC), to be
     * replaced by a registered one should the company adopt it.
     */
    nameZh: string;
    postalCode: string;
    addressJa: string;
    addressEn: string;
    addressZh: string;
    established: string;
    capitalYen: number;
  };
  contact: {
    /** Domestic notation, shown on Japanese pages. */
    phone: string;
    /** E.164 notation, shown on English and Chinese pages and used in tel: links. */
    phoneInternational: string;
    email: string;
    /** Weekday hours, Japan time. */
    hours: { open: string; close: string };
  };
  /** Where brochure request notifications go unless NOTIFY_TO overrides it. */
  staffRecipient: string;
  urls: {
    meetingBooking: string;
    contactForm: string;
    medicalNetwork: string;
    smileProject: string;
    salon: string;
    goodsShop: string;
    certificationBody: string;
    rentalScheduling: string;
    conferenceSchedule: string;
  };
  /**
   * Where the header's and footer's nationwide medical network link goes: 'auto' is our own
   * list at /clinics (which explains itself and links to `urls.medicalNetwork` while it has no
   * clinics: the navigation is prerendered, so it cannot depend on the database); 'external'
   * is `urls.medicalNetwork` directly.
   */
  clinicNetworkLink: 'auto' | 'external';
  /** Video ids on the privacy-enhanced embed host. */
  videos: { intro: string; waveform: string; showroom: string };
  videoEmbedOrigin: string;
  /** Whether a locale shows the top-end model's price or "contact us" (ADR 009). */
  priceDisplay: Record<Locale, PriceDisplay>;
  /** Optional third-party analytics (ADR 012); off by default. */
  ga4MeasurementId: string | null;
}

export const site: SiteConfig = {
  brand: 'Pelvia',
  company: {
    nameJa: '合同会社ペルビアメディカル',
    nameEn: 'Pelvia Medical LLC',
    nameZh: 'Pelvia医疗合同会社',
    postalCode: '104-0061',
    addressJa: '東京都中央区銀座0丁目0番0号 サンプルビル5階',
    addressEn: 'Sample Building 5F, 0-0-0 Ginza, Chuo-ku, Tokyo 104-0061, Japan',
    addressZh: '日本东京都中央区银座0丁目0番0号 Sample大厦5层（邮编104-0061）',
    established: '2022-04',
    capitalYen: 5_000_000,
  },
  contact: {
    phone: '03-0000-0000',
    phoneInternational: '+81-3-0000-0000',
    email: 'info@example.jp',
    hours: { open: '9:00', close: '18:00' },
  },
  staffRecipient: 'sales@example.jp',
  urls: {
    meetingBooking: 'https://booking.example.com/pelvia/meeting',
    contactForm: 'https://forms.example.com/pelvia/contact',
    medicalNetwork: 'https://network.example.jp/',
    smileProject: 'https://smile.example.jp/',
    salon: 'https://salon.example.jp/',
    goodsShop: 'https://shop.example.jp/',
    certificationBody: 'https://certification.example.com/',
    rentalScheduling: 'https://booking.example.com/pelvia/rental',
    conferenceSchedule: 'https://www.example.jp/conferences',
  },
  clinicNetworkLink: 'auto',
  videos: { intro: 'M7lc1UVf-VE', waveform: 'aqz-KE-bpKQ', showroom: 'ScMzIvxBSi4' },
  videoEmbedOrigin: 'https://www.youtube-nocookie.com',
  priceDisplay: { ja: 'contact', en: 'price', 'zh-cn': 'price' },
  ga4MeasurementId: null,
};

/** `tel:` href from the international notation, so it dials from anywhere. */
export const telHref = (phoneInternational: string): string => `tel:${phoneInternational.replace(/[^+\d]/g, '')}`;

export const videoEmbedUrl = (id: string): string =>
  `${site.videoEmbedOrigin}/embed/${encodeURIComponent(id)}?autoplay=1&rel=0`;

/** The company's name as a reader of `locale` is addressed by it (mail signatures and senders). */
export const companyName = (locale: Locale): string =>
  locale === 'ja' ? site.company.nameJa : locale === 'zh-cn' ? site.company.nameZh : site.company.nameEn;
