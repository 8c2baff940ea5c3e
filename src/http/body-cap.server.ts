/**
 * Every request body is read through one capped stream. Each route has its own cap (the
 * table below, by method and path); anything not listed gets a small default.
 *
 * Two layers use the same table:
 * - the node server (limitRequestBody, called by http.server.ts before Astro sees the
 *   request) refuses a declared Content-Length over the cap without reading a byte, and
 *   otherwise hands Astro a capped stream that answers 413 itself the moment the cap is passed
 *   and closes the connection (see lingeringClose): a huge body is never held in memory;
 * - routes and actions read the body with readBody or readFormBody (src/actions/body.ts),
 *   which apply the same cap again (for `astro dev` and tests, which run without our server)
 *   and never throw.
 *
 * The 413 answer is a short message in the visitor's language where the route knows it (JSON
 * for the JSON APIs), plain text otherwise.
 *
 * A body that stops arriving (one byte, then silence: issue 30) is answered 408 and closed once
 * BODY_IDLE_MS pass without a byte (watchBodyIdle); the whole request is bounded by the server's
 * requestTimeout (REQUEST_TIMEOUT_MS, main.server.ts). Neither touches responses: a paced
 * export is sent after its request has arrived.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import { adminCopy } from '../content/admin/index.ts';
import { clinicsCopy } from '../content/clinics/index.ts';
import { leadCopy } from '../content/lead/index.ts';
import { newsCopy } from '../content/news/index.ts';
import { BROCHURE_MAX_BYTES } from '../domain/materials.ts';
import { NEWS_IMAGE_MAX_BYTES } from '../domain/news/uploads.ts';
import { SITE_PHOTO_MAX_BYTES } from '../domain/site-photos/photos.ts';
import { localeFromPath } from '../i18n/locales.ts';
import { MAX_EVENT_BODY_BYTES } from '../server/analytics/analytics.server.ts';
import { CSV_MAX_BYTES } from '../server/content/clinic-import.server.ts';
import { TRACKING_FILE_MAX_BYTES } from '../server/dispatch/tracking-import.server.ts';
import { normalisePath } from './normalise-path.server.ts';

const KB = 1024;
const MB = 1024 * KB;

/** Anything not in the table: no other route reads a body. */
export const DEFAULT_BODY_MAX_BYTES = 8 * KB;
/** The brochure request, JSON or urlencoded, with every field at its longest. */
export const BROCHURE_BODY_MAX_BYTES = 64 * KB;
/** A 5 MB image plus the longest possible text fields, with room for multipart framing. */
export const NEWS_FORM_MAX_BYTES = NEWS_IMAGE_MAX_BYTES + 1 * MB;
/**
 * A site photo with its three alt texts. Room above the photo's own cap, so a file somewhat
 * too large is answered on the form (the alt texts kept) rather than by a bare 413.
 */
export const SITE_PHOTO_FORM_MAX_BYTES = SITE_PHOTO_MAX_BYTES + 4 * MB;
/**
 * The import page's two posts: the CSV file itself (at most CSV_MAX_BYTES), and the apply form,
 * which carries that file base64-encoded (4/3 larger); both with room for the framing.
 */
export const CLINIC_IMPORT_MAX_BYTES = Math.ceil((CSV_MAX_BYTES * 4) / 3) + 64 * KB;

/** 発送データ's posts: 500 `lead:<uuid>=1` fields are about 25 KB; the issued-data upload 1 MB. */
export const DISPATCH_FORM_MAX_BYTES = TRACKING_FILE_MAX_BYTES + 64 * KB;
/** A 20 MB brochure PDF with its title, language and products, and the multipart framing. */
export const BROCHURE_FORM_MAX_BYTES = BROCHURE_MAX_BYTES + 256 * KB;

type Answer = 'brochure' | 'events' | 'admin-api' | 'news' | 'clinic-import' | 'admin' | 'public';

interface BodyRule {
  method: string;
  /** Matched against the normalised path (normalise-path.server.ts). */
  path: RegExp;
  max: number;
  /** Which 413 answer the route's callers understand. */
  answer: Answer;
}

