/**
 * A new lead as the steps after its acceptance receive it: what it was sent with, and what is
 * worked out from that once, when the request is accepted (src/server/leads/
 * lead-enrichment.server.ts), instead of by each step again: its prefecture (from the address,
 * else the postal code), its region, its phone in E.164, its duplicate keys and its product
 * family. Assignment, duplicates and webhooks read these fields. Types only: the working out
 * needs Node (the postal data, libphonenumber-js's metadata).
 */
import type { ProductFamily } from '../follow-up/product-family.ts';
import type { Region } from '../follow-up/regions.ts';

/** The keys a lead is matched on (docs/product.md#duplicates); null where the lead gives none. */
export interface LeadMatchKeys {
  email_key: string | null;
  phone_key: string | null;
  org_key: string | null;
}

/** What is worked out once from a lead's fields. */
export interface LeadFacts {
  /** The prefecture its address names, else the one its postal code lies in; undefined when neither says. */
  prefecture: string | undefined;
  /** The sales region of that prefecture. */
  region: Region | undefined;
  /** Its phone in E.164 (`+819012345678`); null when the number has no E.164 form. */
  phoneE164: string | null;
  matchKeys: LeadMatchKeys;
}

/** The fields of a new lead the later steps use. */
export interface NewLeadFields {
  id: string;
  product: string;
  locale: string;
  address: string;
  postal_code: string | null;
  email: string;
  phone: string;
  organization: string;
}

/** The facts of a request, its product's family among them. */
export interface RequestFacts extends LeadFacts {
  /** The family of its product, which assignment rules match on; null for 'other'. */
  productFamily: ProductFamily | null;
}

export type EnrichedLead = NewLeadFields & RequestFacts;
