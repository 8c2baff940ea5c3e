import { describe, expect, it } from 'vitest';
import {
  acceptEvent,
  analyticsEventNames,
  countEvents,
  type EventRequest,
  MAX_EVENT_BODY_BYTES,
  readBodyWithLimit,
} from '../../src/server/analytics.server.ts';
import { testBackends, useTestDb } from '../setup/db.ts';

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

describe('readBodyWithLimit', () => {
  const post = (body: string, headers: Record<string, string> = {}) =>
    new Request('http://x/api/events', { method: 'POST', body, headers });

  it('returns the body up to the limit', async () => {
    expect(await readBodyWithLimit(post('{"a":1}'))).toBe('{"a":1}');
    expect(await readBodyWithLimit(post('x'.repeat(MAX_EVENT_BODY_BYTES)))).toHaveLength(MAX_EVENT_BODY_BYTES);
  });

  it('returns null for a body over 4 KB, declared or streamed', async () => {
    expect(await readBodyWithLimit(post('x'.repeat(MAX_EVENT_BODY_BYTES + 1)))).toBeNull();
    expect(await readBodyWithLimit(post('{}', { 'content-length': '5000' }))).toBeNull();
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let i = 0; i < 5; i += 1) controller.enqueue(new Uint8Array(1024));
        controller.close();
      },
    });
    const chunked = new Request('http://x/api/events', { method: 'POST', body: stream, duplex: 'half' } as RequestInit);
    expect(await readBodyWithLimit(chunked)).toBeNull();
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
