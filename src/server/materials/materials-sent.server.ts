/**
 * The record that materials went to a lead, by personal link (this folder) or by post (the
 * dispatch screen): when, how and by whom, with the carrier's tracking number for post. The
 * first sending sets `materials_sent_at`, which the promise (the due date) is measured on, and the
 * lead's state model (src/domain/lead/lead-state.ts, written by src/server/lead-state/) makes a
 * 未対応 or 連絡済み lead 資料送付済み; every sending queues `lead.materials_sent`. A lead under
 * review (要確認) or marked spam is refused: nothing may go to a request nobody has vetted.
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { recordAudit } from '../accounts/audit.server.ts';
import { applyLeadEvent } from '../lead-state/lead-state.server.ts';
import type { Db } from '../platform/db.server.ts';
import type { MaterialsMethod } from '../platform/schema-leads.server.ts';
import { queueLeadEvent } from '../webhooks/events.server.ts';

export interface MaterialsSentInput {
  requestId: string;
  method: MaterialsMethod;
  /** The admin_users id of who sent them; null from the command line. */
  actorId: string | null;
  /** The carrier's number for post (B2's issued data); null or absent for a link. */
  trackingNumber?: string | null;
  now: Date;
  /** The brochures sent by link, named in the webhook. */
  brochures?: { id: string; title: string }[];
  ip?: string | null;
}

export type MaterialsSentProblem = 'notFound' | 'review' | 'spam';
export type MaterialsSentResult = { ok: true; sentId: string } | { ok: false; problem: MaterialsSentProblem };

/** Whether materials may go to a lead in this state (the lead page and the inbox ask first). */
export const canReceiveMaterials = (lead: { status: string; review: boolean | number }): boolean =>
  lead.status !== 'spam' && !lead.review;

/**
 * Records one sending in its own transaction, or in the caller's when `db` is one (the link
 * sending writes its links in the same transaction).
 */
export function recordMaterialsSent(db: Db, input: MaterialsSentInput): Promise<MaterialsSentResult> {
  if (db.isTransaction) return record(db, input);
  return db.transaction().execute((trx) => record(trx, input));
}

async function record(trx: Db, input: MaterialsSentInput): Promise<MaterialsSentResult> {
  const actor = input.actorId
    ? await trx.selectFrom('admin_users').select(['id', 'email']).where('id', '=', input.actorId).executeTakeFirst()
    : undefined;
  // 未対応 and 連絡済み become 資料送付済み; later states stay; spam and 要確認 are refused.
  const applied = await applyLeadEvent(
    trx,
    input.requestId,
    { kind: 'materials' },
    {
      actor: actor ?? null,
      ip: input.ip,
      now: input.now,
      cause: 'materials',
    },
  );
  if (!applied.ok) return { ok: false, problem: applied.problem === 'transition' ? 'notFound' : applied.problem };
  const { lead } = applied;
  const iso = input.now.toISOString();
  const trackingNumber = input.trackingNumber?.trim() || null;
  // A carrier's number for a parcel already marked 発送済み completes that sending, not a new one.
  if (input.method === 'post' && trackingNumber) {
    const posted = await trx
      .selectFrom('materials_sent')
      .select(['id', 'sent_at'])
      .where('request_id', '=', lead.id)
      .where('method', '=', 'post')
      .where('tracking_number', 'is', null)
      .orderBy('sent_at', 'desc')
      .executeTakeFirst();
    if (posted) {
      await trx
        .updateTable('materials_sent')
        .set({ tracking_number: trackingNumber })
        .where('id', '=', posted.id)
        .execute();
      await queueLeadEvent(trx, 'lead.materials_sent', lead.id, input.now, undefined, {
        method: 'post',
        sentAt: posted.sent_at,
        trackingNumber,
      });
      await recordAudit(trx, {
        action: 'lead.materials_sent',
        actor: actor ?? null,
        target: { type: 'lead', id: lead.id },
        detail: { method: 'post', trackingNumber },
        ip: input.ip ?? null,
        now: input.now,
      });
      return { ok: true, sentId: posted.id };
    }
  }
  const sentId = randomUUID();
  await trx
    .insertInto('materials_sent')
    .values({
      id: sentId,
      request_id: lead.id,
      method: input.method,
      actor_id: actor?.id ?? null,
      actor_email: actor?.email ?? null,
      tracking_number: trackingNumber,
      sent_at: iso,
    })
    .execute();
  await trx
    .updateTable('material_requests')
    .set({ materials_sent_at: sql<string>`coalesce(materials_sent_at, ${iso})`, updated_at: iso })
    .where('id', '=', lead.id)
    .execute();
  await queueLeadEvent(trx, 'lead.materials_sent', lead.id, input.now, undefined, {
    method: input.method,
    sentAt: iso,
    trackingNumber,
    ...(input.brochures ? { brochures: input.brochures } : {}),
  });
  await recordAudit(trx, {
    action: 'lead.materials_sent',
    actor: actor ?? null,
    target: { type: 'lead', id: lead.id },
    detail: {
      method: input.method,
      ...(input.brochures ? { brochures: input.brochures.map((b) => b.id) } : {}),
      ...(trackingNumber ? { trackingNumber } : {}),
    },
    ip: input.ip ?? null,
    now: input.now,
  });
  return { ok: true, sentId };
}
