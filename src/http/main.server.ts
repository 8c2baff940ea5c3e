/**
 * Production entry: parse configuration, open and migrate the database, then serve the built
 * site. Run by `npm start` (scripts/start.ts builds first when there is no build yet).
 */
// First: React picks its production build from NODE_ENV when it is first loaded.
import './production-env.server.ts';
import { createServer } from 'node:http';
import { fileURLToPath } from 'node:url';
import { demoMailLinksOn } from '../actions/demo-manage.ts';
import { leadUrlOn, setupUrlOn } from '../actions/paths.ts';
import { announceSetupUrl } from '../server/accounts/admin-setup.server.ts';
import { createPageViewCounter } from '../server/analytics/page-views.server.ts';
import { startDemoOutcomeSchedule } from '../server/demo/demo-outcome.server.ts';
import { startDemoReminders } from '../server/demo/demo-reminder.server.ts';
import { startDigestSchedule } from '../server/follow-up/digest.server.ts';
import { startAlertChecks } from '../server/operations/alerts.server.ts';
import { backupDirOf } from '../server/operations/backup.server.ts';
import { startBackupSchedule } from '../server/operations/backup-schedule.server.ts';
import { holdServerLock } from '../server/operations/server-lock.server.ts';
import { loadEnvOrExit } from '../server/platform/env.server.ts';
import { createLogger } from '../server/platform/logger.server.ts';
import { missingSecretProblem } from '../server/platform/secret.server.ts';
import { retentionSettings, startRetentionSchedule } from '../server/privacy/retention.server.ts';
import { closeServices, createServices, startOutboxWorker } from '../server/services.server.ts';
import type { AstroHandler } from './astro-handler.server.ts';
import { REQUEST_TIMEOUT_MS } from './body-cap.server.ts';
import { capConnectionsPerClient } from './connection-cap.server.ts';
import { answerClientError, createSiteHandler, HSTS, readPrerenderedCsp, SECURITY_HEADERS } from './http.server.ts';
import { createMetricsHandler } from './metrics.server.ts';
import { createPageCache } from './page-cache.server.ts';

/** How long after listening the background jobs start: time for the first requests to be answered. */
const BACKGROUND_START_DELAY_MS = 250;
/** How often page views counted in memory are added to the database. */
const PAGE_VIEW_FLUSH_MS = 60_000;
const distDir = fileURLToPath(new URL('../../dist/', import.meta.url));

const env = loadEnvOrExit();
const log = createLogger(env.LOG_LEVEL);
// Several instances must share one secret, from the environment: refused before anything opens.
const secretProblem = missingSecretProblem(env);
if (secretProblem) {
  process.stderr.write(`Invalid configuration:\n  - ${secretProblem}\n`);
  process.exit(1);
}
const services = await createServices(env, log).catch((error: unknown) => {
  const reason =
    error instanceof Error ? (error.cause instanceof Error ? error.cause.message : error.message) : String(error);
  const where = env.DATABASE_URL ? 'PostgreSQL at DATABASE_URL' : `SQLite in DATA_DIR (${env.DATA_DIR})`;
  process.stderr.write(`Could not open the database (${where}): ${reason}\n`);
  process.exit(1);
});
// With no admin account at all, log a one-time URL that creates the first one.
await announceSetupUrl({
  db: services.db,
  log,
  setupUrl: setupUrlOn(env.SITE_URL),
  print: (text) => process.stdout.write(text),
});
// SQLite: db:restore refuses while this file names a live process (server-lock.server.ts).
const lock = env.DATABASE_URL ? undefined : holdServerLock(env.DATA_DIR);
const backupDir = env.DATABASE_URL ? undefined : backupDirOf(env.DATA_DIR, env.BACKUP_DIR);

/**
 * The background work of this process, started once the server listens and has had a turn to
 * answer (issue 23: the first run of the day held /healthz for 2.5 s at a million leads). Each
 * job's first run then shares the loop with requests, and each yields between its batches.
 */
