import { describe, expect, it } from 'vitest';
import { createRateLimiter, LEAD_RATE_WINDOW_MS } from '../../../../src/server/platform/rate-limit.server.ts';
import { openAnotherHandle, testBackends, useTestDb } from '../../../setup/db.ts';

const start = new Date('2026-11-23T09:00:00.000Z');
const at = (ms: number) => new Date(start.getTime() + ms);

describe.each(testBackends())('database rate limit on %s', (backend) => {
  const t = useTestDb(backend);

  it('lets `limit` requests through in any window, then answers with the wait until one more would pass', async () => {
    const limiter = createRateLimiter({ db: t.db, scope: 'lead', limit: 3 });
    for (let i = 0; i < 3; i++)
      expect(await limiter.hit('192.0.2.1', at(i * 60_000))).toEqual({ ok: true, retryAfterSeconds: 0 });
    // The window slides: the three count until enough of them have left the last ten minutes.
    expect(await limiter.hit('192.0.2.1', at(4 * 60_000))).toEqual({ ok: false, retryAfterSeconds: 560 });
    // A refusal is not counted.
    expect(await limiter.hit('192.0.2.1', at(LEAD_RATE_WINDOW_MS - 1_000))).toEqual({
      ok: false,
      retryAfterSeconds: 201,
    });
    expect((await limiter.hit('192.0.2.1', at(LEAD_RATE_WINDOW_MS))).ok).toBe(false);
    expect((await limiter.hit('192.0.2.1', at(LEAD_RATE_WINDOW_MS + 200_000))).ok).toBe(true);
    // Other clients and other scopes count on their own.
    expect((await limiter.hit('192.0.2.2', at(0))).ok).toBe(true);
    const other = createRateLimiter({ db: t.db, scope: 'events', limit: 1 });
    expect((await other.hit('192.0.2.1', at(LEAD_RATE_WINDOW_MS))).ok).toBe(true);
  });

  it('lets no more than the limit through across a window edge (a fixed window let twice as many)', async () => {
    const limiter = createRateLimiter({ db: t.db, scope: 'lead', limit: 5 });
    const passed = [];
    // Five just before the first window ends, five just after: a fixed window passed all ten.
    for (let i = 0; i < 5; i++) passed.push((await limiter.hit('192.0.2.7', at(i))).ok);
    for (let i = 0; i < 5; i++) passed.push((await limiter.hit('192.0.2.7', at(LEAD_RATE_WINDOW_MS - 5 + i))).ok);
    for (let i = 0; i < 5; i++) passed.push((await limiter.hit('192.0.2.7', at(LEAD_RATE_WINDOW_MS + 1_000 + i))).ok);
    expect(passed.filter(Boolean)).toHaveLength(5);
  });

  it('is off at limit 0 and writes nothing', async () => {
    const limiter = createRateLimiter({ db: t.db, scope: 'lead', limit: 0 });
    for (let i = 0; i < 20; i++) expect((await limiter.hit('192.0.2.1', start)).ok).toBe(true);
    expect(await t.db.selectFrom('rate_limits').selectAll().execute()).toEqual([]);
  });

  it('is one limit for two limiters (two instances) over one database, however the requests interleave', async () => {
    // A second handle on the same database, as a second instance would open it.
    const second = openAnotherHandle(t.current);
    try {
      const a = createRateLimiter({ db: t.db, scope: 'lead', limit: 5 });
      const b = createRateLimiter({ db: second, scope: 'lead', limit: 5 });
      const results = [];
      for (let i = 0; i < 8; i++) results.push(await (i % 2 === 0 ? a : b).hit('203.0.113.9', at(i * 1_000)));
      expect(results.map((r) => r.ok)).toEqual([true, true, true, true, true, false, false, false]);
      // Sent all at once from both: exactly `limit` get through.
      const burst = await Promise.all(
        Array.from({ length: 24 }, (_, i) => (i % 2 === 0 ? a : b).hit('198.51.100.7', at(i))),
      );
      expect(burst.filter((r) => r.ok)).toHaveLength(5);
    } finally {
      await second.destroy();
    }
  });

  it('prunes idle keys: a returning key starts over, the rest are swept once a window', async () => {
    const limiter = createRateLimiter({ db: t.db, scope: 'lead', limit: 2 });
    await limiter.hit('192.0.2.1', start);
    await limiter.hit('192.0.2.1', start);
    await limiter.hit('192.0.2.2', at(60_000));
    await limiter.hit('192.0.2.3', at(LEAD_RATE_WINDOW_MS - 1));
    // A key's previous window still counts for one more window: rows go after two idle ones.
    const later = at(2 * LEAD_RATE_WINDOW_MS + 60_000);
    expect((await limiter.hit('192.0.2.9', later)).ok).toBe(true);
    const keys = (await t.db.selectFrom('rate_limits').select('key').orderBy('key').execute()).map((r) => r.key);
    expect(keys).toEqual(['lead:192.0.2.3', 'lead:192.0.2.9']);
    expect(await limiter.hit('192.0.2.3', at(3 * LEAD_RATE_WINDOW_MS))).toEqual({ ok: true, retryAfterSeconds: 0 });
    const row = await t.db.selectFrom('rate_limits').selectAll().where('key', '=', 'lead:192.0.2.3').executeTakeFirst();
    expect(row).toMatchObject({ hits: 1, previous_hits: 0, window_start: at(3 * LEAD_RATE_WINDOW_MS).toISOString() });
  });
});
