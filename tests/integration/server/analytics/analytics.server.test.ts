import { describe, expect, it } from 'vitest';
import { acceptEvent, type EventRequest } from '../../../../src/actions/events.ts';
import { analyticsEventNames } from '../../../../src/domain/analytics.ts';
import { countEvents, createEventBudget, EVENT_BUDGET } from '../../../../src/server/analytics/analytics.server.ts';
import { testBackends, useTestDb } from '../../../setup/db.ts';

const origin = 'http://127.0.0.1:4321';

const request = (body: unknown, overrides: Partial<EventRequest> = {}): EventRequest => ({
  origin,
  fetchSite: 'same-origin',
  siteOrigins: [origin, 'https://www.example.jp'],
  contentType: 'application/json',
  body: typeof body === 'string' ? body : JSON.stringify(body),
  ...overrides,
});

const booking = { name: 'booking_click', label: 'medical_rental', path: '/rental/medical', locale: 'ja' };

describe('the event allow-list', () => {
  it('holds booking_click', () => {
    expect(analyticsEventNames).toContain('booking_click');
  });
});

describe('the per-client event budget', () => {
  it('allows the limit per window, then refuses until the window ends', () => {
    const budget = createEventBudget({ limit: 3, windowMs: 60_000 });
    const at = 1_000_000;
    expect([1, 2, 3, 4].map((i) => budget.take('a', at + i))).toEqual([true, true, true, false]);
    expect(budget.retryAfterSeconds('a', at + 10_001)).toBe(50);
    // Another client has its own budget.
    expect(budget.take('b', at + 5)).toBe(true);
    expect(budget.take('a', at + 60_001)).toBe(true);
  });

  it('holds at most maxClients counters, refusing new clients while all are live', () => {
    const budget = createEventBudget({ limit: 60, windowMs: 60_000, maxClients: 100 });
    for (let i = 0; i < 100; i += 1) expect(budget.take(`10.0.0.${i}`, 0)).toBe(true);
    expect(budget.take('10.0.1.1', 1_000)).toBe(false);
    // Once their windows have ended, the old counters make room.
    expect(budget.take('10.0.1.1', 60_000)).toBe(true);
  });
});

describe.each(testBackends())('acceptEvent on %s', (backend) => {
  const t = useTestDb(backend);
  const rows = () => t.db.selectFrom('analytics_events').selectAll().execute();

  it('stores a booking click with its label, path and locale, and nothing about the visitor', async () => {
    const result = await acceptEvent(t.db, request(booking));
    expect(result.status).toBe(204);
    const stored = await rows();
    expect(stored).toHaveLength(1);
    const [row] = stored;
    expect(row).toMatchObject({
      name: 'booking_click',
      label: 'medical_rental',
      path: '/rental/medical',
      locale: 'ja',
    });
    expect(Object.keys(row ?? {}).sort()).toEqual(['created_at', 'id', 'label', 'locale', 'name', 'path']);
    expect(new Date(row?.created_at ?? '').toISOString()).toBe(row?.created_at);
  });

  it('accepts a bare name and a content type with charset, dropping unknown keys', async () => {
    const result = await acceptEvent(
      t.db,
      request({ name: 'booking_click', ip: '192.0.2.1' }, { contentType: 'application/json; charset=utf-8' }),
    );
    expect(result.status).toBe(204);
    const [row] = await rows();
    expect(row).toMatchObject({ name: 'booking_click', label: null, path: null, locale: null });
  });

  it('accepts a request without Origin (no browser) and one from the canonical origin', async () => {
    expect((await acceptEvent(t.db, request(booking, { origin: null, fetchSite: null }))).status).toBe(204);
    expect((await acceptEvent(t.db, request(booking, { origin: 'https://www.example.jp' }))).status).toBe(204);
    expect(await rows()).toHaveLength(2);
  });

  it.each([
    ['an unknown event name', { ...booking, name: 'page_view' }],
    ['a missing name', { label: 'medical_rental' }],
    ['a label with spaces', { ...booking, label: 'medical rental' }],
    ['a path that is not a site path', { ...booking, path: 'https://evil.example.com/' }],
    ['a protocol-relative path', { ...booking, path: '//evil.example.com/' }],
    ['an unknown locale', { ...booking, locale: 'fr' }],
    ['a JSON array', [booking]],
    ['invalid JSON', '{"name":'],
  ])('refuses %s with 400 and stores nothing', async (_, body) => {
    const result = await acceptEvent(t.db, request(body));
    expect(result.status).toBe(400);
    expect(result).toHaveProperty('error');
    expect(await rows()).toHaveLength(0);
  });

  it('refuses a foreign Origin or a cross-site fetch with 403', async () => {
    expect((await acceptEvent(t.db, request(booking, { origin: 'https://evil.example.com' }))).status).toBe(403);
    expect((await acceptEvent(t.db, request(booking, { origin: null, fetchSite: 'cross-site' }))).status).toBe(403);
    expect(await rows()).toHaveLength(0);
  });

  it('refuses an oversized body with 413 and a non-JSON body with 415', async () => {
    expect((await acceptEvent(t.db, request(booking, { body: null }))).status).toBe(413);
    expect((await acceptEvent(t.db, request(booking, { contentType: 'text/plain' }))).status).toBe(415);
    expect(await rows()).toHaveLength(0);
  });

  it('answers 429 past a client’s budget and writes nothing for it', async () => {
    const budget = createEventBudget();
    const from = (client: string) => request(booking, { client });
    const answers = [];
    for (let i = 0; i < EVENT_BUDGET.limit + 20; i += 1)
      answers.push((await acceptEvent(t.db, from('192.0.2.7'), budget)).status);
    expect(answers.filter((status) => status === 204)).toHaveLength(EVENT_BUDGET.limit);
    expect(answers.slice(EVENT_BUDGET.limit)).toEqual(Array(20).fill(429));
    expect(await acceptEvent(t.db, from('192.0.2.7'), budget)).toMatchObject({
      status: 429,
      retryAfterSeconds: expect.any(Number),
    });
    // Junk counts against the budget too, and another client is unaffected.
    expect((await acceptEvent(t.db, request('{', { client: '192.0.2.7' }), budget)).status).toBe(429);
    expect((await acceptEvent(t.db, from('192.0.2.8'), budget)).status).toBe(204);
    expect(await rows()).toHaveLength(EVENT_BUDGET.limit + 1);
  });

  it('counts stored events by label', async () => {
    await acceptEvent(t.db, request(booking));
    await acceptEvent(t.db, request(booking));
    await acceptEvent(t.db, request({ name: 'booking_click', label: 'product_dr' }));
    expect(await countEvents(t.db, { name: 'booking_click' })).toEqual([
      { label: 'medical_rental', count: 2 },
      { label: 'product_dr', count: 1 },
    ]);
    expect(await countEvents(t.db, { name: 'booking_click', since: '2999-01-01T00:00:00.000Z' })).toEqual([]);
  });
});
