/**
 * Dispatch batches: 発送データ for a set of leads (refused, with each lead's problems, when a
 * row would not fit the carrier's layout or CP932), the batch marked 発送済み, and the tracking
 * numbers of B2's issued data stored on their leads. Setting 資料送付済み is the materials
 * record's job (src/server/materials/materials-sent.server.ts): it arrives here as
 * `recordMaterialsSent`, so this module neither imports nor duplicates it. A batch made, or
 * marked 発送済み, takes its leads out of the post queue (post-queue.server.ts).
 */
import { randomUUID } from 'node:crypto';
import { recordAudit } from '../accounts/audit.server.ts';
import type { Actor } from '../leads/lead-changes.server.ts';
import type { Db } from '../platform/db.server.ts';
import type { ShipmentCarrier, ShipmentFormat } from '../platform/schema-dispatch.server.ts';
import { type B2Options, b2Rows } from './b2-csv.server.ts';
import { type CarrierRows, carrierCsvBytes, type DispatchProblem } from './carrier-csv.server.ts';
import { clickPostPart, clickPostParts, clickPostRows } from './click-post-csv.server.ts';
import { type LabelOffset, type LabelPresetId, labelSheetPdf } from './label-sheet.server.ts';
import { leaveQueue } from './post-queue.server.ts';
import { type DispatchLead, recipientOf } from './recipient.server.ts';

/** The materials record's signature (brochures branch); passed in by the caller. */
export type RecordMaterialsSent = (
  db: Db,
  input: { requestId: string; method: 'link' | 'post'; actorId: string; trackingNumber?: string; now: Date },
) => Promise<unknown>;

/** A batch is one print run: more than this is two runs, and the page says so. */
export const MAX_BATCH = 500;

export type DispatchRequest =
  | { format: 'b2'; options: B2Options }
  | { format: 'click_post'; item: string }
  | { format: 'labels'; preset: LabelPresetId; offset: LabelOffset };

export interface ProblemLead {
  id: string;
  name: string;
  createdAt: string;
  problems: DispatchProblem[];
}

export type DispatchResult =
  | {
      ok: true;
      batchId: string;
      /** The file; for a Click Post batch over 40 leads, its part 1 (dispatchPart gives each). */
      bytes: Uint8Array;
      count: number;
      /** Files the carrier needs: 1, or for Click Post one per 40 leads. */
      parts: number;
    }
  | { ok: false; kind: 'empty' | 'tooMany' }
  | { ok: false; kind: 'rows'; leads: ProblemLead[] };

const carrierOf: Record<ShipmentFormat, ShipmentCarrier> = {
  b2: 'yamato',
  click_post: 'japan_post',
  labels: 'unspecified',
};

/**
 * A download's file name: the format, Japan time to the second, and the batch's first eight
 * characters, e.g. `dispatch-labels-20261127-093015-1a2b3c4d.pdf`. Two downloads in the same
 * minute, or second, are two batches and so two names (staff's browser would otherwise save the
 * second as "(1)", or a script overwrite the first).
 */
export function dispatchFileName(format: ShipmentFormat, batchId: string, now: Date, suffix = ''): string {
  const japan = new Date(now.getTime() + 9 * 3_600_000).toISOString();
  const stamp = `${japan.slice(0, 10).replaceAll('-', '')}-${japan.slice(11, 19).replaceAll(':', '')}`;
  const batch = batchId.replace(/[^A-Za-z0-9]/g, '').slice(0, 8);
  const extension = format === 'labels' ? 'pdf' : 'csv';
  return `dispatch-${format.replace('_', '-')}-${stamp}-${batch}${suffix}.${extension}`;
}

/**
 * The leads that can be sent materials among `ids`, oldest first (the order labels come off the
 * printer): a lead under review (要確認) or marked spam never is.
 */
export async function dispatchableLeads(db: Db, ids: readonly string[]): Promise<DispatchLead[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .selectFrom('material_requests')
    .select(['id', 'name', 'organization', 'position', 'postal_code', 'address', 'phone', 'created_at', 'review'])
    .where('id', 'in', [...ids])
    .where('status', '!=', 'spam')
    .orderBy('created_at', 'asc')
    .orderBy('id', 'asc')
    .execute();
  return rows.filter((row) => !row.review).map(({ review: _review, ...lead }) => lead);
}

