/** The single-line inputs of the brochure form: their fixed field names and input hints. */
import type { HTMLInputAutoCompleteAttribute, HTMLInputTypeAttribute } from 'react';
import { leadMaxLength } from '../../domain/lead/limits.ts';
import type { Locale } from '../../i18n/locales.ts';

export interface LeadInputSpec {
  name:
    | 'name'
    | 'nameKana'
    | 'email'
    | 'organization'
    | 'position'
    | 'phone'
    | 'postalCode'
    | 'prefecture'
    | 'city'
    | 'address'
    | 'building';
  type: HTMLInputTypeAttribute;
  autoComplete?: HTMLInputAutoCompleteAttribute;
  inputMode?: 'text' | 'email' | 'tel' | 'numeric';
  maxLength: number;
  /** May be left empty: no required marker, no `required` (domain/lead/limits.ts). */
  optional?: true;
  /** Required of a company or clinic, optional for 個人の方: marked, but no `required` attribute. */
  companyOnly?: true;
  /** Drawn as a select of Japan's 47 prefectures rather than a text input. */
  prefectureSelect?: true;
  /** Asked on these forms only; every form when absent. */
  locales?: readonly Locale[];
}

export const leadInputs: LeadInputSpec[] = [
  { name: 'name', type: 'text', autoComplete: 'name', maxLength: leadMaxLength.name },
  // The reading: autocomplete has no token for it, and `name` would fill it with the kanji.
  { name: 'nameKana', type: 'text', maxLength: leadMaxLength.nameKana, optional: true, locales: ['ja'] },
  { name: 'email', type: 'email', autoComplete: 'email', inputMode: 'email', maxLength: leadMaxLength.email },
  {
    name: 'organization',
    type: 'text',
    autoComplete: 'organization',
    maxLength: leadMaxLength.organization,
    companyOnly: true,
  },
  {
    name: 'position',
    type: 'text',
    autoComplete: 'organization-title',
    maxLength: leadMaxLength.position,
    companyOnly: true,
  },
  { name: 'phone', type: 'tel', autoComplete: 'tel', inputMode: 'tel', maxLength: leadMaxLength.phone },
  // Text, not number: `104-0061` has a hyphen and a leading 0 must survive.
  {
    name: 'postalCode',
    type: 'text',
    autoComplete: 'postal-code',
    inputMode: 'numeric',
    maxLength: leadMaxLength.postalCode,
    optional: true,
  },
  // The address in the parts a browser's saved address fills (issue 31: one `address-line1`
  // field left the prefecture and city out); the server joins them into the one address. The
  // prefecture and city may stay empty: an address typed whole into the street line is read
  // into them (domain/lead/rules.ts completeAddressParts), so they never block a request.
  {
    name: 'prefecture',
    type: 'text',
    autoComplete: 'address-level1',
    maxLength: leadMaxLength.prefecture,
    optional: true,
    prefectureSelect: true,
    locales: ['ja'],
  },
  {
    name: 'prefecture',
    type: 'text',
    autoComplete: 'address-level1',
    maxLength: leadMaxLength.prefecture,
    optional: true,
    locales: ['en', 'zh-cn'],
  },
  { name: 'city', type: 'text', autoComplete: 'address-level2', maxLength: leadMaxLength.city, optional: true },
  { name: 'address', type: 'text', autoComplete: 'address-line1', maxLength: leadMaxLength.address },
  { name: 'building', type: 'text', autoComplete: 'address-line2', maxLength: leadMaxLength.building, optional: true },
];

/** The inputs the form in this language asks for, in order. */
export const leadInputsFor = (locale: Locale): LeadInputSpec[] =>
  leadInputs.filter((input) => !input.locales || input.locales.includes(locale));

/**
 * The forms whose postal code fills the address (prefecture, city and town in Japanese, from
 * GET /api/postal-codes/{code}, src/actions/postal-codes.ts).
 */
export const postalAutofillLocales: readonly Locale[] = ['ja'];

/** The same-origin lookup the autofill asks (the CSP's default-src 'self' allows it). */
export const postalLookupUrl = (postalCode: string): string => `/api/postal-codes/${postalCode}`;

/**
 * The hidden fields that travel with every submission besides the visible fields
 * (docs/product.md#fields-and-validation).
 */
export const leadMetaFields = {
  /** A post without JavaScript sends the page's key; the island sends the server's signed token. */
  idempotencyKey: 'idempotency_key',
  /** The solved ALTCHA challenge; set by the island. Mirrors PROOF_FIELD on the server. */
  proof: 'altcha',
  pagePath: 'page_path',
  locale: 'locale',
  referrer: 'referrer',
  /** The honeypot: people never see it, bots fill it. Mirrors HONEYPOT_FIELD on the server. */
  honeypot: 'website',
} as const;

export const utmFields = ['utm_source', 'utm_medium', 'utm_campaign', 'utm_term', 'utm_content'] as const;
