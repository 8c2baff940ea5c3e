/**
 * The demo's mails, reminders, self-service links and staff feed against real databases and a
 * real loopback SMTP server (issue 44): a booking, a move and a cancellation each mail the lead an
 * `.ics` (REQUEST, REQUEST with a higher SEQUENCE, CANCEL) and the person a notice; reminders go
 * once each, never after a cancellation, and two sweeps at once (two PostgreSQL pools) send once;
 * a change uses up the links made before it; the feed lists its person's bookings only.
 */
import ICAL from 'ical.js';
import { simpleParser } from 'mailparser';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { demoMailLinksOn } from '../../../../src/actions/demo-manage.ts';
import { leadUrlOn } from '../../../../src/actions/paths.ts';
import { instantOf } from '../../../../src/domain/demo/slots.ts';
import { createMailer } from '../../../../src/server/delivery/mail.server.ts';
import { runDueJobs } from '../../../../src/server/delivery/outbox.server.ts';
import { bookDemo, closeDemo, rescheduleDemo } from '../../../../src/server/demo/demo-booking.server.ts';
import { readFeed, regenerateFeed, revokeFeed } from '../../../../src/server/demo/demo-feed.server.ts';
import { openManaged, readManageToken } from '../../../../src/server/demo/demo-manage.server.ts';
import { sweepDemoReminders } from '../../../../src/server/demo/demo-reminder.server.ts';
import { createDb } from '../../../../src/server/platform/db.server.ts';
import { createLogger } from '../../../../src/server/platform/logger.server.ts';
import { JOB_KINDS, type JobDeps } from '../../../../src/server/services.server.ts';
import { testBackends, useTestDb } from '../../../setup/db.ts';
import { createAdmin, createLead } from '../../../setup/factories.ts';
import { startSmtp, type TestSmtp } from '../../../setup/smtp.ts';

vi.setConfig({ testTimeout: 60_000 });

const log = createLogger('silent');
// Monday 2 November 2026, 09:00 in Japan; the demo is Wednesday the 4th at 10:00.
const now = new Date('2026-11-02T00:00:00Z');
const at = (day: string, hhmm: string) => instantOf(day, Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3)));
const ten = at('2026-11-04', '10:00');
const HOUR = 3_600_000;
const demoKey = Buffer.alloc(32, 7);

async function mailsOf(smtp: TestSmtp) {
  return Promise.all(
    smtp.received.map(async (m) => {
      const mail = await simpleParser(m.raw);
      const ics = mail.attachments.find((a) => a.filename?.endsWith('.ics'));
      return { to: m.to, subject: mail.subject ?? '', text: mail.text ?? '', ics: ics?.content.toString('utf8') ?? '' };
    }),
  );
}

function readIcs(text: string) {
  const root = new ICAL.Component(ICAL.parse(text));
  const vevent = root.getFirstSubcomponent('vevent') as ICAL.Component;
  return {
    method: root.getFirstPropertyValue('method'),
    uid: vevent.getFirstPropertyValue('uid'),
    sequence: vevent.getFirstPropertyValue('sequence'),
    start: String(vevent.getFirstPropertyValue('dtstart')),
    tzid: vevent.getFirstProperty('dtstart')?.getParameter('tzid'),
  };
}

