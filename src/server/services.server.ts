/**
 * The composition root. What a request handler needs from the process: configuration, the
 * database handle and the logger, built once at boot by src/http/main.server.ts and handed to
 * Astro through `locals`, so pages and endpoints never open their own connections; closed by
 * `closeServices` on shutdown. And the outbox's job kinds, each defined beside its feature and
 * registered here, with the worker that runs them (`startOutboxWorker`).
 */
import type { Kysely } from 'kysely';
import { site } from '../content/site.ts';
import { WEBHOOK_JOB_KIND } from '../domain/webhooks.ts';
import { accountMailJobKind } from './account-mail/account-mail-job.server.ts';
import { FORGOT_PASSWORD_JOB_KIND, forgotPasswordJobKind } from './account-mail/forgot-password-job.server.ts';
import { ACCOUNT_MAIL_JOB_KIND } from './accounts/account-mail-queue.server.ts';
import { createEventBudget, type EventBudget } from './analytics/analytics.server.ts';
import { type ContentListener, startContentListener } from './content/content-version.server.ts';
import { seedNewsIfEmpty } from './content/news.server.ts';
import { importLegacyNewsImages, legacyNewsImageDir } from './content/news-images.server.ts';
import { createMailer, type Mailer, type StaffMailConfig } from './delivery/mail.server.ts';
import {
  type JobKinds,
  LEASE_MS,
  type OutboxDeps,
  type OutboxRuntime,
  type OutboxWorker,
  outboxTiming,
  RETRY_DELAYS_MS,
  SEND_TIMEOUT_MS,
  startJobWorker,
} from './delivery/outbox.server.ts';
import { type DemoMailLinks, demoMailJobKinds } from './demo/demo-mail.server.ts';
import { demoOutcomeJobKinds } from './demo/demo-outcome-mail.server.ts';
import { DISPATCH_CREATE_JOB, DISPATCH_PART_JOB } from './dispatch/dispatch-job.server.ts';
import { DIGEST_JOB_KIND } from './follow-up/digest.server.ts';
import { digestJobKind } from './follow-up/digest-job.server.ts';
import { FUNNEL_REPORT_JOB } from './funnel/report-job.server.ts';
import { CARD_APPLY_JOB, CARD_PREVIEW_JOB } from './lead-import/card-import-job.server.ts';
import { LEAD_EXPORT_JOB } from './leads/lead-export-job.server.ts';
import { createLeadLimits, type LeadLimits } from './leads/lead-limits.server.ts';
import { leadMailJobKinds } from './leads/lead-mails.server.ts';
import { type ChallengeKeys, challengeKeys } from './leads/proof-of-work.server.ts';
import { type LeadSearchIndex, leadSearchWorker } from './leads/search-worker.server.ts';
import { materialsJobKinds } from './materials/materials-mail.server.ts';
import { createMaterialsRuntime, type MaterialsRuntime } from './materials/runtime.server.ts';
import { ALERT_JOB_KIND, alertJobKind } from './operations/alerts.server.ts';
import { createDb, type DbOptions } from './platform/db.server.ts';
import type { Env } from './platform/env.server.ts';
import type { Logger } from './platform/logger.server.ts';
import { migrateToLatest } from './platform/migrate.server.ts';
import { createOffload, type Offload, type OffloadRegistration } from './platform/offload.server.ts';
import { setOutboundPolicy } from './platform/outbound.server.ts';
import { POSTAL_CODE_BUDGET } from './platform/postal-codes.server.ts';
import { createRateLimiter, type RateLimiter } from './platform/rate-limit.server.ts';
import type { Database } from './platform/schema.server.ts';
import { deriveKey, loadServerSecret } from './platform/secret.server.ts';
import { webhookJobKind } from './webhooks/delivery-job.server.ts';

