/**
 * Setting a lead's sales stage (issue 34): forward or back, with who and when in the lead's
 * history (`lead_stage_events`), the first time each stage was reached on the lead (the funnel
 * report's columns), the contract's value while it is won, and a signed `lead.stage_changed`
 * webhook queued in the same transaction (ADR 018). The first stage or activity staff record is
 * the lead's first human touch (speed to lead). 契約 and 失注 close the lead: its next step goes.
 * The status workflow (要確認, スパム, the materials promise) is untouched: a spam lead or one
 * under review has no stage.
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { isClosingStage, reachedChanges, reachedColumn, type StageInput } from '../../domain/lead/stages.ts';
import { recordAudit } from '../accounts/audit.server.ts';
import type { Actor } from '../leads/lead-changes.server.ts';
import type { Db } from '../platform/db.server.ts';
import { eventTime } from '../platform/event-time.server.ts';
import { queueLeadEvent } from '../webhooks/events.server.ts';

export type StageResult = { ok: true } | { ok: false; problem: 'notFound' | 'closedLead' };

export async function setLeadStage(
  db: Db,
  input: { id: string; stage: StageInput; actor: Actor; ip?: string | null; now?: Date },
): Promise<StageResult> {
  const now = input.now ?? eventTime();
  const iso = now.toISOString();
  const { stage: to, amountMonthly, amountOnce, lostReason, lostNote, details } = input.stage;
  return db.transaction().execute(async (trx) => {
    const lead = await trx
      .selectFrom('material_requests')
      .select(['id', 'stage', 'status', 'review'])
      .where('id', '=', input.id)
      .executeTakeFirst();
    if (!lead) return { ok: false, problem: 'notFound' } as const;
    if (lead.status === 'spam' || lead.review) return { ok: false, problem: 'closedLead' } as const;
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
        ...(isClosingStage(to) ? { next_step: null, next_step_on: null, next_step_due_at: null } : {}),
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
        actor_id: input.actor.id,
        actor_email: input.actor.email,
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
      changedBy: { id: input.actor.id, email: input.actor.email },
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
  });
}
