/**
 * A new lead, worked out once (src/domain/lead/enriched.ts): when the request is accepted, its
 * prefecture is read from the address or looked up from the postal code (at most once), its
 * phone parsed to E.164, and its region, duplicate keys and product family derived from those.
 * The enriched lead is then handed to assignment, duplicates and the `lead.created` webhook,
 * none of which works them out again. A brochure request's phone is parsed once, by the intake
 * (lead-intake.server.ts), which passes its E.164 form here.
 */

import { productFamilyOf } from '../../domain/follow-up/product-family.ts';
import { regionOfPrefecture } from '../../domain/follow-up/regions.ts';
import type { EnrichedLead, LeadFacts, NewLeadFields } from '../../domain/lead/enriched.ts';
import { phoneE164 } from '../platform/phone.server.ts';
import { leadPrefecture, lookupPostalCode, type PostalLookup } from '../platform/postal-codes.server.ts';
import { matchKeysOf } from './lead-matches.server.ts';

/** What the caller already knows, so it is not worked out again, and the postal lookup to use. */
export interface KnownFacts {
  /** The phone's E.164 form from the one parse of the phone (strictPhone). */
  phoneE164?: string | null;
  lookupPostalCode?: PostalLookup;
}

/** The facts of a lead's fields; never throws (a postal data failure leaves the prefecture unknown). */
export async function leadFacts(
  lead: Omit<NewLeadFields, 'id' | 'product' | 'locale'>,
  known: KnownFacts = {},
): Promise<LeadFacts> {
  const prefecture = await leadPrefecture(lead, known.lookupPostalCode ?? lookupPostalCode);
  const e164 = known.phoneE164 !== undefined ? known.phoneE164 : phoneE164(lead.phone);
  return {
    prefecture,
    region: prefecture ? regionOfPrefecture(prefecture) : undefined,
    phoneE164: e164,
    matchKeys: matchKeysOf(lead, { prefecture, phoneE164: e164 }),
  };
}

export async function enrichLead(lead: NewLeadFields, known: KnownFacts = {}): Promise<EnrichedLead> {
  return { ...lead, ...(await leadFacts(lead, known)), productFamily: productFamilyOf(lead.product) };
}
