/**
 * The outbox: jobs stored with the change that causes them and run by a worker, recording
 * every attempt, so that several workers (processes or instances on one database) do not run
 * a job twice (ADR 003). It knows jobs, leases, attempts and retries, nothing of what a job
 * does: each kind (the lead mails, the digest, webhooks) is defined beside its feature and
 * registered by the composition root (services.server.ts), with its own retry waits and
 * deadline if it needs them.
 * - a worker claims one job at a time for a lease (`locked_until`), writing a fresh random
 *   `lease_token`; on PostgreSQL with `FOR UPDATE SKIP LOCKED`, on SQLite with a conditional
 *   UPDATE, so two workers never take the same job;
 * - right before the outside effect it checks that the claim is still its own and renews the
 *   lease;
 * - the effect has a hard deadline (its signal aborts it), at most half the lease, so it ends
 *   long before anyone else may take the job;
 * - the outcome is recorded only while the row still holds the worker's token; a worker whose
 *   claim was taken over logs that and records nothing.
 * A failure is retried after 1 min, 5 min, 15 min, 1 h and 6 h, then marked `failed`, unless
 * the job's kind has a schedule and a deadline of its own. A job whose worker died mid-send is
 * taken again once its lease has run out.
 */
import { randomUUID } from 'node:crypto';
import { type Selectable, sql } from 'kysely';
import { type Db, dialectOf } from '../platform/db.server.ts';
import type { Logger } from '../platform/logger.server.ts';
import type { OutboxJobsTable } from '../platform/schema-leads.server.ts';
import { mailErrorText } from './mail-errors.server.ts';

export type OutboxJob = Selectable<OutboxJobsTable>;
/** A job as this worker claimed it: the token is what proves the claim is still ours. */
export type ClaimedJob = OutboxJob & { lease_token: string };

/** Wait before attempt n+1 after n failed attempts; one failure more than this list: failed. */
export const RETRY_DELAYS_MS = [60_000, 5 * 60_000, 15 * 60_000, 60 * 60_000, 6 * 60 * 60_000] as const;
export const MAX_ATTEMPTS = RETRY_DELAYS_MS.length + 1;
/** How long a claim lasts by default (OUTBOX_LEASE_SECONDS); a dead worker's job is taken again after it. */
export const LEASE_MS = 5 * 60_000;
/** The default hard deadline on one send (OUTBOX_SEND_TIMEOUT_SECONDS). */
export const SEND_TIMEOUT_MS = 60_000;
/**
 * A lease must last this many send deadlines: the renewal before the send, the send cut off at
 * its deadline and the record of its outcome all fit in it with room for a slow database.
 */
export const LEASE_PER_SEND_TIMEOUT = 2;

/** What the mechanism itself needs: the database, the logger and, optionally, its timing. */
export interface OutboxRuntime {
  db: Db;
  log: Logger;
  /** How long a claim lasts; at least LEASE_PER_SEND_TIMEOUT × sendTimeoutMs. */
  leaseMs?: number;
  /** The hard deadline on one send; it also caps a job kind's own (JobKind.sendTimeoutMs). */
  sendTimeoutMs?: number;
  /**
   * Waits between attempts (tests shorten them); one failure more than the list: failed. A job
   * kind with waits of its own (JobKind.retryDelaysMs) uses those instead.
   */
  retryDelaysMs?: readonly number[];
}

/**
 * The runtime, whatever the registered kinds need besides (`C`: a mailer, the staff address),
 * and the kinds themselves by name.
 */
export type OutboxDeps<C extends OutboxRuntime = OutboxRuntime> = C & { kinds: JobKinds<C> };

export interface OutboxTiming {
  leaseMs: number;
  sendTimeoutMs: number;
  retryDelaysMs: readonly number[];
}

/** The timing in force; throws when the lease would not outlast a send cut off at its deadline. */
export function outboxTiming(deps: Pick<OutboxRuntime, 'leaseMs' | 'sendTimeoutMs' | 'retryDelaysMs'>): OutboxTiming {
  const timing = {
    leaseMs: deps.leaseMs ?? LEASE_MS,
    sendTimeoutMs: deps.sendTimeoutMs ?? SEND_TIMEOUT_MS,
    retryDelaysMs: deps.retryDelaysMs ?? RETRY_DELAYS_MS,
  };
  if (!(timing.sendTimeoutMs > 0 && timing.leaseMs >= LEASE_PER_SEND_TIMEOUT * timing.sendTimeoutMs)) {
    throw new Error(
      `outbox: the lease (${timing.leaseMs} ms) must be at least ${LEASE_PER_SEND_TIMEOUT} × the send deadline (${timing.sendTimeoutMs} ms)`,
    );
  }
  return timing;
}

/**
 * What one kind of job does, in two steps: read what it needs and prepare (database work,
 * within the claim), then the outside effect, which the worker starts only after re-checking
 * its claim and which must give up when `signal` aborts (the send deadline). `C` is what the
 * kind needs from the worker's dependencies.
 */
