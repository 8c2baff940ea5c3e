/**
 * A new lead, worked out once (src/domain/lead/enriched.ts): when the request is accepted, its
 * prefecture is read from the address or looked up from the postal code, its phone parsed to
 * E.164, and its region and duplicate keys derived from those. The enriched lead is then handed
 * to assignment, duplicates and the `lead.created` webhook, none of which works them out again.
 */

import { regionOfPrefecture } from '../../domain/follow-up/regions.ts';
import type { EnrichedLead, LeadFacts, NewLeadFields } from '../../domain/lead/enriched.ts';
import { phoneE164 } from '../platform/phone.server.ts';
import { leadPrefecture } from '../platform/postal-codes.server.ts';
import { matchKeysOf } from './lead-matches.server.ts';

/** The facts of a lead's fields; never throws (a postal data failure leaves the prefecture unknown). */
export async function leadFacts(lead: Omit<NewLeadFields, 'id' | 'product' | 'locale'>): Promise<LeadFacts> {
  const prefecture = await leadPrefecture(lead);
  const e164 = phoneE164(lead.phone);
  return {
    prefecture,
    region: prefecture ? regionOfPrefecture(prefecture) : undefined,
    phoneE164: e164,
    matchKeys: matchKeysOf(lead, { prefecture, phoneE164: e164 }),
  };
}

export async function enrichLead(lead: NewLeadFields): Promise<EnrichedLead> {
  return { ...lead, ...(await leadFacts(lead)) };
}
