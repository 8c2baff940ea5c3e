/**
 * The /admin/site form: its field names (the interface contract names `banner_ja`,
 * `banner_from`, `banner_until` and `status_<product id>`), a version's values as the form
 * shows them, and the posted fields read back into a version, with Japanese messages per field.
 */
import { dateCopy } from '../../content/admin/dates.ts';
import { siteFactsCopy } from '../../content/admin/site.ts';
import { fillMessage } from '../fill-message.ts';
import { hasHiddenUrlCharacter } from '../url-text.ts';
import {
  factProducts,
  type RegulatoryClass,
  regulatoryClasses,
  type SalesStatus,
  type SiteFacts,
  salesStatuses,
} from './facts.ts';
import { isoToJstLocal, isValidDay, jstLocalToIso } from './time.ts';

const m = siteFactsCopy.messages;
/** Written as a date: when it is refused, it is not a real day from 2000 to 2100. */
const DATE_SHAPED = /^\d{4}-\d{2}-\d{2}/;

export type FactValues = Record<string, string>;
export type FactErrors = Record<string, string>;

const suffixes = [
  ['ja', 'ja'],
  ['en', 'en'],
  ['zh-cn', 'zh'],
] as const;

/** A version as the form's fields (datetime-local and dates in Japan time). */
export function factValues(facts: SiteFacts): FactValues {
  const v: FactValues = {};
  for (const [locale, s] of suffixes) v[`banner_${s}`] = facts.banner.text[locale];
  v.banner_link = facts.banner.link;
  v.banner_from = facts.banner.from ? isoToJstLocal(facts.banner.from) : '';
  v.banner_until = facts.banner.until ? isoToJstLocal(facts.banner.until) : '';
  for (const id of factProducts) {
    const p = facts.products[id];
    v[`status_${id}`] = p.status;
    v[`launch_on_${id}`] = p.launchOn ?? '';
    for (const [locale, s] of suffixes) v[`launch_text_${id}_${s}`] = p.launchText[locale];
  }
  const r = facts.rental;
  v.rental_monthly = String(r.monthlyYen);
  v.rental_from = r.period ? isoToJstLocal(r.period.from) : '';
  v.rental_until = r.period ? isoToJstLocal(r.period.until) : '';
  v.rental_usual = r.usualMonthlyYen === null ? '' : String(r.usualMonthlyYen);
  v.rental_compare = r.compare ? 'on' : '';
  v.rental_evidence = r.usualEvidence.map((p) => `${p.from} ${p.until}`).join('\n');
  v.phone = facts.contact.phone;
  v.phone_international = facts.contact.phoneInternational;
  v.hours_open = facts.contact.hours.open;
  v.hours_close = facts.contact.hours.close;
  v.booking_url = facts.contact.bookingUrl;
  v.shop_url = facts.contact.shopUrl;
  for (const id of factProducts) {
    const r = facts.regulatory.products[id];
    v[`reg_class_${id}`] = r.class;
    v[`reg_generic_${id}`] = r.generic;
    v[`reg_number_${id}`] = r.number;
  }
  v.reg_licence_maker = facts.regulatory.licences.maker;
  v.reg_licence_seller = facts.regulatory.licences.seller;
  return v;
}

export type FactsRead = { ok: true; facts: SiteFacts } | { ok: false; errors: FactErrors };

