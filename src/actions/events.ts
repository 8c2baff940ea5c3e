/**
 * POST /api/events (src/pages/api/events.ts): first-party, cookieless analytics
 * (docs/product.md#analytics, ADR 012). Pages of this site report events such as a booking click with
 * `navigator.sendBeacon`; this checks the request and stores the event through
 * src/server/analytics/analytics.server.ts. 204 when stored; 429 past a client's budget; JSON errors
 * otherwise.
 */
import {
  analyticsEventSchema,
  type EventBudget,
  MAX_EVENT_BODY_BYTES,
  recordEvent,
} from '../server/analytics/analytics.server.ts';
import type { Db } from '../server/platform/db.server.ts';
import { readText } from './body.ts';
import type { EndpointContext } from './context.ts';

export interface EventRequest {
  /** Who is reporting (the client address), for the per-client budget. */
  client?: string | null;
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
  | { status: 429; error: string; retryAfterSeconds: number }
  | { status: 400 | 403 | 413 | 415; error: string; issues?: string[] };

/**
 * Checks and stores one event reported by a page of this site. With a `budget`, a client past
 * it gets 429 before anything else is looked at; cross-origin requests are refused (403),
 * oversized bodies 413, non-JSON 415, invalid events 400. Nothing about the visitor (cookies,
 * IP, user agent) is stored; the address only keys the budget in memory for its window.
 */
export async function acceptEvent(db: Db, request: EventRequest, budget?: EventBudget): Promise<EventResponse> {
  if (budget) {
    const client = request.client ?? 'unknown';
    if (!budget.take(client)) {
      return { status: 429, error: 'too many events', retryAfterSeconds: budget.retryAfterSeconds(client) };
    }
  }
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

const NO_STORE = { 'Cache-Control': 'no-store' };

export async function eventAction(context: EndpointContext): Promise<Response> {
  const { request, locals, url } = context;
  const read = await readText(request);
  const result = await acceptEvent(
    locals.services.db,
    {
      client: locals.clientKey,
      origin: request.headers.get('origin'),
      fetchSite: request.headers.get('sec-fetch-site'),
      // The origin this request reached, and the canonical one when a proxy sits in front.
      siteOrigins: [url.origin, new URL(locals.services.env.SITE_URL).origin],
      contentType: request.headers.get('content-type'),
      body: read.ok ? read.text : null,
    },
    locals.services.eventBudget,
  );
  if (result.status === 204) return new Response(null, { status: 204, headers: NO_STORE });
  locals.services.log.debug({ status: result.status, error: result.error }, 'analytics event refused');
  const extra: Record<string, string> =
    result.status === 429 ? { 'Retry-After': String(result.retryAfterSeconds) } : {};
  const issues = 'issues' in result && result.issues ? { issues: result.issues } : {};
  return new Response(JSON.stringify({ error: result.error, ...issues }), {
    status: result.status,
    headers: { ...NO_STORE, ...extra, 'Content-Type': 'application/json; charset=utf-8' },
  });
}
