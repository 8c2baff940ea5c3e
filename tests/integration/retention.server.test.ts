import { afterEach, describe, expect, it, vi } from 'vitest';
import { brochureProductIds } from '../../src/content/products.ts';
import type { Logger } from '../../src/server/logger.server.ts';
import {
  ANONYMISED_LEAD,
  anonymiseExpiredLeads,
  isAnonymisedLead,
  RETENTION_INTERVAL_MS,
  retentionCutoff,
  startRetentionSchedule,
} from '../../src/server/retention.server.ts';
import { testBackends, useTestDb } from '../setup/db.ts';
import { buildLead, createLead } from '../setup/factories.ts';

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

  it('refuses a period that is not a whole number of months ≥ 1', async () => {
    await expect(anonymiseExpiredLeads(t.db, { months: 0, now })).rejects.toThrow(RangeError);
    await expect(anonymiseExpiredLeads(t.db, { months: 1.5, now })).rejects.toThrow(RangeError);
  });

  describe('the daily schedule', () => {
    afterEach(() => {
      vi.useRealTimers();
    });

    const fakeLog = () => {
      const log = { info: vi.fn(), error: vi.fn() };
      return { log, logger: log as unknown as Logger };
    };

    it('runs at start and again every 24 hours until stopped', async () => {
      vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
      const { log, logger } = fakeLog();
      await createLead(t.db, { created_at: '2020-01-01T00:00:00.000Z' });

      const schedule = startRetentionSchedule({ db: t.db, log: logger, months: 24 });
      await vi.waitFor(() => expect(log.info).toHaveBeenCalledTimes(1));
      expect(log.info).toHaveBeenLastCalledWith(
        { anonymised: 1, months: 24 },
        'retention: anonymised expired brochure requests',
      );

      await createLead(t.db, { created_at: '2021-01-01T00:00:00.000Z' });
      vi.advanceTimersByTime(RETENTION_INTERVAL_MS - 1);
      expect(log.info).toHaveBeenCalledTimes(1);
      vi.advanceTimersByTime(1);
      await vi.waitFor(() => expect(log.info).toHaveBeenCalledTimes(2));
      expect(log.info).toHaveBeenLastCalledWith({ anonymised: 1, months: 24 }, expect.any(String));

      schedule.stop();
      vi.advanceTimersByTime(3 * RETENTION_INTERVAL_MS);
      expect(log.info).toHaveBeenCalledTimes(2);
      expect(log.error).not.toHaveBeenCalled();
    });

    it('logs a failed run and keeps the schedule', async () => {
      vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
      const { log, logger } = fakeLog();
      await t.db.schema.dropTable('outbox_attempts').execute();
      await t.db.schema.dropTable('outbox_jobs').execute();
      // The lead status history refers to the requests (PostgreSQL enforces it).
      await t.db.schema.dropTable('lead_status_events').execute();
      await t.db.schema.dropTable('material_requests').execute();

      const schedule = startRetentionSchedule({ db: t.db, log: logger, months: 24 });
      await vi.waitFor(() => expect(log.error).toHaveBeenCalledTimes(1));
      vi.advanceTimersByTime(RETENTION_INTERVAL_MS);
      await vi.waitFor(() => expect(log.error).toHaveBeenCalledTimes(2));
      schedule.stop();
      expect(log.error).toHaveBeenLastCalledWith(
        { err: expect.any(Error) },
        'retention: anonymising expired brochure requests failed',
      );
    });
  });
});
