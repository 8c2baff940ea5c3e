/**
 * First-party, cookieless analytics: an event is a name plus where it happened. No IP address,
 * user agent or visitor id is stored, so no consent banner is needed for it.
 */
import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import type { Db } from './db.server.ts';

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

/**
 * The events the browser may report to POST /api/events: the one allow-list. Islands import
 * the type only (`import type`), so nothing server-side reaches the browser.
 */
export const analyticsEventNames = ['booking_click'] as const;
export type AnalyticsEventName = (typeof analyticsEventNames)[number];

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

export interface EventRequest {
  /** The request's `Origin` header, if any. */
  origin: string | null;
  /** The `Sec-Fetch-Site` header, if any. */
  fetchSite: string | null;
  /** This site's own origins, e.g. `https://www.example.jp`. */
  siteOrigins: string[];
  contentType: string | null;
  /** The raw body, or null when it was larger than MAX_EVENT_BODY_BYTES. */
  body: string | null;
}

export type EventResponse =
  | { status: 204; id: string }
  | { status: 400 | 403 | 413 | 415; error: string; issues?: string[] };

/**
 * Checks and stores one event reported by a page of this site. Cross-origin requests are
 * refused (403), oversized bodies 413, non-JSON 415, invalid events 400; nothing about the
 * visitor (cookies, IP, user agent) is read or stored.
 */
export async function acceptEvent(db: Db, request: EventRequest): Promise<EventResponse> {
  if (request.origin !== null && !request.siteOrigins.includes(request.origin)) {
    return { status: 403, error: 'cross-origin requests are not accepted' };
  }
  if (request.fetchSite === 'cross-site') return { status: 403, error: 'cross-origin requests are not accepted' };
  if (request.body === null) return { status: 413, error: `body larger than ${MAX_EVENT_BODY_BYTES} bytes` };
  const mediaType = request.contentType?.split(';')[0]?.trim().toLowerCase();
  if (mediaType !== 'application/json') return { status: 415, error: 'expected application/json' };
  let json: unknown;
  try {
    json = JSON.parse(request.body);
  } catch {
    return { status: 400, error: 'body is not valid JSON' };
  }
  const parsed = analyticsEventSchema.safeParse(json);
  if (!parsed.success) {
    return {
      status: 400,
      error: 'invalid event',
      issues: parsed.error.issues.map((issue) => `${issue.path.join('.') || '(body)'}: ${issue.message}`),
    };
  }
  const id = await recordEvent(db, parsed.data);
  return { status: 204, id };
}

/** Reads a request body as text, or null as soon as it exceeds `limit` bytes. */
export async function readBodyWithLimit(request: Request, limit = MAX_EVENT_BODY_BYTES): Promise<string | null> {
  const declared = Number(request.headers.get('content-length'));
  if (Number.isFinite(declared) && declared > limit) return null;
  if (!request.body) return '';
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel();
      return null;
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString('utf8');
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
