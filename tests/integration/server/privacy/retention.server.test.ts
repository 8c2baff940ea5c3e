import { mkdir, mkdtemp, readdir, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { brochureProductIds } from '../../../../src/content/products.ts';
import type { OutboxJobStatus } from '../../../../src/domain/lead/statuses.ts';
import { mailDirOf, mailFileName } from '../../../../src/server/delivery/mail-files.server.ts';
import type { Logger } from '../../../../src/server/platform/logger.server.ts';
import {
  ANONYMISED_BEFORE_DELIVERY,
  ANONYMISED_LEAD,
  anonymiseExpiredLeads,
  CLEARED_PAYLOAD,
  clearSentPayloads,
  deleteExpiredAnalytics,
  deleteExpiredAudit,
  deleteExpiredLoginThrottle,
  isAnonymisedLead,
  RETENTION_CHECK_INTERVAL_MS,
  retentionCutoff,
  runRetention,
  startRetentionSchedule,
} from '../../../../src/server/privacy/retention.server.ts';
import { testBackends, useTestDb } from '../../../setup/db.ts';
import { buildLead, createLead } from '../../../setup/factories.ts';

const now = new Date('2026-11-21T03:00:00.000Z');

describe('retentionCutoff', () => {
  it('goes back whole calendar months, clamping to the shorter month', () => {
    expect(retentionCutoff(now, 24).toISOString()).toBe('2024-11-21T03:00:00.000Z');
    expect(retentionCutoff(new Date('2026-03-31T12:00:00.000Z'), 1).toISOString()).toBe('2026-02-28T12:00:00.000Z');
    expect(retentionCutoff(new Date('2026-05-31T00:00:00.000Z'), 27).toISOString()).toBe('2024-02-29T00:00:00.000Z');
  });
});

describe.each(testBackends())('retention on %s', (backend) => {
  const t = useTestDb(backend);

  const lead = (id: string) =>
    t.db.selectFrom('material_requests').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

  it('anonymises requests older than the period and keeps what statistics need', async () => {
    const old = await createLead(t.db, {
      created_at: '2024-10-01T00:00:00.000Z',
      request_date: '2024-10-01T00:00:00.000Z',
      product: brochureProductIds[2],
      locale: 'en',
      status: 'contacted',
      utm_campaign: 'autumn',
    });
    const spam = await createLead(t.db, { created_at: '2024-11-21T02:59:59.999Z', status: 'spam' });
    const atCutoff = await createLead(t.db, { created_at: '2024-11-21T03:00:00.000Z' });
    const recent = await createLead(t.db, { created_at: '2026-11-01T00:00:00.000Z' });

    expect(await anonymiseExpiredLeads(t.db, { months: 24, now })).toBe(2);

    const row = await lead(String(old.id));
    expect(row).toMatchObject({
      ...ANONYMISED_LEAD,
      // Kept for statistics.
      id: old.id,
      product: brochureProductIds[2],
      locale: 'en',
      status: 'contacted',
      request_date: '2024-10-01T00:00:00.000Z',
      created_at: '2024-10-01T00:00:00.000Z',
      page_path: old.page_path,
      utm_source: old.utm_source,
      utm_campaign: 'autumn',
      agreement_version: old.agreement_version,
      updated_at: now.toISOString(),
    });
    expect(row.idempotency_key).not.toBe(old.idempotency_key);
    expect(isAnonymisedLead(row)).toBe(true);
    expect(await lead(String(spam.id))).toMatchObject({ ...ANONYMISED_LEAD, status: 'spam' });

    // Not older than the period: untouched.
    for (const kept of [atCutoff, recent]) {
      const untouched = await lead(String(kept.id));
      expect(untouched).toMatchObject({ name: kept.name, email: kept.email, phone: kept.phone });
      expect(isAnonymisedLead(untouched)).toBe(false);
    }
  });

  it('clears the duplicate keys of the requests it anonymises and their links, both ways', async () => {
    const keys = { email_key: 'same@example.jp', phone_key: '+81312345678', org_key: '東京都|サンプル' };
    const old = await createLead(t.db, { created_at: '2024-10-01T00:00:00.000Z', ...keys });
    const older = await createLead(t.db, { created_at: '2024-09-01T00:00:00.000Z', ...keys });
    const recent = await createLead(t.db, { created_at: '2026-11-01T00:00:00.000Z', ...keys });
    const link = (lead: typeof old, match: typeof old) => ({
      lead_id: String(lead.id),
      match_id: String(match.id),
      reasons: 'email,phone,organization',
      created_at: String(lead.created_at),
    });
    await t.db
      .insertInto('lead_matches')
      .values([link(old, older), link(recent, old), link(recent, older)])
      .execute();

    expect(await anonymiseExpiredLeads(t.db, { months: 24, now })).toBe(2);

    for (const anonymised of [old, older]) {
      expect(await lead(String(anonymised.id))).toMatchObject({ email_key: null, phone_key: null, org_key: null });
    }
    expect(await lead(String(recent.id))).toMatchObject(keys);
    expect(await t.db.selectFrom('lead_matches').selectAll().execute()).toEqual([]);
  });

  it('is idempotent: a second run changes nothing', async () => {
    const old = await createLead(t.db, { created_at: '2023-01-01T00:00:00.000Z' });
    expect(await anonymiseExpiredLeads(t.db, { months: 24, now })).toBe(1);
    const first = await lead(String(old.id));
    expect(await anonymiseExpiredLeads(t.db, { months: 24, now: new Date(now.getTime() + 86_400_000) })).toBe(0);
    expect(await lead(String(old.id))).toEqual(first);
  });

  it('works through a backlog larger than one batch', async () => {
    const rows = Array.from({ length: 1_234 }, (_, i) =>
      buildLead({ created_at: new Date(Date.UTC(2022, 0, 1, 0, 0, i)).toISOString() }),
    );
    for (let i = 0; i < rows.length; i += 300) {
      await t.db
        .insertInto('material_requests')
        .values(rows.slice(i, i + 300))
        .execute();
    }
    expect(await anonymiseExpiredLeads(t.db, { months: 24, now })).toBe(1_234);
    const left = await t.db
      .selectFrom('material_requests')
      .select('id')
      .where('email', '<>', ANONYMISED_LEAD.email)
      .execute();
    expect(left).toEqual([]);
  }, 60_000);

  it('removes the address from the delivery errors of the request’s notifications', async () => {
    const old = await createLead(t.db, { created_at: '2024-01-01T00:00:00.000Z', email: 'taro@example.jp' });
    const other = await createLead(t.db, { created_at: '2026-11-01T00:00:00.000Z', email: 'jiro@example.jp' });
    const bounce = (email: string) => `550 5.1.1 <${email}>: Recipient address rejected`;
    for (const [jobId, requestId, email] of [
      ['job-old', old.id, 'taro@example.jp'],
      ['job-other', other.id, 'jiro@example.jp'],
    ] as const) {
      await t.db
        .insertInto('outbox_jobs')
        .values({
          id: jobId,
          kind: 'lead.auto_reply',
          payload: JSON.stringify({ requestId }),
          request_id: String(requestId),
          status: 'failed',
          attempts: 1,
          next_attempt_at: '2024-01-01T00:00:00.000Z',
          locked_until: null,
          last_error: bounce(email),
          created_at: '2024-01-01T00:00:00.000Z',
          updated_at: '2024-01-01T00:00:00.000Z',
        })
        .execute();
      await t.db
        .insertInto('outbox_attempts')
        .values({
          id: `${jobId}-1`,
          job_id: jobId,
          attempted_at: '2024-01-01T00:00:00.000Z',
          ok: false,
          error: bounce(email),
        })
        .execute();
    }

    expect(await anonymiseExpiredLeads(t.db, { months: 24, now })).toBe(1);

    const jobs = await t.db.selectFrom('outbox_jobs').select(['id', 'last_error']).orderBy('id').execute();
    const attempts = await t.db.selectFrom('outbox_attempts').select(['id', 'error']).orderBy('id').execute();
    const scrubbed = '550 5.1.1 <[匿名化済み]>: Recipient address rejected';
    expect(jobs).toEqual([
      { id: 'job-old', last_error: scrubbed },
      { id: 'job-other', last_error: bounce('jiro@example.jp') },
    ]);
    expect(attempts).toEqual([
      { id: 'job-old-1', error: scrubbed },
      { id: 'job-other-1', error: bounce('jiro@example.jp') },
    ]);
  });

  it('clears the webhook bodies of the requests it anonymises; one not yet delivered fails unsent', async () => {
    const old = await createLead(t.db, { created_at: '2024-01-01T00:00:00.000Z' });
    const recent = await createLead(t.db, { created_at: '2026-11-01T00:00:00.000Z' });
    const body = (id: unknown) => JSON.stringify({ event: 'lead.created', lead: { id, email: 'taro@example.jp' } });
    const delivery = (id: string, requestId: unknown, status: OutboxJobStatus) =>
      t.db
        .insertInto('outbox_jobs')
        .values({
          id,
          kind: 'webhook',
          payload: body(requestId),
          request_id: String(requestId),
          endpoint_id: 'endpoint-1',
          event: 'lead.created',
          status,
          attempts: status === 'pending' ? 0 : 1,
          next_attempt_at: '2024-01-01T00:00:00.000Z',
          created_at: '2024-01-01T00:00:00.000Z',
          updated_at: '2024-01-01T00:00:00.000Z',
        })
        .execute();
    await delivery('old-sent', old.id, 'sent');
    await delivery('old-failed', old.id, 'failed');
    await delivery('old-pending', old.id, 'pending');
    await delivery('recent-sent', recent.id, 'sent');

    expect(await anonymiseExpiredLeads(t.db, { months: 24, now })).toBe(1);

    const jobs = await t.db
      .selectFrom('outbox_jobs')
      .select(['id', 'payload', 'status', 'last_error'])
      .orderBy('id')
      .execute();
    expect(jobs).toEqual([
      { id: 'old-failed', payload: CLEARED_PAYLOAD, status: 'failed', last_error: null },
      { id: 'old-pending', payload: CLEARED_PAYLOAD, status: 'failed', last_error: ANONYMISED_BEFORE_DELIVERY },
      { id: 'old-sent', payload: CLEARED_PAYLOAD, status: 'sent', last_error: null },
      { id: 'recent-sent', payload: body(recent.id), status: 'sent', last_error: null },
    ]);
  });

  it('refuses a period that is not a whole number of months ≥ 1', async () => {
    await expect(anonymiseExpiredLeads(t.db, { months: 0, now })).rejects.toThrow(RangeError);
    await expect(anonymiseExpiredLeads(t.db, { months: 1.5, now })).rejects.toThrow(RangeError);
  });

  it('removes the .eml files of the requests it anonymises', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'retention-mail-'));
    try {
      const mailDir = mailDirOf(dataDir);
      const old = await createLead(t.db, { created_at: '2024-01-01T00:00:00.000Z' });
      const recent = await createLead(t.db, { created_at: '2026-11-01T00:00:00.000Z' });
      await mkdir(mailDir);
      for (const id of [old.id, old.id, recent.id]) await writeFile(join(mailDir, mailFileName(String(id))), 'x');
      expect(await anonymiseExpiredLeads(t.db, { months: 24, now, mailDir })).toBe(1);
      expect(await readdir(mailDir)).toEqual([expect.stringContaining(`.lead-${recent.id}.eml`)]);
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });

  it('deletes audit entries, analytics events and login-throttle rows past their periods', async () => {
    const audit = (id: string, created_at: string) =>
      t.db.insertInto('audit_log').values({ id, created_at, action: 'logout' }).execute();
    const event = (id: string, created_at: string) =>
      t.db.insertInto('analytics_events').values({ id, name: 'booking_click', created_at }).execute();
    const throttle = (key: string, last_failure_at: string) =>
      t.db.insertInto('login_throttle').values({ key, failures: 3, last_failure_at }).execute();
    await audit('a-old', '2024-11-21T02:59:59.999Z');
    await audit('a-kept', '2024-11-21T03:00:00.000Z');
    await event('e-old', '2024-10-21T02:59:59.999Z');
    await event('e-kept', '2024-10-21T03:00:00.000Z');
    await throttle('ip:old', '2026-11-20T02:59:59.999Z');
    await throttle('ip:kept', '2026-11-20T03:00:00.000Z');

    expect(await deleteExpiredAudit(t.db, { months: 24, now })).toBe(1);
    expect(await deleteExpiredAnalytics(t.db, { months: 25, now })).toBe(1);
    expect(await deleteExpiredLoginThrottle(t.db, { hours: 24, now })).toBe(1);

    expect(await t.db.selectFrom('audit_log').select('id').execute()).toEqual([{ id: 'a-kept' }]);
    expect(await t.db.selectFrom('analytics_events').select('id').execute()).toEqual([{ id: 'e-kept' }]);
    expect(await t.db.selectFrom('login_throttle').select('key').execute()).toEqual([{ key: 'ip:kept' }]);
    // Nothing left to do: a second run deletes nothing.
    expect(await deleteExpiredAudit(t.db, { months: 24, now })).toBe(0);
  });

  it('deletes a large backlog of events in batches', async () => {
    const rows = Array.from({ length: 12_345 }, (_, i) => ({
      id: `e${i}`,
      name: 'booking_click',
      created_at: new Date(Date.UTC(2020, 0, 1, 0, 0, i)).toISOString(),
    }));
    for (let i = 0; i < rows.length; i += 1000) {
      await t.db
        .insertInto('analytics_events')
        .values(rows.slice(i, i + 1000))
        .execute();
    }
    await t.db
      .insertInto('analytics_events')
      .values({ id: 'new', name: 'booking_click', created_at: now.toISOString() })
      .execute();
    expect(await deleteExpiredAnalytics(t.db, { months: 25, now })).toBe(12_345);
    expect(await t.db.selectFrom('analytics_events').select('id').execute()).toEqual([{ id: 'new' }]);
  }, 60_000);

  it('clears the payload of jobs sent (and webhook deliveries failed) more than the period ago and keeps their rows', async () => {
    const sentAt = (days: number) => new Date(now.getTime() - days * 86_400_000).toISOString();
    const lead = await createLead(t.db);
    const job = (id: string, status: OutboxJobStatus, updated_at: string, kind = 'lead.auto_reply') =>
      t.db
        .insertInto('outbox_jobs')
        .values({
          id,
          kind,
          payload: JSON.stringify({ requestId: lead.id }),
          request_id: String(lead.id),
          status,
          attempts: 1,
          next_attempt_at: updated_at,
          created_at: updated_at,
          updated_at,
        })
        .execute();
    await job('sent-old', 'sent', sentAt(31));
    await job('sent-new', 'sent', sentAt(29));
    await job('failed-old', 'failed', sentAt(60));
    await job('pending-old', 'pending', sentAt(60));
    // A webhook delivery's body is the lead itself: cleared once sent or failed.
    await job('webhook-failed-old', 'failed', sentAt(31), 'webhook');
    await job('webhook-pending-old', 'pending', sentAt(31), 'webhook');
    await job('webhook-sent-new', 'sent', sentAt(29), 'webhook');

    expect(await clearSentPayloads(t.db, { days: 30, now })).toBe(2);
    expect(await clearSentPayloads(t.db, { days: 30, now })).toBe(0);
    const jobs = await t.db.selectFrom('outbox_jobs').select(['id', 'payload', 'request_id']).orderBy('id').execute();
    const original = JSON.stringify({ requestId: lead.id });
    expect(jobs).toEqual([
      { id: 'failed-old', payload: original, request_id: lead.id },
      { id: 'pending-old', payload: original, request_id: lead.id },
      { id: 'sent-new', payload: original, request_id: lead.id },
      { id: 'sent-old', payload: CLEARED_PAYLOAD, request_id: lead.id },
      { id: 'webhook-failed-old', payload: CLEARED_PAYLOAD, request_id: lead.id },
      { id: 'webhook-pending-old', payload: original, request_id: lead.id },
      { id: 'webhook-sent-new', payload: original, request_id: lead.id },
    ]);
  });

  it('runs every step in one pass, and removes mail files older than the lead period', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'retention-run-'));
    try {
      const mailDir = mailDirOf(dataDir);
      await mkdir(mailDir);
      const stale = join(mailDir, mailFileName(undefined, new Date('2024-01-01T00:00:00.000Z')));
      const fresh = join(mailDir, mailFileName());
      await writeFile(stale, 'test mail');
      await writeFile(fresh, 'test mail');
      await utimes(stale, new Date('2024-01-01T00:00:00.000Z'), new Date('2024-01-01T00:00:00.000Z'));
      await createLead(t.db, { created_at: '2024-01-01T00:00:00.000Z' });
      await t.db
        .insertInto('audit_log')
        .values({ id: 'old', created_at: '2020-01-01T00:00:00.000Z', action: 'logout' })
        .execute();

      const report = await runRetention(
        t.db,
        { leadMonths: 24, auditMonths: 24, analyticsMonths: 25, loginThrottleHours: 24, sentPayloadDays: 30, mailDir },
        now,
      );
      expect(report).toEqual({
        anonymised: 1,
        auditDeleted: 1,
        analyticsDeleted: 0,
        loginThrottleDeleted: 0,
        payloadsCleared: 0,
        mailFilesRemoved: 1,
        copiesRemoved: 0,
      });
      expect(await readdir(mailDir)).toEqual([basename(fresh)]);
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });

  describe('the daily schedule', () => {
    afterEach(() => {
      vi.useRealTimers();
    });

    const settings = {
      leadMonths: 24,
      auditMonths: 24,
      analyticsMonths: 25,
      loginThrottleHours: 24,
      sentPayloadDays: 30,
    };

    const fakeLog = () => {
      const log = { info: vi.fn(), error: vi.fn() };
      return { log, logger: log as unknown as Logger };
    };

    it('checks at start and every hour, and runs once per Japan-time day until stopped', async () => {
      vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
      const { log, logger } = fakeLog();
      await createLead(t.db, { created_at: '2020-01-01T00:00:00.000Z' });
      // 2026-11-21 12:00 in Japan.
      let clock = new Date('2026-11-21T03:00:00.000Z');

      const schedule = startRetentionSchedule({ db: t.db, log: logger, settings, now: () => clock });
      await vi.waitFor(() => expect(log.info).toHaveBeenCalledTimes(1));
      expect(log.info).toHaveBeenLastCalledWith(
        expect.objectContaining({ anonymised: 1 }),
        'retention: daily run done',
      );

      await createLead(t.db, { created_at: '2021-01-01T00:00:00.000Z' });
      // Later the same day in Japan: checked, not run again.
      clock = new Date('2026-11-21T14:59:00.000Z');
      vi.advanceTimersByTime(RETENTION_CHECK_INTERVAL_MS);
      await vi.waitFor(async () =>
        expect(await t.db.selectFrom('scheduled_runs').select('period').execute()).toEqual([{ period: '2026-11-21' }]),
      );
      expect(log.info).toHaveBeenCalledTimes(1);
      // Past midnight in Japan: the next day's run.
      clock = new Date('2026-11-21T15:00:00.000Z');
      vi.advanceTimersByTime(RETENTION_CHECK_INTERVAL_MS);
      await vi.waitFor(() => expect(log.info).toHaveBeenCalledTimes(2));
      expect(log.info).toHaveBeenLastCalledWith(expect.objectContaining({ anonymised: 1 }), expect.any(String));
      const runs = await t.db.selectFrom('scheduled_runs').selectAll().orderBy('period').execute();
      expect(runs.map((run) => [run.task, run.period, run.finished_at !== null])).toEqual([
        ['retention', '2026-11-21', true],
        ['retention', '2026-11-22', true],
      ]);

      schedule.stop();
      clock = new Date('2026-12-01T00:00:00.000Z');
      vi.advanceTimersByTime(3 * RETENTION_CHECK_INTERVAL_MS);
      expect(log.info).toHaveBeenCalledTimes(2);
      expect(log.error).not.toHaveBeenCalled();
    });

    it('logs a failed run and tries again at the next check', async () => {
      vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
      const { log, logger } = fakeLog();
      await t.db.schema.dropTable('outbox_attempts').execute();
      await t.db.schema.dropTable('outbox_jobs').execute();
      // The lead status history and the materials records refer to the requests (PostgreSQL
      // enforces it): cascade takes their constraints along.
      await t.db.schema.dropTable('lead_status_events').execute();
      const drop = t.db.schema.dropTable('material_requests');
      await (backend === 'postgres' ? drop.cascade() : drop).execute();

      const schedule = startRetentionSchedule({ db: t.db, log: logger, settings });
      await vi.waitFor(() => expect(log.error).toHaveBeenCalledTimes(1));
      vi.advanceTimersByTime(RETENTION_CHECK_INTERVAL_MS);
      await vi.waitFor(() => expect(log.error).toHaveBeenCalledTimes(2));
      schedule.stop();
      expect(log.error).toHaveBeenLastCalledWith({ err: expect.any(Error) }, 'retention: daily run failed');
      // A failed run gives its day back.
      expect(await t.db.selectFrom('scheduled_runs').selectAll().execute()).toEqual([]);
    });
  });
});
