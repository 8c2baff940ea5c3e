/**
 * The outbox worker: delivers queued jobs (today the two brochure request mails) at least
 * once, recording every attempt. A job is claimed for a lease; on PostgreSQL the claim uses
 * `FOR UPDATE SKIP LOCKED`, on SQLite a conditional UPDATE, so two workers never take the same
 * job. A failure is retried after 1 min, 5 min, 15 min, 1 h and 6 h, then marked `failed`.
 * A job whose worker died mid-send is taken again once its lease has run out.
 */
import { randomUUID } from 'node:crypto';
import { type Selectable, sql } from 'kysely';
import { site } from '../content/site.ts';
import { type Db, dialectOf, type OutboxJobsTable } from './db.server.ts';
import { LEAD_JOB_KINDS, type LeadJobKind } from './leads.server.ts';
import type { Logger } from './logger.server.ts';
import { createMailer, deliverLeadMail, type Mailer, type StaffMailConfig } from './mail.server.ts';

export type OutboxJob = Selectable<OutboxJobsTable>;

/** Wait before attempt n+1 after n failed attempts; one failure more than this list: failed. */
export const RETRY_DELAYS_MS = [60_000, 5 * 60_000, 15 * 60_000, 60 * 60_000, 6 * 60 * 60_000] as const;
export const MAX_ATTEMPTS = RETRY_DELAYS_MS.length + 1;
/**
 * How long a claim lasts by default (OUTBOX_LEASE_SECONDS); a job whose worker died is taken
 * again after it, and a send never takes longer (mail.server.ts bounds the SMTP timeouts).
 */
export const LEASE_MS = 5 * 60_000;

export interface OutboxDeps {
  db: Db;
  log: Logger;
  mailer: Mailer;
  staff: StaffMailConfig;
  leaseMs?: number;
}

/** Claims up to `limit` due jobs for this worker and returns them. */
export async function claimDueJobs(db: Db, now: Date, limit = 10, leaseMs = LEASE_MS): Promise<OutboxJob[]> {
  const iso = now.toISOString();
  const lease = new Date(now.getTime() + leaseMs).toISOString();
  if (dialectOf(db) === 'postgres') {
    const { rows } = await sql<OutboxJob>`
      update outbox_jobs set status = 'sending', locked_until = ${lease}, updated_at = ${iso}
      where id in (
        select id from outbox_jobs
        where (status = 'pending' and next_attempt_at <= ${iso})
           or (status = 'sending' and locked_until < ${iso})
        order by next_attempt_at
        limit ${limit}
        for update skip locked
      )
      returning *`.execute(db);
    return rows;
  }
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
    .limit(limit)
    .execute();
  const claimed: OutboxJob[] = [];
  for (const { id } of candidates) {
    // Only one UPDATE can still find the job due; whoever changes the row owns the job.
    const row = await db
      .updateTable('outbox_jobs')
      .set({ status: 'sending', locked_until: lease, updated_at: iso })
      .where('id', '=', id)
      .where((eb) =>
        eb.or([
          eb.and([eb('status', '=', 'pending'), eb('next_attempt_at', '<=', iso)]),
          eb.and([eb('status', '=', 'sending'), eb('locked_until', '<', iso)]),
        ]),
      )
      .returningAll()
      .executeTakeFirst();
    if (row) claimed.push(row);
  }
  return claimed;
}

async function perform(deps: OutboxDeps, job: OutboxJob): Promise<void> {
  if (!(LEAD_JOB_KINDS as readonly string[]).includes(job.kind)) throw new Error(`unknown job kind ${job.kind}`);
  await deliverLeadMail(deps, job.kind as LeadJobKind, JSON.parse(job.payload), job.id);
}

/** Runs one claimed job and records the attempt; never throws. Returns whether it was sent. */
export async function runJob(deps: OutboxDeps, job: OutboxJob, now: Date = new Date()): Promise<boolean> {
  let error: string | null = null;
  try {
    await perform(deps, job);
  } catch (cause) {
    error = (cause instanceof Error ? cause.message : String(cause)).slice(0, 1000);
  }
  const attempts = job.attempts + 1;
  const iso = now.toISOString();
  const next =
    error === null
      ? ({ status: 'sent', next_attempt_at: job.next_attempt_at } as const)
      : attempts >= MAX_ATTEMPTS
        ? ({ status: 'failed', next_attempt_at: job.next_attempt_at } as const)
        : ({
            status: 'pending',
            next_attempt_at: new Date(now.getTime() + (RETRY_DELAYS_MS[attempts - 1] ?? 0)).toISOString(),
          } as const);
  try {
    await deps.db.transaction().execute(async (trx) => {
      await trx
        .insertInto('outbox_attempts')
        .values({ id: randomUUID(), job_id: job.id, attempted_at: iso, ok: error === null, error })
        .execute();
      await trx
        .updateTable('outbox_jobs')
        .set({ ...next, attempts, locked_until: null, last_error: error, updated_at: iso })
        .where('id', '=', job.id)
        .execute();
    });
  } catch (cause) {
    deps.log.error({ err: cause, job: job.id }, 'outbox: could not record an attempt');
  }
  if (error === null) deps.log.info({ job: job.id, kind: job.kind, attempts }, 'outbox: sent');
  else deps.log.warn({ job: job.id, kind: job.kind, attempts, status: next.status, error }, 'outbox: send failed');
  return error === null;
}

/**
 * Claims and runs the jobs due at `now`, one after another; returns how many it ran. When
 * `stopping()` turns true it finishes the job in hand and hands the rest of its claim back.
 */
export async function runDueJobs(
  deps: OutboxDeps,
  now: () => Date = () => new Date(),
  stopping: () => boolean = () => false,
): Promise<number> {
  const jobs = await claimDueJobs(deps.db, now(), 10, deps.leaseMs);
  let ran = 0;
  for (const job of jobs) {
    if (stopping()) {
      await deps.db
        .updateTable('outbox_jobs')
        .set({ status: 'pending', locked_until: null, updated_at: now().toISOString() })
        .where('id', '=', job.id)
        .where('status', '=', 'sending')
        .execute();
      continue;
    }
    await runJob(deps, job, now());
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

export interface WorkerOptions {
  intervalMs?: number;
  now?: () => Date;
  mailer?: Mailer;
}

/** Polls for due jobs in this process until stop(). */
export function startOutboxWorker(
  services: {
    db: Db;
    log: Logger;
    env: {
      SMTP_URL?: string | undefined;
      DATA_DIR: string;
      NOTIFY_TO?: string | undefined;
      SITE_URL: string;
      OUTBOX_LEASE_SECONDS?: number;
    };
  },
  options: WorkerOptions = {},
): OutboxWorker {
  const { db, log, env } = services;
  const mailer = options.mailer ?? createMailer({ smtpUrl: env.SMTP_URL, dataDir: env.DATA_DIR, log });
  const staffRecipient = env.NOTIFY_TO ?? site.staffRecipient;
  const deps: OutboxDeps = {
    db,
    log,
    mailer,
    staff: { notifyTo: staffRecipient, siteUrl: env.SITE_URL },
    leaseMs: (env.OUTBOX_LEASE_SECONDS ?? LEASE_MS / 1000) * 1000,
  };
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
        log.error({ err: error }, 'outbox: poll failed');
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
      if (!options.mailer) mailer.close();
    },
  };
}
