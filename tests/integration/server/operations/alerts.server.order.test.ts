/**
 * The alert mails read as an admin reads them (issue 30): the details in words and in Japan
 * time, never a raw key or a UTC time, and a recovery notice never delivered before the alert it
 * resolves. Sent through the outbox to a real SMTP server on loopback; the clock is the test's.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { leadUrlOn } from '../../../../src/actions/paths.ts';
import { createMailer } from '../../../../src/server/delivery/mail.server.ts';
import { runDueJobs } from '../../../../src/server/delivery/outbox.server.ts';
import { alertJobId, openAlert, resolveAlert } from '../../../../src/server/operations/alerts.server.ts';
import { createLogger } from '../../../../src/server/platform/logger.server.ts';
import { JOB_KINDS, type JobDeps } from '../../../../src/server/services.server.ts';
import { testBackends, useTestDb } from '../../../setup/db.ts';
import { createAdmin } from '../../../setup/factories.ts';
import { parseMail } from '../../../setup/mime.ts';
import { startSmtp, type TestSmtp } from '../../../setup/smtp.ts';

const log = createLogger('silent');
const MIN = 60_000;
// 03:10 on 28 November in Japan.
const opened = new Date('2026-11-27T18:10:00.000Z');
const at = (minutes: number) => new Date(opened.getTime() + minutes * MIN);

describe.each(testBackends())('alert mail order and wording on %s', (backend) => {
  const t = useTestDb(backend);
  const cleanups: (() => Promise<void> | void)[] = [];
  afterEach(async () => {
    for (const fn of cleanups.splice(0).reverse()) await fn();
  });

  const setup = async () => {
    const smtp: TestSmtp = await startSmtp();
    const mailer = createMailer({ smtpUrl: smtp.url, dataDir: '/nonexistent', log });
    cleanups.push(
      () => smtp.close(),
      () => mailer.close(),
    );
    await createAdmin(t.db, { email: 'ops@example.jp', role: 'admin' });
    const deps: JobDeps = {
      db: t.db,
      log,
      mailer,
      staff: { notifyTo: 'sales@example.jp', leadUrl: leadUrlOn('https://www.example.jp') },
      kinds: JOB_KINDS,
    };
    const run = (minutes: number) =>
      runDueJobs(
        deps,
        () => at(minutes),
        () => false,
        50,
      );
    const mails = () => Promise.all(smtp.received.map((mail) => parseMail(mail.raw)));
    await openAlert(t.db, 'mail_failing', '', { since: '2026-11-27T17:40:00.000Z' }, opened);
    const [alert] = await t.db.selectFrom('alerts').select('id').execute();
    if (!alert) throw new Error('no alert');
    return { run, mails, openedJob: alertJobId(alert.id, 'opened'), resolvedJob: alertJobId(alert.id, 'resolved') };
  };

  it('says what each detail is, in Japan time, and sends the recovery after the alert', async () => {
    const { run, mails } = await setup();
    expect(await run(0)).toBe(1);
    await resolveAlert(t.db, 'mail_failing', '', at(5));
    expect(await run(5)).toBe(1);
    const [alertMail, recovery] = await mails();
    expect(alertMail?.subject).toMatch(/^【要対応】/);
    expect(recovery?.subject).toMatch(/^【復旧】/);
    for (const mail of [alertMail, recovery]) {
      expect(mail?.text).toContain('■ 失敗が始まった日時\n2026/11/28 2:40（日本時間）');
      expect(mail?.text).not.toMatch(/since|\d{4}-\d{2}-\d{2}T|詳細/);
      expect(mail?.autoSubmitted).toBe('auto-generated');
    }
    expect(recovery?.text).toContain('■ 解消日時\n2026/11/28 3:15');
  });

  it('sends no separate recovery for an alert still waiting to go out: its mail tells both', async () => {
    const { run, mails, openedJob } = await setup();
    // Mail was down: the alert's mail waits for its next retry, an hour away.
    await t.db
      .updateTable('outbox_jobs')
      .set({ next_attempt_at: at(60).toISOString() })
      .where('id', '=', openedJob)
      .execute();
    await resolveAlert(t.db, 'mail_failing', '', at(5));
    // The recovery job is due first, and sends nothing: it would arrive before its alert.
    expect(await run(5)).toBe(1);
    expect(await mails()).toEqual([]);
    expect(await run(60)).toBe(1);
    const [only, ...rest] = await mails();
    expect(rest).toEqual([]);
    expect(only?.subject).toMatch(/^【復旧】/);
    expect(only?.text).toContain('このお知らせを送信する前に解消しました');
    expect(only?.text).toContain('■ 発生日時\n2026/11/28 3:10');
    expect(only?.text).toContain('■ 解消日時\n2026/11/28 3:15');
    expect(only?.text).not.toContain('■ 対応');
  });

  it('holds the recovery while the alert mail is being sent, and sends it after', async () => {
    const { run, mails, openedJob, resolvedJob } = await setup();
    // Another instance holds the alert's mail, mid-send.
    await t.db
      .updateTable('outbox_jobs')
      .set({ status: 'sending', locked_until: at(10).toISOString(), lease_token: 'other-instance' })
      .where('id', '=', openedJob)
      .execute();
    await resolveAlert(t.db, 'mail_failing', '', at(1));
    await run(1);
    expect(await mails()).toEqual([]);
    const held = await t.db
      .selectFrom('outbox_jobs')
      .select(['status'])
      .where('id', '=', resolvedJob)
      .executeTakeFirst();
    expect(held?.status).toBe('pending');
    // The other instance's send went through; the recovery's retry comes round after it.
    await t.db
      .updateTable('outbox_jobs')
      .set({ status: 'sent', locked_until: null, lease_token: null })
      .where('id', '=', openedJob)
      .execute();
    await run(3);
    expect((await mails()).map((mail) => mail.subject.slice(0, 4))).toEqual(['【復旧】']);
  });
});
