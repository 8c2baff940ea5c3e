/**
 * Retention of brochure requests (APPI, issue 6): after LEAD_RETENTION_MONTHS a request keeps
 * only what statistics need (product, dates, locale, status, the page and campaign it came
 * from); everything that identifies the person is replaced. A daily job in every server
 * process does it; running it twice, or on two instances at once, changes nothing more.
 */
import { type Kysely, sql } from 'kysely';
import type { Database } from './db.server.ts';
import type { Logger } from './logger.server.ts';

/** What an anonymised request holds in place of the person's details. */
export const ANONYMISED_LEAD = {
  name: '（匿名化済み）',
  email: '',
  phone: '',
  address: '',
  position: '',
  organization: '',
  purpose: '',
  user_agent: null,
  referrer: null,
} as const;

/**
 * The idempotency key is a hash over the e-mail address, so it goes too; its replacement
 * starts with a prefix no real key has (those are base64url), which marks the row as done.
 */
const KEY_PREFIX = 'anonymised:';
const SCRUBBED = '[匿名化済み]';

/** Whether a stored request has already been anonymised. */
export const isAnonymisedLead = (lead: { idempotency_key: string }): boolean =>
  lead.idempotency_key.startsWith(KEY_PREFIX);

/** Rows per transaction: a first run over years of requests must not hold one long lock. */
const BATCH = 500;

/** `months` calendar months before `now` (UTC), the day clamped to the target month's last. */
export function retentionCutoff(now: Date, months: number): Date {
  const target = new Date(now);
  target.setUTCDate(1);
  target.setUTCMonth(target.getUTCMonth() - months);
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(now.getUTCDate(), lastDay));
  return target;
}

/**
 * Anonymises brochure requests older than `months` months before `now` (name, email, phone,
 * address, position, organization, purpose, user agent, referrer replaced; the product, dates,
 * locale, status kept for statistics); idempotent; returns how many rows it changed.
 * An address quoted in a notification's delivery error (a bounce names the recipient) is
 * removed from that error too.
 */
export async function anonymiseExpiredLeads(
  db: Kysely<Database>,
  options: { months: number; now?: Date },
): Promise<number> {
  if (!Number.isInteger(options.months) || options.months < 1) {
    throw new RangeError(`months must be a whole number ≥ 1, got ${options.months}`);
  }
  const now = options.now ?? new Date();
  const cutoff = retentionCutoff(now, options.months).toISOString();
  const updatedAt = now.toISOString();
  let changed = 0;
  for (;;) {
    const batch = await db
      .selectFrom('material_requests')
      .select(['id', 'email'])
      .where('created_at', '<', cutoff)
      .where('idempotency_key', 'not like', `${KEY_PREFIX}%`)
      .orderBy('created_at')
      .limit(BATCH)
      .execute();
    if (batch.length === 0) return changed;
    changed += await db.transaction().execute(async (trx) => {
      // Guarded by the key again: another instance may have taken some of these meanwhile.
      const result = await trx
        .updateTable('material_requests')
        .set({
          ...ANONYMISED_LEAD,
          idempotency_key: sql<string>`${sql.lit(KEY_PREFIX)} || id`,
          updated_at: updatedAt,
        })
        .where(
          'id',
          'in',
          batch.map((lead) => lead.id),
        )
        .where('idempotency_key', 'not like', `${KEY_PREFIX}%`)
        .executeTakeFirst();
      await scrubDeliveryErrors(trx, batch);
      // Staff notes on the status history may quote the person too (admin inbox).
      await trx
        .updateTable('lead_status_events')
        .set({ note: null })
        .where(
          'request_id',
          'in',
          batch.map((lead) => lead.id),
        )
        .where('note', 'is not', null)
        .execute();
      return Number(result.numUpdatedRows);
    });
  }
}

/**
 * A bounce names the recipient, so a delivery error of a request's notification may quote its
 * address; that is replaced too. The jobs carry `{"requestId": id}` (leads.server.ts).
 */
async function scrubDeliveryErrors(db: Kysely<Database>, leads: { id: string; email: string }[]): Promise<void> {
  const emailByPayload = new Map(
    leads.filter((lead) => lead.email !== '').map((lead) => [JSON.stringify({ requestId: lead.id }), lead.email]),
  );
  if (emailByPayload.size === 0) return;
  const jobs = await db
    .selectFrom('outbox_jobs')
    .select(['id', 'payload'])
    .where('payload', 'in', [...emailByPayload.keys()])
    .where((eb) =>
      eb.or([
        eb('last_error', 'is not', null),
        eb.exists(
          eb
            .selectFrom('outbox_attempts')
            .select('outbox_attempts.id')
            .whereRef('outbox_attempts.job_id', '=', 'outbox_jobs.id')
            .where('outbox_attempts.error', 'is not', null),
        ),
      ]),
    )
    .execute();
  for (const job of jobs) {
    const email = emailByPayload.get(job.payload);
    if (email === undefined) continue;
    await db
      .updateTable('outbox_jobs')
      .set({ last_error: sql<string>`replace(last_error, ${email}, ${SCRUBBED})` })
      .where('id', '=', job.id)
      .where('last_error', 'is not', null)
      .execute();
    await db
      .updateTable('outbox_attempts')
      .set({ error: sql<string>`replace(error, ${email}, ${SCRUBBED})` })
      .where('job_id', '=', job.id)
      .where('error', 'is not', null)
      .execute();
  }
}

export const RETENTION_INTERVAL_MS = 24 * 60 * 60 * 1000;

/** Runs anonymiseExpiredLeads once at start and then every 24 h; stop() clears the timer. */
export function startRetentionSchedule(deps: { db: Kysely<Database>; log: Logger; months: number }): {
  stop(): void;
} {
  const { db, log, months } = deps;
  let stopped = false;
  let running = false;
  const run = async (): Promise<void> => {
    // A run still going after a day (a huge first backlog) is left to finish.
    if (stopped || running) return;
    running = true;
    try {
      const anonymised = await anonymiseExpiredLeads(db, { months });
      log.info({ anonymised, months }, 'retention: anonymised expired brochure requests');
    } catch (error) {
      // At shutdown the database may close under a run in hand; that is no failure.
      if (!stopped) log.error({ err: error }, 'retention: anonymising expired brochure requests failed');
    } finally {
      running = false;
    }
  };
  void run();
  const timer = setInterval(() => void run(), RETENTION_INTERVAL_MS);
  // The server keeps the process alive; this timer alone should not.
  timer.unref();
  return {
    stop() {
      stopped = true;
      clearInterval(timer);
    },
  };
}
