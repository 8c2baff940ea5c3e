/**
 * The activity log (issue 34): a call, a mail, a visit… with its outcome and the next step it
 * leaves. The lead keeps its open next step (`next_step`, `next_step_on` and the deadline
 * `next_step_due_at`, the end of that day in Japan) so overdue next steps are one indexed range
 * read; the first activity is the lead's first human touch.
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { type ActivityInput, nextStepDeadline } from '../../domain/lead/activities.ts';
import { recordAudit } from '../accounts/audit.server.ts';
import type { Actor } from '../leads/lead-changes.server.ts';
import type { Db } from '../platform/db.server.ts';
import { eventTime } from '../platform/event-time.server.ts';

export type ActivityResult = { ok: true } | { ok: false; problem: 'notFound' };

export async function logActivity(
  db: Db,
  input: { id: string; activity: ActivityInput; actor: Actor; ip?: string | null; now?: Date },
): Promise<ActivityResult> {
  const now = input.now ?? eventTime();
  const iso = now.toISOString();
  const { kind, note, nextStep, nextStepOn } = input.activity;
  return db.transaction().execute(async (trx) => {
    const updated = await trx
      .updateTable('material_requests')
      .set({
        first_human_touch_at: sql<string>`coalesce(first_human_touch_at, ${iso})`,
        // A closed lead logs without a next step: it keeps none.
        ...(nextStepOn
          ? { next_step: nextStep, next_step_on: nextStepOn, next_step_due_at: nextStepDeadline(nextStepOn) }
          : {}),
        updated_at: iso,
      })
      .where('id', '=', input.id)
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) !== 1) return { ok: false, problem: 'notFound' } as const;
    await trx
      .insertInto('lead_activities')
      .values({
        id: randomUUID(),
        request_id: input.id,
        kind,
        note,
        next_step: nextStep,
        next_step_on: nextStepOn,
        actor_id: input.actor.id,
        actor_email: input.actor.email,
        created_at: iso,
      })
      .execute();
    await recordAudit(trx, {
      action: 'lead.activity',
      actor: input.actor,
      target: { type: 'lead', id: input.id },
      // What was said stays with the lead (retention clears it); the log keeps the kind.
      detail: { kind, nextStepOn },
      ip: input.ip ?? null,
      now,
    });
    return { ok: true } as const;
  });
}
