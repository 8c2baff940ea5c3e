/**
 * `npm run bench:leads`: how many brochure requests the built product accepts per second.
 * autocannon on loopback against POST /api/brochure-requests (rate limit off), every request a
 * different visitor, the outbox worker delivering to a real SMTP server on loopback meanwhile,
 * as in production. Each request carries its own signed form token and solved challenge,
 * fetched from the server (GET /api/brochure-form) and solved before the run, and verified and
 * spent by the server on every request (LEAD_PROOF_WORK=1: the browser's work is not what is
 * measured, the server's check is). Prints accepted/s and p50/p99 latency, then checks that
 * every accepted request is a row with its two outbox jobs (zero loss). SQLite, and PostgreSQL when
 * BENCH_DATABASE_URL or TEST_DATABASE_URL is set. Target (SQLite, 2 cores): ≥ 300/s, p99 < 100 ms.
 *
 *   npm run build && npm run bench:leads [-- --duration 10 --connections 10]
 */

import { setTimeout as sleep } from 'node:timers/promises';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { sql } from 'kysely';
import { startBuiltServer } from '../tests/e2e/support/server.ts';
import { FORM_TRAP_WAIT_MS, fetchFormProofs } from '../tests/setup/form-proof.ts';
import { type LoadDatabase, loadDatabases, loadLead } from '../tests/setup/load-run.ts';
import { startSmtp } from '../tests/setup/smtp.ts';

const { values: args } = parseArgs({
  options: {
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '10' },
  },
});
const duration = Number(args.duration);
const connections = Number(args.connections);

let sequence = 0;
let proofs: { idempotency_key: string; altcha: string }[] = [];
function nextBody(): string {
  sequence += 1;
  return JSON.stringify({ ...loadLead(sequence, '負荷試験'), ...proofs.pop() });
}
/** More proofs than the fastest run could use (a request without one would wait for review). */
const PROOFS_PER_SECOND = 600;

async function bench(target: LoadDatabase): Promise<boolean> {
  const smtp = await startSmtp();
  const server = await startBuiltServer({
    ...target.env,
    LEAD_RATE_LIMIT: '0',
    LEAD_SITE_CEILING: '0',
    LEAD_PROOF_WORK: '1',
    SMTP_URL: smtp.url,
    NOTIFY_TO: 'sales@example.jp',
    LOG_LEVEL: 'warn',
  });
  try {
    proofs = await fetchFormProofs(server.url, PROOFS_PER_SECOND * duration);
    await sleep(FORM_TRAP_WAIT_MS);
    const result = await autocannon({
      url: `${server.url}/api/brochure-requests`,
      connections,
      duration,
      requests: [
        {
          method: 'POST',
          headers: { 'content-type': 'application/json', origin: server.url },
          setupRequest: (request) => ({ ...request, body: nextBody() }),
        },
      ],
    });
    const accepted = result['2xx'];
    const db = target.open(server.dataDir);
    let rows: number;
    let jobs: number;
    try {
      // One statement, so one snapshot: requests still in flight commit a lead and its jobs
      // together, and two separate counts could fall either side of such a commit.
      const { rows: counts } = await sql<{ leads: number | string; jobs: number | string }>`
        select (select count(*) from material_requests) as leads, (select count(*) from outbox_jobs) as jobs
      `.execute(db);
      rows = Number(counts[0]?.leads);
      jobs = Number(counts[0]?.jobs);
    } finally {
      await db.destroy();
    }
    const perSecond = accepted / (result.duration || duration);
    // Requests cut off by the end of the run may be stored without their answer being counted,
    // so rows can exceed the accepted count; fewer rows would be loss.
    const lost = Math.max(0, accepted - rows);
    process.stdout.write(
      `${target.name.padEnd(11)} accepted ${String(accepted).padStart(6)} in ${result.duration.toFixed(1)} s = ` +
        `${perSecond.toFixed(0).padStart(5)}/s  p50 ${result.latency.p50} ms  p99 ${result.latency.p99} ms  ` +
        `non-2xx ${result.non2xx}  errors ${result.errors}  rows ${rows}  jobs ${jobs}  ` +
        `${lost === 0 && jobs === rows * 2 ? 'no loss' : `LOSS: ${lost} rows, ${rows * 2 - jobs} jobs`}\n`,
    );
    return lost === 0 && jobs === rows * 2 && result.non2xx === 0 && result.errors === 0;
  } finally {
    await server.stop();
    await smtp.close();
    await target.cleanup();
  }
}

process.stdout.write(`bench:leads: ${connections} connections, ${duration} s per database, loopback\n`);
const targets = await loadDatabases(process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL);
let ok = true;
for (const target of targets) ok = (await bench(target)) && ok;
process.exit(ok ? 0 : 1);
