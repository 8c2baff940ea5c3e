/**
 * A demo's outcome against real databases and a real SMTP server (issue 44): 30 minutes after
 * the end its owner is asked once (two instances racing claim it once; a cancelled booking is
 * never asked), the question reaches the owner with the lead page's link, and 未実施 mails the
 * lead, in their language, their link to book again. Erasing a lead takes its bookings and their
 * claims; retention keeps them as statistics without the place. The funnel report counts them.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { leadUrlOn } from '../../../../src/actions/paths.ts';
import { instantOf } from '../../../../src/domain/demo/slots.ts';
import { createMailer } from '../../../../src/server/delivery/mail.server.ts';
import { bookDemo, closeDemo } from '../../../../src/server/demo/demo-booking.server.ts';
import { DEMO_LEAD_MAIL_JOB, DEMO_STAFF_MAIL_JOB } from '../../../../src/server/demo/demo-mail.server.ts';
import {
  askDueOutcomes,
  OUTCOME_ASK_JOB_KIND,
  REBOOK_JOB_KIND,
  recordDemoOutcome,
} from '../../../../src/server/demo/demo-outcome.server.ts';
import { funnelReport } from '../../../../src/server/funnel/report.server.ts';
import { deleteLead } from '../../../../src/server/leads/lead-changes.server.ts';
import type { Db } from '../../../../src/server/platform/db.server.ts';
import { createLogger } from '../../../../src/server/platform/logger.server.ts';
import { anonymiseExpiredLeads } from '../../../../src/server/privacy/retention.server.ts';
import { startOutboxWorker } from '../../../../src/server/services.server.ts';
import { openAnotherHandle, testBackends, useTestDb } from '../../../setup/db.ts';
import { createAdmin, createLead } from '../../../setup/factories.ts';
import { parseMail } from '../../../setup/mime.ts';
import { startSmtp } from '../../../setup/smtp.ts';

vi.setConfig({ testTimeout: 60_000 });

const SITE = 'https://example.test';
const leadUrl = leadUrlOn(SITE);
const log = createLogger('silent');
// Monday 2 November 2026; the demo is Wednesday the 4th, 10:00–11:00 in Japan.
const now = new Date('2026-11-02T00:00:00Z');
const ten = instantOf('2026-11-04', 600);
const end = ten + 3_600_000;
const rebookUrl = (id: string, locale: string) =>
  `${SITE}${locale === 'ja' ? '' : `/${locale}`}/demo?lead=signed-${id}`;

const cleanups: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function book(db: Db, overrides: Parameters<typeof createLead>[1] = {}, start = ten) {
  const lead = await createLead(db, overrides);
  const booked = await bookDemo(db, { requestId: lead.id as string, kind: 'clinic', start, actor: null, now });
  if (!booked.ok) throw new Error(`not booked: ${booked.problem}`);
  // The booking's own confirmations (to the lead and the owner) are demo-mail's to test; here
  // only the outcome's mails go out.
  await db.deleteFrom('outbox_jobs').where('kind', 'in', [DEMO_LEAD_MAIL_JOB, DEMO_STAFF_MAIL_JOB]).execute();
  return { lead, booking: booked.booking };
}

const jobsOf = (db: Db, kind: string) => db.selectFrom('outbox_jobs').selectAll().where('kind', '=', kind).execute();

describe.each(testBackends())('demo outcome on %s', (backend) => {
  const t = useTestDb(backend);

  it('asks the owner once, 30 minutes after the end, with two instances racing; never a cancelled demo', async () => {
    await createAdmin(t.db);
    const { booking } = await book(t.db);
    const cancelled = await book(t.db, {}, instantOf('2026-11-05', 600));
    await closeDemo(t.db, { bookingId: cancelled.booking.id, to: 'cancelled', actor: null, now });
    expect(await askDueOutcomes(t.db, new Date(end + 29 * 60_000))).toEqual([]);
    const second = backend === 'postgres' ? openAnotherHandle(t.current) : t.db;
    if (second !== t.db) cleanups.push(() => second.destroy());
    const later = new Date(instantOf('2026-11-06', 600));
    const runs = await Promise.all([
      askDueOutcomes(t.db, later),
      askDueOutcomes(second, later),
      askDueOutcomes(t.db, later),
    ]);
    expect(runs.flat()).toEqual([booking.id]);
    expect(await jobsOf(t.db, OUTCOME_ASK_JOB_KIND)).toHaveLength(1);
    expect(await askDueOutcomes(t.db, new Date(later.getTime() + 86_400_000))).toEqual([]);
    const row = await t.db
      .selectFrom('demo_bookings')
      .selectAll()
      .where('id', '=', cancelled.booking.id)
      .executeTakeFirstOrThrow();
    expect(row.outcome_asked_at).toBeNull();
  });

  it('mails the owner the question, and 未実施 mails the lead in their language a link to book again', async () => {
    const staff = await createAdmin(t.db, { email: 'owner@example.jp' });
    const { lead, booking } = await book(t.db, { locale: 'en', email: 'lead@example.com' });
    await askDueOutcomes(t.db, new Date(end + 30 * 60_000));
    const missed = await recordDemoOutcome(t.db, {
      bookingId: booking.id,
      to: 'missed',
      actor: { id: staff.id, email: staff.email },
      now: new Date(end + 40 * 60_000),
      rebookUrl,
    });
    expect(missed.ok).toBe(true);
    // Corrected and marked again: still one mail to the lead.
    await recordDemoOutcome(t.db, { bookingId: booking.id, to: 'held', actor: null, rebookUrl });
    await recordDemoOutcome(t.db, { bookingId: booking.id, to: 'missed', actor: null, rebookUrl });
    expect(await jobsOf(t.db, REBOOK_JOB_KIND)).toHaveLength(1);

    const smtp = await startSmtp();
    cleanups.push(() => smtp.close());
    const mailer = createMailer({ smtpUrl: smtp.url, dataDir: '/nonexistent', log });
    cleanups.push(async () => mailer.close());
    const worker = startOutboxWorker(
      { db: t.db, log, env: { DATA_DIR: '/nonexistent', NOTIFY_TO: 'sales@example.jp' }, leadUrl },
      { mailer, intervalMs: 20 },
    );
    cleanups.push(() => worker.stop());
    await expect.poll(() => smtp.received.length, { timeout: 15_000, interval: 50 }).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 300));
    await worker.stop();
    // The question was moot by the time it ran (the outcome was recorded): only the lead's mail left.
    const jobs = await t.db.selectFrom('outbox_jobs').select(['kind', 'status']).execute();
    expect(jobs.every((job) => job.status === 'sent')).toBe(true);
    expect(smtp.received).toHaveLength(1);
    const mail = await parseMail(smtp.received[0]?.raw ?? '');
    expect(mail.to).toBe('lead@example.com');
    expect(mail.subject).toBe('Choose a new date for your demo');
    expect(mail.text).toContain(`${SITE}/en/demo?lead=signed-${lead.id}`);
    expect(mail.text).toContain('November 4, 2026');
    expect(mail.text).not.toContain(lead.name as string);
  });

  it('the owner reads the question with the link to the lead page', async () => {
    await createAdmin(t.db, { email: 'owner2@example.jp' });
    const { lead } = await book(t.db);
    await askDueOutcomes(t.db, new Date(end + 30 * 60_000));
    const smtp = await startSmtp();
    cleanups.push(() => smtp.close());
    const mailer = createMailer({ smtpUrl: smtp.url, dataDir: '/nonexistent', log });
    cleanups.push(async () => mailer.close());
    const worker = startOutboxWorker(
      { db: t.db, log, env: { DATA_DIR: '/nonexistent', NOTIFY_TO: 'sales@example.jp' }, leadUrl },
      { mailer, intervalMs: 20 },
    );
    cleanups.push(() => worker.stop());
    await expect.poll(() => smtp.received.length, { timeout: 15_000, interval: 50 }).toBe(1);
    await worker.stop();
    const mail = await parseMail(smtp.received[0]?.raw ?? '');
    expect(mail.to).toBe('owner2@example.jp');
    expect(mail.subject).toContain('体験・デモの結果を記録してください');
    expect(mail.text).toContain('2026年11月4日（水）10:00');
    expect(mail.text).toContain(`${SITE}/admin/leads/${lead.id}`);
  });

  it('erasing a lead deletes its bookings and their claims; retention keeps them without the place', async () => {
    const admin = await createAdmin(t.db);
    const erased = await book(t.db);
    const old = await book(t.db, { created_at: '2024-01-10T00:00:00Z' }, instantOf('2026-11-05', 600));
    const result = await deleteLead(t.db, {
      id: erased.lead.id as string,
      actor: { id: admin.id, email: admin.email, role: 'admin' },
    });
    expect(result.ok).toBe(true);
    const left = await t.db.selectFrom('demo_bookings').select(['id', 'place', 'manage_token_hash']).execute();
    expect(left.map((b) => b.id)).toEqual([old.booking.id]);
    const claims = await t.db.selectFrom('demo_claims').select('booking_id').distinct().execute();
    expect(claims.map((c) => c.booking_id)).toEqual([old.booking.id]);

    // A year and a half later the old lead is anonymised: its past demo stays, without the place.
    expect(await anonymiseExpiredLeads(t.db, { months: 24, now: new Date('2026-12-01T00:00:00Z') })).toBe(1);
    const kept = await t.db.selectFrom('demo_bookings').selectAll().executeTakeFirstOrThrow();
    expect(kept.place).toBeNull();
    expect(kept.manage_token_hash).toBeNull();
    expect(kept.status).toBe('booked');
    expect(await t.db.selectFrom('demo_claims').selectAll().execute()).toEqual([]);
  });

  it('the funnel report counts demos booked, held and missed per channel', async () => {
    await createAdmin(t.db);
    await createAdmin(t.db);
    const created = '2026-11-01T01:00:00Z';
    const a = await book(t.db, {
      created_at: created,
      first_touch_utm_source: 'news',
      first_touch_utm_medium: 'email',
    });
    const b = await book(
      t.db,
      { created_at: created, first_touch_utm_source: 'news', first_touch_utm_medium: 'email' },
      ten + 7_200_000,
    );
    const c = await book(t.db, { created_at: created }, instantOf('2026-11-05', 600));
    await recordDemoOutcome(t.db, { bookingId: a.booking.id, to: 'held', actor: null, rebookUrl });
    await recordDemoOutcome(t.db, { bookingId: b.booking.id, to: 'missed', actor: null, rebookUrl });
    await closeDemo(t.db, { bookingId: c.booking.id, to: 'cancelled', actor: null });
    const report = await funnelReport(t.db, {
      from: '2026-11-01',
      to: '2026-11-01',
      group: 'channel',
      closures: new Set(),
      batch: 1,
    });
    const news = report.rows.find((row) => row.key.includes('news'));
    expect(news?.demos).toEqual({ booked: 2, held: 1, missed: 1 });
    expect(report.total.demos).toEqual({ booked: 3, held: 1, missed: 1 });
  });
});
