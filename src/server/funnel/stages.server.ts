/**
 * Setting a lead's sales stage (issue 34): forward or back, with who and when in the lead's
 * history (`lead_stage_events`), the first time each stage was reached on the lead (the funnel
 * report's columns), the contract's value while it is won, and a signed `lead.stage_changed`
 * webhook queued in the same transaction (ADR 018). The first stage or activity staff record is
 * the lead's first human touch (speed to lead). What a stage does to the status is the lead's
 * state model's (src/domain/lead/lead-state.ts, written by src/server/lead-state/): 商談, 体験 or
 * 見積 make a 未対応 lead 連絡済み and reopen a 完了 one; 契約 and 失注 close it (完了, no due
 * date, no next step). A spam lead or one under review takes no stage.
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { reachedChanges, reachedColumn, type StageInput } from '../../domain/lead/stages.ts';
import { recordAudit } from '../accounts/audit.server.ts';
import { applyLeadEvent } from '../lead-state/lead-state.server.ts';
import type { Actor } from '../leads/lead-changes.server.ts';
import type { Db } from '../platform/db.server.ts';
import { eventTime } from '../platform/event-time.server.ts';
import { queueLeadEvent } from '../webhooks/events.server.ts';

export type StageResult = { ok: true } | { ok: false; problem: 'notFound' | 'closedLead' };

export interface StageEntry {
  id: string;
  stage: StageInput;
  /** Null when the lead did it themselves (a demo booked on the site). */
  actor: Pick<Actor, 'id' | 'email'> | null;
  ip?: string | null;
  now?: Date;
}

export async function setLeadStage(db: Db, input: StageEntry & { actor: Actor }): Promise<StageResult> {
  return db.transaction().execute((trx) => writeLeadStage(trx, input));
}

/** setLeadStage inside the caller's transaction (a demo booking moves the stage with its claim). */
export async function writeLeadStage(trx: Db, input: StageEntry): Promise<StageResult> {
  const now = input.now ?? eventTime();
  const iso = now.toISOString();
  const { stage: to, amountMonthly, amountOnce, lostReason, lostNote, details } = input.stage;
  const applied = await applyLeadEvent(
    trx,
    input.id,
    { kind: 'stage', to },
    {
      actor: input.actor,
      ip: input.ip,
      now,
      cause: 'stage',
    },
  );
  if (!applied.ok) return { ok: false, problem: applied.problem === 'notFound' ? 'notFound' : 'closedLead' } as const;
  const { lead } = applied;
  const { set, clear } = reachedChanges(to);
  const reason = lostReason
    ? await trx.selectFrom('lost_reasons').select('label').where('id', '=', lostReason).executeTakeFirst()
    : undefined;
  await trx
    .updateTable('material_requests')
    .set({
      stage: to,
      stage_at: iso,
      [reachedColumn[set]]: sql<string>`coalesce(${sql.ref(reachedColumn[set])}, ${iso})`,
      ...Object.fromEntries(clear.map((stage) => [reachedColumn[stage], null])),
      contract_monthly: to === 'won' ? amountMonthly : null,
      contract_once: to === 'won' ? amountOnce : null,
      first_human_touch_at: sql<string>`coalesce(first_human_touch_at, ${iso})`,
      updated_at: iso,
    })
    .where('id', '=', lead.id)
    .execute();
  await trx
    .insertInto('lead_stage_events')
    .values({
      id: randomUUID(),
      request_id: lead.id,
      from_stage: lead.stage,
      to_stage: to,
      amount_monthly: amountMonthly,
      amount_once: amountOnce,
      lost_reason_id: lostReason,
      lost_note: lostNote,
      details: Object.keys(details).length > 0 ? JSON.stringify(details) : null,
      actor_id: input.actor?.id ?? null,
      actor_email: input.actor?.email ?? null,
      created_at: iso,
    })
    .execute();
  await queueLeadEvent(trx, 'lead.stage_changed', lead.id, now, undefined, undefined, {
    from: lead.stage,
    to,
    amountMonthly,
    amountOnce,
    lostReason: reason?.label ?? null,
    lostNote,
    details: { ...details },
    changedBy: input.actor ? { id: input.actor.id, email: input.actor.email } : null,
  });
  await recordAudit(trx, {
    action: 'lead.stage',
    actor: input.actor,
    target: { type: 'lead', id: lead.id },
    detail: { from: lead.stage, to },
    ip: input.ip ?? null,
    now,
  });
  return { ok: true } as const;
}