function rowsFor(request: DispatchRequest, leads: DispatchLead[]): CarrierRows | null {
  const recipients = leads.map(recipientOf);
  if (request.format === 'b2') return b2Rows(recipients, request.options);
  if (request.format === 'click_post') return clickPostRows(recipients, request.item);
  return null;
}

/**
 * The file for `ids` in the requested format, and its batch recorded (one shipment row per
 * lead). Nothing is written when any row has a problem: the leads and their problems come back.
 */
export async function createDispatch(
  db: Db,
  input: { ids: readonly string[]; request: DispatchRequest; actor: Actor; now: Date; ip?: string | null },
): Promise<DispatchResult> {
  if (input.ids.length > MAX_BATCH) return { ok: false, kind: 'tooMany' };
  const leads = await dispatchableLeads(db, input.ids);
  if (leads.length === 0) return { ok: false, kind: 'empty' };
  const { request } = input;
  // Click Post reads 40 rows a file: every row is checked now, the file is cut into parts.
  const parts = request.format === 'click_post' ? clickPostParts(leads.length) : 1;

  let bytes: Uint8Array;
  if (request.format === 'labels') {
    const sheet = await labelSheetPdf(leads.map(recipientOf), request.preset, request.offset);
    if (!sheet.ok) return { ok: false, kind: 'rows', leads: problemLeads(leads, sheet.problems) };
    bytes = sheet.bytes;
  } else {
    const rows = rowsFor(request, leads);
    if (!rows) return { ok: false, kind: 'empty' };
    if (!rows.ok) return { ok: false, kind: 'rows', leads: problemLeads(leads, rows.problems) };
    bytes = await carrierCsvBytes(rows.header, parts > 1 ? clickPostPart(rows.rows, 1) : rows.rows);
  }

  const batchId = randomUUID();
  const createdAt = input.now.toISOString();
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('lead_shipments')
      .values(
        leads.map((lead) => ({
          id: randomUUID(),
          batch_id: batchId,
          request_id: lead.id,
          format: request.format,
          carrier: carrierOf[request.format],
          tracking_number: null,
          created_at: createdAt,
          created_by: input.actor.id,
          shipped_at: null,
          shipped_by: null,
        })),
      )
      .execute();
    // The file is made: its leads have left the post queue (issue 42).
    await leaveQueue(
      trx,
      leads.map((lead) => lead.id),
    );
    await recordAudit(trx, {
      action: 'lead.dispatch',
      actor: input.actor,
      detail: { batch: batchId, format: request.format, leads: leads.length },
      ip: input.ip ?? null,
    });
  });
  return { ok: true, batchId, bytes, count: leads.length, parts };
}

/** Each lead whose row does not fit, with its problems, in the order of `leads`. */
function problemLeads(leads: readonly DispatchLead[], problems: readonly DispatchProblem[]): ProblemLead[] {
  const byLead = new Map(leads.map((lead) => [lead.id, lead]));
  const found = new Map<string, ProblemLead>();
  for (const problem of problems) {
    const lead = byLead.get(problem.leadId);
    if (!lead) continue;
    const entry = found.get(lead.id) ?? { id: lead.id, name: lead.name, createdAt: lead.created_at, problems: [] };
    entry.problems.push(problem);
    found.set(lead.id, entry);
  }
  return [...found.values()];
}

export type DispatchPartResult =
  | { ok: true; bytes: Uint8Array; part: number; parts: number }
  | { ok: false; kind: 'unknown' }
  | { ok: false; kind: 'rows'; leads: ProblemLead[] };

/**
 * Part `part` (1-based) of a Click Post batch: its leads in the batch's order (oldest first, as
 * the first download), 40 at a time. Read again from the leads, so a lead since marked spam or
 * deleted is left out; the batch and its 発送済み stay one.
 */
