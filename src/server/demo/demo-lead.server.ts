/**
 * What a demo does to its lead, in the booking's own transaction: an activity in the lead's log
 * (「体験・デモ予定」 and its kin) whose next step is the demo's day, and, when booked, the stage
 * 体験・デモ (`trial`) through the lead's state model, which decides the status. A lead already past
 * the demo (見積, 契約) keeps its stage; a spam lead or one under review takes no stage (the model
 * refuses it) but keeps the activity.
 */

import { demoHistory } from '../../content/demo/history.ts';
import { type DemoKind, dayOf } from '../../domain/demo/slots.ts';
import { fillMessage } from '../../domain/fill-message.ts';
import { writeActivity } from '../funnel/activities.server.ts';
import { writeLeadStage } from '../funnel/stages.server.ts';
import type { Db } from '../platform/db.server.ts';
import { japanDay } from '../platform/scheduled.server.ts';

export type DemoLeadEvent = 'booked' | 'bookedByStaff' | 'rescheduled' | 'cancelled' | 'held' | 'missed';

/** A demo's time as the history reads it: 2026年11月4日（水）10:00. */
export function demoWhen(start: number): string {
  const jst = new Date(start + 9 * 3_600_000);
  const weekday = ['日', '月', '火', '水', '木', '金', '土'][jst.getUTCDay()];
  const hh = String(jst.getUTCHours()).padStart(2, '0');
  const mm = String(jst.getUTCMinutes()).padStart(2, '0');
  return `${jst.getUTCFullYear()}年${jst.getUTCMonth() + 1}月${jst.getUTCDate()}日（${weekday}）${hh}:${mm}`;
}

/** Stages a booking moves the lead to 体験・デモ from (none yet, 商談, or back from 失注). */
const MOVES_TO_TRIAL: readonly (string | null)[] = [null, 'meeting', 'lost'];

export async function writeDemoToLead(
  trx: Db,
  requestId: string,
  demo: { event: DemoLeadEvent; kind: DemoKind; start: number },
  actor: { id: string; email: string } | null,
  now: Date,
): Promise<void> {
  const values = { when: demoWhen(demo.start), kind: demoHistory.kinds[demo.kind] };
  const today = japanDay(now);
  const upcoming = demo.event === 'booked' || demo.event === 'bookedByStaff' || demo.event === 'rescheduled';
  const nextStep = upcoming
    ? fillMessage(demoHistory.nextStep, values)
    : demo.event === 'cancelled'
      ? demoHistory.cancelledNext
      : demo.event === 'held'
        ? demoHistory.heldNext
        : demoHistory.missedNext;
  await writeActivity(trx, {
    id: requestId,
    activity: {
      kind: demo.kind === 'online' ? 'online' : demo.kind === 'clinic' ? 'visit' : 'other',
      note: fillMessage(demoHistory[demo.event], values),
      nextStep,
      nextStepOn: upcoming ? dayOf(demo.start) : today,
    },
    actor,
    now,
  });
  if (demo.event !== 'booked' && demo.event !== 'bookedByStaff') return;
  const lead = await trx
    .selectFrom('material_requests')
    .select(['stage'])
    .where('id', '=', requestId)
    .executeTakeFirst();
  if (!lead || !MOVES_TO_TRIAL.includes(lead.stage)) return;
  // Refused for spam or a lead under review: the activity stays, the stage waits for staff.
  await writeLeadStage(trx, {
    id: requestId,
    stage: {
      stage: 'trial',
      amountMonthly: null,
      amountOnce: null,
      lostReason: null,
      lostNote: null,
      details: { trialOn: dayOf(demo.start), trialPlace: values.kind },
    },
    actor,
    now,
  });
}
