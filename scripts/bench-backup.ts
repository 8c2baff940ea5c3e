/**
 * `npm run bench:backup`: the size and time of a snapshot of a database holding 100,000
 * brochure requests, and the serving p99 while snapshots run, beside the p99 without.
 * autocannon on loopback against the built server on that database: brochure requests (writes,
 * every one a new visitor) and the home page (from memory). The snapshots run back to back in
 * this process, beside the server on the same cores, for the whole loaded run.
 *
 *   npm run build && npm run bench:backup [-- --leads 100000 --duration 10 --connections 10]
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { takeSnapshot, verifySnapshot } from '../src/server/operations/backup.server.ts';
import { BACKUP_TASK } from '../src/server/operations/backup-schedule.server.ts';
import { createDb } from '../src/server/platform/db.server.ts';
import { migrateToLatest } from '../src/server/platform/migrate.server.ts';
import { japanDay } from '../src/server/platform/scheduled.server.ts';
import { startBuiltServer } from '../tests/e2e/support/server.ts';
import { insertBulkLeads } from '../tests/setup/bulk-leads.ts';
import { loadLead } from '../tests/setup/load-run.ts';
import { startSmtp } from '../tests/setup/smtp.ts';

const { values: args } = parseArgs({
  options: {
    leads: { type: 'string', default: '100000' },
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '10' },
  },
});
const leads = Number(args.leads);
const duration = Number(args.duration);
const connections = Number(args.connections);

const dataDir = await mkdtemp(join(tmpdir(), 'pelvia-bench-backup-'));
const outDir = await mkdtemp(join(tmpdir(), 'pelvia-bench-snapshots-'));
const db = createDb({ dataDir });
await migrateToLatest(db);
await insertBulkLeads(db, leads);
// Today's nightly run counts as done, so the server takes none of its own during the runs.
const now = new Date().toISOString();
await db
  .insertInto('scheduled_runs')
  .values({ task: BACKUP_TASK, period: japanDay(new Date()), started_at: now, finished_at: now })
  .execute();
await db.destroy();

let n = 0;
const snapshot = async () => {
  n += 1;
  const taken = await takeSnapshot({ dataDir, to: join(outDir, `s${n}.db`) });
  await rm(taken.file, { force: true });
  await rm(`${taken.file}.sha256`, { force: true });
  return taken;
};

// Idle: the snapshot alone.
const idle = [];
for (let i = 0; i < 3; i += 1) idle.push(await snapshot());
const verifyStarted = performance.now();
const kept = await takeSnapshot({ dataDir, to: join(outDir, 'kept.db') });
const verified = await verifySnapshot(kept.file);
const verifyMs = Math.round(performance.now() - verifyStarted) - kept.ms;
process.stdout.write(
  `bench:backup: ${leads} leads; snapshot ${(kept.bytes / 1024 / 1024).toFixed(1)} MB; ` +
    `times ${idle.map((s) => s.ms).join(', ')} ms (idle); verify ${verifyMs} ms (${verified.ok ? 'ok' : 'FAILED'})\n`,
);

const smtp = await startSmtp();
const server = await startBuiltServer({
  DATA_DIR: dataDir,
  LEAD_RATE_LIMIT: '0',
  SMTP_URL: smtp.url,
  NOTIFY_TO: 'sales@example.jp',
  LOG_LEVEL: 'warn',
});
let sequence = 0;
const target = (path: 'leads' | 'home') =>
  path === 'leads'
    ? {
        url: `${server.url}/api/brochure-requests`,
        requests: [
          {
            method: 'POST' as const,
            headers: { 'content-type': 'application/json', origin: server.url },
            setupRequest: (request: object) => {
              sequence += 1;
              return { ...request, body: JSON.stringify(loadLead(sequence, '負荷試験')) };
            },
          },
        ],
      }
    : { url: `${server.url}/` };

async function run(path: 'leads' | 'home', withBackup: boolean) {
  let stop = false;
  const during: number[] = [];
  const loop = (async () => {
    while (withBackup && !stop) during.push((await snapshot()).ms);
  })();
  const result = await autocannon({ ...target(path), connections, duration });
  stop = true;
  await loop;
  process.stdout.write(
    `  ${path.padEnd(5)} ${withBackup ? 'with snapshots' : 'alone         '}  ${String(Math.round(result.requests.average)).padStart(5)} req/s  ` +
      `p50 ${result.latency.p50} ms  p99 ${result.latency.p99} ms  max ${result.latency.max} ms  non-2xx ${result.non2xx}` +
      `${withBackup ? `  (${during.length} snapshots, ${during.join('/')} ms)` : ''}\n`,
  );
}

try {
  for (const path of ['leads', 'home'] as const) {
    await run(path, false);
    await run(path, true);
  }
} finally {
  await server.stop();
  await smtp.close();
  await rm(dataDir, { recursive: true, force: true });
  await rm(outDir, { recursive: true, force: true });
}