export interface Services {
  env: Env;
  db: Kysely<Database>;
  log: Logger;
  /** Per-client limit of brochure requests (LEAD_RATE_LIMIT per 10 minutes, 0 = off), in the database. */
  leadRateLimit: RateLimiter;
  /** The brochure form's limits beyond the per-client one: the /48, receipts per address, the ceiling. */
  leadLimits: LeadLimits;
  /** Keys derived from the server's secret for the brochure form's token and challenges. */
  formKeys: { token: Buffer; challenge: ChallengeKeys };
  /**
   * Keys derived from the server's secret for staff accounts: TOTP keys at rest, account mails
   * waiting in the outbox, and WebAuthn/link tokens that need a MAC.
   */
  accountKeys: { totp: Buffer; mail: Buffer };
  /** Signs the link that carries a lead to the demo booking page (demo/demo-link.server.ts). */
  demoKey: Buffer;
  /** Per-client budget of analytics events (in memory: analytics are best-effort). */
  eventBudget: EventBudget;
  /** Per-client budget of postal code lookups (in memory, like eventBudget: POSTAL_CODE_BUDGET). */
  postalCodeBudget: EventBudget;
  /** PostgreSQL only: hears other instances' content writes (content-version.server.ts). */
  contentListener: ContentListener | undefined;
  /** SQLite only: the inbox search's index lookups, on a worker thread (search-worker.server.ts). */
  leadSearch?: LeadSearchIndex | undefined;
  /** The PDF worker, stamped copies on disk and download limits (materials/runtime.server.ts). */
  materials: MaterialsRuntime;
  /** Staff work off the request thread: the jobs of OFFLOAD_MODULES on worker threads (ADR 029). */
  offload: Offload;
}

/**
 * The modules whose `offloaded` jobs the offload workers may run, by the URL of their source
 * file: found from here, which the built server runs unbundled, never from a bundled chunk.
 * Only the workers import them; this thread loads the light `*-job` files that name the jobs.
 */
export const OFFLOAD_MODULES: readonly OffloadRegistration[] = [
  {
    module: new URL('./lead-import/card-import-run.server.ts', import.meta.url).href,
    jobs: [CARD_PREVIEW_JOB, CARD_APPLY_JOB],
  },
  { module: new URL('./funnel/report-run.server.ts', import.meta.url).href, jobs: [FUNNEL_REPORT_JOB] },
  { module: new URL('./leads/lead-export-run.server.ts', import.meta.url).href, jobs: [LEAD_EXPORT_JOB] },
  {
    module: new URL('./dispatch/dispatch-run.server.ts', import.meta.url).href,
    jobs: [DISPATCH_CREATE_JOB, DISPATCH_PART_JOB],
  },
];

export async function createServices(env: Env, log: Logger): Promise<Services> {
  setOutboundPolicy({ allowLoopback: env.OUTBOUND_ALLOW_LOOPBACK });
  if (env.OUTBOUND_ALLOW_LOOPBACK)
    log.warn('OUTBOUND_ALLOW_LOOPBACK=1: webhooks may reach loopback over http (tests only)');
  // The worker threads (offload, PDF) open their own connections to the same database.
  const database: DbOptions = env.DATABASE_URL ? { databaseUrl: env.DATABASE_URL } : { dataDir: env.DATA_DIR };
  const db = createDb(database);
  await migrateToLatest(db);
  const seeded = await seedNewsIfEmpty(db);
  if (seeded > 0) log.info({ seeded }, 'seeded the news table');
  // Thumbnails uploaded while they were files move into the database (a no-op once done).
  const images = await importLegacyNewsImages(db, env.DATA_DIR);
  if (images.imported > 0 || images.removed > 0)
    log.info({ imported: images.imported, removed: images.removed }, 'moved uploaded news images into the database');
  if (images.unused.length > 0) {
    log.warn(
      { dir: legacyNewsImageDir(env.DATA_DIR), files: images.unused },
      'files no news item uses were left in place',
    );
  }
  log.info({ database: env.DATABASE_URL ? 'postgresql' : 'sqlite' }, 'database ready');
  const leadRateLimit = createRateLimiter({ db, scope: 'lead', limit: env.LEAD_RATE_LIMIT });
  const leadLimits = createLeadLimits(db, { perClient: env.LEAD_RATE_LIMIT, ceiling: env.LEAD_SITE_CEILING });
  const secret = await loadServerSecret(env);
  const formKeys = { token: deriveKey(secret, 'form-token'), challenge: challengeKeys(deriveKey(secret, 'challenge')) };
  const accountKeys = { totp: deriveKey(secret, 'totp-at-rest'), mail: deriveKey(secret, 'account-mail') };
  // SQLite is one process: its own writes are all there is to hear.
  const contentListener = env.DATABASE_URL
    ? startContentListener(db, { databaseUrl: env.DATABASE_URL, log })
    : undefined;
  const postalCodeBudget = createEventBudget(POSTAL_CODE_BUDGET);
  return {
    env,
    db,
    log,
    leadRateLimit,
    leadLimits,
    formKeys,
    accountKeys,
    demoKey: deriveKey(secret, 'demo-link'),
    eventBudget: createEventBudget(),
    postalCodeBudget,
    contentListener,
    leadSearch: env.DATABASE_URL ? undefined : leadSearchWorker(env.DATA_DIR),
    materials: createMaterialsRuntime({ db, database, dataDir: env.DATA_DIR, log }),
    offload: createOffload({
      database,
      registrations: OFFLOAD_MODULES,
      log,
    }),
  };
}

