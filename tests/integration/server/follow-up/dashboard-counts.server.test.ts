import { describe, expect, it } from 'vitest';
import { brochureProductIds } from '../../../../src/content/products.ts';
import type { OutboxJobStatus } from '../../../../src/domain/lead/statuses.ts';
import { locales } from '../../../../src/i18n/locales.ts';
import {
  dashboardCounts,
  dashboardStats,
  japanDate,
} from '../../../../src/server/follow-up/dashboard-counts.server.ts';
import { testBackends, useTestDb } from '../../../setup/db.ts';
import { createLead } from '../../../setup/factories.ts';

// 12:00 on 21 November in Japan.
const now = new Date('2026-11-21T03:00:00.000Z');
const [dr, plus] = brochureProductIds;

describe('japanDate', () => {
  it('gives the date in Japan, which starts nine hours before the UTC one', () => {
    expect(japanDate(new Date('2026-11-20T14:59:59.999Z'))).toBe('2026-11-20');
    expect(japanDate(new Date('2026-11-20T15:00:00.000Z'))).toBe('2026-11-21');
  });
});

describe.each(testBackends())('dashboard stats on %s', (backend) => {
  const t = useTestDb(backend);

  const click = (id: string, createdAt: string, name = 'booking_click') =>
    t.db
      .insertInto('analytics_events')
      .values({ id, name, label: 'header', path: '/', locale: 'ja', created_at: createdAt })
      .execute();

  const job = (id: string, status: OutboxJobStatus) =>
    t.db
      .insertInto('outbox_jobs')
      .values({
        id,
        kind: 'lead.staff_notification',
        payload: JSON.stringify({ requestId: id }),
        status,
        attempts: 0,
        next_attempt_at: now.toISOString(),
        locked_until: null,
        last_error: null,
        created_at: now.toISOString(),
        updated_at: now.toISOString(),
      })
      .execute();

  it('is all zeros on an empty database, with every product, locale and day present', async () => {
    const stats = await dashboardStats(t.db, now);
    expect(stats.newLeads).toEqual({ last7: 0, last30: 0 });
    expect(stats.byProduct).toEqual(brochureProductIds.map((product) => ({ product, last7: 0, last30: 0 })));
    expect(stats.byLocale).toEqual(locales.map((locale) => ({ locale, last7: 0, last30: 0 })));
    expect(stats.notifications).toEqual({ pending: 0, failed: 0 });
    expect(stats.screenedSpam).toEqual({ last7: 0, last30: 0 });
    expect(stats.bookingClicks).toHaveLength(30);
    expect(stats.bookingClicks.every((day) => day.count === 0)).toBe(true);
  });

  it('counts new requests over Japanese days, by product and locale, without spam', async () => {
    // Today in Japan (from 2026-11-20T15:00Z) and the six days before are "the last 7 days".
    await createLead(t.db, { created_at: '2026-11-21T02:00:00.000Z', product: dr, locale: 'ja' });
    await createLead(t.db, { created_at: '2026-11-14T15:00:00.000Z', product: plus, locale: 'en' });
    // 13 November in Japan: the last 30 days only.
    await createLead(t.db, { created_at: '2026-11-14T14:59:59.999Z', product: plus, locale: 'zh-cn' });
    // 23 October in Japan, the first of the 30 days.
    await createLead(t.db, { created_at: '2026-10-22T15:00:00.000Z', product: dr, locale: 'ja' });
    // An id no longer offered still counts, after the catalogue.
    await createLead(t.db, { created_at: '2026-11-10T00:00:00.000Z', product: 'retired-model', locale: 'ja' });
    // Outside: before the 30 days, spam, and after `now`.
    await createLead(t.db, { created_at: '2026-10-22T14:59:59.999Z', product: dr });
    await createLead(t.db, { created_at: '2026-11-21T01:00:00.000Z', product: dr, status: 'spam' });
    await createLead(t.db, { created_at: '2026-11-21T03:00:00.001Z', product: dr });

    const stats = await dashboardStats(t.db, now);
    expect(stats.newLeads).toEqual({ last7: 2, last30: 5 });
    expect(stats.byProduct.slice(0, 2)).toEqual([
      { product: dr, last7: 1, last30: 2 },
      { product: plus, last7: 1, last30: 2 },
    ]);
    expect(stats.byProduct.slice(2, -1).every((row) => row.last30 === 0)).toBe(true);
    expect(stats.byProduct.map((row) => row.product)).toEqual([...brochureProductIds, 'retired-model']);
    expect(stats.byProduct.at(-1)).toEqual({ product: 'retired-model', last7: 0, last30: 1 });
    expect(stats.byLocale).toEqual([
      { locale: 'ja', last7: 1, last30: 3 },
      { locale: 'en', last7: 1, last30: 1 },
      { locale: 'zh-cn', last7: 0, last30: 1 },
    ]);
  });

  it('counts the requests screening stored as spam unseen, not those staff marked or one signal held', async () => {
    // Several signals: stored as spam, nobody told. Today, and 13 November in Japan.
    await createLead(t.db, { created_at: '2026-11-21T02:00:00.000Z', status: 'spam', screening: 'honeypot,fast' });
    await createLead(t.db, { created_at: '2026-11-14T14:00:00.000Z', status: 'spam', screening: 'fast,unproven' });
    // One signal, later marked spam by staff, who were told; marked by staff with no signal.
    await createLead(t.db, { created_at: '2026-11-21T02:00:00.000Z', status: 'spam', screening: 'fast' });
    await createLead(t.db, { created_at: '2026-11-21T02:00:00.000Z', status: 'spam' });
    // Before the 30 days.
    await createLead(t.db, { created_at: '2026-10-01T00:00:00.000Z', status: 'spam', screening: 'honeypot,fast' });
    const stats = await dashboardStats(t.db, now);
    expect(stats.screenedSpam).toEqual({ last7: 1, last30: 2 });
    expect(stats.newLeads).toEqual({ last7: 0, last30: 0 });
  });

  it('counts imported cards as imports, not as web requests, on the dashboard and the analytics (issue 42)', async () => {
    await createLead(t.db, { created_at: '2026-11-21T02:00:00.000Z', product: dr });
    await createLead(t.db, { created_at: '2026-11-01T02:00:00.000Z', product: dr });
    // A show's cards: two this week, one 20 days ago; one imported card later marked spam.
    for (const [created_at, status] of [
      ['2026-11-20T02:00:00.000Z', 'pending'],
      ['2026-11-20T02:00:00.000Z', 'pending'],
      ['2026-11-01T02:00:00.000Z', 'pending'],
      ['2026-11-20T02:00:00.000Z', 'spam'],
    ] as const)
      await createLead(t.db, { created_at, status, product: plus, import_batch_id: 'batch-1', import_line: 2 });
    await job('f', 'failed');
    const counts = await dashboardCounts(t.db, now);
    expect(counts).toEqual({
      web: { last7: 1, last30: 2 },
      imports: { last7: 2, last30: 3 },
      notifications: { pending: 0, failed: 1 },
    });
    const stats = await dashboardStats(t.db, now);
    expect(stats.newLeads).toEqual(counts.web);
    expect(stats.imports).toEqual(counts.imports);
  });

  it('counts notifications waiting (pending or being sent) and failed', async () => {
    await job('a', 'pending');
    await job('b', 'pending');
    await job('c', 'sending');
    await job('d', 'failed');
    await job('e', 'sent');
    expect((await dashboardStats(t.db, now)).notifications).toEqual({ pending: 3, failed: 1 });
  });

  it('gives booking clicks for each of the last 30 Japanese days, oldest first', async () => {
    await click('today-1', '2026-11-21T02:59:59.000Z');
    await click('today-2', '2026-11-20T15:00:00.000Z');
    await click('yesterday', '2026-11-20T14:59:59.999Z');
    await click('first-day', '2026-10-22T15:00:00.000Z');
    // Not counted: before the 30 days, after `now`, another event.
    await click('too-old', '2026-10-22T14:59:59.999Z');
    await click('future', '2026-11-21T03:00:01.000Z');
    await click('other', '2026-11-21T01:00:00.000Z', 'brochure_request');

    const { bookingClicks } = await dashboardStats(t.db, now);
    expect(bookingClicks).toHaveLength(30);
    expect(bookingClicks[0]).toEqual({ date: '2026-10-23', count: 1 });
    expect(bookingClicks.at(-2)).toEqual({ date: '2026-11-20', count: 1 });
    expect(bookingClicks.at(-1)).toEqual({ date: '2026-11-21', count: 2 });
    expect(bookingClicks.reduce((sum, day) => sum + day.count, 0)).toBe(4);
    // Consecutive days, none missing.
    const dates = bookingClicks.map((day) => day.date);
    expect(new Set(dates).size).toBe(30);
    expect(dates).toEqual([...dates].sort());
    expect(dates).toContain('2026-11-01');
  });
});
