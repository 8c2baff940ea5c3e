/**
 * The activity log (issue 34): a call, a mail, a visit… with its outcome and the next step it
 * leaves. The lead keeps its open next step (`next_step`, `next_step_on` and the deadline
 * `next_step_due_at`, the end of that day in Japan) so overdue next steps are one indexed range
 * read; the first activity is the lead's first human touch. What it does to the status (未対応
 * becomes 連絡済み) and whether the next step is kept (a closed lead has none) is the lead's state
 * model's (src/domain/lead/lead-state.ts), written by src/server/lead-state/.
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { type ActivityInput, nextStepDeadline } from '../../domain/lead/activities.ts';
import { recordAudit } from '../accounts/audit.server.ts';
import { applyLeadEvent } from '../lead-state/lead-state.server.ts';
import type { Actor } from '../leads/lead-changes.server.ts';
import type { Db } from '../platform/db.server.ts';
import { eventTime } from '../platform/event-time.server.ts';

export type ActivityResult = { ok: true } | { ok: false; problem: 'notFound' };

export interface ActivityEntry {
  id: string;
  activity: ActivityInput;
  /** Null when the lead did it themselves (a demo booked on the site). */
  actor: Pick<Actor, 'id' | 'email'> | null;
  ip?: string | null;
  now?: Date;
}

export async function logActivity(db: Db, input: ActivityEntry & { actor: Actor }): Promise<ActivityResult> {
  return db.transaction().execute((trx) => writeActivity(trx, input));
}

/** logActivity inside the caller's transaction (a demo booking writes it with its claim). */
export async function writeActivity(trx: Db, input: ActivityEntry): Promise<ActivityResult> {
  const now = input.now ?? eventTime();
  const iso = now.toISOString();
  const { kind, note } = input.activity;
  const applied = await applyLeadEvent(
    trx,
    input.id,
    { kind: 'activity' },
    {
      actor: input.actor,
      ip: input.ip,
      now,
      cause: 'activity',
    },
  );
  // An activity is never refused: only a lead that is gone stops it.
  if (!applied.ok) return { ok: false, problem: 'notFound' } as const;
  // A closed lead logs without a next step: it keeps none, whatever the form sent.
  const takes = applied.outcome.nextStep === 'take' && input.activity.nextStepOn !== null;
  const nextStep = takes ? input.activity.nextStep : null;
  const nextStepOn = takes ? input.activity.nextStepOn : null;
  await trx
    .updateTable('material_requests')
    .set({
      first_human_touch_at: sql<string>`coalesce(first_human_touch_at, ${iso})`,
      ...(nextStepOn
        ? { next_step: nextStep, next_step_on: nextStepOn, next_step_due_at: nextStepDeadline(nextStepOn) }
        : {}),
      updated_at: iso,
    })
    .where('id', '=', input.id)
    .execute();
  await trx
    .insertInto('lead_activities')
    .values({
      id: randomUUID(),
      request_id: input.id,
      kind,
      note,
      next_step: nextStep,
      next_step_on: nextStepOn,
      actor_id: input.actor?.id ?? null,
      actor_email: input.actor?.email ?? null,
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
}
