/** The single-line inputs of the brochure form: their fixed field names and input hints. */
import type { HTMLInputAutoCompleteAttribute, HTMLInputTypeAttribute } from 'react';
import { leadMaxLength } from '../../domain/lead/limits.ts';
import type { Locale } from '../../i18n/locales.ts';

export interface LeadInputSpec {
  name: 'name' | 'nameKana' | 'email' | 'organization' | 'position' | 'phone' | 'postalCode' | 'address';
  type: HTMLInputTypeAttribute;
  autoComplete?: HTMLInputAutoCompleteAttribute;
  inputMode?: 'text' | 'email' | 'tel' | 'numeric';
  maxLength: number;
  /** May be left empty: no required marker, no `required` (domain/lead/limits.ts). */
  optional?: true;
  /** Asked on these forms only; every form when absent. */
  locales?: readonly Locale[];
}

export const leadInputs: LeadInputSpec[] = [
  { name: 'name', type: 'text', autoComplete: 'name', maxLength: leadMaxLength.name },
  // The reading: autocomplete has no token for it, and `name` would fill it with the kanji.
  { name: 'nameKana', type: 'text', maxLength: leadMaxLength.nameKana, optional: true, locales: ['ja'] },
  { name: 'email', type: 'email', autoComplete: 'email', inputMode: 'email', maxLength: leadMaxLength.email },
  { name: 'organization', type: 'text', autoComplete: 'organization', maxLength: leadMaxLength.organization },
  { name: 'position', type: 'text', autoComplete: 'organization-title', maxLength: leadMaxLength.position },
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
  // One line for the whole address, as Japanese addresses are written. `street-address` belongs
  // to multi-line controls only (a textarea would let line breaks into the stored address);
  // `address-line1` is its single-line token, which browsers fill from a saved address.
  { name: 'address', type: 'text', autoComplete: 'address-line1', maxLength: leadMaxLength.address },
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