function startBackgroundJobs() {
  // Delivers queued brochure mails in this process; on shutdown it finishes the job in hand.
  const outbox = startOutboxWorker({
    ...services,
    leadUrl: leadUrlOn(env.SITE_URL),
    demoLinks: demoMailLinksOn(env.SITE_URL, services.demoKey),
  });
  // Once a day across all instances: anonymises old requests, prunes logs (retention.server.ts).
  const retention = startRetentionSchedule({ db: services.db, log, settings: retentionSettings(env) });
  // From 9:00 JST on business days: each owner's reminder, queued once per day (digest.server.ts).
  const digests = startDigestSchedule({ db: services.db, log, queued: () => outbox.poke() });
  // Every minute: 30 minutes after a demo's end its owner is asked held or missed, once (demo-outcome.server.ts).
  const demoOutcomes = startDemoOutcomeSchedule({ db: services.db, log, queued: () => outbox.poke() });
  // Once a day across instances: a verified snapshot of the SQLite file, rotated (docs/operations.md).
  const backups = backupDir
    ? startBackupSchedule({
        db: services.db,
        log,
        settings: {
          dataDir: env.DATA_DIR,
          backupDir,
          keep: { daily: env.BACKUP_KEEP_DAILY, weekly: env.BACKUP_KEEP_WEEKLY },
        },
        queued: () => outbox.poke(),
      })
    : undefined;
  // Every minute: demo reminders 24 h and 2 h before, each claimed once across instances (demo-reminder.server.ts).
  const demoReminders = startDemoReminders({ db: services.db, log, queued: () => outbox.poke() });
  // Every minute: opens and clears incidents, each mailed once to the admins (alerts.server.ts).
  const alerts = startAlertChecks({ db: services.db, log, dataDir: env.DATA_DIR, queued: () => outbox.poke() });
  // Every minute: the page views counted in memory join the funnel's table (page-views.server.ts).
  const flushViews = () =>
    pageViews.flush().catch((error: unknown) => log.warn({ err: error }, 'page views could not be saved'));
  const viewFlush = setInterval(() => void flushViews(), PAGE_VIEW_FLUSH_MS);
  viewFlush.unref();
  return {
    async stop(): Promise<void> {
      clearInterval(viewFlush);
      await flushViews();
      retention.stop();
      digests.stop();
      demoOutcomes.stop();
      alerts.stop();
      demoReminders.stop();
      backups?.stop();
      await outbox.stop();
    },
  };
}
let jobs: ReturnType<typeof startBackgroundJobs> | undefined;
// prom-client and its collectors only when /metrics is on: without a token it is a 404, and
// timing every request into a histogram nobody reads is work and memory for nothing.
const metrics = env.METRICS_TOKEN
  ? createMetricsHandler({
      token: env.METRICS_TOKEN,
      metrics: (await import('../server/operations/metrics.server.ts')).createMetrics({
        db: services.db,
        dataDir: env.DATA_DIR,
        backupDir,
      }),
    })
  : () => false;
const entry = (await import(new URL('../../dist/server/entry.mjs', import.meta.url).href)) as { handler: AstroHandler };

const locals = { services };
const pageViews = createPageViewCounter(services.db);
// Public pages the same for every visitor, rendered once; writes on any instance evict them.
const pageCache = createPageCache({
  db: services.db,
  astroHandler: entry.handler,
  locals,
  baseHeaders: SECURITY_HEADERS,
  hsts: HSTS,
});

const site = createSiteHandler({
  clientDir: fileURLToPath(new URL('../../dist/client/', import.meta.url)),
  astroHandler: entry.handler,
  locals,
  pageCache,
  pageViews,
  log,
  prerenderedCsp: readPrerenderedCsp(distDir),
  siteUrl: env.SITE_URL,
  trustProxy: env.TRUST_PROXY,
});
const server = createServer((req, res) => {
  if (!metrics(req, res)) site(req, res);
});
server.keepAliveTimeout = 5_000;
// The whole request, body included (a stalled body is cut sooner: body-cap.server.ts).
server.requestTimeout = REQUEST_TIMEOUT_MS;
server.on('clientError', answerClientError);
// One client's sockets are capped (trickled bodies held hundreds; off behind TRUST_PROXY proxies).
capConnectionsPerClient(server, {
  perClient: env.MAX_CONNECTIONS_PER_CLIENT,
  trustProxy: env.TRUST_PROXY,
  onCapped: (client) => log.warn({ client, cap: env.MAX_CONNECTIONS_PER_CLIENT }, 'connections per client capped'),
});

server.listen(env.PORT, env.HOST, () => {
  log.info({ url: `http://${env.HOST}:${env.PORT}`, site: env.SITE_URL }, 'listening');
  // A macrotask later: connections already waiting are accepted and answered first.
  setTimeout(() => {
    if (!stopping) jobs = startBackgroundJobs();
  }, BACKGROUND_START_DELAY_MS);
});

let stopping = false;
async function shutdown(signal: string): Promise<void> {
  if (stopping) return;
  stopping = true;
  log.info({ signal }, 'shutting down: no new connections, finishing requests in flight');
  // Requests in flight get 10 s; idle keep-alive sockets are closed at once.
  const force = setTimeout(() => server.closeAllConnections(), 10_000);
  force.unref();
  // The last resort: whatever still holds the process 14 s after the signal (a job or a pool
  // that will not close) does not keep a deploy waiting for the supervisor's SIGKILL.
  setTimeout(() => {
    log.error('shutdown: still busy 14 s after the signal; exiting anyway');
    process.exit(1);
  }, 14_000).unref();
  server.close(async () => {
    // Renders whose clients hung up are not connections any more but still use the database:
    // up to 2 s more for them, rather than errors from a closed pool in the log.
    await Promise.race([site.idle(), new Promise((resolve) => setTimeout(resolve, 2_000).unref())]);
    await jobs?.stop();
    await closeServices(services);
    lock?.release();
    log.info('stopped');
    process.exit(0);
  });
  server.closeIdleConnections();
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));
