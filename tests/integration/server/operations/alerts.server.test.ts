/**
 * Alerts against a stalled SMTP server and a failing webhook receiver on loopback, with two
 * instances modelled in-process, each running its own outbox worker pass and its own alert
 * check at the same moments. On PostgreSQL each has its own handle (its own pool, as two
 * processes would); on SQLite, which is served by one process, they share the one connection
 * that process has (two synchronous node:sqlite connections in one thread would wait on each
 * other's locks, which no deployment does). Time is a clock the test moves, so "30 minutes" needs no
 * waiting; the sends themselves are real, and cut off at a real deadline by the stalled server.
 * Each alert must be opened, and mailed, exactly once, and cleared, with one recovery notice,
 * once the faults are gone.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { leadUrlOn } from '../../../../src/actions/paths.ts';
import { createMailer } from '../../../../src/server/delivery/mail.server.ts';
import { runDueJobs } from '../../../../src/server/delivery/outbox.server.ts';
import { retryNotification } from '../../../../src/server/leads/lead-changes.server.ts';
import { createBrochureRequest } from '../../../../src/server/leads/leads.server.ts';
import {
  ALERT_JOB_KIND,
  checkAlerts,
  listAlerts,
  listOpenAlerts,
  openAlert,
  resolveAlert,
} from '../../../../src/server/operations/alerts.server.ts';
import type { Db } from '../../../../src/server/platform/db.server.ts';
import { createLogger } from '../../../../src/server/platform/logger.server.ts';
import { JOB_KINDS, type JobDeps } from '../../../../src/server/services.server.ts';
import { addWebhook } from '../../../../src/server/webhooks/endpoints.server.ts';
import { openAnotherHandle, testBackends, useTestDb } from '../../../setup/db.ts';
import { createAdmin, validLead } from '../../../setup/factories.ts';
import { parseMail } from '../../../setup/mime.ts';
import { startSmtp } from '../../../setup/smtp.ts';
import { startWebhookReceiver } from '../../../setup/webhook-receiver.ts';

const log = createLogger('silent');
const MIN = 60_000;
const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

describe.each(testBackends())('alerts on %s', (backend) => {
  const t = useTestDb(backend);
  /** The second instance's handle: a pool of its own on PostgreSQL, the process's one on SQLite. */
  const secondHandle = (): Db => {
    if (backend === 'sqlite') return t.db;
    const other = openAnotherHandle(t.current);
    cleanups.push(() => other.destroy());
    return other;
  };

  it('opens each alert once across two instances while SMTP stalls and a webhook fails, then clears each once', async () => {
    let stalled = true;
    const smtp = await startSmtp(0, { replyDelayMs: () => (stalled ? 60_000 : 0) });
    const receiver = await startWebhookReceiver();
    let failing = true;
    receiver.answer(() => (failing ? { status: 503, body: 'down' } : { status: 200 }));
    const dataDir = await mkdtemp(join(tmpdir(), 'pelvia-alerts-'));
    const other = secondHandle();
    cleanups.push(async () => {
      await smtp.close();
      await receiver.close();
      await rm(dataDir, { recursive: true, force: true });
    });

    const start = new Date(Date.now());
    let offset = 0;
    const now = () => new Date(start.getTime() + offset);
    const admin = await createAdmin(t.db, { email: 'ops-admin@example.jp' });
    const hook = await addWebhook(t.db, {
      url: `${receiver.origin}/hook`,
      secret: 'a-receiver-secret-of-32-chars!!',
      events: 'lead.created',
      format: 'json',
      actor: { id: admin.id, email: admin.email },
      now: now(),
    });
    expect(hook.ok).toBe(true);
    const lead = await createBrochureRequest(t.db, validLead, {
      locale: 'ja',
      idempotencyKey: 'alerts-test-key-000000000000',
      fillMs: 60_000,
      now: now(),
    });
    if (!lead.ok) throw new Error('lead refused');

    const instance = (db: Db): JobDeps => {
      const mailer = createMailer({ smtpUrl: smtp.url, dataDir, log });
      cleanups.push(async () => mailer.close());
      return {
        db,
        log,
        mailer,
        staff: { notifyTo: 'sales@example.jp', leadUrl: leadUrlOn('https://www.example.jp') },
        leaseMs: 2_000,
        sendTimeoutMs: 400,
        // Two retries a minute apart: the third failure is final.
        retryDelaysMs: [MIN, MIN],
        kinds: JOB_KINDS,
      };
    };
    const instances = [instance(t.db), instance(other)];
    /** Both instances deliver what is due, then both check, at the same moment. */
    const tick = async (minutes: number) => {
      offset = minutes * MIN;
      await Promise.all(instances.map((deps) => runDueJobs(deps, now, () => false, 50)));
      return Promise.all(instances.map((deps) => checkAlerts(deps.db, { dataDir, now: now() })));
    };
    const openKinds = async () => (await listOpenAlerts(t.db)).map((a) => a.kind).sort();

    // t = 0: the first attempts fail (the SMTP server never answers; the receiver says 503).
    await tick(0);
    expect(await openKinds()).toEqual([]);
    // t = 2 min: the staff notification's third attempt fails: failed for good.
    await tick(1);
    await tick(2);
    expect(await openKinds()).toEqual(['lead_notification_failed']);
    // t = 31 min: mail has failed for more than 30 minutes.
    await tick(31);
    expect(await openKinds()).toEqual(['lead_notification_failed', 'mail_failing']);
    // t = 61 min: the webhook endpoint has failed for more than an hour.
    await tick(61);
    await tick(62);
    const open = await listOpenAlerts(t.db);
    expect(open.map((a) => a.kind).sort()).toEqual(['lead_notification_failed', 'mail_failing', 'webhook_failing']);
    // Mail is down, so the banner says the alert mail is waiting.
    expect(open.every((a) => a.mail === 'waiting')).toBe(true);

    // The faults clear; an admin retries the failed notification.
    stalled = false;
    failing = false;
    const job = await t.db
      .selectFrom('outbox_jobs')
      .select('id')
      .where('kind', '=', 'lead.staff_notification')
      .executeTakeFirstOrThrow();
    expect(
      (
        await retryNotification(t.db, {
          leadId: lead.id,
          jobId: job.id,
          actor: { id: admin.id, email: admin.email, role: 'admin' } as never,
          now: now(),
        })
      ).ok,
    ).toBe(true);
    // Long enough for every retry schedule (the webhook's and the alert mails') to come round.
    for (const minutes of [70, 80, 130, 200, 400, 800]) await tick(minutes);
    await Promise.all(instances.map((deps) => runDueJobs(deps, now, () => false, 50)));
    expect(await openKinds()).toEqual([]);

    const alerts = await listAlerts(t.db);
    expect(alerts.map((a) => a.kind).sort()).toEqual(['lead_notification_failed', 'mail_failing', 'webhook_failing']);
    expect(alerts.every((a) => a.resolvedAt !== null)).toBe(true);
    const alertJobs = await t.db
      .selectFrom('outbox_jobs')
      .select(['id', 'status'])
      .where('kind', '=', ALERT_JOB_KIND)
      .execute();
    expect(alertJobs).toHaveLength(6);
    expect(alertJobs.every((j) => j.status === 'sent')).toBe(true);

    const subjects = await Promise.all(
      smtp.received.map(async (mail) => ({ to: mail.to, subject: (await parseMail(mail.raw)).subject ?? '' })),
    );
    const alertMails = subjects.filter((m) => /^【(要対応|復旧)】/.test(m.subject));
    expect(alertMails).toHaveLength(6);
    for (const prefix of ['【要対応】', '【復旧】']) {
      expect(alertMails.filter((m) => m.subject.startsWith(prefix))).toHaveLength(3);
    }
    expect(alertMails.every((m) => m.to.includes('ops-admin@example.jp'))).toBe(true);
    // In the order received, each alert before its recovery (issue 30: a recovery came first).
    for (const mail of alertMails.filter((m) => m.subject.startsWith('【復旧】'))) {
      const title = mail.subject.slice('【復旧】'.length);
      expect(alertMails.indexOf(mail)).toBeGreaterThan(alertMails.findIndex((m) => m.subject === `【要対応】${title}`));
    }
  }, 60_000);

  it('openAlert and resolveAlert race safely: one wins on each handle pair', async () => {
    const other = secondHandle();
    for (let round = 0; round < 5; round += 1) {
      const opened = await Promise.all([
        openAlert(t.db, 'disk_low', '', { free: '5 %' }),
        openAlert(other, 'disk_low', '', { free: '5 %' }),
      ]);
      expect(opened.filter(Boolean)).toHaveLength(1);
      const resolved = await Promise.all([resolveAlert(t.db, 'disk_low', ''), resolveAlert(other, 'disk_low', '')]);
      expect(resolved.filter(Boolean)).toHaveLength(1);
    }
    expect(await listAlerts(t.db)).toHaveLength(5);
    expect(await t.db.selectFrom('outbox_jobs').select('id').where('kind', '=', ALERT_JOB_KIND).execute()).toHaveLength(
      10,
    );
  });
});