export type JobHandler<C> = (deps: C, job: OutboxJob) => Promise<Delivery>;
export type Delivery = (signal: AbortSignal) => Promise<void>;

/**
 * A job kind: its handler, and optionally its own waits between attempts and its own send
 * deadline. The outbox's deadline still caps a kind's, so the lease always outlasts a send.
 */
export interface JobKind<C> {
  handler: JobHandler<C>;
  retryDelaysMs?: readonly number[];
  sendTimeoutMs?: number;
}

/** The registered kinds by name (`outbox_jobs.kind`): a new kind is one more entry, made by its feature. */
export type JobKinds<C> = Readonly<Record<string, JobKind<C> | undefined>>;

/**
 * An error that no retry can cure (a webhook whose endpoint was disabled): the job is marked
 * `failed` at once. A property rather than a class, so a handler need not import this module.
 */
export const isPermanentFailure = (error: unknown): boolean =>
  error instanceof Error && (error as { permanent?: unknown }).permanent === true;

/** Claims the next due job (pending and due, or held under an expired lease), if any, for `leaseMs`. */
export async function claimNextJob(db: Db, now: Date, leaseMs = LEASE_MS): Promise<ClaimedJob | undefined> {
  const iso = now.toISOString();
  const lease = new Date(now.getTime() + leaseMs).toISOString();
  const token = randomUUID();
  const claim = { status: 'sending', locked_until: lease, lease_token: token, updated_at: iso } as const;
  if (dialectOf(db) === 'postgres') {
    // A scalar subquery runs once: one row locked, skipping rows another worker is claiming.
    const { rows } = await sql<OutboxJob>`
      update outbox_jobs
      set status = 'sending', locked_until = ${lease}, lease_token = ${token}, updated_at = ${iso}
      where id = (
        select id from outbox_jobs
        where (status = 'pending' and next_attempt_at <= ${iso})
           or (status = 'sending' and locked_until < ${iso})
        order by next_attempt_at
        limit 1
        for update skip locked
      )
      returning *`.execute(db);
    return rows[0] as ClaimedJob | undefined;
  }
  for (;;) {
    const candidates = await db
      .selectFrom('outbox_jobs')
      .select('id')
      .where((eb) =>
        eb.or([
          eb.and([eb('status', '=', 'pending'), eb('next_attempt_at', '<=', iso)]),
          eb.and([eb('status', '=', 'sending'), eb('locked_until', '<', iso)]),
        ]),
      )
      .orderBy('next_attempt_at')
      .limit(5)
      .execute();
    if (candidates.length === 0) return undefined;
    for (const { id } of candidates) {
      // Only one UPDATE can still find the job due; whoever changes the row owns the job.
      const row = await db
        .updateTable('outbox_jobs')
        .set(claim)
        .where('id', '=', id)
        .where((eb) =>
          eb.or([
            eb.and([eb('status', '=', 'pending'), eb('next_attempt_at', '<=', iso)]),
            eb.and([eb('status', '=', 'sending'), eb('locked_until', '<', iso)]),
          ]),
        )
        .returningAll()
        .executeTakeFirst();
      if (row) return row as ClaimedJob;
    }
    // Every candidate went to other workers meanwhile: look again.
  }
}

/**
 * Renews our claim for a full lease if it is still ours (status and token unchanged). An
 * expired lease nobody took is still ours: a claim by anyone else would have changed the token.
 */
