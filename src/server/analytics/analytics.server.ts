/**
 * First-party, cookieless analytics: an event is a name plus where it happened. No IP address,
 * user agent or visitor id is stored, so no consent banner is needed for it.
 */
import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { type AnalyticsEventName, analyticsEventNames } from '../../domain/analytics.ts';
import type { Db } from '../platform/db.server.ts';

export interface AnalyticsEventInput {
  /** What happened, e.g. 'booking_click'. */
  name: string;
  label?: string | null;
  path?: string | null;
  locale?: string | null;
}

/** Stores one event and returns its id. */
export async function recordEvent(db: Db, event: AnalyticsEventInput): Promise<string> {
  const id = randomUUID();
  await db
    .insertInto('analytics_events')
    .values({
      id,
      name: event.name,
      label: event.label ?? null,
      path: event.path ?? null,
      locale: event.locale ?? null,
      created_at: new Date().toISOString(),
    })
    .execute();
  return id;
}

/** Largest accepted request body, in bytes. */
export const MAX_EVENT_BODY_BYTES = 4 * 1024;

const locales = ['ja', 'en', 'zh-cn'] as const;

/** What a browser may send: a known name and short, optional context. Unknown keys are dropped. */
export const analyticsEventSchema = z.object({
  name: z.enum(analyticsEventNames),
  label: z
    .string()
    .trim()
    .min(1)
    .max(64)
    .regex(/^[a-z0-9_-]+$/)
    .optional(),
  path: z
    .string()
    .max(512)
    .regex(/^\/(?!\/)\S*$/)
    .optional(),
  locale: z.enum(locales).optional(),
});
export type AnalyticsEventBody = z.infer<typeof analyticsEventSchema>;

/** Events one client may report per window; analytics are best-effort, so this is generous. */
export const EVENT_BUDGET: { limit: number; windowMs: number; maxClients: number } = {
  limit: 60,
  windowMs: 60_000,
  maxClients: 10_000,
};

export interface EventBudget {
  /** Counts one event for `client`; false when its budget for the window is spent. */
  take(client: string, now?: number): boolean;
  /** Seconds until `client`'s window starts again. */
  retryAfterSeconds(client: string, now?: number): number;
}

/**
 * A per-client budget of events per fixed window, kept in this process's memory: counting in
 * the database would cost the very write the budget is there to avoid, and for best-effort
 * analytics a budget per instance (N instances: N times the budget) is good enough. One small
 * counter per client, swept every window; past `maxClients` live clients, new ones are
 * refused until windows end, so a flood from many addresses costs bounded memory and no rows.
 * Create one per process: its sweep timer lives as long as the process.
 */
export function createEventBudget(options: Partial<typeof EVENT_BUDGET> = {}): EventBudget {
  const { limit, windowMs, maxClients } = { ...EVENT_BUDGET, ...options };
  const windows = new Map<string, { start: number; count: number }>();
  const sweep = (now: number): void => {
    for (const [client, window] of windows) if (now - window.start >= windowMs) windows.delete(client);
  };
  // An address stays in memory at most two windows, traffic or not (the privacy policy says so).
  setInterval(() => sweep(Date.now()), windowMs).unref();
  return {
    take(client, now = Date.now()) {
      const window = windows.get(client);
      if (window && now - window.start < windowMs) {
        window.count += 1;
        return window.count <= limit;
      }
      if (!window && windows.size >= maxClients) {
        sweep(now);
        if (windows.size >= maxClients) return false;
      }
      windows.set(client, { start: now, count: 1 });
      return true;
    },
    retryAfterSeconds(client, now = Date.now()) {
      const window = windows.get(client);
      return Math.max(1, Math.ceil(((window?.start ?? now) + windowMs - now) / 1000));
    },
  };
}

/** Event counts by name and label since an ISO timestamp, for reports. */
export async function countEvents(
  db: Db,
  options: { name: AnalyticsEventName; since?: string },
): Promise<{ label: string | null; count: number }[]> {
  let query = db
    .selectFrom('analytics_events')
    .select(['label', db.fn.countAll<number | string>().as('count')])
    .where('name', '=', options.name)
    .groupBy('label')
    .orderBy('label');
  if (options.since) query = query.where('created_at', '>=', options.since);
  const rows = await query.execute();
  return rows.map((row) => ({ label: row.label, count: Number(row.count) }));
}
