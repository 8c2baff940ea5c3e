/**
 * The brochure request schema by locale: `brochureRequestSchema('ja')` gives exactly the
 * Japanese messages of docs/product.md#fields-and-validation, 'en' and 'zh-cn' their
 * equivalents. The rules themselves are in ./rules.ts (re-exported here); the messages are
 * copy, in src/content/lead (leadCopy[locale].form.messages).
 */

import { leadCopy } from '../../content/lead/index.ts';
import type { Locale } from '../../i18n/locales.ts';
import { createBrochureRequestSchema, type LeadValidation, validateWithMessages } from './rules.ts';

export * from './rules.ts';

export function brochureRequestSchema(locale: Locale) {
  return createBrochureRequestSchema(leadCopy[locale].form.messages);
}

/** Validates raw input (form values or JSON) and returns the clean request or the messages. */
export function validateBrochureRequest(input: unknown, locale: Locale): LeadValidation {
  return validateWithMessages(input, leadCopy[locale].form.messages);
}