const URL_RE = /^https:\/\/[^\s<>"']+$/;
const HOURS_RE = /^([01]?\d|2[0-3]):[0-5]\d$/;

/** The posted fields read into a version; every problem by field. */
export function factsFromForm(get: (name: string) => string): FactsRead {
  const errors: FactErrors = {};
  const text = (name: string, max: number, required = false) => {
    const value = get(name).replace(/\r\n?/g, '\n').trim();
    if (value.length > max) errors[name] = fillMessage(m.tooLong, { max });
    else if (required && value === '') errors[name] = m.required;
    return value;
  };
  const momentOf = (name: string): string | null => {
    const value = get(name).trim();
    if (value === '') return null;
    const iso = jstLocalToIso(value);
    if (iso === null) errors[name] = DATE_SHAPED.test(value) ? dateCopy.outOfRange : m.badMoment;
    return iso;
  };
  const urlOf = (name: string, optional = false) => {
    const value = text(name, 500);
    if (hasHiddenUrlCharacter(get(name))) errors[name] = m.hiddenUrlCharacters;
    else if (!(optional && value === '') && !URL_RE.test(value)) errors[name] = m.badUrl;
    return value;
  };
  const yenOf = (name: string, optional = false): number | null => {
    const value = get(name).replace(/[,，\s円]/g, '');
    if (optional && value === '') return null;
    if (!/^\d{1,9}$/.test(value)) {
      errors[name] = m.badYen;
      return 0;
    }
    return Number(value);
  };
  const localized = (prefix: string, max: number) =>
    Object.fromEntries(suffixes.map(([locale, s]) => [locale, text(`${prefix}_${s}`, max)])) as Record<
      'ja' | 'en' | 'zh-cn',
      string
    >;

  const banner = {
    text: localized('banner', 200),
    link: urlOf('banner_link', true),
    from: momentOf('banner_from'),
    until: momentOf('banner_until'),
  };
  const product = (id: (typeof factProducts)[number]) => {
    const status = get(`status_${id}`);
    if (!(salesStatuses as readonly string[]).includes(status)) errors[`status_${id}`] = m.badStatus;
    const launchOn = get(`launch_on_${id}`).trim();
    if (launchOn !== '' && !isValidDay(launchOn))
      errors[`launch_on_${id}`] = DATE_SHAPED.test(launchOn) ? dateCopy.outOfRange : m.badDay;
    return {
      status: (status || 'on_sale') as SalesStatus,
      launchOn: launchOn === '' ? null : launchOn,
      launchText: localized(`launch_text_${id}`, 120),
    };
  };
  const products = { plus: product('plus'), dr: product('dr') };

  const from = momentOf('rental_from');
  const until = momentOf('rental_until');
  if ((from === null) !== (until === null) && !errors.rental_from && !errors.rental_until) {
    errors[from === null ? 'rental_from' : 'rental_until'] = m.required;
  }
  const evidence: { from: string; until: string }[] = [];
  get('rental_evidence')
    .split(/\r?\n/)
    .forEach((line, i) => {
      if (line.trim() === '') return;
      const parts = line.trim().split(/\s*(?:〜|~|～|\s)\s*/);
      const [a = '', b = ''] = parts;
      if (parts.length !== 2 || !isValidDay(a) || !isValidDay(b) || b < a) {
        const impossible =
          parts.length === 2 && DATE_SHAPED.test(a) && DATE_SHAPED.test(b) && !(isValidDay(a) && isValidDay(b));
        errors.rental_evidence ??= `${fillMessage(m.badEvidence, { line: i + 1 })}${impossible ? dateCopy.outOfRange : ''}`;
      } else evidence.push({ from: a, until: b });
    });
  const rental = {
    monthlyYen: yenOf('rental_monthly') ?? 0,
    period: from !== null && until !== null ? { from, until } : null,
    usualMonthlyYen: yenOf('rental_usual', true),
    compare: get('rental_compare') !== '',
    usualEvidence: evidence,
  };

  const hours = { open: text('hours_open', 5, true), close: text('hours_close', 5, true) };
  for (const name of ['hours_open', 'hours_close'] as const) {
    if (!errors[name] && !HOURS_RE.test(get(name).trim())) errors[name] = m.badHours;
  }
  const contact = {
    phone: text('phone', 30, true),
    phoneInternational: text('phone_international', 30, true),
    hours,
    bookingUrl: urlOf('booking_url'),
    shopUrl: urlOf('shop_url'),
  };
  const regulatoryOf = (id: (typeof factProducts)[number]) => {
    const klass = get(`reg_class_${id}`).trim();
    if (klass !== '' && !(regulatoryClasses as readonly string[]).includes(klass)) {
      errors[`reg_class_${id}`] = m.badRegulatoryClass;
    }
    return {
      class: (errors[`reg_class_${id}`] ? '' : klass) as RegulatoryClass | '',
      generic: text(`reg_generic_${id}`, 100),
      number: text(`reg_number_${id}`, 100),
    };
  };
  const regulatory = {
    products: { plus: regulatoryOf('plus'), dr: regulatoryOf('dr') },
    licences: { maker: text('reg_licence_maker', 100), seller: text('reg_licence_seller', 100) },
  };
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, facts: { banner, products, rental, contact, regulatory } };
}