describe.each(testBackends())('demo mails on %s', (backend) => {
  const t = useTestDb(backend);
  const cleanups: (() => Promise<void> | void)[] = [];
  afterEach(async () => {
    for (const fn of cleanups.splice(0).reverse()) await fn();
  });

  async function setup() {
    const smtp = await startSmtp();
    cleanups.push(() => smtp.close());
    const mailer = createMailer({ smtpUrl: smtp.url, dataDir: '/nonexistent', log });
    cleanups.push(() => mailer.close());
    const deps: JobDeps = {
      db: t.db,
      log,
      mailer,
      staff: { notifyTo: 'sales@example.jp', leadUrl: leadUrlOn('https://www.example.jp') },
      demo: demoMailLinksOn('https://www.example.jp', demoKey),
      kinds: JOB_KINDS,
    };
    const staff = await createAdmin(t.db, { email: 'tanaka@example.jp', displayName: '田中' });
    const lead = await createLead(t.db, { email: 'lead@example.jp', locale: 'en' });
    const booked = await bookDemo(t.db, { requestId: lead.id as string, kind: 'online', start: ten, actor: null, now });
    if (!booked.ok) throw new Error('not booked');
    return { smtp, deps, staff, lead, booking: booked.booking };
  }

  it('mails the lead an .ics on booking, moving and cancelling, and the person a notice', async () => {
    const { smtp, deps, booking } = await setup();
    await runDueJobs(deps, () => now);
    let mails = await mailsOf(smtp);
    const toLead = mails.find((m) => m.to.includes('lead@example.jp'));
    const toStaff = mails.find((m) => m.to.includes('tanaka@example.jp'));
    expect(toLead?.subject).toContain('Your demo is booked');
    expect(toStaff?.subject).toContain('体験・デモ予約');
    const first = readIcs(toLead?.ics ?? '');
    expect(first).toEqual({
      method: 'REQUEST',
      uid: booking.uid,
      sequence: 0,
      start: '2026-11-04T10:00:00',
      tzid: 'Asia/Tokyo',
    });
    expect(readIcs(toStaff?.ics ?? '').uid).toBe(booking.uid);
    const change = /Change the time\n(\S+)/.exec(toLead?.text ?? '')?.[1] ?? '';
    expect(change).toMatch(/^https:\/\/www\.example\.jp\/en\/demo\/manage\?t=/);
    const token = new URL(change).searchParams.get('t');
    expect((await openManaged(t.db, demoKey, token, now)).state).toBe('ok');

    smtp.received.length = 0;
    const moved = await rescheduleDemo(t.db, { bookingId: booking.id, start: ten + 2 * HOUR, actor: null, now });
    expect(moved.ok).toBe(true);
    await runDueJobs(deps, () => now);
    mails = await mailsOf(smtp);
    const second = readIcs(mails.find((m) => m.to.includes('lead@example.jp'))?.ics ?? '');
    expect(second).toMatchObject({ method: 'REQUEST', uid: booking.uid, sequence: 1, start: '2026-11-04T12:00:00' });
    // The change used up the links made before it.
    expect((await openManaged(t.db, demoKey, token, now)).state).toBe('gone');

    smtp.received.length = 0;
    expect((await closeDemo(t.db, { bookingId: booking.id, to: 'cancelled', actor: null, now })).ok).toBe(true);
    await runDueJobs(deps, () => now);
    mails = await mailsOf(smtp);
    const cancel = mails.find((m) => m.to.includes('lead@example.jp'));
    expect(readIcs(cancel?.ics ?? '')).toMatchObject({ method: 'CANCEL', uid: booking.uid, sequence: 2 });
    expect(cancel?.text).toContain('/en/demo?lead=');
    expect(mails.some((m) => m.to.includes('tanaka@example.jp') && m.subject.includes('取消'))).toBe(true);
  });

  it('reminds 24 h and 2 h before, once each, and never after a cancellation', async () => {
    const { smtp, deps, booking } = await setup();
    await runDueJobs(deps, () => now);
    smtp.received.length = 0;
    expect(await sweepDemoReminders(t.db, new Date(ten - 30 * HOUR))).toBe(0);
    expect(await sweepDemoReminders(t.db, new Date(ten - 23 * HOUR))).toBe(1);
    expect(await sweepDemoReminders(t.db, new Date(ten - 22 * HOUR))).toBe(0);
    expect(await sweepDemoReminders(t.db, new Date(ten - 90 * 60_000))).toBe(1);
    expect(await sweepDemoReminders(t.db, new Date(ten - 60 * 60_000))).toBe(0);
    await runDueJobs(deps, () => new Date(ten - HOUR));
    const subjects = (await mailsOf(smtp)).map((m) => m.subject).sort();
    expect(subjects).toEqual(['[Pelvia] Your demo starts soon', '[Pelvia] Your demo tomorrow']);
    expect(readManageToken(demoKey, 'x.y.z')).toBeNull();

    // A second lead's demo, cancelled: nothing reminds it.
    const other = await createLead(t.db, { email: 'other@example.jp' });
    const later = await bookDemo(t.db, {
      requestId: other.id as string,
      kind: 'online',
      start: ten + 4 * HOUR,
      actor: null,
      now,
    });
    if (!later.ok) throw new Error('not booked');
    await closeDemo(t.db, { bookingId: later.booking.id, to: 'cancelled', actor: null, now });
    expect(await sweepDemoReminders(t.db, new Date(ten + 4 * HOUR - 23 * HOUR))).toBe(0);
    expect(await sweepDemoReminders(t.db, new Date(ten + 4 * HOUR - HOUR))).toBe(0);
    void booking;
  });

  it('moving a demo resets its reminders for the new time', async () => {
    const { booking } = await setup();
    expect(await sweepDemoReminders(t.db, new Date(ten - 23 * HOUR))).toBe(1);
    const tomorrow = at('2026-11-05', '10:00');
    const moved = await rescheduleDemo(t.db, { bookingId: booking.id, start: tomorrow, actor: null, now });
    expect(moved.ok).toBe(true);
    expect(await sweepDemoReminders(t.db, new Date(tomorrow - 23 * HOUR))).toBe(1);
  });

  it('booked inside the reminder window: the confirmation stands for that reminder', async () => {
    const { booking } = await setup();
    await t.db
      .updateTable('demo_bookings')
      .set({ updated_at: new Date(ten - 20 * HOUR).toISOString() })
      .execute();
    expect(await sweepDemoReminders(t.db, new Date(ten - 19 * HOUR))).toBe(0);
    const row = await t.db
      .selectFrom('demo_bookings')
      .selectAll()
      .where('id', '=', booking.id)
      .executeTakeFirstOrThrow();
    expect(row.reminded_24h_at).not.toBeNull();
    expect(await sweepDemoReminders(t.db, new Date(ten - HOUR))).toBe(1);
  });

  it('two sweeps at once queue each reminder once', async () => {
    const { booking } = await setup();
    const second = backend === 'postgres' ? createDb(t.current.options) : t.db;
    try {
      const when = new Date(ten - 23 * HOUR);
      const counts = await Promise.all(
        Array.from({ length: 6 }, (_, i) => sweepDemoReminders(i % 2 === 0 ? t.db : second, when)),
      );
      expect(counts.reduce((a, b) => a + b, 0)).toBe(1);
      const jobs = await t.db
        .selectFrom('outbox_jobs')
        .select('payload')
        .where('kind', '=', 'demo.lead-mail')
        .execute();
      expect(jobs.filter((job) => job.payload.includes('"reminder24"')).length).toBe(1);
      void booking;
    } finally {
      if (second !== t.db) await second.destroy();
    }
  });

  it('the staff feed lists its person’s bookings only, and a revoked one answers nothing', async () => {
    const { staff, booking } = await setup();
    const colleague = await createAdmin(t.db, { email: 'sato@example.jp' });
    // The colleague takes the next demo (round robin), at the same time.
    const lead2 = await createLead(t.db, { email: 'lead2@example.jp' });
    const theirs = await bookDemo(t.db, {
      requestId: lead2.id as string,
      kind: 'online',
      start: ten,
      actor: null,
      now,
    });
    if (!theirs.ok) throw new Error('not booked');
    expect(theirs.booking.staffId).toBe(colleague.id);
    const token = await regenerateFeed(t.db, demoKey, staff.id, now);
    const feed = await readFeed(t.db, token, leadUrlOn('https://www.example.jp'), now);
    const root = new ICAL.Component(ICAL.parse(feed ?? ''));
    expect(root.getAllSubcomponents('vevent').map((v) => v.getFirstPropertyValue('uid'))).toEqual([booking.uid]);
    const again = await regenerateFeed(t.db, demoKey, staff.id, new Date(now.getTime() + 1000));
    expect(await readFeed(t.db, token, leadUrlOn('https://www.example.jp'), now)).toBeNull();
    expect(await readFeed(t.db, again, leadUrlOn('https://www.example.jp'), now)).not.toBeNull();
    await revokeFeed(t.db, staff.id);
    expect(await readFeed(t.db, again, leadUrlOn('https://www.example.jp'), now)).toBeNull();
  });
});
