/**
 * Per-visitor request limits kept in the database, so every instance behind a load balancer
 * counts against one limit (the brochure endpoint keys it by `locals.clientKey`: the client's
 * IPv4 address or IPv6 /64, and by the /48 too). LEAD_RATE_LIMIT sets requests per 10
 * minutes; 0 turns the limit off (benchmarks).
 *
 * The window slides (issue 20: a fixed window let twice the limit through across its edge): a
 * key's row holds the current window's start and count and the previous window's count, and a
 * request passes while `previous × (share of the previous window still inside the last
 * windowMs) + current` stays under the limit (the sliding-window counter: constant space per
 * key). A refused request writes nothing, and is told how long until one would pass.
 *
 * One row per key, changed by compare-and-set (the update names the values it read), so
 * parallel requests on any number of instances never let more than `limit` through: a writer
 * that lost the race reads again. Rows idle for two windows are swept at most once a window.
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

/** Attempts at compare-and-set before a request is refused as over the limit (fails closed). */
const MAX_ATTEMPTS = 64;

interface Window {
  start: number;
  hits: number;
  previous: number;
}

/** The key's windows as of `now`: the stored ones moved on by whole windows. */
function advance(row: Window, now: number, windowMs: number): Window {
  const elapsed = now - row.start;
  if (elapsed >= 2 * windowMs) return { start: now, hits: 0, previous: 0 };
  if (elapsed >= windowMs) return { start: row.start + windowMs, hits: 0, previous: row.hits };
  return row;
}

const estimate = (w: Window, now: number, windowMs: number): number =>
  w.previous * (1 - (now - w.start) / windowMs) + w.hits;

/** Milliseconds until one more request would pass (the estimate falls to limit − 1). */
function waitMs(w: Window, now: number, windowMs: number, limit: number): number {
  const room = limit - 1 - w.hits;
  if (room >= 0 && w.previous > 0) {
    const at = w.start + windowMs * (1 - room / w.previous);
    if (at < w.start + windowMs) return at - now;
  }
  // Only the current window's count is left to decay, once it has become the previous one.
  return w.start + windowMs + windowMs * (1 - (limit - 1) / Math.max(w.hits, 1)) - now;
}

export function createRateLimiter(options: RateLimiterOptions): RateLimiter {
  const { db, scope, limit } = options;
  const windowMs = options.windowMs ?? LEAD_RATE_WINDOW_MS;
  let lastSweep = 0;

  async function sweep(now: Date): Promise<void> {
    if (now.getTime() - lastSweep < windowMs) return;
    lastSweep = now.getTime();
    const idle = new Date(now.getTime() - 2 * windowMs).toISOString();
    // Only this limit's rows: another limit's window (a receipt's day) may be longer.
    await db.deleteFrom('rate_limits').where('window_start', '<=', idle).where('key', 'like', `${scope}:%`).execute();
  }

  const refused = (wait: number): RateLimitResult => ({
    ok: false,
    retryAfterSeconds: Math.max(1, Math.ceil(wait / 1000)),
  });

  return {
    limit,
    async hit(key, now = new Date()) {
      if (limit === 0) return { ok: true, retryAfterSeconds: 0 };
      const id = `${scope}:${key}`;
      const t = now.getTime();
      await sweep(now);
      // A key seen for the first time (most of them: one visitor, one receipt address) costs one
      // statement: the insert; only a key already counting is read and compared-and-set.
      const first = await db
        .insertInto('rate_limits')
        .values({ key: id, window_start: now.toISOString(), hits: 1, previous_hits: 0 })
        .onConflict((oc) => oc.column('key').doNothing())
        .returning('key')
        .executeTakeFirst();
      if (first) return { ok: true, retryAfterSeconds: 0 };
      for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {
        const row = await db
          .selectFrom('rate_limits')
          .select(['window_start', 'hits', 'previous_hits'])
          .where('key', '=', id)
          .executeTakeFirst();
        if (!row) {
          const inserted = await db
            .insertInto('rate_limits')
            .values({ key: id, window_start: now.toISOString(), hits: 1, previous_hits: 0 })
            .onConflict((oc) => oc.column('key').doNothing())
            .returning('key')
            .executeTakeFirst();
          if (inserted) return { ok: true, retryAfterSeconds: 0 };
          continue;
        }
        const w = advance(
          { start: Date.parse(row.window_start), hits: Number(row.hits), previous: Number(row.previous_hits) },
          t,
          windowMs,
        );
        if (estimate(w, t, windowMs) + 1 > limit) return refused(waitMs(w, t, windowMs, limit));
        const counted = await db
          .updateTable('rate_limits')
          .set({ window_start: new Date(w.start).toISOString(), hits: w.hits + 1, previous_hits: w.previous })
          .where('key', '=', id)
          .where('window_start', '=', row.window_start)
          .where('hits', '=', row.hits)
          .where('previous_hits', '=', row.previous_hits)
          .returning('key')
          .executeTakeFirst();
        if (counted) return { ok: true, retryAfterSeconds: 0 };
      }
      return refused(windowMs);
    },
  };
}
