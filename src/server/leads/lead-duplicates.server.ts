/**
 * Marking a lead as a duplicate of another, and undoing it (docs/product.md#duplicates,
 * ADR 017). A duplicate is closed (完了) and points at the lead it repeats through
 * `duplicate_of`; the admin area shows it as 重複 and the inbox leaves it out by default.
 * There is no status of its own: SQLite cannot change the status CHECK constraint without
 * rebuilding the table.
 *
 * Neither direction touches `first_response_at`: marking a duplicate is not an answer to the
 * person, so a duplicate closed while pending keeps no first response of its own.
 */
import { randomUUID } from 'node:crypto';
import { adminCopy } from '../../content/admin/index.ts';
import type { MaterialRequestStatus } from '../../domain/lead/statuses.ts';
import { recordAudit } from '../accounts/audit.server.ts';
import type { Db } from '../platform/db.server.ts';
import { eventTime } from '../platform/event-time.server.ts';
import { queueLeadEvent } from '../webhooks/events.server.ts';
import type { Actor } from './lead-changes.server.ts';

export type DuplicateProblem =
  /** The lead is not there. */
  | 'notFound'
  /** The lead it would repeat is not there. */
  | 'originalNotFound'
  /** A lead cannot repeat itself. */
  | 'self'
  /** The other lead is already marked as a duplicate of this one. */
  | 'loop'
  /** Spam is not a request to follow up, so not a duplicate of one either. */
  | 'spam'
  /** Marked already (undo first), or, for an undo, not marked. */
  | 'conflict';

export type DuplicateResult = { ok: true } | { ok: false; problem: DuplicateProblem };

interface Change {
  id: string;
  actor: Actor;
  ip?: string | null;
  now?: Date;
}

const notes = adminCopy.ja.lead.duplicateNotes;

/** Writes one status change of a duplicate's marking: the history row and the webhook event. */
async function recordStatusChange(
  trx: Db,
  input: Change,
  from: MaterialRequestStatus,
  to: MaterialRequestStatus,
  note: string,
  iso: string,
  now: Date,
): Promise<void> {
  await trx
    .insertInto('lead_status_events')
    .values({
      id: randomUUID(),
      request_id: input.id,
      from_status: from,
      to_status: to,
      note,
      actor_id: input.actor.id,
      actor_email: input.actor.email,
      created_at: iso,
    })
    .execute();
  await queueLeadEvent(trx, 'lead.status_changed', input.id, now);
}

/**
 * Marks lead `id` as a duplicate of lead `of`: status 完了 (closed) and `duplicate_of`, with a
 * line in its status history and an audit entry, in one transaction. Refused when either lead
 * is missing, `of` is `id`, `of` is itself marked as a duplicate of `id`, `id` is spam, or
 * `id` is marked already.
 */
export async function markDuplicate(db: Db, input: Change & { of: string }): Promise<DuplicateResult> {
  if (input.of === input.id) return { ok: false, problem: 'self' };
  const now = input.now ?? eventTime();
  const iso = now.toISOString();
  return db.transaction().execute(async (trx): Promise<DuplicateResult> => {
    const lead = await trx
      .selectFrom('material_requests')
      .select(['id', 'status', 'duplicate_of'])
      .where('id', '=', input.id)
      .executeTakeFirst();
    if (!lead) return { ok: false, problem: 'notFound' };
    const original = await trx
      .selectFrom('material_requests')
      .select(['id', 'duplicate_of'])
      .where('id', '=', input.of)
      .executeTakeFirst();
    if (!original) return { ok: false, problem: 'originalNotFound' };
    if (original.duplicate_of === lead.id) return { ok: false, problem: 'loop' };
    if (lead.status === 'spam') return { ok: false, problem: 'spam' };
    if (lead.duplicate_of !== null) return { ok: false, problem: 'conflict' };
    // Only from what was read: a colleague's change in between is not overwritten.
    const updated = await trx
      .updateTable('material_requests')
      .set({ status: 'closed', duplicate_of: original.id, updated_at: iso })
      .where('id', '=', lead.id)
      .where('status', '=', lead.status)
      .where('duplicate_of', 'is', null)
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) !== 1) return { ok: false, problem: 'conflict' };
    await recordStatusChange(trx, input, lead.status, 'closed', notes.marked, iso, now);
    await recordAudit(trx, {
      action: 'lead.mark_duplicate',
      actor: input.actor,
      target: { type: 'lead', id: lead.id },
      detail: { of: original.id, from: lead.status },
      ip: input.ip ?? null,
      now,
    });
    return { ok: true };
  });
}

/**
 * Undoes the marking: `duplicate_of` cleared and, if the lead is still closed, back to 未対応
 * (pending), since whether the person was answered is not known; audited with the same
 * action and `{ undo: true }`.
 */
export async function undoDuplicate(db: Db, input: Change): Promise<DuplicateResult> {
  const now = input.now ?? eventTime();
  const iso = now.toISOString();
  return db.transaction().execute(async (trx): Promise<DuplicateResult> => {
    const lead = await trx
      .selectFrom('material_requests')
      .select(['id', 'status', 'duplicate_of'])
      .where('id', '=', input.id)
      .executeTakeFirst();
    if (!lead) return { ok: false, problem: 'notFound' };
    if (lead.duplicate_of === null) return { ok: false, problem: 'conflict' };
    // A duplicate someone has since marked as spam stays spam.
    const to: MaterialRequestStatus = lead.status === 'closed' ? 'pending' : lead.status;
    const updated = await trx
      .updateTable('material_requests')
      .set({ status: to, duplicate_of: null, updated_at: iso })
      .where('id', '=', lead.id)
      .where('status', '=', lead.status)
      .where('duplicate_of', '=', lead.duplicate_of)
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) !== 1) return { ok: false, problem: 'conflict' };
    if (to !== lead.status) await recordStatusChange(trx, input, lead.status, to, notes.undone, iso, now);
    await recordAudit(trx, {
      action: 'lead.mark_duplicate',
      actor: input.actor,
      target: { type: 'lead', id: lead.id },
      detail: { undo: true, of: lead.duplicate_of },
      ip: input.ip ?? null,
      now,
    });
    return { ok: true };
  });
}
