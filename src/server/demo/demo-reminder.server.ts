/**
 * Reminders 24 hours and 2 hours before a demo (issue 44), to the lead through the outbox. A
 * sweep on every instance's timer looks for booked demos whose reminder is due and claims each
 * with a conditional update (`reminded_*_at` still null, the booking still booked at the same
 * SEQUENCE), queuing the mail in the same transaction: only the one update that changes the row
 * queues it, so two instances sweeping at once send once, on either database. A cancelled demo
 * is never reminded (the status condition), and the worker drops a reminder whose booking
 * changed after it was queued. Rescheduling clears both marks (demo-booking.server.ts), so the
 * new time is reminded afresh. A reminder whose moment was already past when the booking was
 * made or moved (booked 20 hours ahead: no 24-hour reminder) is marked without a mail: the
 * confirmation was the reminder.
 */
import type { Db } from '../platform/db.server.ts';
import type { Logger } from '../platform/logger.server.ts';
import { type Periodic, runPeriodically } from '../platform/periodic.server.ts';
import { queueDemoMails } from './demo-mail.server.ts';

const HOUR = 3_600_000;

export const REMINDERS = [
  { event: 'reminder24', column: 'reminded_24h_at', before: 24 * HOUR },
  { event: 'reminder2', column: 'reminded_2h_at', before: 2 * HOUR },
] as const;

/** How often each instance sweeps. */
export const REMINDER_SWEEP_MS = 60_000;

/** Queues every due reminder once; returns how many mails were queued. */
export async function sweepDemoReminders(db: Db, now: Date = new Date()): Promise<number> {
  const iso = now.toISOString();
  let queued = 0;
  for (const reminder of REMINDERS) {
    const due = await db
      .selectFrom('demo_bookings')
      .select(['id', 'sequence', 'starts_at', 'updated_at'])
      .where('status', '=', 'booked')
      .where(reminder.column, 'is', null)
      .where('starts_at', '>', iso)
      .where('starts_at', '<=', new Date(now.getTime() + reminder.before).toISOString())
      .orderBy('starts_at')
      .limit(100)
      .execute();
    for (const booking of due) {
      // Made or moved after the reminder's moment: the confirmation told the time already.
      const late = Date.parse(booking.updated_at) >= Date.parse(booking.starts_at) - reminder.before;
      const sent = await db.transaction().execute(async (trx) => {
        const claimed = await trx
          .updateTable('demo_bookings')
          .set({ [reminder.column]: iso })
          .where('id', '=', booking.id)
          .where('status', '=', 'booked')
          .where('sequence', '=', booking.sequence)
          .where(reminder.column, 'is', null)
          .returning('id')
          .executeTakeFirst();
        if (!claimed || late) return false;
        await queueDemoMails(trx, { bookingId: booking.id, event: reminder.event, now });
        return true;
      });
      if (sent) queued += 1;
    }
  }
  return queued;
}

/** Sweeps on this instance's timer until stop(); `queued` wakes the outbox worker. */
export function startDemoReminders(deps: {
  db: Db;
  log: Logger;
  queued?: () => void;
  intervalMs?: number;
  now?: () => Date;
}): Periodic {
  return runPeriodically(
    async () => {
      const queued = await sweepDemoReminders(deps.db, deps.now?.() ?? new Date());
      if (queued > 0) {
        deps.log.info({ queued }, 'demo reminders queued');
        deps.queued?.();
      }
    },
    {
      intervalMs: deps.intervalMs ?? REMINDER_SWEEP_MS,
      onError: (error) => deps.log.error({ err: error }, 'demo reminders: sweep failed'),
    },
  );
}