/** Closes what createServices opened: the listener's connection, then the pool or file. */
export async function closeServices(services: Services): Promise<void> {
  await services.contentListener?.stop();
  await services.leadSearch?.close();
  await services.materials.close();
  await services.offload.close();
  await services.db.destroy();
}

/** What the registered job kinds need from the worker besides the outbox's own runtime. */
export interface JobContext extends OutboxRuntime {
  mailer: Mailer;
  staff: StaffMailConfig;
  /** Opens account mails (invitations, resets, notices); without it they fail as unreadable. */
  accountMailKey?: Buffer | undefined;
  /** A demo mail's change, cancel and book-again links (demo/demo-mail.server.ts); without it, none. */
  demo?: DemoMailLinks | undefined;
}

/** The outbox's dependencies with every registered kind (what runDueJobs takes). */
export type JobDeps = OutboxDeps<JobContext>;

/** Every outbox job kind, registered: a new kind is defined beside its feature and added here. */
export const JOB_KINDS: JobKinds<JobContext> = {
  ...leadMailJobKinds,
  ...materialsJobKinds,
  ...demoMailJobKinds,
  [DIGEST_JOB_KIND]: digestJobKind,
  [WEBHOOK_JOB_KIND]: webhookJobKind,
  [ALERT_JOB_KIND]: alertJobKind,
  [ACCOUNT_MAIL_JOB_KIND]: accountMailJobKind,
  [FORGOT_PASSWORD_JOB_KIND]: forgotPasswordJobKind,
  ...demoOutcomeJobKinds,
};

export interface WorkerOptions {
  intervalMs?: number;
  now?: () => Date;
  mailer?: Mailer;
  /** Override the configured timing (tests use leases of a second or two). */
  leaseMs?: number;
  sendTimeoutMs?: number;
  retryDelaysMs?: readonly number[];
}

/**
 * Runs the outbox in this process with every registered kind, a mailer from SMTP_URL (or
 * `.eml` files) and the staff address, until stop(); throws at once on an invalid timing.
 */
export function startOutboxWorker(
  services: {
    db: Services['db'];
    log: Logger;
    env: {
      SMTP_URL?: string | undefined;
      DATA_DIR: string;
      NOTIFY_TO?: string | undefined;
      OUTBOX_LEASE_SECONDS?: number;
      OUTBOX_SEND_TIMEOUT_SECONDS?: number;
    };
    /** The staff notification's link to the lead (StaffMailConfig.leadUrl). */
    leadUrl: (id: string) => string;
    accountKeys?: { mail: Buffer };
    /** The demo mails' links (src/actions/demo-manage.ts: demoMailLinksOn). */
    demoLinks?: DemoMailLinks;
  },
  options: WorkerOptions = {},
): OutboxWorker {
  const { db, log, env, leadUrl } = services;
  const accountMailKey = services.accountKeys?.mail;
  const timing = outboxTiming({
    leaseMs: options.leaseMs ?? (env.OUTBOX_LEASE_SECONDS ?? LEASE_MS / 1000) * 1000,
    sendTimeoutMs: options.sendTimeoutMs ?? (env.OUTBOX_SEND_TIMEOUT_SECONDS ?? SEND_TIMEOUT_MS / 1000) * 1000,
    retryDelaysMs: options.retryDelaysMs ?? RETRY_DELAYS_MS,
  });
  const mailer = options.mailer ?? createMailer({ smtpUrl: env.SMTP_URL, dataDir: env.DATA_DIR, log });
  const staff = { notifyTo: env.NOTIFY_TO ?? site.staffRecipient, leadUrl };
  const demo = services.demoLinks;
  return startJobWorker(
    { db, log, mailer, staff, accountMailKey, demo, ...timing, kinds: JOB_KINDS },
    {
      ...(options.intervalMs === undefined ? {} : { intervalMs: options.intervalMs }),
      ...(options.now === undefined ? {} : { now: options.now }),
      onStop: () => {
        if (!options.mailer) mailer.close();
      },
    },
  );
}
