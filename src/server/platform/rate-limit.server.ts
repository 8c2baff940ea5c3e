/**
 * Per-visitor request limits kept in the database, so every instance behind a load balancer
 * counts against one limit (the brochure endpoint keys it by `locals.clientKey`: the client's
 * IPv4 address or IPv6 /64). LEAD_RATE_LIMIT sets requests per 10 minutes; 0 turns the limit
 * off (benchmarks).
 *
 * A key's window opens with its first counted request and lasts windowMs; within it at most
 * `limit` requests pass, and a refused one is told when the window ends. One row per key,
 * changed by a single conditional upsert, so parallel requests on any number of instances
 * never let more than `limit` through (SQLite runs statements one at a time; PostgreSQL
 * re-checks the condition on the locked row). A key's row starts over on its next request
 * after the window; rows of keys that never return are swept at most once a window per process.
 */
import type { Db } from './db.server.ts';

export interface RateLimitResult {
  ok: boolean;
  /** Seconds until the window ends and requests pass again (0 when ok). */
  retryAfterSeconds: number;
}

export interface RateLimiter {
  /** Counts one request for `key` if it is within the limit. */
  hit(key: string, now?: Date): Promise<RateLimitResult>;
  readonly limit: number;
}

export const LEAD_RATE_WINDOW_MS = 10 * 60_000;

export interface RateLimiterOptions {
  db: Db;
  /** Names the limit, so several limits can share the table ('lead', …). */
  scope: string;
  limit: number;
  windowMs?: number;
}

export function createRateLimiter(options: RateLimiterOptions): RateLimiter {
  const { db, scope, limit } = options;
  const windowMs = options.windowMs ?? LEAD_RATE_WINDOW_MS;
  let lastSweep = 0;

  async function sweep(now: Date): Promise<void> {
    if (now.getTime() - lastSweep < windowMs) return;
    lastSweep = now.getTime();
    const ended = new Date(now.getTime() - windowMs).toISOString();
    await db.deleteFrom('rate_limits').where('window_start', '<=', ended).execute();
  }

  return {
    limit,
    async hit(key, now = new Date()) {
      if (limit === 0) return { ok: true, retryAfterSeconds: 0 };
      const id = `${scope}:${key}`;
      const iso = now.toISOString();
      const ended = new Date(now.getTime() - windowMs).toISOString();
      await sweep(now);
      // Insert, or start a new window, or count one more; the WHERE refuses a full window.
      const counted = await db
        .insertInto('rate_limits')
        .values({ key: id, window_start: iso, hits: 1 })
        .onConflict((oc) =>
          oc
            .column('key')
            .doUpdateSet((eb) => ({
              hits: eb
                .case()
                .when('rate_limits.window_start', '<=', ended)
                .then(1)
                .else(eb('rate_limits.hits', '+', 1))
                .end(),
              window_start: eb
                .case()
                .when('rate_limits.window_start', '<=', ended)
                .then(iso)
                .else(eb.ref('rate_limits.window_start'))
                .end(),
            }))
            .where((eb) => eb.or([eb('rate_limits.window_start', '<=', ended), eb('rate_limits.hits', '<', limit)])),
        )
        .returning('hits')
        .executeTakeFirst();
      if (counted) return { ok: true, retryAfterSeconds: 0 };
      const row = await db.selectFrom('rate_limits').select('window_start').where('key', '=', id).executeTakeFirst();
      const endsAt = (row ? Date.parse(row.window_start) : now.getTime()) + windowMs;
      return { ok: false, retryAfterSeconds: Math.max(1, Math.ceil((endsAt - now.getTime()) / 1000)) };
    },
  };
}
