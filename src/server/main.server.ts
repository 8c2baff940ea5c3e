/**
 * Production entry: parse configuration, open and migrate the database, then serve the built
 * site. Run by `npm start` (scripts/start.ts builds first when there is no build yet).
 */
import { createServer } from 'node:http';
import { fileURLToPath } from 'node:url';
import { announceSetupUrl } from './admin-setup.server.ts';
import { loadEnvOrExit } from './env.server.ts';
import { type AstroHandler, createSiteHandler, readPrerenderedCsp } from './http.server.ts';
import { createLogger } from './logger.server.ts';
import { startOutboxWorker } from './outbox.server.ts';
import { startRetentionSchedule } from './retention.server.ts';
import { createServices } from './services.server.ts';

const distDir = fileURLToPath(new URL('../../dist/', import.meta.url));

const env = loadEnvOrExit();
const log = createLogger(env.LOG_LEVEL);
const services = await createServices(env, log).catch((error: unknown) => {
  const reason =
    error instanceof Error ? (error.cause instanceof Error ? error.cause.message : error.message) : String(error);
  const where = env.DATABASE_URL ? 'PostgreSQL at DATABASE_URL' : `SQLite in DATA_DIR (${env.DATA_DIR})`;
  process.stderr.write(`Could not open the database (${where}): ${reason}\n`);
  process.exit(1);
});
// With no admin account at all, log a one-time URL that creates the first one.
await announceSetupUrl({ db: services.db, log, siteUrl: env.SITE_URL });
// Delivers queued brochure mails in this process; on shutdown it finishes the job in hand.
const outbox = startOutboxWorker(services);
// Anonymises brochure requests past LEAD_RETENTION_MONTHS now and then once a day.
const retention = startRetentionSchedule({ db: services.db, log, months: env.LEAD_RETENTION_MONTHS });
const entry = (await import(new URL('../../dist/server/entry.mjs', import.meta.url).href)) as { handler: AstroHandler };

const server = createServer(
  createSiteHandler({
    clientDir: fileURLToPath(new URL('../../dist/client/', import.meta.url)),
    astroHandler: entry.handler,
    locals: { services },
    log,
    prerenderedCsp: readPrerenderedCsp(distDir),
    siteUrl: env.SITE_URL,
  }),
);
server.keepAliveTimeout = 5_000;

server.listen(env.PORT, env.HOST, () => {
  log.info({ url: `http://${env.HOST}:${env.PORT}`, site: env.SITE_URL }, 'listening');
});

let stopping = false;
async function shutdown(signal: string): Promise<void> {
  if (stopping) return;
  stopping = true;
  log.info({ signal }, 'shutting down: no new connections, finishing requests in flight');
  // Requests in flight get 10 s; idle keep-alive sockets are closed at once.
  const force = setTimeout(() => server.closeAllConnections(), 10_000);
  force.unref();
  server.close(async () => {
    retention.stop();
    await outbox.stop();
    await services.db.destroy();
    log.info('stopped');
    process.exit(0);
  });
  server.closeIdleConnections();
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));
