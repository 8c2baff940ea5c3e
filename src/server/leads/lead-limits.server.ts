/**
 * The limits a brochure request passes before anything of it is stored (issue 20):
 * - per client, sliding (LEAD_RATE_LIMIT per 10 minutes, every post counted, valid or not):
 *   an IPv4 address or IPv6 /64, and also the /48 around a /64 (one subscriber may hold a /48,
 *   65,536 /64s), which gets PREFIX_48_FACTOR times the limit;
 * - per receiving inbox: at most one receipt mail a day to one inbox (match-keys.ts inboxKey:
 *   `A@x`, `a@x` and `A@X` are one, as are `victim+1@gmail.com`, `v.ictim@gmail.com` and
 *   `victim@googlemail.com`);
 * - site-wide: above LEAD_SITE_CEILING notified requests in an hour, new ones wait for staff
 *   as 要確認 instead of triggering mail.
 */
import { inboxKey } from '../../domain/lead/match-keys.ts';
import type { Db } from '../platform/db.server.ts';
import { createRateLimiter, type RateLimiter, type RateLimitResult } from '../platform/rate-limit.server.ts';

/** A /48 holds many households' /64s behind one provider: it gets this many times the limit. */
export const PREFIX_48_FACTOR = 4;
export const RECEIPT_WINDOW_MS = 24 * 60 * 60_000;
export const CEILING_WINDOW_MS = 60 * 60_000;

export interface LeadLimits {
  /** Counts one post from a client (its limiter key); refused when the client or its /48 is over. */
  hitClient(clientKey: string, now?: Date): Promise<RateLimitResult>;
  /** True when `email`'s inbox may get a receipt now (and counts it). */
  takeReceipt(email: string, now?: Date): Promise<boolean>;
  /**
   * Counts one request that would trigger mail against the site-wide ceiling; true when the
   * ceiling is reached (the request then waits for review). Atomic like every limit here, so
   * parallel requests on any number of instances never pass it together.
   */
  overCeiling(now?: Date): Promise<boolean>;
}

/** The /48 of an IPv6 /64 limiter key (`2001:db8:1:2::/64` → `2001:db8:1::/48`); null for IPv4. */
export function prefix48(clientKey: string): string | null {
  if (!clientKey.endsWith('/64')) return null;
  const address = clientKey.slice(0, -3);
  const [head = '', tail = ''] = address.split('::');
  const left = head === '' ? [] : head.split(':');
  const right = tail === '' ? [] : tail.split(':');
  const groups = [...left, ...Array(Math.max(0, 8 - left.length - right.length)).fill('0'), ...right];
  if (groups.length !== 8) return null;
  return `${groups
    .slice(0, 3)
    .map((g) => Number.parseInt(g, 16).toString(16))
    .join(':')}::/48`;
}

export function createLeadLimits(db: Db, options: { perClient: number; ceiling: number }): LeadLimits {
  const client: RateLimiter = createRateLimiter({ db, scope: 'lead', limit: options.perClient });
  const block: RateLimiter = createRateLimiter({ db, scope: 'lead48', limit: options.perClient * PREFIX_48_FACTOR });
  const receipts: RateLimiter = createRateLimiter({ db, scope: 'receipt', limit: 1, windowMs: RECEIPT_WINDOW_MS });
  const site: RateLimiter = createRateLimiter({
    db,
    scope: 'site',
    limit: options.ceiling,
    windowMs: CEILING_WINDOW_MS,
  });
  return {
    async hitClient(clientKey, now = new Date()) {
      const own = await client.hit(clientKey, now);
      if (!own.ok) return own;
      const prefix = prefix48(clientKey);
      return prefix ? block.hit(prefix, now) : own;
    },
    async takeReceipt(email, now = new Date()) {
      const key = inboxKey(email);
      return key !== null && (await receipts.hit(key, now)).ok;
    },
    async overCeiling(now = new Date()) {
      return !(await site.hit('all', now)).ok;
    },
  };
}
