/**
 * Duplicates (docs/product.md#duplicates): the keys a lead is matched on, and the links from a
 * new lead to the earlier leads that share one.
 */
import type { Db } from './db.server.ts';

export interface LeadMatchKeys {
  email_key: string | null;
  phone_key: string | null;
  org_key: string | null;
}

export function matchKeys(_lead: {
  email: string;
  phone: string;
  organization: string;
  address: string;
  postal_code: string | null;
}): LeadMatchKeys {
  return { email_key: null, phone_key: null, org_key: null };
}

/** Links `leadId` to every earlier lead sharing one of its keys. Runs in the lead's transaction. */
export async function linkEarlierMatches(_trx: Db, _leadId: string, _keys: LeadMatchKeys, _now: Date): Promise<void> {}
