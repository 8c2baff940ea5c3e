import { recordAudit } from '../accounts/audit.server.ts';
import type { Actor } from '../leads/lead-changes.server.ts';
import { recordHistoryLine } from '../leads/lead-history.server.ts';
import type { Db } from '../platform/db.server.ts';
import { eventTime } from '../platform/event-time.server.ts';
import { type SendProblem, sendProblems } from './sendable.server.ts';

/** Why 郵送する refused: the lead's own state, or its address (SendProblem). */
export type QueueProblem = 'notFound' | 'spam' | 'review' | SendProblem;

export type QueueResult = { ok: true; already: boolean } | { ok: false; problem: QueueProblem };

export interface QueueEntry {
  queuedAt: string;
  /** admin_users id of who pressed 郵送する, and their name as the team knows it (null: gone). */
  queuedBy: string;
  queuedByName: string | null;
}

interface QueueChange {
  id: string;
  actor: Actor;
  /** The history line (copy lives with the caller). */
  note: string;
  ip?: string | null;
  now?: Date;
}

/** 郵送する: the lead queued for the post, or why it cannot be (its address checked first). */
export async function queueForPost(db: Db, input: QueueChange): Promise<QueueResult> {
  const lead = await db
    .selectFrom('material_requests')
    .select(['id', 'status', 'review', 'postal_code', 'address'])
    .where('id', '=', input.id)
    .executeTakeFirst();
  if (!lead) return { ok: false, problem: 'notFound' };
  if (lead.status === 'spam') return { ok: false, problem: 'spam' };
  if (lead.review) return { ok: false, problem: 'review' };
  const problem = (await sendProblems(db, [lead])).get(lead.id) ?? null;
  if (problem) return { ok: false, problem };
  const iso = (input.now ?? eventTime()).toISOString();
  return db.transaction().execute(async (trx) => {
    const inserted = await trx
      .insertInto('lead_post_queue')
      .values({ request_id: lead.id, queued_at: iso, queued_by: input.actor.id })
      .onConflict((oc) => oc.column('request_id').doNothing())
      .returning('request_id')
      .executeTakeFirst();
    // Pressed twice (two tabs): queued once, one history line.
    if (!inserted) return { ok: true, already: true } as const;
    await recordHistoryLine(trx, lead, { note: input.note, actor: input.actor, at: iso });
    await recordAudit(trx, {
      action: 'lead.post_queue',
      actor: input.actor,
      target: { type: 'lead', id: lead.id },
      ip: input.ip ?? null,
      now: input.now,
    });
    return { ok: true, already: false } as const;
  });
}

/** 郵送待ちから外す: false when the lead was not queued (nothing written). */
export async function unqueueForPost(db: Db, input: QueueChange): Promise<boolean> {
  const iso = (input.now ?? eventTime()).toISOString();
  return db.transaction().execute(async (trx) => {
    const lead = await trx
      .selectFrom('material_requests')
      .select(['id', 'status'])
      .where('id', '=', input.id)
      .executeTakeFirst();
    if (!lead) return false;
    const removed = await trx.deleteFrom('lead_post_queue').where('request_id', '=', lead.id).executeTakeFirst();
    if (Number(removed.numDeletedRows) === 0) return false;
    await recordHistoryLine(trx, lead, { note: input.note, actor: input.actor, at: iso });
    await recordAudit(trx, {
      action: 'lead.post_unqueue',
      actor: input.actor,
      target: { type: 'lead', id: lead.id },
      ip: input.ip ?? null,
      now: input.now,
    });
    return true;
  });
}

/** The lead's place in the queue, or null when it is not queued. */
export async function postQueueEntry(db: Db, id: string): Promise<QueueEntry | null> {
  const row = await db
    .selectFrom('lead_post_queue')
    .leftJoin('admin_users', 'admin_users.id', 'lead_post_queue.queued_by')
    .select(['lead_post_queue.queued_at', 'lead_post_queue.queued_by', 'admin_users.display_name'])
    .where('lead_post_queue.request_id', '=', id)
    .executeTakeFirst();
  return row ? { queuedAt: row.queued_at, queuedBy: row.queued_by, queuedByName: row.display_name } : null;
}

/** The leads a carrier file was made for, or that were marked 発送済み, leave the queue. */
export async function leaveQueue(db: Db, ids: readonly string[]): Promise<void> {
  if (ids.length === 0) return;
  await db
    .deleteFrom('lead_post_queue')
    .where('request_id', 'in', [...ids])
    .execute();
}
