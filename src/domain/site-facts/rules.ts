/**
 * The rules of the commercial facts: what a visitor sees at a moment (`resolveFacts`: the
 * banner only inside its dates, a campaign price only inside its period, a launch date that
 * has passed never announced as coming), and what publishing refuses (`publishProblems`),
 * including the 8-week rule for a struck-through usual price. Pure: the clock is passed in.
 *
 * The 8-week rule is the Consumer Affairs Agency's guideline on price display
 * (「不当な価格表示についての景品表示法上の考え方」, 第4 2(1)ア(ウ)): a usual price compared with a
 * sale price must be a price 「最近相当期間にわたって販売されていた価格」. It is, when in the 8 weeks
 * before the sale starts the goods were sold at that price for more than half the time; it is
 * not when they were sold at that price for less than 2 weeks in all, or when 2 weeks or more
 * have passed since the last day they were. See docs/product.md#commercial-facts.
 */
import { siteFactsCopy } from '../../content/admin/site.ts';
import { defaultSiteFacts } from '../../content/site-facts.ts';
import type { Locale } from '../../i18n/locales.ts';
import { hiddenCharacterMessage } from '../advertising/normal-form.ts';
import { fillMessage } from '../fill-message.ts';
import {
  type FactProduct,
  factProducts,
  factTexts,
  type RegulatoryClass,
  type SalesStatus,
  type SiteFacts,
} from './facts.ts';
import { dayNumber, jstDate } from './time.ts';

const m = siteFactsCopy.messages;

export const EIGHT_WEEKS_DAYS = 56;
export const TWO_WEEKS_DAYS = 14;

export interface Period {
  from: string;
  until: string;
}

/** Inside [from, until): a bound that is null is open. */
export const within = (ms: number, from: string | null, until: string | null): boolean =>
  (from === null || Date.parse(from) <= ms) && (until === null || ms < Date.parse(until));

/**
 * Why a usual price with this evidence may not be compared with a sale starting on `saleStart`
 * (YYYY-MM-DD, Japan); empty when it may. Only days before the sale count.
 */
export function eightWeekProblems(evidence: readonly Period[], saleStart: string): string[] {
  const start = dayNumber(saleStart);
  const days = new Set<number>();
  for (const p of evidence) {
    const last = Math.min(dayNumber(p.until), start - 1);
    for (let d = dayNumber(p.from); d <= last; d++) days.add(d);
  }
  if (days.size === 0) return [m.evidenceNone];
  const inWindow = [...days].filter((d) => d >= start - EIGHT_WEEKS_DAYS).length;
  const problems: string[] = [];
  if (inWindow * 2 <= EIGHT_WEEKS_DAYS) problems.push(fillMessage(m.evidenceHalf, { days: inWindow }));
  if (days.size < TWO_WEEKS_DAYS) problems.push(fillMessage(m.evidenceTotal, { days: days.size }));
  const lastDay = Math.max(...days);
  if (start - lastDay > TWO_WEEKS_DAYS) {
    const date = new Date(lastDay * 86_400_000).toISOString().slice(0, 10);
    problems.push(fillMessage(m.evidenceStale, { date }));
  }
  return problems;
}

/** The status visitors see: a planned or pre-order launch whose date has come is on sale. */
export function effectiveStatus(product: SiteFacts['products'][FactProduct], nowMs: number): SalesStatus {
  if ((product.status === 'planned' || product.status === 'preorder') && product.launchOn !== null) {
    if (product.launchOn <= jstDate(nowMs)) return 'on_sale';
  }
  return product.status;
}

export interface ResolvedRental {
  monthlyYen: number;
  /** Struck through beside the price, only when the comparison holds. */
  usualMonthlyYen: number | null;
  /** The campaign's period, shown with its price. */
  period: Period | null;
}

/** A product's regulatory identity as a page states it; null when nothing is recorded. */
export interface ResolvedRegulatoryProduct {
  class: RegulatoryClass | null;
  generic: string;
  number: string;
}

export interface ResolvedRegulatory {
  products: Record<FactProduct, ResolvedRegulatoryProduct | null>;
  licences: { maker: string; seller: string };
}

export interface ResolvedFacts {
  banner: { text: string; link: string } | null;
  products: Record<FactProduct, { status: SalesStatus; launchText: string }>;
  rental: ResolvedRental;
  contact: SiteFacts['contact'];
  regulatory: ResolvedRegulatory;
}

/**
 * What the pages state of the regulatory identity: trimmed, empty facts left out, and for a
 * product that is not a medical device no 一般的名称 or number (it has none in law).
 */
export function resolveRegulatory(regulatory: SiteFacts['regulatory']): ResolvedRegulatory {
  const products = Object.fromEntries(
    factProducts.map((id) => {
      const r = regulatory.products[id];
      const klass = r.class === '' ? null : r.class;
      const device = klass !== 'not_device';
      const generic = device ? r.generic.trim() : '';
      const number = device ? r.number.trim() : '';
      return [id, klass === null && generic === '' && number === '' ? null : { class: klass, generic, number }];
    }),
  ) as ResolvedRegulatory['products'];
  const { maker, seller } = regulatory.licences;
  return { products, licences: { maker: maker.trim(), seller: seller.trim() } };
}

