/**
 * Who follows a new lead up: the assignment rules an admin keeps in /admin/settings
 * (docs/product.md#follow-up).
 */
import type { Db } from './db.server.ts';

/** What a rule can match a lead on. */
export interface LeadRoutingFacts {
  product: string;
  locale: string;
  address: string;
  postal_code: string | null;
}

/** The owner for a new lead, or null when no rule matches. Runs in the lead's transaction. */
export async function pickOwner(_trx: Db, _lead: LeadRoutingFacts): Promise<string | null> {
  return null;
}
