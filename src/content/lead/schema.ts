/**
 * The brochure request schema by locale: `brochureRequestSchema('ja')` gives exactly the
 * Japanese messages of spec section 5, 'en' and 'zh-cn' their equivalents. The rules
 * themselves are in ./rules.ts (re-exported here).
 */
import type { Locale } from '../../i18n/locales.ts';
import { leadMessages } from './messages.ts';
import { createBrochureRequestSchema, type LeadValidation, validateWithMessages } from './rules.ts';

export * from './rules.ts';

export function brochureRequestSchema(locale: Locale) {
  return createBrochureRequestSchema(leadMessages[locale]);
}

/** Validates raw input (form values or JSON) and returns the clean request or the messages. */
export function validateBrochureRequest(input: unknown, locale: Locale): LeadValidation {
  return validateWithMessages(input, leadMessages[locale]);
}