export async function renewClaim(db: Db, job: ClaimedJob, now: Date, leaseMs = LEASE_MS): Promise<boolean> {
  const row = await db
    .updateTable('outbox_jobs')
    .set({ locked_until: new Date(now.getTime() + leaseMs).toISOString(), updated_at: now.toISOString() })
    .where('id', '=', job.id)
    .where('status', '=', 'sending')
    .where('lease_token', '=', job.lease_token)
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

class DeadlineError extends Error {
  constructor(ms: number) {
    super(`no answer within the send deadline (${ms / 1000} s); the connection was closed`);
    this.name = 'DeadlineError';
  }
}

/** Runs a delivery under a hard deadline: its signal aborts then, and we stop waiting for it. */
async function withDeadline(deliver: Delivery, ms: number): Promise<void> {
  const controller = new AbortController();
  const deadline = new DeadlineError(ms);
  const timer = setTimeout(() => controller.abort(deadline), ms);
  // A delivery that ignores its signal is given up on all the same.
  const expired = new Promise<never>((_, reject) => {
    controller.signal.addEventListener('abort', () => reject(deadline), { once: true });
  });
  expired.catch(() => {});
  try {
    const delivery = deliver(controller.signal);
    delivery.catch(() => {});
    await Promise.race([delivery, expired]);
  } catch (error) {
    throw controller.signal.aborted ? deadline : error;
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Runs one claimed job and records the attempt, if the claim is still ours when it ends;
 * never throws. Returns whether it was sent.
 */
export async function runJob<C extends OutboxRuntime>(
  deps: OutboxDeps<C>,
  job: ClaimedJob,
  now: () => Date = () => new Date(),
): Promise<boolean> {
  const timing = outboxTiming(deps);
  const kind = deps.kinds[job.kind];
  const retryDelaysMs = kind?.retryDelaysMs ?? timing.retryDelaysMs;
  let error: string | null = null;
  let permanent = false;
  try {
    if (!kind) throw new Error(`unknown job kind ${job.kind}`);
    const deliver = await kind.handler(deps, job);
    if (!(await renewClaim(deps.db, job, now(), timing.leaseMs))) {
      deps.log.warn({ job: job.id, kind: job.kind }, 'outbox: claim taken over by another worker; not sending');
      return false;
    }
    await withDeadline(deliver, Math.min(kind.sendTimeoutMs ?? timing.sendTimeoutMs, timing.sendTimeoutMs));
  } catch (cause) {
    // SMTP errors quote recipients: the stored and logged text never has an address.
    error = mailErrorText(cause);
    permanent = isPermanentFailure(cause);
  }
  const attempts = job.attempts + 1;
  const at = now();
  const iso = at.toISOString();
  const next =
    error === null
      ? ({ status: 'sent', next_attempt_at: job.next_attempt_at } as const)
      : permanent || attempts > retryDelaysMs.length
        ? ({ status: 'failed', next_attempt_at: job.next_attempt_at } as const)
        : ({
            status: 'pending',
            next_attempt_at: new Date(at.getTime() + (retryDelaysMs[attempts - 1] ?? 0)).toISOString(),
          } as const);
  let recorded: boolean;
  try {
    recorded = await deps.db.transaction().execute(async (trx) => {
      // Only the current claim may record: a stale worker must not undo a newer outcome.
      const row = await trx
        .updateTable('outbox_jobs')
        .set({ ...next, attempts, locked_until: null, lease_token: null, last_error: error, updated_at: iso })
        .where('id', '=', job.id)
        .where('status', '=', 'sending')
        .where('lease_token', '=', job.lease_token)
        .returning('id')
        .executeTakeFirst();
      if (!row) return false;
      await trx
        .insertInto('outbox_attempts')
        .values({ id: randomUUID(), job_id: job.id, attempted_at: iso, ok: error === null, error })
        .execute();
      return true;
    });
  } catch (cause) {
    deps.log.error({ err: cause, job: job.id }, 'outbox: could not record an attempt');
    return error === null;
  }
  if (!recorded) {
    // Only possible when this worker was stalled past its lease (a paused process, a slow
    // database): the job belongs to another claim now, which records its own outcome.
    deps.log.error(
      { job: job.id, kind: job.kind, outcome: error === null ? 'sent' : 'failed', error },
      'outbox: claim lost while sending; outcome not recorded',
    );
  } else if (error === null) {
    deps.log.info({ job: job.id, kind: job.kind, attempts }, 'outbox: sent');
  } else {
    deps.log.warn({ job: job.id, kind: job.kind, attempts, status: next.status, error }, 'outbox: send failed');
  }
  return error === null;
}

/**
 * Claims and runs due jobs one at a time, up to `limit`; returns how many it ran. When
 * `stopping()` turns true it finishes the job in hand and claims no more.
 */
export async function runDueJobs<C extends OutboxRuntime>(
  deps: OutboxDeps<C>,
  now: () => Date = () => new Date(),
  stopping: () => boolean = () => false,
  limit = 10,
): Promise<number> {
  const { leaseMs } = outboxTiming(deps);
  let ran = 0;
  while (ran < limit && !stopping()) {
    const job = await claimNextJob(deps.db, now(), leaseMs);
    if (!job) break;
    await runJob(deps, job, now);
    ran += 1;
  }
  return ran;
}

export interface OutboxWorker {
  /** Stops polling and resolves once the job in hand (if any) is finished. */
  stop(): Promise<void>;
  /** Runs a poll now (e.g. right after a request was stored). */
  poke(): void;
}

/**
 * Polls for due jobs in this process until stop(); throws at once on an invalid timing.
 * `onStop` releases what the kinds' dependencies hold (a mailer's connections) once the job in
 * hand is finished.
 */
export function startJobWorker<C extends OutboxRuntime>(
  deps: OutboxDeps<C>,
  options: { intervalMs?: number; now?: () => Date; onStop?: () => void } = {},
): OutboxWorker {
  outboxTiming(deps);
  const intervalMs = options.intervalMs ?? 2_000;
  let stopped = false;
  let running: Promise<void> | undefined;
  let timer: NodeJS.Timeout | undefined;
  let again = false;

  const tick = (): void => {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    clearTimeout(timer);
    running = (async () => {
      try {
        let ran: number;
        do {
          again = false;
          ran = await runDueJobs(deps, options.now, () => stopped);
        } while (!stopped && (ran > 0 || again));
      } catch (error) {
        deps.log.error({ err: error }, 'outbox: poll failed');
      } finally {
        running = undefined;
        if (!stopped) {
          timer = setTimeout(tick, intervalMs);
          timer.unref();
        }
      }
    })();
  };
  tick();

  return {
    poke: tick,
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
      options.onStop?.();
    },
  };
}
