/**
 * The company's commercial facts as staff edit them at /admin/site (issue 33): the announcement
 * banner, each product's sales status, the rental price with its campaign period and the
 * evidence for a struck-through usual price, and the contact facts. One version is one whole
 * document, validated by `siteFactsSchema`; the server keeps every version (site-facts.server.ts).
 * Moments are ISO-8601 UTC; calendar days are YYYY-MM-DD in Japan.
 */
import * as z from 'zod/mini';
import { type Locale, locales } from '../../i18n/locales.ts';
import { calendarDaySchema, instantSchema } from '../dates.ts';
import { hasHiddenUrlCharacter } from '../url-text.ts';

export const salesStatuses = ['planned', 'preorder', 'on_sale', 'ended'] as const;
export type SalesStatus = (typeof salesStatuses)[number];

/**
 * A product's class in Japanese law (薬機法 第2条): 一般医療機器 (クラスI), 管理医療機器
 * (クラスII), 高度管理医療機器 (クラスIII/IV), or not a medical device at all. Empty: not recorded.
 */
export const regulatoryClasses = ['general', 'controlled', 'highly_controlled', 'not_device'] as const;
export type RegulatoryClass = (typeof regulatoryClasses)[number];

/** The products whose status is edited; the form's fields are `status_<id>`. */
export const factProducts = ['plus', 'dr'] as const;
export type FactProduct = (typeof factProducts)[number];

export type Localized = Record<Locale, string>;

const day = calendarDaySchema();
const moment = instantSchema();
const url = z.string().check(
  z.maxLength(500),
  z.regex(/^https:\/\/[^\s<>"']+$/),
  z.refine((s) => !hasHiddenUrlCharacter(s)),
);
const text = (max: number) => z.string().check(z.maxLength(max));
const localized = (max: number) => z.object({ ja: text(max), en: text(max), 'zh-cn': text(max) });
const yen = z.number().check(z.int(), z.minimum(0), z.maximum(100_000_000));

const regulatoryProduct = z.object({
  class: z.union([z.literal(''), z.enum(regulatoryClasses)]),
  /** 一般的名称 (the JMDN name), written as notified: Japanese on every page. */
  generic: text(100),
  /** 届出番号 or 認証番号 as issued. */
  number: text(100),
});

export const siteFactsSchema = z.object({
  banner: z.object({
    text: localized(200),
    /** Where the banner's link goes; empty: no link. */
    link: z.union([z.literal(''), url]),
    from: z.nullable(moment),
    until: z.nullable(moment),
  }),
  products: z.object({
    plus: z.object({ status: z.enum(salesStatuses), launchOn: z.nullable(day), launchText: localized(120) }),
    dr: z.object({ status: z.enum(salesStatuses), launchOn: z.nullable(day), launchText: localized(120) }),
  }),
  rental: z.object({
    /** The monthly price shown (tax included); inside `period` when one is set (a campaign). */
    monthlyYen: yen,
    period: z.nullable(z.object({ from: moment, until: moment })),
    /** The usual price: shown outside a campaign, and struck through beside it when `compare`. */
    usualMonthlyYen: z.nullable(yen),
    compare: z.boolean(),
    /** The days the usual price was really charged (both ends included, Japan calendar). */
    usualEvidence: z.array(z.object({ from: day, until: day })).check(z.maxLength(50)),
  }),
  contact: z.object({
    phone: text(30),
    phoneInternational: text(30),
    hours: z.object({ open: text(5), close: text(5) }),
    bookingUrl: url,
    shopUrl: url,
  }),
  /** The regulatory identity (issue 43): per product its class, 一般的名称 and number; the licences. */
  regulatory: z.object({
    products: z.object({ plus: regulatoryProduct, dr: regulatoryProduct }),
    licences: z.object({
      /** 製造販売業許可: its kind and number. */
      maker: text(100),
      /** 高度管理医療機器等販売業・貸与業許可 (or the 届出 for controlled devices). */
      seller: text(100),
    }),
  }),
});

export type SiteFacts = z.infer<typeof siteFactsSchema>;
export type Regulatory = SiteFacts['regulatory'];

/** Nothing recorded: what a version stored before the regulatory identity (issue 43) reads as. */
export const emptyRegulatory = (): Regulatory => ({
  products: {
    plus: { class: '', generic: '', number: '' },
    dr: { class: '', generic: '', number: '' },
  },
  licences: { maker: '', seller: '' },
});

export const parseSiteFacts = (value: unknown): SiteFacts | null => {
  // A version stored before issue 43 has no regulatory identity: it reads as none recorded.
  const whole =
    value && typeof value === 'object' && !('regulatory' in value)
      ? { ...value, regulatory: emptyRegulatory() }
      : value;
  const result = siteFactsSchema.safeParse(whole);
  return result.success ? result.data : null;
};

/** Every text of a version that visitors read, by language, for the advertising check. */
export function factTexts(facts: SiteFacts): Record<Locale, { field: string; text: string }[]> {
  const out = Object.fromEntries(locales.map((l) => [l, [] as { field: string; text: string }[]])) as Record<
    Locale,
    { field: string; text: string }[]
  >;
  for (const locale of locales) {
    const suffix = locale === 'zh-cn' ? 'zh' : locale;
    const add = (field: string, value: string) => {
      if (value.trim() !== '') out[locale].push({ field: `${field}_${suffix}`, text: value });
    };
    add('banner', facts.banner.text[locale]);
    for (const id of factProducts) add(`launch_text_${id}`, facts.products[id].launchText[locale]);
  }
  return out;
}
