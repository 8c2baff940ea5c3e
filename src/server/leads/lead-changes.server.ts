/**
 * What staff do to a lead from the inbox: the status workflow, retrying a failed notification,
 * deletion on the person's request. Every write is audited in the same transaction as the
 * change; a status change is written by src/server/lead-state/ (its history row, its
 * `lead.status_changed` webhook event, its audit entry) as the lead's state model decides.
 */
import { decide } from '../../domain/lead/lead-state.ts';
import type { MaterialRequestStatus } from '../../domain/lead/statuses.ts';
import { WEBHOOK_JOB_KIND } from '../../domain/webhooks.ts';
import { recordAudit } from '../accounts/audit.server.ts';
import { removeLeadMailFiles } from '../delivery/mail-files.server.ts';
import { applyOutcome, readLeadState } from '../lead-state/lead-state.server.ts';
import { removeLeadMaterials } from '../materials/links.server.ts';
import type { Db } from '../platform/db.server.ts';
import { eventTime } from '../platform/event-time.server.ts';
import { removeLeadMatches } from './lead-matches.server.ts';

/** The statuses staff may set by hand: the lead's state model's (src/domain/lead/lead-state.ts). */
export { allowedTransitions } from '../../domain/lead/lead-state.ts';

export const NOTE_MAX_LENGTH = 1000;

export interface Actor {
  id: string;
  email: string;
  role: 'admin' | 'staff';
}

export type InboxResult = { ok: true } | { ok: false; problem: 'notFound' | 'transition' | 'conflict' | 'note' };

export async function changeLeadStatus(
  db: Db,
  input: {
    id: string;
    to: string;
    /** The state the user saw; a different current state is a conflict. */
    from?: string | null;
    note?: string | null;
    actor: Actor;
    ip?: string | null;
    now?: Date;
  },
): Promise<InboxResult> {
  const now = input.now ?? eventTime();
  const note = input.note?.trim() || null;
  if (note && note.length > NOTE_MAX_LENGTH) return { ok: false, problem: 'note' };
  return db.transaction().execute(async (trx) => {
    const lead = await readLeadState(trx, input.id);
    if (!lead) return { ok: false, problem: 'notFound' } as const;
    // Only from the state the user saw: a colleague's change in between is not overwritten.
    if (input.from && input.from !== lead.status) return { ok: false, problem: 'conflict' } as const;
    const outcome = decide(lead, { kind: 'status', to: input.to as MaterialRequestStatus });
    if (!outcome.ok) return { ok: false, problem: 'transition' } as const;
    const moved = await applyOutcome(trx, lead, outcome, {
      actor: input.actor,
      ip: input.ip,
      now,
      cause: 'hand',
      note,
    });
    return moved ? ({ ok: true } as const) : ({ ok: false, problem: 'conflict' } as const);
  });
}

/** Queues a failed notification again for one more attempt (the worker picks it up within seconds). */
export async function retryNotification(
  db: Db,
  input: { leadId: string; jobId: string; actor: Actor; ip?: string | null; now?: Date },
): Promise<InboxResult> {
  const now = input.now ?? new Date();
  const iso = now.toISOString();
  return db.transaction().execute(async (trx) => {
    const updated = await trx
      .updateTable('outbox_jobs')
      .set({ status: 'pending', next_attempt_at: iso, locked_until: null, updated_at: iso })
      .where('id', '=', input.jobId)
      .where('request_id', '=', input.leadId)
      .where('kind', '<>', WEBHOOK_JOB_KIND)
      .where('status', '=', 'failed')
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) !== 1) return { ok: false, problem: 'notFound' } as const;
    await recordAudit(trx, {
      action: 'lead.retry_notification',
      actor: input.actor,
      target: { type: 'lead', id: input.leadId },
      detail: { job: input.jobId },
      ip: input.ip ?? null,
      now,
    });
    return { ok: true } as const;
  });
}

/**
 * Deletes one lead for good, on the person's request (APPI): the request, its status history,
 * its mail jobs and webhook deliveries (sent or not), its duplicate links, its materials (links,
 * downloads, sendings, postal shipments and their tracking numbers) and, with `mailDir`,
 * its `.eml` files. The audit entry keeps only the id and the product, no personal data. A
 * receiver's copy of a delivered webhook is the receiver's to delete
 * (docs/product.md#webhooks).
 */
export async function deleteLead(
  db: Db,
  input: { id: string; actor: Actor; ip?: string | null; now?: Date; mailDir?: string },
): Promise<InboxResult> {
  if (input.actor.role !== 'admin') return { ok: false, problem: 'transition' };
  const result = await db.transaction().execute(async (trx) => {
    const lead = await trx
      .selectFrom('material_requests')
      .select(['id', 'product', 'created_at'])
      .where('id', '=', input.id)
      .executeTakeFirst();
    if (!lead) return { ok: false, problem: 'notFound' } as const;
    await trx.deleteFrom('outbox_jobs').where('request_id', '=', lead.id).execute();
    // Its duplicate links go both ways; a lead marked as its duplicate keeps its status but
    // no longer points at a lead that is gone (docs/product.md#duplicates).
    await removeLeadMatches(trx, [lead.id]);
    // Its personal links, their download records, its postal shipments and the record of what was sent go too.
    await removeLeadMaterials(trx, [lead.id]);
    await trx.deleteFrom('materials_sent').where('request_id', '=', lead.id).execute();
    // Its activities and stage history (issue 34).
    await trx.deleteFrom('lead_activities').where('request_id', '=', lead.id).execute();
    await trx.deleteFrom('lead_stage_events').where('request_id', '=', lead.id).execute();
    // Its demo bookings and the time they claim (issue 44); written here, as demo/ sits above leads/.
    await trx
      .deleteFrom('demo_claims')
      .where('booking_id', 'in', trx.selectFrom('demo_bookings').select('id').where('request_id', '=', lead.id))
      .execute();
    await trx.deleteFrom('demo_bookings').where('request_id', '=', lead.id).execute();
    await trx
      .updateTable('material_requests')
      .set({ duplicate_of: null })
      .where('duplicate_of', '=', lead.id)
      .execute();
    await trx.deleteFrom('material_requests').where('id', '=', lead.id).execute();
    await recordAudit(trx, {
      action: 'lead.delete',
      actor: input.actor,
      target: { type: 'lead', id: lead.id },
      detail: { product: lead.product, requestedAt: lead.created_at },
      ip: input.ip ?? null,
      now: input.now,
    });
    return { ok: true } as const;
  });
  // After the commit, so a rolled-back deletion keeps its mail too.
  if (result.ok && input.mailDir !== undefined) await removeLeadMailFiles(input.mailDir, [input.id]);
  return result;
}
