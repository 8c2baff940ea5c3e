/**
 * The boundary of a brochure request: the raw post becomes one typed value, once. The shared
 * rules (domain/lead/rules.ts, which read the address parts from a whole line), the server's
 * strict phone check, whose one parse also gives the E.164 form, then the prefecture (the
 * address's, else the postal code's, looked up at most once), its region, duplicate keys and
 * product family (lead-enrichment.server.ts). Storage, assignment, duplicates and webhooks take
 * this value; none of them parses or looks anything up again.
 */
import { leadCopy } from '../../content/lead/index.ts';
import { productFamilyOf } from '../../domain/follow-up/product-family.ts';
import type { RequestFacts } from '../../domain/lead/enriched.ts';
import {
  type BrochureRequest,
  type LeadErrors,
  phoneMessage,
  validateBrochureRequest,
} from '../../domain/lead/schema.ts';
import type { Locale } from '../../i18n/locales.ts';
import { strictPhone, withStrictPhone } from '../platform/phone.server.ts';
import type { PostalLookup } from '../platform/postal-codes.server.ts';
import { leadFacts } from './lead-enrichment.server.ts';

/** A request that passed every rule, with what is worked out from it. */
export interface AcceptedRequest {
  locale: Locale;
  /** The clean request: the phone as stored, the address joined and in parts. */
  request: BrochureRequest;
  facts: RequestFacts;
}

export type Intake = { ok: true; accepted: AcceptedRequest } | { ok: false; errors: LeadErrors };

export interface IntakeOptions {
  /** The postal lookup (lookupPostalCode by default; a counting one in a test). */
  lookupPostalCode?: PostalLookup;
}

/** Validates a raw request (form values or JSON) and works out its facts, once. */
export async function acceptBrochureRequest(
  input: unknown,
  locale: Locale,
  options: IntakeOptions = {},
): Promise<Intake> {
  const messages = leadCopy[locale].form.messages;
  const validation = validateBrochureRequest(input, locale);
  // Every message at once: the phone's strict check from the raw input beside the others.
  if (!validation.ok) {
    const checked = withStrictPhone(validation, input, messages);
    return { ok: false, errors: checked.ok ? validation.errors : checked.errors };
  }
  const phone = strictPhone(validation.data.phone);
  if (!phone.ok) return { ok: false, errors: { phone: phoneMessage(messages, phone.problem) } };
  const request: BrochureRequest = { ...validation.data, phone: phone.stored };
  const facts = await leadFacts(
    {
      address: request.address,
      postal_code: request.postalCode ?? null,
      email: request.email,
      phone: request.phone,
      organization: request.organization,
    },
    { phoneE164: phone.e164, ...(options.lookupPostalCode ? { lookupPostalCode: options.lookupPostalCode } : {}) },
  );
  return {
    ok: true,
    accepted: { locale, request, facts: { ...facts, productFamily: productFamilyOf(request.product) } },
  };
}
