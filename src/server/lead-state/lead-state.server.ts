/**
 * Writes what the lead's state model (src/domain/lead/lead-state.ts) decides, inside the
 * transaction of the event that caused it: the activity log, the stage, the materials record and
 * the status set by hand all come through here, so a status change is written one way: the
 * status (only from the one read), `first_response_at`, a `lead_status_events` row, the
 * `lead.status_changed` webhook and a `lead.status` audit entry.
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import {
  decide,
  type LeadEvent,
  type LeadOutcome,
  type LeadRefusal,
  type LeadState,
  leadStateOf,
} from '../../domain/lead/lead-state.ts';
import type { MaterialRequestStatus } from '../../domain/lead/statuses.ts';
import { recordAudit } from '../accounts/audit.server.ts';
import type { Db } from '../platform/db.server.ts';
import { queueLeadEvent } from '../webhooks/events.server.ts';

/** What moved the status: staff by hand, or the model after an activity, a stage or a sending. */
export type StatusCause = 'hand' | 'activity' | 'stage' | 'materials';

export interface StatusContext {
  /** Who caused it; null from the command line (a tracking number import). */
  actor: { id: string; email: string } | null;
  ip?: string | null | undefined;
  now: Date;
  cause: StatusCause;
  /** The note staff wrote with a change by hand. */
  note?: string | null;
}

/**
 * The lead as the model reads it, with its id; undefined when there is none. The row is locked
 * first (a no-op update: PostgreSQL's row lock, SQLite's write lock), so the status the event
 * decides on is still the lead's when the transaction writes it.
 */
export async function readLeadState(trx: Db, id: string): Promise<(LeadState & { id: string }) | undefined> {
  await trx
    .updateTable('material_requests')
    .set((eb) => ({ id: eb.ref('id') }))
    .where('id', '=', id)
    .execute();
  const row = await trx
    .selectFrom('material_requests')
    .select(['id', 'status', 'stage', 'review', 'materials_sent_at'])
    .where('id', '=', id)
    .executeTakeFirst();
  return row ? { id: row.id, ...leadStateOf(row) } : undefined;
}

/**
 * Decides `event` for the lead (read and locked here) and writes the outcome: the refusal, or
 * the lead as it was and what was decided, for the event's own writes.
 */
export async function applyLeadEvent(
  trx: Db,
  id: string,
  event: LeadEvent,
  context: StatusContext,
): Promise<
  | { ok: true; lead: LeadState & { id: string }; outcome: LeadOutcome }
  | { ok: false; problem: 'notFound' | LeadRefusal }
> {
  const lead = await readLeadState(trx, id);
  if (!lead) return { ok: false, problem: 'notFound' };
  const outcome = decide(lead, event);
  if (!outcome.ok) return { ok: false, problem: outcome.refused };
  // Locked above: the status cannot have moved since it was read.
  if (!(await applyOutcome(trx, lead, outcome, context))) throw new Error(`lead ${id} changed under its lock`);
  return { ok: true, lead, outcome };
}

/** The columns an outcome clears besides the status. */
type Clears = { due_at?: null; next_step?: null; next_step_on?: null; next_step_due_at?: null };

/**
 * Moves a lead from `from` to `to`, only if it still is at `from` (a colleague's change in
 * between wins, and nothing is written): false then. `clears` go in the same update.
 */
export async function writeStatusChange(
  trx: Db,
  lead: { id: string; from: MaterialRequestStatus; to: MaterialRequestStatus },
  context: StatusContext,
  clears: Clears = {},
): Promise<boolean> {
  const iso = context.now.toISOString();
  const { id, from, to } = lead;
  const updated = await trx
    .updateTable('material_requests')
    .set({
      ...clears,
      status: to,
      updated_at: iso,
      // The first response (docs/product.md#dashboard): the first move out of 未対応 to a
      // working state. Marking spam answers nobody, so a lead restored from spam still counts.
      ...(from === 'pending' && to !== 'spam'
        ? { first_response_at: sql<string>`coalesce(first_response_at, ${iso})` }
        : {}),
    })
    .where('id', '=', id)
    .where('status', '=', from)
    .executeTakeFirst();
  if (Number(updated.numUpdatedRows) !== 1) return false;
  const note = context.note ?? null;
  await trx
    .insertInto('lead_status_events')
    .values({
      id: randomUUID(),
      request_id: id,
      from_status: from,
      to_status: to,
      note,
      actor_id: context.actor?.id ?? null,
      actor_email: context.actor?.email ?? null,
      created_at: iso,
    })
    .execute();
  await queueLeadEvent(trx, 'lead.status_changed', id, context.now);
  await recordAudit(trx, {
    action: 'lead.status',
    actor: context.actor,
    target: { type: 'lead', id },
    // The note itself stays with the lead (retention clears it); the log is kept for good.
    detail: { from, to, withNote: note !== null, ...(context.cause === 'hand' ? {} : { by: context.cause }) },
    ip: context.ip ?? null,
    now: context.now,
  });
  return true;
}

/**
 * Writes an outcome of the model for `lead`: the status change when the status moves, with the
 * due date and the next step it clears in the same update (so the event's webhooks, queued after,
 * see the lead as it now is). False when the status had changed since it was read: nothing is
 * written then.
 */
export async function applyOutcome(
  trx: Db,
  lead: LeadState & { id: string },
  outcome: LeadOutcome,
  context: StatusContext,
): Promise<boolean> {
  const clears: Clears = {
    ...(outcome.clearDue ? { due_at: null } : {}),
    ...(outcome.nextStep === 'clear' ? { next_step: null, next_step_on: null, next_step_due_at: null } : {}),
  };
  if (outcome.status !== lead.status)
    return writeStatusChange(trx, { id: lead.id, from: lead.status, to: outcome.status }, context, clears);
  if (Object.keys(clears).length > 0)
    await trx
      .updateTable('material_requests')
      .set({ ...clears, updated_at: context.now.toISOString() })
      .where('id', '=', lead.id)
      .execute();
  return true;
}
