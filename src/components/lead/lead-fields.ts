/** The single-line inputs of the brochure form: spec field names and their input hints. */
import type { HTMLInputAutoCompleteAttribute, HTMLInputTypeAttribute } from 'react';
import { leadMaxLength } from '../../content/lead/limits.ts';

export interface LeadInputSpec {
  name: 'name' | 'email' | 'organization' | 'position' | 'phone' | 'address';
  type: HTMLInputTypeAttribute;
  autoComplete: HTMLInputAutoCompleteAttribute;
  inputMode?: 'text' | 'email' | 'tel';
  maxLength: number;
}

export const leadInputs: LeadInputSpec[] = [
  { name: 'name', type: 'text', autoComplete: 'name', maxLength: leadMaxLength.name },
  { name: 'email', type: 'email', autoComplete: 'email', inputMode: 'email', maxLength: leadMaxLength.email },
  { name: 'organization', type: 'text', autoComplete: 'organization', maxLength: leadMaxLength.organization },
  { name: 'position', type: 'text', autoComplete: 'organization-title', maxLength: leadMaxLength.position },
  { name: 'phone', type: 'tel', autoComplete: 'tel', inputMode: 'tel', maxLength: leadMaxLength.phone },
  { name: 'address', type: 'text', autoComplete: 'street-address', maxLength: leadMaxLength.address },
];

/** The hidden fields that travel with every submission besides the spec's nine. */
export const leadMetaFields = {
  idempotencyKey: 'idempotency_key',
  /** Milliseconds from the form's first render to the submit; set by the island. */
  fillMs: 'fill_ms',
  pagePath: 'page_path',
  locale: 'locale',
  referrer: 'referrer',
  /** The honeypot: people never see it, bots fill it. Mirrors HONEYPOT_FIELD on the server. */
  honeypot: 'website',
} as const;

export const utmFields = ['utm_source', 'utm_medium', 'utm_campaign', 'utm_term', 'utm_content'] as const;
