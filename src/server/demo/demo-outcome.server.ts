/**
 * A demo's outcome (issue 44): 30 minutes after a booked demo's end its owner (the staff member
 * who takes it) is asked once, by mail, whether it was held or missed; recording 未実施 (missed)
 * mails the lead, in their language, their own link to book again. Both mails go through the
 * outbox (demo-outcome-mail.server.ts composes them).
 *
 * Asking is claimed atomically: `outcome_asked_at` is set by one conditional update (still
 * booked, not asked yet), and only the instance whose update changed the row queues the job, in
 * the same transaction; the job's id (`demo-outcome-ask-<booking>`) is a second guard. A
 * cancelled booking is never asked, and one whose outcome staff recorded first is not either.
 */
import type { Db } from '../platform/db.server.ts';
import { eventTime } from '../platform/event-time.server.ts';
import type { Logger } from '../platform/logger.server.ts';
import { type Periodic, runPeriodically } from '../platform/periodic.server.ts';
import { closeDemo, type DemoActor } from './demo-booking.server.ts';

export const OUTCOME_ASK_JOB_KIND = 'demo.outcome_ask';
export const REBOOK_JOB_KIND = 'demo.rebook';
/** How long after a demo's end its owner is asked. */
export const OUTCOME_ASK_DELAY_MS = 30 * 60_000;
/** How often each instance looks for demos to ask about. */
export const OUTCOME_CHECK_INTERVAL_MS = 60_000;
/** Bookings claimed per check: a backlog (an instance down for a day) drains over a few checks. */
const ASK_BATCH = 100;

export const outcomeAskJobId = (bookingId: string): string => `demo-outcome-ask-${bookingId}`;
export const rebookJobId = (bookingId: string): string => `demo-rebook-${bookingId}`;

/** The payload of a rebook mail: the lead's signed link is made where the key is, when marked. */
export interface RebookPayload {
  bookingId: string;
  url: string;
}

async function queueJob(trx: Db, job: { id: string; kind: string; payload: unknown; requestId: string }, now: Date) {
  const iso = now.toISOString();
  await trx
    .insertInto('outbox_jobs')
    .values({
      id: job.id,
      kind: job.kind,
      payload: JSON.stringify(job.payload),
      request_id: job.requestId,
      status: 'pending',
      attempts: 0,
      next_attempt_at: iso,
      locked_until: null,
      last_error: null,
      created_at: iso,
      updated_at: iso,
    })
    .onConflict((oc) => oc.column('id').doNothing())
    .execute();
}

/**
 * Claims the booked demos that ended at least 30 minutes before `now` and were never asked
 * about, and queues one mail to each owner; returns the bookings this call claimed. Safe on any
 * number of instances at once: each booking is claimed by exactly one update.
 */
export async function askDueOutcomes(db: Db, now: Date = eventTime()): Promise<string[]> {
  const before = new Date(now.getTime() - OUTCOME_ASK_DELAY_MS).toISOString();
  const due = await db
    .selectFrom('demo_bookings')
    .select(['id', 'request_id'])
    .where('status', '=', 'booked')
    .where('outcome_asked_at', 'is', null)
    .where('ends_at', '<=', before)
    .orderBy('ends_at')
    .limit(ASK_BATCH)
    .execute();
  const claimed: string[] = [];
  for (const booking of due) {
    const won = await db.transaction().execute(async (trx) => {
      const updated = await trx
        .updateTable('demo_bookings')
        .set({ outcome_asked_at: now.toISOString() })
        .where('id', '=', booking.id)
        .where('status', '=', 'booked')
        .where('outcome_asked_at', 'is', null)
        .executeTakeFirst();
      if (Number(updated.numUpdatedRows) !== 1) return false;
      await queueJob(
        trx,
        {
          id: outcomeAskJobId(booking.id),
          kind: OUTCOME_ASK_JOB_KIND,
          payload: { bookingId: booking.id },
          requestId: booking.request_id,
        },
        now,
      );
      return true;
    });
    if (won) claimed.push(booking.id);
  }
  return claimed;
}

/**
 * Records a demo as held or missed (closeDemo: the lead's activity and audit, one transaction);
 * a missed demo also queues, in that transaction, the mail offering the lead another date, at
 * most once per booking. `rebookUrl` makes the lead's signed link to the booking page in their language.
 */
export async function recordDemoOutcome(
  db: Db,
  input: {
    bookingId: string;
    to: 'held' | 'missed';
    actor: DemoActor;
    ip?: string | null;
    now?: Date;
    rebookUrl: (requestId: string, locale: string) => string;
  },
) {
  const now = input.now ?? eventTime();
  return closeDemo(db, {
    bookingId: input.bookingId,
    to: input.to,
    actor: input.actor,
    ip: input.ip ?? null,
    now,
    also: async (trx, booking) => {
      // Staff record the outcome themselves: the question is no longer needed.
      await trx
        .updateTable('demo_bookings')
        .set({ outcome_asked_at: now.toISOString() })
        .where('id', '=', booking.id)
        .where('outcome_asked_at', 'is', null)
        .execute();
      if (input.to !== 'missed') return;
      const lead = await trx
        .selectFrom('material_requests')
        .select(['locale'])
        .where('id', '=', booking.requestId)
        .executeTakeFirst();
      const url = input.rebookUrl(booking.requestId, lead?.locale ?? 'ja');
      const payload: RebookPayload = { bookingId: booking.id, url };
      await queueJob(
        trx,
        { id: rebookJobId(booking.id), kind: REBOOK_JOB_KIND, payload, requestId: booking.requestId },
        now,
      );
    },
  });
}

/** The demos of one lead, newest first, for the lead page's outcome form. */
export async function leadDemos(db: Db, requestId: string) {
  const rows = await db
    .selectFrom('demo_bookings')
    .select(['id', 'kind', 'status', 'starts_at', 'ends_at'])
    .where('request_id', '=', requestId)
    .orderBy('starts_at', 'desc')
    .limit(20)
    .execute();
  return rows.map((row) => ({
    id: row.id,
    kind: row.kind,
    status: row.status,
    start: Date.parse(row.starts_at),
    end: Date.parse(row.ends_at),
  }));
}

/** Checks every minute on each instance (the claim makes overlapping checks harmless). */
export function startDemoOutcomeSchedule(deps: {
  db: Db;
  log: Logger;
  now?: () => Date;
  intervalMs?: number;
  queued?: () => void;
}): Periodic {
  const now = deps.now ?? (() => new Date());
  return runPeriodically(
    async () => {
      const asked = await askDueOutcomes(deps.db, now());
      if (asked.length > 0) {
        deps.log.info({ demos: asked.length }, 'demo outcome: owners asked');
        deps.queued?.();
      }
    },
    {
      intervalMs: deps.intervalMs ?? OUTCOME_CHECK_INTERVAL_MS,
      onError: (error) => deps.log.error({ err: error }, 'demo outcome: check failed'),
    },
  );
}
