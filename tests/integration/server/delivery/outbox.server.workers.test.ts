/**
 * Two outbox workers, each with its own mailer (and on PostgreSQL its own connection pool), drain
 * one queue against a real SMTP server on loopback that stalls its replies: some first
 * deliveries get their 250 only after longer than the whole lease. No message may be accepted
 * twice (counted by Message-ID at the server), and every job must end `sent`.
 *
 * On SQLite both workers share the one handle a process has (node:sqlite is synchronous: two
 * handles in one process would block each other on the file lock); the claims still interleave.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { leadUrlOn } from '../../../../src/actions/paths.ts';
import { createMailer } from '../../../../src/server/delivery/mail.server.ts';
import type { OutboxWorker } from '../../../../src/server/delivery/outbox.server.ts';
import { createBrochureRequest } from '../../../../src/server/leads/leads.server.ts';
import type { Db } from '../../../../src/server/platform/db.server.ts';
import { createLogger } from '../../../../src/server/platform/logger.server.ts';
import { startOutboxWorker } from '../../../../src/server/services.server.ts';
import { openAnotherHandle, openTestDb, type TestDb, testBackends } from '../../../setup/db.ts';
import { validLead } from '../../../setup/factories.ts';
import { messageIdOf, startSmtp, type TestSmtp } from '../../../setup/smtp.ts';

const log = createLogger('silent');

const LEADS = 40;
const JOBS = LEADS * 2;
/**
 * A short lease, and a send deadline half as long. The deadline stays far above a normal send
 * on a loaded machine: a send cut off while the server's 250 is already on its way is the one
 * case SMTP cannot tell apart (the mail is then sent again with its Message-ID, see ADR 003).
 */
const LEASE_MS = 2_000;
const SEND_TIMEOUT_MS = 1_000;
/** Every STALL_EVERY-th message's first delivery is answered only after this: longer than the lease. */
const STALL_EVERY = 12;
const STALL_MS = 30_000;

describe.each(testBackends())('two outbox workers on %s against a stalling SMTP server', (backend) => {
  const cleanups: (() => Promise<void> | void)[] = [];
  afterEach(async () => {
    for (const fn of cleanups.splice(0).reverse()) await fn();
  });

  it('send every job exactly once', { timeout: 60_000 }, async () => {
    const testDb: TestDb = await openTestDb(backend);
    cleanups.push(() => testDb.cleanup());
    const second: Db = backend === 'postgres' ? openAnotherHandle(testDb) : testDb.db;
    if (second !== testDb.db) cleanups.push(() => second.destroy());

    let firstDeliveries = 0;
    const stalled = new Set<string>();
    const smtp: TestSmtp = await startSmtp(0, {
      replyDelayMs: ({ messageId, seen }) => {
        if (seen > 0 || !messageId) return 0;
        firstDeliveries += 1;
        if (firstDeliveries % STALL_EVERY !== 0) return firstDeliveries % 3 === 0 ? 30 : 0;
        stalled.add(messageId);
        return STALL_MS;
      },
    });
    cleanups.push(() => smtp.close());

    const now = new Date();
    for (let i = 0; i < LEADS; i++) {
      const lead = await createBrochureRequest(
        testDb.db,
        { ...validLead, email: `lead${i}@example.jp` },
        { locale: 'ja', now, idempotencyKey: `two-workers-${i}` },
      );
      expect(lead.ok).toBe(true);
    }

    const workers: OutboxWorker[] = [testDb.db, second].map((db) => {
      const mailer = createMailer({ smtpUrl: smtp.url, dataDir: '/nonexistent', log });
      cleanups.push(() => mailer.close());
      return startOutboxWorker(
        {
          db,
          log,
          env: { DATA_DIR: '/nonexistent', NOTIFY_TO: 'sales@example.jp' },
          leadUrl: leadUrlOn('https://www.example.jp'),
        },
        {
          mailer,
          intervalMs: 50,
          leaseMs: LEASE_MS,
          sendTimeoutMs: SEND_TIMEOUT_MS,
          retryDelaysMs: [100, 100, 100, 100, 100],
        },
      );
    });
    cleanups.push(() => Promise.all(workers.map((w) => w.stop())).then(() => undefined));

    const began = Date.now();
    const sent = async () =>
      Number(
        (
          await testDb.db
            .selectFrom('outbox_jobs')
            .select((eb) => eb.fn.countAll<number | string>().as('n'))
            .where('status', '=', 'sent')
            .executeTakeFirstOrThrow()
        ).n,
      );
    await expect.poll(sent, { timeout: 45_000, interval: 100 }).toBe(JOBS);
    const seconds = (Date.now() - began) / 1000;
    await Promise.all(workers.map((w) => w.stop()));
    // Every stalled reply is settled: abandoned by its client, or (a bug) sent and counted.
    await expect.poll(() => smtp.stalledReplies(), { timeout: 5_000, interval: 50 }).toBe(0);

    const byMessageId = new Map<string, number>();
    for (const mail of smtp.received) {
      const id = messageIdOf(mail.raw) ?? '';
      byMessageId.set(id, (byMessageId.get(id) ?? 0) + 1);
    }
    const duplicates = [...byMessageId.values()].filter((n) => n > 1).length;
    const jobs = await testDb.db.selectFrom('outbox_jobs').select(['id', 'status', 'attempts']).execute();
    const attempts = await testDb.db.selectFrom('outbox_attempts').select(['job_id', 'ok', 'error']).execute();
    process.stdout.write(
      `two workers on ${backend}: ${JOBS} jobs, ${smtp.received.length} mails accepted, ` +
        `${byMessageId.size} distinct Message-IDs, ${duplicates} duplicates, ${stalled.size} first deliveries stalled ` +
        `${STALL_MS} ms (lease ${LEASE_MS} ms, send deadline ${SEND_TIMEOUT_MS} ms), ` +
        `${smtp.abandoned.length} given up and not accepted, ${attempts.length} attempts, ${seconds.toFixed(1)} s\n`,
    );

    expect(duplicates).toBe(0);
    expect(smtp.received).toHaveLength(JOBS);
    expect(new Set(byMessageId.keys())).toEqual(new Set(jobs.map((job) => `<${job.id}@example.jp>`)));
    expect(jobs.every((job) => job.status === 'sent')).toBe(true);
    // The stall made the test meaningful: sends were cut off at the deadline and retried.
    // (A machine slow enough to pass the deadline on an ordinary send adds a few more.)
    expect(stalled.size).toBeGreaterThanOrEqual(Math.floor(JOBS / STALL_EVERY) - 1);
    const abandonedIds = new Set(smtp.abandoned.map((mail) => messageIdOf(mail.raw)));
    expect([...stalled].every((id) => abandonedIds.has(id))).toBe(true);
    const retried = attempts.filter((a) => !a.ok);
    expect(retried.length).toBeGreaterThanOrEqual(stalled.size);
    expect(retried.every((a) => a.error?.startsWith('no answer within the send deadline'))).toBe(true);
    // One successful attempt per job, and no attempt recorded without its claim.
    expect(attempts.filter((a) => a.ok)).toHaveLength(JOBS);
    expect(attempts).toHaveLength(jobs.reduce((sum, job) => sum + job.attempts, 0));
  });
});
