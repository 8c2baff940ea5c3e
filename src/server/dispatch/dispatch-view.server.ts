/**
 * What the 発送データ page reads: the leads under the inbox filter that can be posted to
 * (oldest first, at most one batch and one more to tell the page there were more), and the
 * recent batches with how many of their leads are marked 発送済み. Also the stand-in for the
 * materials record until it is merged (see materialsSentThroughWorkflow).
 */

import { applyFilter, baseQuery, type LeadFilter } from '../leads/inbox.server.ts';
import { type Actor, changeLeadStatus } from '../leads/lead-changes.server.ts';
import type { Db } from '../platform/db.server.ts';
import type { ShipmentFormat } from '../platform/schema-dispatch.server.ts';
import { MAX_BATCH, type RecordMaterialsSent } from './shipments.server.ts';

export interface DispatchCandidate {
  id: string;
  name: string;
  organization: string;
  postalCode: string | null;
  address: string;
  createdAt: string;
}

export async function dispatchCandidates(
  db: Db,
  filter: LeadFilter,
): Promise<{ leads: DispatchCandidate[]; more: boolean }> {
  const rows = await applyFilter(baseQuery(db), filter, { status: true })
    .where('status', '!=', 'spam')
    .where('review', '=', false)
    .select(['id', 'name', 'organization', 'postal_code', 'address', 'created_at'])
    .orderBy('created_at', 'asc')
    .orderBy('id', 'asc')
    .limit(MAX_BATCH + 1)
    .execute();
  return {
    leads: rows.slice(0, MAX_BATCH).map((row) => ({
      id: row.id,
      name: row.name,
      organization: row.organization,
      postalCode: row.postal_code,
      address: row.address,
      createdAt: row.created_at,
    })),
    more: rows.length > MAX_BATCH,
  };
}

export interface RecentBatch {
  batchId: string;
  format: ShipmentFormat;
  createdAt: string;
  count: number;
  shipped: number;
  tracked: number;
}

/** The newest batches first, with their counts. */
export async function recentBatches(db: Db, limit = 20): Promise<RecentBatch[]> {
  const rows = await db
    .selectFrom('lead_shipments')
    .select((eb) => [
      'batch_id',
      'format',
      eb.fn.min('created_at').as('created_at'),
      eb.fn.countAll<number>().as('count'),
      eb.fn.count<number>('shipped_at').as('shipped'),
      eb.fn.count<number>('tracking_number').as('tracked'),
    ])
    .groupBy(['batch_id', 'format'])
    .orderBy('created_at', 'desc')
    .limit(limit)
    .execute();
  return rows.map((row) => ({
    batchId: row.batch_id,
    format: row.format,
    createdAt: String(row.created_at),
    count: Number(row.count),
    shipped: Number(row.shipped),
    tracked: Number(row.tracked),
  }));
}

/**
 * Until the materials record of the brochures branch (materials-sent.server.ts) is merged:
 * 資料送付済み through the status workflow (未対応 → 対応中 → 資料送付済み, each step in the
 * status history and its webhook). A lead already past it is left as it is.
 */
export function materialsSentThroughWorkflow(actor: Actor): RecordMaterialsSent {
  return async (db, input) => {
    for (const to of ['contacted', 'materials_sent'] as const) {
      await changeLeadStatus(db, { id: input.requestId, to, actor, now: input.now });
    }
  };
}