export async function dispatchPart(
  db: Db,
  input: { batchId: string; part: number; item: string },
): Promise<DispatchPartResult> {
  const shipments = await db
    .selectFrom('lead_shipments')
    .select('request_id')
    .where('batch_id', '=', input.batchId)
    .where('format', '=', 'click_post')
    .execute();
  const leads = await dispatchableLeads(
    db,
    shipments.map((row) => row.request_id),
  );
  const parts = clickPostParts(leads.length);
  if (leads.length === 0 || !Number.isInteger(input.part) || input.part < 1 || input.part > parts)
    return { ok: false, kind: 'unknown' };
  const part = clickPostPart(leads, input.part);
  const rows = clickPostRows(part.map(recipientOf), input.item);
  if (!rows.ok) return { ok: false, kind: 'rows', leads: problemLeads(part, rows.problems) };
  return { ok: true, bytes: await carrierCsvBytes(rows.header, rows.rows), part: input.part, parts };
}

export interface BatchSummary {
  batchId: string;
  format: ShipmentFormat;
  createdAt: string;
  count: number;
  shipped: number;
}

/** One batch as its page shows it; null for an unknown id. */
export async function batchSummary(db: Db, batchId: string): Promise<BatchSummary | null> {
  const rows = await db
    .selectFrom('lead_shipments')
    .select(['format', 'created_at', 'shipped_at'])
    .where('batch_id', '=', batchId)
    .execute();
  const first = rows[0];
  if (!first) return null;
  return {
    batchId,
    format: first.format,
    createdAt: first.created_at,
    count: rows.length,
    shipped: rows.filter((row) => row.shipped_at !== null).length,
  };
}

/**
 * 発送済み: every lead of the batch not yet marked gets its materials-sent record with the
 * method "post" (and its tracking number when one was already imported). Each shipment is
 * claimed first (shipped_at set where it was null), so two staff marking at once mark each lead
 * once; the record is written outside that claim because it opens a transaction of its own, and
 * a record that fails gives its claim back.
 */
export async function markBatchShipped(
  db: Db,
  input: { batchId: string; actor: Actor; now: Date; ip?: string | null },
  recordMaterialsSent: RecordMaterialsSent,
): Promise<{ ok: true; marked: number } | { ok: false; kind: 'unknown' }> {
  const rows = await db
    .selectFrom('lead_shipments')
    .select(['id', 'request_id', 'tracking_number', 'shipped_at'])
    .where('batch_id', '=', input.batchId)
    .orderBy('id')
    .execute();
  if (rows.length === 0) return { ok: false, kind: 'unknown' };
  const now = input.now.toISOString();
  let marked = 0;
  for (const row of rows) {
    if (row.shipped_at !== null) continue;
    const claimed = await db
      .updateTable('lead_shipments')
      .set({ shipped_at: now, shipped_by: input.actor.id })
      .where('id', '=', row.id)
      .where('shipped_at', 'is', null)
      .executeTakeFirst();
    if (Number(claimed.numUpdatedRows) !== 1) continue;
    try {
      await recordMaterialsSent(db, {
        requestId: row.request_id,
        method: 'post',
        actorId: input.actor.id,
        ...(row.tracking_number ? { trackingNumber: row.tracking_number } : {}),
        now: input.now,
      });
    } catch (error) {
      await db
        .updateTable('lead_shipments')
        .set({ shipped_at: null, shipped_by: null })
        .where('id', '=', row.id)
        .execute();
      throw error;
    }
    marked += 1;
  }
  await leaveQueue(
    db,
    rows.map((row) => row.request_id),
  );
  await recordAudit(db, {
    action: 'lead.dispatch_shipped',
    actor: input.actor,
    detail: { batch: input.batchId, marked },
    ip: input.ip ?? null,
  });
  return { ok: true, marked };
}

/** The newest tracking number of a lead (lead page, webhook payload); null when none. */
export async function latestTrackingNumber(db: Db, requestId: string): Promise<string | null> {
  const row = await db
    .selectFrom('lead_shipments')
    .select('tracking_number')
    .where('request_id', '=', requestId)
    .where('tracking_number', 'is not', null)
    .orderBy('created_at', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row?.tracking_number ?? null;
}
