import { afterEach, describe, expect, it } from 'vitest';
import { createBrochureRequest } from '../../src/server/leads.server.ts';
import { createLogger } from '../../src/server/logger.server.ts';
import { createMailer } from '../../src/server/mail.server.ts';
import {
  claimDueJobs,
  LEASE_MS,
  MAX_ATTEMPTS,
  type OutboxDeps,
  RETRY_DELAYS_MS,
  runDueJobs,
  startOutboxWorker,
} from '../../src/server/outbox.server.ts';
import { openTestDb, testBackends, useTestDb } from '../setup/db.ts';
import { parseMail } from '../setup/mime.ts';
import { startSmtp } from '../setup/smtp.ts';
import { validLead } from './leads.fixture.ts';

const log = createLogger('silent');

const start = new Date('2026-11-21T03:00:00.000Z');
const at = (ms: number) => new Date(start.getTime() + ms);

describe.each(testBackends())('outbox on %s', (backend) => {
  const t = useTestDb(backend);
  const cleanups: (() => Promise<void> | void)[] = [];
  afterEach(async () => {
    for (const fn of cleanups.splice(0).reverse()) await fn();
  });

  const deps = (port: number): OutboxDeps => {
    const mailer = createMailer({ smtpUrl: `smtp://127.0.0.1:${port}`, dataDir: '/nonexistent', log });
    cleanups.push(() => mailer.close());
    return {
      db: t.db,
      log,
      mailer,
      staff: { notifyTo: 'sales@example.jp', siteUrl: 'https://www.example.jp' },
    };
  };

  const submit = (overrides: Record<string, unknown> = {}, locale: 'ja' | 'en' | 'zh-cn' = 'ja') =>
    createBrochureRequest(t.db, { ...validLead, ...overrides }, { locale, now: start, idempotencyKey: undefined });

  it('delivers the staff notification and the auto-reply with the right content', async () => {
    const smtp = await startSmtp();
    cleanups.push(() => smtp.close());
    const lead = await submit({ name: '山田 <b>花子</b>', purpose: '導入検討\n<script>alert(1)</script>' });
    expect(await runDueJobs(deps(smtp.port), () => start)).toBe(2);

    expect(smtp.received).toHaveLength(2);
    const mails = smtp.received.map((r) => parseMail(r.raw));
    const staff = mails.find((m) => m.text?.includes('資料請求がありました'));
    const reply = mails.find((m) => m !== staff);
    if (!staff || !reply || !lead.ok) throw new Error('missing mail');

    expect(smtp.received.find((r) => r.raw === smtp.received[mails.indexOf(staff)]?.raw)?.to).toEqual([
      'sales@example.jp',
    ]);
    expect(staff.subject).toBe('【資料請求】山田 <b>花子</b> 様（株式会社サンプル）');
    expect(staff.text).toContain('090-1234-5678');
    expect(staff.text).toContain('Pelvia DR');
    expect(staff.text).toContain('hanako@example.jp');
    expect(staff.text).toContain(`https://www.example.jp/admin/leads/${lead.id}`);
    expect(staff.html).toContain('山田 &lt;b&gt;花子&lt;/b&gt;');
    expect(staff.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(staff.html).not.toContain('<script>');
    expect(staff.replyTo).toBe('hanako@example.jp');

    expect(reply.to).toBe('hanako@example.jp');
    expect(reply.subject).toBe('資料請求を受け付けました（Pelvia）');
    expect(reply.text).toContain('1〜2営業日以内');
    expect(reply.text).toContain('第三者への転送・共有はご遠慮ください');
    expect(reply.html).toContain('山田 &lt;b&gt;花子&lt;/b&gt; 様');

    const jobs = await t.db.selectFrom('outbox_jobs').select(['status', 'attempts']).execute();
    expect(jobs).toEqual([
      { status: 'sent', attempts: 1 },
      { status: 'sent', attempts: 1 },
    ]);
    const attempts = await t.db.selectFrom('outbox_attempts').select(['ok', 'error']).execute();
    expect(attempts.map((a) => [Boolean(a.ok), a.error])).toEqual([
      [true, null],
      [true, null],
    ]);
  });

  it('answers the auto-reply in the language of the page', async () => {
    const smtp = await startSmtp();
    cleanups.push(() => smtp.close());
    await submit({}, 'en');
    await submit({ email: 'li@example.cn' }, 'zh-cn');
    await runDueJobs(deps(smtp.port), () => start);
    const subjects = smtp.received.map((r) => parseMail(r.raw)).map((m) => m.subject);
    expect(subjects).toContain('We have received your brochure request (Pelvia)');
    expect(subjects).toContain('我们已收到您的资料申请（Pelvia）');
  });

  it('keeps the request while SMTP is down, retries on schedule and delivers once it is back', async () => {
    const probe = await startSmtp();
    const port = probe.port;
    await probe.close();
    const d = deps(port);
    const lead = await submit();
    expect(lead.ok).toBe(true);

    // Down: both attempts fail and are scheduled one minute later.
    expect(await runDueJobs(d, () => start)).toBe(2);
    let jobs = await t.db.selectFrom('outbox_jobs').selectAll().execute();
    expect(jobs.map((j) => [j.status, j.attempts, j.next_attempt_at])).toEqual([
      ['pending', 1, at(RETRY_DELAYS_MS[0]).toISOString()],
      ['pending', 1, at(RETRY_DELAYS_MS[0]).toISOString()],
    ]);
    expect(jobs[0]?.last_error).toMatch(/ECONNREFUSED|connect/i);
    // Not due yet.
    expect(await runDueJobs(d, () => at(RETRY_DELAYS_MS[0] - 1))).toBe(0);

    const smtp = await startSmtp(port);
    cleanups.push(() => smtp.close());
    expect(await runDueJobs(d, () => at(RETRY_DELAYS_MS[0]))).toBe(2);
    expect(smtp.received).toHaveLength(2);
    jobs = await t.db.selectFrom('outbox_jobs').selectAll().execute();
    expect(jobs.map((j) => [j.status, j.attempts])).toEqual([
      ['sent', 2],
      ['sent', 2],
    ]);
    expect(await runDueJobs(d, () => at(24 * 3_600_000))).toBe(0);
    expect(smtp.received).toHaveLength(2);
  });

  it('backs off 1 min, 5 min, 15 min, 1 h, 6 h, then marks the job failed', async () => {
    const probe = await startSmtp();
    await probe.close();
    const d = deps(probe.port);
    await submit();
    await t.db.deleteFrom('outbox_jobs').where('kind', '=', 'lead.auto_reply').execute();
    let clock = start.getTime();
    const delays: number[] = [];
    for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt++) {
      expect(await runDueJobs(d, () => new Date(clock))).toBe(1);
      const job = await t.db.selectFrom('outbox_jobs').selectAll().executeTakeFirstOrThrow();
      expect(job.attempts).toBe(attempt);
      if (attempt < MAX_ATTEMPTS) {
        expect(job.status).toBe('pending');
        const next = Date.parse(job.next_attempt_at);
        delays.push(next - clock);
        clock = next;
      } else {
        expect(job.status).toBe('failed');
      }
    }
    expect(delays).toEqual([60_000, 300_000, 900_000, 3_600_000, 21_600_000]);
    expect(await runDueJobs(d, () => new Date(clock + 7 * 24 * 3_600_000))).toBe(0);
    const attempts = await t.db.selectFrom('outbox_attempts').select('ok').execute();
    expect(attempts.map((a) => Boolean(a.ok))).toEqual(Array(MAX_ATTEMPTS).fill(false));
  });

  it('takes a job again when the worker holding it died (lease expired)', async () => {
    await submit();
    const claimed = await claimDueJobs(t.db, start);
    expect(claimed).toHaveLength(2);
    expect(await claimDueJobs(t.db, at(LEASE_MS - 1))).toHaveLength(0);
    expect(await claimDueJobs(t.db, at(LEASE_MS + 1))).toHaveLength(2);
  });

  it('stop() waits for the job in hand and leaves the rest for later', async () => {
    const smtp = await startSmtp();
    cleanups.push(() => smtp.close());
    await submit();
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const real = deps(smtp.port).mailer;
    let sending = 0;
    const worker = startOutboxWorker(
      { db: t.db, log, env: { DATA_DIR: '/nonexistent', SITE_URL: 'https://www.example.jp' } },
      {
        intervalMs: 60_000,
        mailer: {
          async send(message) {
            sending += 1;
            await gate;
            await real.send(message);
          },
          close() {},
        },
      },
    );
    await expect.poll(() => sending).toBe(1);
    const stopped = worker.stop();
    let done = false;
    void stopped.then(() => {
      done = true;
    });
    await new Promise((r) => setTimeout(r, 50));
    expect(done).toBe(false);
    release();
    await stopped;
    expect(smtp.received).toHaveLength(1);
    const jobs = await t.db.selectFrom('outbox_jobs').select(['status', 'locked_until']).orderBy('status').execute();
    expect(jobs).toEqual([
      { status: 'pending', locked_until: null },
      { status: 'sent', locked_until: null },
    ]);
  });
});