/**
 * The regulatory facts not recorded yet, as form field names (/admin/site lists them): a
 * product's class, and unless it is not a medical device its 一般的名称 and number; each licence.
 */
export function missingRegulatory(regulatory: SiteFacts['regulatory']): string[] {
  const missing: string[] = [];
  for (const id of factProducts) {
    const r = regulatory.products[id];
    if (r.class === '') missing.push(`reg_class_${id}`);
    if (r.class === 'not_device') continue;
    if (r.generic.trim() === '') missing.push(`reg_generic_${id}`);
    if (r.number.trim() === '') missing.push(`reg_number_${id}`);
  }
  if (regulatory.licences.maker.trim() === '') missing.push('reg_licence_maker');
  if (regulatory.licences.seller.trim() === '') missing.push('reg_licence_seller');
  return missing;
}

export function resolveRental(rental: SiteFacts['rental'], nowMs: number): ResolvedRental {
  const { period } = rental;
  if (period && !within(nowMs, period.from, period.until)) {
    return { monthlyYen: rental.usualMonthlyYen ?? rental.monthlyYen, usualMonthlyYen: null, period: null };
  }
  const compares =
    rental.compare &&
    period !== null &&
    rental.usualMonthlyYen !== null &&
    rental.usualMonthlyYen > rental.monthlyYen &&
    eightWeekProblems(rental.usualEvidence, jstDate(Date.parse(period.from))).length === 0;
  return { monthlyYen: rental.monthlyYen, usualMonthlyYen: compares ? rental.usualMonthlyYen : null, period };
}

/** What the pages of `locale` show at `nowMs`. */
export function resolveFacts(facts: SiteFacts, locale: Locale, nowMs: number): ResolvedFacts {
  const bannerText = facts.banner.text[locale].trim();
  const showsBanner = bannerText !== '' && within(nowMs, facts.banner.from, facts.banner.until);
  const products = Object.fromEntries(
    factProducts.map((id) => {
      const status = effectiveStatus(facts.products[id], nowMs);
      const coming = status === 'planned' || status === 'preorder';
      return [id, { status, launchText: coming ? facts.products[id].launchText[locale] : '' }];
    }),
  ) as ResolvedFacts['products'];
  return {
    banner: showsBanner ? { text: bannerText, link: facts.banner.link } : null,
    products,
    rental: resolveRental(facts.rental, nowMs),
    contact: facts.contact,
    regulatory: resolveRegulatory(facts.regulatory),
  };
}

export type FactProblems = Record<string, string>;

/** The regulatory texts by form field (the same in every language). */
const regulatoryTexts = (regulatory: SiteFacts['regulatory']): [string, string][] => [
  ...factProducts.flatMap((id): [string, string][] => [
    [`reg_generic_${id}`, regulatory.products[id].generic],
    [`reg_number_${id}`, regulatory.products[id].number],
  ]),
  ['reg_licence_maker', regulatory.licences.maker],
  ['reg_licence_seller', regulatory.licences.seller],
];

/** What publishing refuses, by form field, in Japanese; empty when the version may go live. */
export function publishProblems(facts: SiteFacts): FactProblems {
  const problems: FactProblems = {};
  // A visitor-facing text with an invisible character (U+200B, U+00AD…) is refused by position.
  for (const { field, text } of Object.values(factTexts(facts)).flat()) {
    const hidden = hiddenCharacterMessage(m.hiddenCharacters, text);
    if (hidden) problems[field] = hidden;
  }
  for (const [field, text] of regulatoryTexts(facts.regulatory)) {
    const hidden = hiddenCharacterMessage(m.hiddenCharacters, text);
    if (hidden) problems[field] = hidden;
  }
  const { banner, rental } = facts;
  if (banner.from && banner.until && Date.parse(banner.until) <= Date.parse(banner.from)) {
    problems.banner_until = m.untilBeforeFrom;
  }
  if (rental.period && Date.parse(rental.period.until) <= Date.parse(rental.period.from)) {
    problems.rental_until = m.untilBeforeFrom;
  }
  if (rental.period && rental.usualMonthlyYen === null) problems.rental_usual = m.campaignNeedsUsual;
  if (rental.compare) {
    if (!rental.period) problems.rental_from = m.compareNeedsPeriod;
    else if (rental.usualMonthlyYen === null || rental.usualMonthlyYen <= rental.monthlyYen) {
      problems.rental_usual = m.usualNotHigher;
    } else {
      const found = eightWeekProblems(rental.usualEvidence, jstDate(Date.parse(rental.period.from)));
      if (found.length > 0) problems.rental_evidence = [m.evidenceRefused, ...found].join(' ');
    }
  }
  return problems;
}

/**
 * A prerendered page's facts: the code's values, and no banner, which such a page could not
 * take down when it expires.
 */
export function builtFacts(locale: Locale, nowMs: number = Date.now()): ResolvedFacts {
  return { ...resolveFacts(defaultSiteFacts, locale, nowMs), banner: null };
}
