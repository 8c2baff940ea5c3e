import pino from 'pino';
import { afterEach, describe, expect, it } from 'vitest';
import { leadUrlOn } from '../../../../src/actions/paths.ts';
import { createMailer, type Mailer } from '../../../../src/server/delivery/mail.server.ts';
import {
  type ClaimedJob,
  claimNextJob,
  LEASE_MS,
  MAX_ATTEMPTS,
  RETRY_DELAYS_MS,
  runDueJobs,
  runJob,
} from '../../../../src/server/delivery/outbox.server.ts';
import { createBrochureRequest } from '../../../../src/server/leads/leads.server.ts';
import { createLogger } from '../../../../src/server/platform/logger.server.ts';
import { JOB_KINDS, type JobDeps, startOutboxWorker } from '../../../../src/server/services.server.ts';
import { testBackends, useTestDb } from '../../../setup/db.ts';
import { validLead } from '../../../setup/factories.ts';
import { parseMail } from '../../../setup/mime.ts';
import { messageIdOf, startSmtp } from '../../../setup/smtp.ts';

const log = createLogger('silent');

const start = new Date('2026-11-21T03:00:00.000Z');
const at = (ms: number) => new Date(start.getTime() + ms);

describe.each(testBackends())('outbox on %s', (backend) => {
  const t = useTestDb(backend);
  const cleanups: (() => Promise<void> | void)[] = [];
  afterEach(async () => {
    for (const fn of cleanups.splice(0).reverse()) await fn();
  });

  const deps = (port: number): JobDeps => {
    const mailer = createMailer({ smtpUrl: `smtp://127.0.0.1:${port}`, dataDir: '/nonexistent', log });
    cleanups.push(() => mailer.close());
    return {
      db: t.db,
      log,
      mailer,
      staff: { notifyTo: 'sales@example.jp', leadUrl: leadUrlOn('https://www.example.jp') },
      kinds: JOB_KINDS,
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
    const mails = await Promise.all(smtp.received.map((r) => parseMail(r.raw)));
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
    // A fixed salutation: the receipt echoes nothing typed (issue 30).
    expect(reply.html).toContain('申込者様');
    expect(reply.html).not.toContain('花子');

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
    const subjects = (await Promise.all(smtp.received.map((r) => parseMail(r.raw)))).map((m) => m.subject);
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

  it('takes a job again when the worker holding it died (lease expired), under a new token', async () => {
    await submit();
    const first = await claimNextJob(t.db, start);
    const second = await claimNextJob(t.db, start);
    expect(first && second && first.id !== second.id).toBe(true);
    expect(await claimNextJob(t.db, at(LEASE_MS - 1))).toBeUndefined();
    const again = [await claimNextJob(t.db, at(LEASE_MS + 1)), await claimNextJob(t.db, at(LEASE_MS + 1))];
    expect(new Set(again.map((job) => job?.id))).toEqual(new Set([first?.id, second?.id]));
    const tokens = [first, second, ...again].map((job) => job?.lease_token);
    expect(new Set(tokens).size).toBe(4);
    expect(await claimNextJob(t.db, at(LEASE_MS + 1))).toBeUndefined();
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
      { db: t.db, log, env: { DATA_DIR: '/nonexistent' }, leadUrl: leadUrlOn('https://www.example.jp') },
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

  describe('claims', () => {
    const lease = 150_000;
    const staffJob = async () => {
      await submit();
      await t.db.deleteFrom('outbox_jobs').where('kind', '=', 'lead.auto_reply').execute();
    };
    const jobRow = () =>
      t.db
        .selectFrom('outbox_jobs')
        .select(['status', 'attempts', 'lease_token', 'locked_until', 'last_error'])
        .executeTakeFirstOrThrow();
    const attemptRows = () => t.db.selectFrom('outbox_attempts').select(['ok', 'error']).execute();

    it('a worker whose claim was taken over mid-send cannot set the sent job back to pending', async () => {
      const smtp = await startSmtp();
      cleanups.push(() => smtp.close());
      await staffJob();
      const real = deps(smtp.port);
      const stale = await claimNextJob(t.db, start, lease);
      if (!stale) throw new Error('no job');
      // While the first worker's send hangs past its lease, a second worker takes the job over,
      // sends it and records it; then the first send fails.
      const hanging: Mailer = {
        async send() {
          const fresh = await claimNextJob(t.db, at(3 * lease), lease);
          if (!fresh) throw new Error('the expired claim was not taken over');
          expect(fresh.lease_token).not.toBe(stale.lease_token);
          expect(await runJob({ ...real, leaseMs: lease }, fresh, () => at(3 * lease + 1))).toBe(true);
          throw new Error('421 4.4.2 timeout');
        },
        close() {},
      };
      expect(await runJob({ ...real, mailer: hanging, leaseMs: lease }, stale, () => at(1))).toBe(false);
      expect(await jobRow()).toEqual({
        status: 'sent',
        attempts: 1,
        lease_token: null,
        locked_until: null,
        last_error: null,
      });
      expect((await attemptRows()).map((a) => [Boolean(a.ok), a.error])).toEqual([[true, null]]);
      expect(smtp.received).toHaveLength(1);
    });

    it.each(['failed', 'went through'] as const)(
      'a stale send that %s leaves the newer claim in force while its worker is still sending',
      async (outcome) => {
        await staffJob();
        const stale = await claimNextJob(t.db, start, lease);
        if (!stale) throw new Error('no job');
        let fresh: ClaimedJob | undefined;
        const d = {
          db: t.db,
          log,
          staff: { notifyTo: 'sales@example.jp', leadUrl: leadUrlOn('https://x.example') },
          kinds: JOB_KINDS,
        };
        const hanging: Mailer = {
          async send() {
            fresh = await claimNextJob(t.db, at(3 * lease), lease);
            if (outcome === 'failed') throw new Error('451 try again later');
          },
          close() {},
        };
        expect(await runJob({ ...d, mailer: hanging, leaseMs: lease }, stale, () => at(1))).toBe(
          outcome === 'went through',
        );
        if (!fresh) throw new Error('the expired claim was not taken over');
        const row = await jobRow();
        expect(row).toEqual({
          status: 'sending',
          attempts: 0,
          lease_token: fresh.lease_token,
          locked_until: at(4 * lease).toISOString(),
          last_error: null,
        });
        expect(await attemptRows()).toEqual([]);
        // The newer claim records its own outcome.
        const quick: Mailer = { send: async () => {}, close() {} };
        expect(await runJob({ ...d, mailer: quick, leaseMs: lease }, fresh, () => at(3 * lease + 1))).toBe(true);
        expect(await jobRow()).toMatchObject({ status: 'sent', attempts: 1, lease_token: null });
        expect((await attemptRows()).map((r) => Boolean(r.ok))).toEqual([true]);
      },
    );

    it('re-checks the claim right before sending and sends nothing once it was taken over', async () => {
      const smtp = await startSmtp();
      cleanups.push(() => smtp.close());
      await staffJob();
      const stale = await claimNextJob(t.db, start, lease);
      const fresh = await claimNextJob(t.db, at(lease + 1), lease);
      if (!stale || !fresh) throw new Error('no job');
      expect(await runJob({ ...deps(smtp.port), leaseMs: lease }, stale, () => at(lease + 2))).toBe(false);
      expect(smtp.received).toHaveLength(0);
      expect(await jobRow()).toMatchObject({ status: 'sending', attempts: 0, lease_token: fresh.lease_token });
      expect(await attemptRows()).toEqual([]);
    });

    it('renews the lease before the send, so the send has a whole lease ahead of it', async () => {
      await staffJob();
      const job = await claimNextJob(t.db, start, lease);
      if (!job) throw new Error('no job');
      let during: unknown;
      const mailer: Mailer = {
        async send() {
          during = await t.db.selectFrom('outbox_jobs').select('locked_until').executeTakeFirst();
        },
        close() {},
      };
      const d = {
        db: t.db,
        log,
        mailer,
        staff: { notifyTo: 'sales@example.jp', leadUrl: leadUrlOn('https://x.example') },
        kinds: JOB_KINDS,
      };
      // Late but not taken over: still ours.
      expect(await runJob({ ...d, leaseMs: lease }, job, () => at(lease + 5))).toBe(true);
      expect(during).toEqual({ locked_until: at(2 * lease + 5).toISOString() });
    });

    it('cuts off a send the SMTP server does not answer at its deadline and retries it', async () => {
      // The server holds back its reply to the first delivery for far longer than the lease.
      const smtp = await startSmtp(0, { replyDelayMs: ({ seen }) => (seen === 0 ? 30_000 : 0) });
      cleanups.push(() => smtp.close());
      await staffJob();
      const d = { ...deps(smtp.port), leaseMs: 2_000, sendTimeoutMs: 1_000 };
      const began = Date.now();
      expect(await runDueJobs(d, () => start)).toBe(1);
      // Generous: the machine may be busy; the reply would have come after 30 s.
      expect(Date.now() - began).toBeLessThan(10_000);
      const row = await jobRow();
      expect(row).toMatchObject({ status: 'pending', attempts: 1, lease_token: null, locked_until: null });
      expect(row.last_error).toBe('no answer within the send deadline (1 s); the connection was closed');
      // The client hung up before the reply: the server did not accept the message.
      await expect.poll(() => smtp.abandoned.length).toBe(1);
      expect(smtp.received).toHaveLength(0);

      expect(await runDueJobs(d, () => at(RETRY_DELAYS_MS[0]))).toBe(1);
      expect(await jobRow()).toMatchObject({ status: 'sent', attempts: 2 });
      expect(smtp.received).toHaveLength(1);
      const ids = [...smtp.abandoned, ...smtp.received].map((m) => messageIdOf(m.raw));
      expect(ids[0]).toBeDefined();
      expect(ids[1]).toBe(ids[0]);
    });

    it('records and logs SMTP errors without the addresses they quote', async () => {
      const smtp = await startSmtp(0, {
        rejectRecipient: (address) =>
          address === 'hanako@example.jp' ? `5.1.1 <${address}>: Recipient address rejected` : undefined,
      });
      cleanups.push(() => smtp.close());
      await submit();
      const lines: string[] = [];
      const captured = pino({ level: 'debug' }, { write: (line: string) => void lines.push(line) });
      expect(await runDueJobs({ ...deps(smtp.port), log: captured }, () => start)).toBe(2);
      expect(smtp.received).toHaveLength(1);
      const failed = await t.db
        .selectFrom('outbox_jobs')
        .select('last_error')
        .where('kind', '=', 'lead.auto_reply')
        .executeTakeFirstOrThrow();
      expect(failed.last_error).toContain('<[address]>: Recipient address rejected');
      const stored = [failed.last_error, ...(await attemptRows()).map((a) => a.error)].join('\n');
      expect(lines.join('')).toContain('Recipient address rejected');
      expect(`${stored}\n${lines.join('')}`).not.toMatch(/@example\.jp|hanako|sales@/);
    });

    it('refuses a lease that would not outlast a send cut off at its deadline', () => {
      const mailer: Mailer = { send: async () => {}, close() {} };
      const services = { db: t.db, log, env: { DATA_DIR: '/nonexistent' }, leadUrl: leadUrlOn('https://x.example') };
      expect(() => startOutboxWorker(services, { mailer, leaseMs: 1_000, sendTimeoutMs: 600 })).toThrow(
        'outbox: the lease (1000 ms) must be at least 2 × the send deadline (600 ms)',
      );
      expect(() =>
        startOutboxWorker({ ...services, env: { ...services.env, OUTBOX_LEASE_SECONDS: 60 } }, { mailer }),
      ).toThrow(/lease \(60000 ms\)/);
    });
  });
});
