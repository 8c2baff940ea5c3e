/**
 * What the 発送データ page reads: the leads in the post queue (issue 42) and, below them, the
 * others under the inbox filter, or the inbox's selection, that can be posted to (oldest first,
 * at most one batch and one more to tell the page there were more), and the recent batches with
 * how many of their leads are marked 発送済み.
 */

import { applyFilter, baseQuery, type LeadFilter } from '../leads/inbox.server.ts';
import type { Db } from '../platform/db.server.ts';
import type { ShipmentFormat } from '../platform/schema-dispatch.server.ts';
import { type SendProblem, sendProblems } from './sendable.server.ts';
import { MAX_BATCH } from './shipments.server.ts';

export interface DispatchCandidate {
  id: string;
  name: string;
  organization: string;
  postalCode: string | null;
  address: string;
  createdAt: string;
  /** Why it is left unticked (発送済み, 海外, 宛先を確認), or null when it can be sent. */
  problem: SendProblem | null;
  /** In the post queue (the lead page's 郵送する): ticked when it can be sent. */
  queued: boolean;
}

const COLUMNS = ['id', 'name', 'organization', 'postal_code', 'address', 'created_at'] as const;

/**
 * The post queue under the filter (the menu's 発送 has none: the whole queue): every queued lead
 * that can still be sent materials (not spam, not under review), oldest request first, at most
 * one batch.
 */
export async function queuedCandidates(db: Db, filter: LeadFilter): Promise<DispatchCandidate[]> {
  const rows = await applyFilter(baseQuery(db), filter, { status: true })
    .where('id', 'in', db.selectFrom('lead_post_queue').select('request_id'))
    .where('status', '!=', 'spam')
    .where('review', '=', false)
    .select(COLUMNS)
    .orderBy('created_at', 'asc')
    .orderBy('id', 'asc')
    .limit(MAX_BATCH)
    .execute();
  return candidates(db, rows, new Set(rows.map((row) => row.id)));
}

/** The leads under the filter that are not in the post queue (the page lists those above). */
export async function dispatchCandidates(
  db: Db,
  filter: LeadFilter,
): Promise<{ leads: DispatchCandidate[]; more: boolean }> {
  const rows = await applyFilter(baseQuery(db), filter, { status: true })
    .where('status', '!=', 'spam')
    .where('review', '=', false)
    .where('id', 'not in', db.selectFrom('lead_post_queue').select('request_id'))
    .select(COLUMNS)
    .orderBy('created_at', 'asc')
    .orderBy('id', 'asc')
    .limit(MAX_BATCH + 1)
    .execute();
  return {
    leads: await candidates(db, rows.slice(0, MAX_BATCH), new Set()),
    more: rows.length > MAX_BATCH,
  };
}

/**
 * The selected leads that can be posted to, oldest first, and how many of the selection were
 * left out (under review, spam, or no longer there). The caller bounds the selection.
 */
export async function dispatchSelection(
  db: Db,
  ids: readonly string[],
): Promise<{ leads: DispatchCandidate[]; leftOut: number }> {
  if (ids.length === 0) return { leads: [], leftOut: 0 };
  const rows = await db
    .selectFrom('material_requests')
    .where('id', 'in', [...ids])
    .where('status', '!=', 'spam')
    .where('review', '=', false)
    .select(COLUMNS)
    .orderBy('created_at', 'asc')
    .orderBy('id', 'asc')
    .limit(MAX_BATCH)
    .execute();
  if (rows.length === 0) return { leads: [], leftOut: ids.length };
  const queued = await db
    .selectFrom('lead_post_queue')
    .select('request_id')
    .where(
      'request_id',
      'in',
      rows.map((row) => row.id),
    )
    .execute();
  return {
    leads: await candidates(db, rows, new Set(queued.map((row) => row.request_id))),
    leftOut: ids.length - rows.length,
  };
}

async function candidates(
  db: Db,
  rows: {
    id: string;
    name: string;
    organization: string;
    postal_code: string | null;
    address: string;
    created_at: string;
  }[],
  queued: ReadonlySet<string>,
): Promise<DispatchCandidate[]> {
  const problems = await sendProblems(db, rows);
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    organization: row.organization,
    postalCode: row.postal_code,
    address: row.address,
    createdAt: row.created_at,
    problem: problems.get(row.id) ?? null,
    queued: queued.has(row.id),
  }));
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
