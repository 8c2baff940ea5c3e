/**
 * What a new lead gets in the transaction that stores it (docs/product.md#follow-up): an owner
 * from the assignment rules, a due date in Japanese business days, its duplicate keys and
 * links to earlier matches, and a `lead.created` webhook event. Spam gets none of it. The lead
 * arrives enriched (lead-enrichment.server.ts): its region, keys, prefecture and E.164 phone are
 * read here, not worked out again.
 */

import type { EnrichedLead } from '../../domain/lead/enriched.ts';
import { pickOwner } from '../follow-up/assignment.server.ts';
import { dueAt } from '../follow-up/business-days.server.ts';
import { readFollowUpSettings } from '../follow-up/follow-up-settings.server.ts';
import type { Db } from '../platform/db.server.ts';
import { queueLeadEvent } from '../webhooks/events.server.ts';
import { type EarlierMatch, linkEarlierMatches } from './lead-matches.server.ts';

export interface FollowUpOptions {
  /**
   * Queue the `lead.created` webhook event (default). A card import does not: its rows would
   * reach a Slack channel one message each, and the person did not ask for anything.
   */
  event?: boolean;
}

/** Returns the earlier leads the new one was linked to (lead-matches.server.ts). */
export async function followUpNewLead(
  trx: Db,
  lead: EnrichedLead,
  now: Date,
  options: FollowUpOptions = {},
): Promise<EarlierMatch[]> {
  const settings = await readFollowUpSettings(trx);
  const ownerId = await pickOwner(trx, lead);
  const keys = lead.matchKeys;
  await trx
    .updateTable('material_requests')
    .set({ owner_id: ownerId, due_at: dueAt(now, settings).toISOString(), ...keys })
    .where('id', '=', lead.id)
    .execute();
  const matches = await linkEarlierMatches(trx, lead.id, keys, now);
  if (options.event !== false) await queueLeadEvent(trx, 'lead.created', lead.id, now, lead);
  return matches;
}