const rules: readonly BodyRule[] = [
  // Login and setup are open to anyone: a few KB is room for every field at its longest.
  { method: 'POST', path: /^\/admin\/login$/, max: 8 * KB, answer: 'admin' },
  { method: 'POST', path: /^\/admin\/setup$/, max: 16 * KB, answer: 'admin' },
  // The factor step, enrolment and re-authentication: a code, a password, a sealed key, `next`.
  { method: 'POST', path: /^\/admin\/(login\/factor|enrol|reauth)$/, max: 8 * KB, answer: 'admin' },
  // Issue 21's open forms: an address; a name and two passwords; two passwords and a code.
  { method: 'POST', path: /^\/admin\/forgot-password$/, max: 4 * KB, answer: 'admin' },
  { method: 'POST', path: /^\/admin\/invitation\/[^/]+$/, max: 16 * KB, answer: 'admin' },
  { method: 'POST', path: /^\/admin\/reset-password\/[^/]+$/, max: 16 * KB, answer: 'admin' },
  { method: 'POST', path: /^\/api\/brochure-requests$/, max: BROCHURE_BODY_MAX_BYTES, answer: 'brochure' },
  { method: 'POST', path: /^\/api\/events$/, max: MAX_EVENT_BODY_BYTES, answer: 'events' },
  { method: 'POST', path: /^\/admin\/news\/[^/]+$/, max: NEWS_FORM_MAX_BYTES, answer: 'news' },
  { method: 'POST', path: /^\/admin\/site\/photos$/, max: SITE_PHOTO_FORM_MAX_BYTES, answer: 'admin' },
  // The brochure library's upload and replace forms only (ADR 025); every other admin form stays small.
  { method: 'POST', path: /^\/admin\/brochures(\/[^/]+)?$/, max: BROCHURE_FORM_MAX_BYTES, answer: 'admin' },
  // The expired-link page's one button.
  { method: 'POST', path: /^\/materials\/[^/]+$/, max: 4 * KB, answer: 'public' },
  { method: 'POST', path: /^\/admin\/clinics\/import$/, max: CLINIC_IMPORT_MAX_BYTES, answer: 'clinic-import' },
  // The card import's first post: a CSV of at most 5 MB with its multipart framing (issue 35).
  { method: 'POST', path: /^\/admin\/leads\/import$/, max: 5 * 1024 * KB + 64 * KB, answer: 'admin' },
  // 発送データ: up to 500 ticked leads, or B2's issued data (at most 1 MB) with its framing.
  { method: 'POST', path: /^\/admin\/leads\/dispatch$/, max: DISPATCH_FORM_MAX_BYTES, answer: 'admin' },
  // A WebAuthn answer is a few KB at most (attestation 'none'); the passkey sign-in is open.
  { method: 'POST', path: /^\/api\/admin\/passkeys\/[^/]+$/, max: 16 * KB, answer: 'admin-api' },
  // The account page's forms: a name, three passwords or an address.
  { method: 'POST', path: /^\/admin\/account$/, max: 8 * KB, answer: 'admin' },
  // The other admin forms (lead status and notes, clinics, test e-mail) are short text.
  { method: 'POST', path: /^\/api\/admin\//, max: 32 * KB, answer: 'admin-api' },
  { method: 'POST', path: /^\/admin(\/|$)/, max: 32 * KB, answer: 'admin' },
];

/** The path part of a request target, without its query; never throws. */
const pathOf = (target: string): string => normalisePath(target.split(/[?#]/)[0] ?? '/');

function ruleFor(method: string, target: string): BodyRule | undefined {
  const path = pathOf(target);
  const upper = method.toUpperCase();
  return rules.find((rule) => rule.method === upper && rule.path.test(path));
}

/** The largest body accepted for this method and path (a URL path, with or without a query). */
export function bodyCapFor(method: string, target: string): number {
  return ruleFor(method, target)?.max ?? DEFAULT_BODY_MAX_BYTES;
}

export interface TooLargeAnswer {
  contentType: string;
  body: string;
}

function localeOf(target: string, referer: string | undefined) {
  if (referer) {
    try {
      return localeFromPath(new URL(referer).pathname);
    } catch {
      // A malformed Referer: fall back to the path asked for.
    }
  }
  return localeFromPath(pathOf(target));
}

const TEXT = 'text/plain; charset=utf-8';
const JSON_TYPE = 'application/json; charset=utf-8';

/** What a refused body is told: the route's own wording, in the visitor's language if known. */
export function tooLargeAnswer(
  method: string,
  target: string,
  headers: { 'content-type'?: string | undefined; referer?: string | undefined },
): TooLargeAnswer {
  const answer = ruleFor(method, target)?.answer ?? (pathOf(target).startsWith('/admin') ? 'admin' : 'public');
  const wantsJson = (headers['content-type'] ?? '').split(';')[0]?.trim().toLowerCase() === 'application/json';
  switch (answer) {
    case 'brochure': {
      const message = leadCopy[localeOf(target, headers.referer)].form.messages.tooLarge;
      return wantsJson
        ? { contentType: JSON_TYPE, body: JSON.stringify({ ok: false, errors: {}, message }) }
        : { contentType: TEXT, body: message };
    }
    case 'events':
      return {
        contentType: JSON_TYPE,
        body: JSON.stringify({ error: `body larger than ${MAX_EVENT_BODY_BYTES} bytes` }),
      };
    case 'admin-api':
      return {
        contentType: JSON_TYPE,
        body: JSON.stringify({ error: 'too large', message: adminCopy.ja.requestTooLarge }),
      };
    case 'news':
      return { contentType: TEXT, body: newsCopy.ja.admin.requestTooLarge };
    case 'clinic-import':
      return { contentType: TEXT, body: clinicsCopy.ja.admin.import.tooLarge };
    case 'admin':
      return { contentType: TEXT, body: adminCopy.ja.requestTooLarge };
    default:
      return { contentType: TEXT, body: leadCopy[localeOf(target, headers.referer)].form.messages.tooLarge };
  }
}

/**
 * The longest pause between two pieces of a body. A phone on a poor line stalls for seconds,
 * not for tens of them, and a stalled upload is retried by the person anyway.
 */
export const BODY_IDLE_MS = 20_000;
/**
 * The whole request, headers and body, as Node's requestTimeout: generous for the largest body
 * (a 30 MB brochure at 64 kB/s takes 8 minutes), and checked by Node every 30 s.
 */
export const REQUEST_TIMEOUT_MS = 15 * 60_000;

/** Thrown into Astro's body stream when the cap is passed (matched by code: two module copies). */
export const BODY_TOO_LARGE = 'BODY_TOO_LARGE';

/**
 * Once a body has been refused, the connection is closed, but not at once: closing a socket
 * with unread data sends a reset, which can overtake the answer still queued in the kernel, and
 * the client would never see its 413. So the answer is followed by a FIN, nothing more is read,
 * and the socket is destroyed LINGER_MS later.
 */
const LINGER_MS = 1000;

/**
 * Answers 413 with `Connection: close`. The response is then sealed: whatever Astro later
 * renders for this request (its read of the body failed) is dropped instead of becoming a
 * second response or an error.
 */
function refuse(req: IncomingMessage, res: ServerResponse, status: 408 | 413 = 413): void {
  const socket = req.socket;
  if (res.headersSent) {
    socket.destroy();
    return;
  }
  // Node closes a `Connection: close` socket with destroySoon once the answer is written.
  socket.destroySoon = () => lingeringClose(socket);
  const answer =
    status === 413
      ? tooLargeAnswer(req.method ?? 'GET', req.url ?? '/', {
          'content-type': req.headers['content-type'],
          referer: req.headers.referer,
        })
      : { contentType: TEXT, body: '' };
  res.statusCode = status;
  res.setHeader('Content-Type', answer.contentType);
  res.setHeader('Content-Length', Buffer.byteLength(answer.body));
  res.setHeader('Cache-Control', 'no-store');
  res.setHeader('Connection', 'close');
  res.end(answer.body);
  seal(res);
}

const lingering = new WeakSet<Socket>();

function lingeringClose(socket: Socket): void {
  if (lingering.has(socket) || socket.destroyed) return;
  lingering.add(socket);
  socket.end();
  // Reads nothing more. Node's HTTP server drains a body nobody read (req._dump), resuming the
  // socket a tick later: pausing again once that has happened stops the reading for good.
  socket.pause();
  setImmediate(() => socket.pause());
  setTimeout(() => socket.destroy(), LINGER_MS).unref();
}

function seal(res: ServerResponse): void {
  const callback = (args: unknown[]) => {
    const last = args.at(-1);
    if (typeof last === 'function') queueMicrotask(() => last());
  };
  Object.assign(res, {
    writeHead: () => res,
    setHeader: () => res,
    appendHeader: () => res,
    removeHeader: () => undefined,
    flushHeaders: () => undefined,
    write: (...args: unknown[]) => {
      callback(args);
      return true;
    },
    end: (...args: unknown[]) => {
      callback(args);
      return res;
    },
  });
}

/**
 * The server-side cap, before Astro sees the request. Returns true when the request has been
 * answered (a declared Content-Length over the cap: refused without reading the body).
 * Otherwise Astro reads the body through `req.body` (see makeRequestBody in astro/app/node),
 * which is set here to a stream that refuses the request as soon as the cap is passed.
 */
export function limitRequestBody(req: IncomingMessage, res: ServerResponse): boolean {
  const max = bodyCapFor(req.method ?? 'GET', req.url ?? '/');
  const declared = Number(req.headers['content-length'] ?? 0);
  if (declared > max) {
    refuse(req, res);
    return true;
  }
  (req as IncomingMessage & { body?: AsyncIterable<Uint8Array> }).body = cappedStream(req, res, max);
  // A body the route did not read is not read to its end either (Node would drain all of it to
  // keep the connection open): once the answer is out, the connection is closed. The answer
  // says so (Connection: close) whenever the body has not all arrived when it is sent, or a
  // keep-alive client would send its next request down a socket about to close.
  const writeHead = res.writeHead;
  res.writeHead = function (this: ServerResponse, ...args: Parameters<typeof writeHead>) {
    if (!req.complete) {
      this.shouldKeepAlive = false;
      // Node ends a `Connection: close` socket with destroySoon, which destroys it as soon as
      // the answer is flushed: with the body still arriving, that is a reset that can overtake
      // the answer. Closing it the lingering way lets the client read its answer first.
      req.socket.destroySoon = () => lingeringClose(req.socket);
    }
    return writeHead.apply(this, args);
  } as typeof writeHead;
  res.once('finish', () => {
    if (!req.complete) lingeringClose(req.socket);
  });
  watchBodyIdle(req, res);
  return false;
}

/**
 * Answers 408 and closes the connection when BODY_IDLE_MS pass without a byte of the body, as
 * the parser hands each piece to the request (its `push`, whether or not anyone reads yet).
 */
export function watchBodyIdle(req: IncomingMessage, res: ServerResponse, idleMs = BODY_IDLE_MS): void {
  if (req.complete) return;
  const timer = setTimeout(() => {
    if (req.complete || res.writableEnded) return;
    // Answered and closed the lingering way: once the socket is destroyed the body Astro awaits
    // fails, and whatever it renders then is dropped (the answer is sealed).
    refuse(req, res, 408);
    lingeringClose(req.socket);
  }, idleMs);
  timer.unref();
  const push = req.push;
  req.push = function (this: IncomingMessage, chunk: unknown, encoding?: BufferEncoding) {
    if (chunk === null) clearTimeout(timer);
    else timer.refresh();
    return push.call(this, chunk, encoding);
  };
  res.once('close', () => clearTimeout(timer));
}

async function* cappedStream(req: IncomingMessage, res: ServerResponse, max: number): AsyncGenerator<Uint8Array> {
  let received = 0;
  // Leaving the loop must not destroy the request: the socket is closed by lingeringClose.
  for await (const chunk of req.iterator({ destroyOnReturn: false }) as AsyncIterable<Buffer>) {
    received += chunk.byteLength;
    if (received > max) {
      refuse(req, res);
      throw Object.assign(new Error(`request body larger than ${max} bytes`), { code: BODY_TOO_LARGE });
    }
    yield chunk;
  }
}
