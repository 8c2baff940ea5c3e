/**
 * `npm run test:faults`: the brochure request pipeline survives a crash. Against the built
 * product with a real SMTP server on loopback: submit requests concurrently, SIGKILL the
 * server mid-run, start it again on the same database, and check that
 * - every request that got a success answer is stored, with its two outbox jobs;
 * - every one of those jobs reaches the SMTP server, each as exactly one message (one
 *   Message-ID per job); a re-send after the kill (the SMTP server accepted, the process died
 *   before recording it) carries the same Message-ID and is counted and printed separately.
 * Runs on SQLite, and on PostgreSQL too when TEST_DATABASE_URL is set. Exits 1 on a failure.
 */

import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { type RunningServer, startBuiltServer } from '../e2e/support/server.ts';
import { FORM_TRAP_WAIT_MS, fetchFormProofs } from '../setup/form-proof.ts';
import { type LoadDatabase, loadDatabases, loadLead } from '../setup/load-run.ts';
import { messageIdOf, startSmtp } from '../setup/smtp.ts';

/** Upper bound of requests sent; the kill normally comes well before. */
const MAX_REQUESTS = 600;
/** Paced, so the kill finds a few hundred requests stored rather than thousands to drain. */
const CONCURRENCY = 4;
const PAUSE_MS = 20;
/** The kill comes once the outbox worker is busy: this many mails have reached the SMTP server. */
const KILL_AFTER_MAILS = 30;
/** Short, so the restarted worker soon takes over the dead one's claims; sends cut off within half. */
const LEASE_SECONDS = 5;
const SEND_TIMEOUT_SECONDS = 2;
const DRAIN_TIMEOUT_MS = 60_000;

interface Outcome {
  email: string;
  ok: boolean;
}

/** A signed token and a solved challenge per request, fetched before the load (as a browser would). */
let proofs: { idempotency_key: string; altcha: string }[] = [];

async function submit(url: string, key: string, index: number): Promise<Outcome> {
  const lead = loadLead(index, '障害試験', key);
  const body = { ...lead, ...proofs[index] };
  const email = lead.email ?? '';
  try {
    const response = await fetch(`${url}/api/brochure-requests`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: url },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(10_000),
    });
    const answer = (await response.json().catch(() => ({}))) as { ok?: boolean };
    return { email, ok: response.status === 200 && answer.ok === true };
  } catch {
    // Refused, reset or cut off by the kill: no success answer, so no promise was made.
    return { email, ok: false };
  }
}

/**
 * Sends requests CONCURRENCY at a time while the worker delivers, and kills the server once
 * KILL_AFTER_MAILS mails have arrived: requests and sends are both in flight at that moment.
 */
async function submitAndKill(server: RunningServer, mailsReceived: () => number): Promise<Outcome[]> {
  proofs = await fetchFormProofs(server.url, MAX_REQUESTS);
  await sleep(FORM_TRAP_WAIT_MS);
  const outcomes: Outcome[] = [];
  let next = 0;
  let killed = false;
  const worker = async () => {
    while (!killed && next < MAX_REQUESTS) {
      const index = next++;
      outcomes.push(await submit(server.url, randomUUID(), index));
      await new Promise((r) => setTimeout(r, PAUSE_MS));
      if (!killed && mailsReceived() >= KILL_AFTER_MAILS) {
        killed = true;
        process.kill(server.pid, 'SIGKILL');
      }
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  await server.exited;
  return outcomes;
}

async function run(backend: LoadDatabase): Promise<string[]> {
  const failures: string[] = [];
  const smtp = await startSmtp();
  const dataDir = await mkdtemp(join(tmpdir(), 'pelvia-fault-'));
  const env = {
    ...backend.env,
    DATA_DIR: dataDir,
    SMTP_URL: smtp.url,
    NOTIFY_TO: 'sales@example.jp',
    LEAD_RATE_LIMIT: '0',
    LEAD_SITE_CEILING: '0',
    LEAD_PROOF_WORK: '1',
    OUTBOX_LEASE_SECONDS: String(LEASE_SECONDS),
    OUTBOX_SEND_TIMEOUT_SECONDS: String(SEND_TIMEOUT_SECONDS),
    LOG_LEVEL: 'fatal',
  };
  const started = Date.now();
  let second: RunningServer | undefined;
  const first = await startBuiltServer(env);
  try {
    const outcomes = await submitAndKill(first, () => smtp.received.length);
    await rm(first.dataDir, { recursive: true, force: true });
    const acknowledged = outcomes.filter((o) => o.ok).map((o) => o.email);
    const mailsBeforeRestart = smtp.received.length;

    second = await startBuiltServer(env);
    const db = backend.open(dataDir);
    try {
      const rows = await db
        .selectFrom('material_requests')
        .select(['id', 'email'])
        .where('email', 'in', acknowledged.length > 0 ? acknowledged : [''])
        .execute();
      const stored = new Set(rows.map((r) => r.email));
      const lost = acknowledged.filter((email) => !stored.has(email));
      if (lost.length > 0) failures.push(`${lost.length} acknowledged requests are not in the database`);

      const ids = rows.map((r) => r.id);
      const jobs = await db.selectFrom('outbox_jobs').select(['id', 'payload']).execute();
      const wanted = jobs.filter((job) => ids.includes((JSON.parse(job.payload) as { requestId: string }).requestId));
      if (wanted.length !== ids.length * 2) {
        failures.push(`expected ${ids.length * 2} outbox jobs for ${ids.length} requests, found ${wanted.length}`);
      }

      // Wait for the restarted worker (lease expiry included) to deliver every job.
      const expected = new Set(wanted.map((job) => `<${job.id}@`));
      const delivered = () => {
        const seen = new Map<string, number>();
        for (const mail of smtp.received) {
          const id = messageIdOf(mail.raw);
          const job = id ? `${id.slice(0, id.indexOf('@') + 1)}` : '';
          if (expected.has(job)) seen.set(job, (seen.get(job) ?? 0) + 1);
        }
        return seen;
      };
      const deadline = Date.now() + DRAIN_TIMEOUT_MS;
      while (delivered().size < expected.size && Date.now() < deadline) await new Promise((r) => setTimeout(r, 250));
      const seen = delivered();
      const missing = expected.size - seen.size;
      const resent = [...seen.values()].filter((n) => n > 1).length;
      if (missing > 0) failures.push(`${missing} notifications never arrived`);

      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      process.stdout.write(
        `${backend.name}: ${outcomes.length} submitted, ${acknowledged.length} acknowledged, ${rows.length} stored, ` +
          `${outcomes.length - acknowledged.length} unanswered (killed), ${mailsBeforeRestart} mails before the kill, ` +
          `${seen.size}/${expected.size} notifications delivered, ${resent} re-sent with the same Message-ID, ` +
          `${seconds} s\n`,
      );
    } finally {
      await db.destroy();
    }
  } finally {
    await second?.stop();
    if (first.exited && (await Promise.race([first.exited, Promise.resolve('running')])) === 'running') {
      process.kill(first.pid, 'SIGKILL');
    }
    await smtp.close();
    await rm(dataDir, { recursive: true, force: true });
    await backend.cleanup();
  }
  return failures;
}

const backends = await loadDatabases(process.env.TEST_DATABASE_URL);

let failed = false;
for (const backend of backends) {
  const failures = await run(backend);
  for (const failure of failures) process.stdout.write(`  FAIL (${backend.name}): ${failure}\n`);
  failed ||= failures.length > 0;
}
process.stdout.write(failed ? 'test:faults FAILED\n' : 'test:faults: no request lost, every notification delivered\n');
process.exit(failed ? 1 : 0);
