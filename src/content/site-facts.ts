/**
 * The commercial facts as the code ships them: the first version of /admin/site (issue 33),
 * stored when the database has none. After that the database holds every version and staff
 * change them without a deploy (src/server/content/site-facts.server.ts).
 *
 * - Sales status: both models are 発売中 (on_sale). The top model was announced for summer 2025,
 *   a date long past; announcing it as coming would be false, so staff set any other status.
 * - Rental: 88,000 yen a month. The old page struck through a usual price of 110,000 yen, but
 *   nothing records that it was ever charged, so the comparison is off until staff enter the
 *   days it was (the 8-week rule, src/domain/site-facts/rules.ts).
 * - The banner: the conference season, September to December 2026.
 * - The regulatory identity (issue 43): none recorded. Classes, 一般的名称, numbers and licences
 *   are facts of record that only the company holds; staff enter them at /admin/site, which
 *   lists what is missing, and until then no page states them.
 */
import type { SiteFacts } from '../domain/site-facts/facts.ts';
import { rentalPlan, topModel } from './products.ts';
import { shellCopy } from './shell/index.ts';
import { site } from './site.ts';

export const defaultSiteFacts: SiteFacts = {
  banner: {
    text: { ja: shellCopy.ja.banner.text, en: shellCopy.en.banner.text, 'zh-cn': shellCopy['zh-cn'].banner.text },
    link: site.urls.conferenceSchedule,
    from: '2026-08-31T15:00:00.000Z',
    until: '2026-12-31T15:00:00.000Z',
  },
  products: {
    plus: { status: 'on_sale', launchOn: null, launchText: { ja: '', en: '', 'zh-cn': '' } },
    dr: {
      status: 'on_sale',
      launchOn: null,
      launchText: {
        ja: `${topModel.release.year}年夏`,
        en: `Summer ${topModel.release.year}`,
        'zh-cn': `${topModel.release.year}年夏季`,
      },
    },
  },
  rental: {
    monthlyYen: rentalPlan.monthlyYenTaxIncluded,
    period: null,
    usualMonthlyYen: rentalPlan.usualMonthlyYenTaxIncluded,
    compare: false,
    usualEvidence: [],
  },
  contact: {
    phone: site.contact.phone,
    phoneInternational: site.contact.phoneInternational,
    hours: { ...site.contact.hours },
    bookingUrl: site.urls.meetingBooking,
    shopUrl: site.urls.goodsShop,
  },
  regulatory: {
    products: {
      plus: { class: '', generic: '', number: '' },
      dr: { class: '', generic: '', number: '' },
    },
    licences: { maker: '', seller: '' },
  },
};