describe.runIf(testBackends().includes('postgres'))('outbox with two workers on one PostgreSQL database', () => {
  it('sends each job exactly once', async () => {
    const first = await openTestDb('postgres');
    const smtp = await startSmtp();
    const { createDb } = await import('../../src/server/db.server.ts');
    const second = createDb({ databaseUrl: process.env.TEST_DATABASE_URL ?? '', searchPath: first.location });
    const mailers = [1, 2].map(() => createMailer({ smtpUrl: `smtp://127.0.0.1:${smtp.port}`, dataDir: '/x', log }));
    try {
      for (let i = 0; i < 20; i++) {
        await createBrochureRequest(
          first.db,
          { ...validLead, email: `lead${i}@example.jp` },
          { locale: 'ja', now: start, idempotencyKey: `two-workers-${i}` },
        );
      }
      const staff = { notifyTo: 'sales@example.jp', siteUrl: 'https://www.example.jp' };
      const workers = mailers.map((mailer, i) => ({ db: i === 0 ? first.db : second, log, mailer, staff }));
      const runAll = async (d: OutboxDeps) => {
        let total = 0;
        for (let ran = 1; ran > 0; ) {
          ran = await runDueJobs(d, () => start);
          total += ran;
        }
        return total;
      };
      const [a, b] = await Promise.all(workers.map(runAll));
      expect((a ?? 0) + (b ?? 0)).toBe(40);
      expect(smtp.received).toHaveLength(40);
      const attempts = await first.db.selectFrom('outbox_attempts').select('job_id').execute();
      expect(new Set(attempts.map((x) => x.job_id)).size).toBe(40);
      expect(attempts).toHaveLength(40);
    } finally {
      for (const m of mailers) m.close();
      await smtp.close();
      await second.destroy();
      await first.cleanup();
    }
  });
});
