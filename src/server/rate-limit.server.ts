/**
 * A per-key sliding-window rate limit kept in this process's memory (the brochure endpoint
 * keys it by client IP). Several instances each keep their own window, so the effective limit
 * behind a load balancer is per instance. LEAD_RATE_LIMIT sets requests per 10 minutes;
 * 0 turns the limit off (benchmarks).
 */

export interface RateLimitResult {
  ok: boolean;
  /** Seconds until the oldest counted request leaves the window (0 when ok). */
  retryAfterSeconds: number;
}

export interface RateLimiter {
  hit(key: string, now?: number): RateLimitResult;
  readonly limit: number;
}

export const LEAD_RATE_WINDOW_MS = 10 * 60_000;
export const DEFAULT_LEAD_RATE_LIMIT = 5;

/** Reads LEAD_RATE_LIMIT; throws naming the variable on a bad value, so boot stops. */
export function createRateLimiter(options: { limit: number; windowMs?: number }): RateLimiter {
  const { limit } = options;
  const windowMs = options.windowMs ?? LEAD_RATE_WINDOW_MS;
  const hits = new Map<string, number[]>();
  let lastSweep = 0;

  function sweep(now: number): void {
    if (now - lastSweep < windowMs) return;
    lastSweep = now;
    for (const [key, times] of hits) {
      if ((times.at(-1) ?? 0) <= now - windowMs) hits.delete(key);
    }
  }

  return {
    limit,
    hit(key, now = Date.now()) {
      if (limit === 0) return { ok: true, retryAfterSeconds: 0 };
      sweep(now);
      const recent = (hits.get(key) ?? []).filter((t) => t > now - windowMs);
      if (recent.length >= limit) {
        hits.set(key, recent);
        const oldest = recent[0] ?? now;
        return { ok: false, retryAfterSeconds: Math.max(1, Math.ceil((oldest + windowMs - now) / 1000)) };
      }
      recent.push(now);
      hits.set(key, recent);
      return { ok: true, retryAfterSeconds: 0 };
    },
  };
}
