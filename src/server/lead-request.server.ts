/**
 * The HTTP side of a brochure request, as a plain function of a `Request` so it is tested
 * without a server. Two callers: the React island (JSON in, JSON out) and a plain HTML form
 * post without JavaScript (urlencoded in, `303 See Other` out). The pages that host the form
 * are prerendered and cannot re-render themselves, so the no-JS outcome (success, or the
 * messages with the values typed, never the agreement) is kept for ten minutes in a
 * server-side flash under a random token, and the visitor is sent to the on-demand page
 * `/brochure-request?lead=<token>`, which shows the thank-you panel or the form again with
 * every message beside its field (POST/redirect/GET: a reload never posts twice).
 * The flash lives in this process's memory: behind a load balancer without sticky sessions a
 * no-JS visitor may see an empty form there instead (the request itself is stored either way).
 */
import { randomBytes } from 'node:crypto';
import { type LeadMessages, leadMessages } from '../content/lead/messages.ts';
import {
  type LeadErrors,
  type LeadField,
  leadFieldNames,
  leadMaxLength,
  validateBrochureRequest,
} from '../content/lead/schema.ts';
import { isLocale, type Locale, localeFromPath, localizedPath } from '../i18n/locales.ts';
import type { Db } from './db.server.ts';
import { createBrochureRequest, type UtmKey } from './leads.server.ts';
import type { Logger } from './logger.server.ts';
import type { RateLimiter } from './rate-limit.server.ts';

export const MAX_BODY_BYTES = 64 * 1024;
export const HONEYPOT_FIELD = 'website';
export const FLASH_TTL_MS = 10 * 60_000;
const FLASH_MAX = 10_000;
/** The on-demand page (src/pages/brochure-request.astro) that shows a no-JS post's outcome. */
export const RESULT_PATH = '/brochure-request';

export interface LeadRequestDeps {
  db: Db;
  log: Logger;
  rateLimit: RateLimiter;
  siteUrl: string;
  clientAddress?: string | undefined;
  now?: Date;
}

export type LeadFlash =
  | { status: 'success'; locale: Locale; pagePath: string }
  | {
      status: 'error';
      locale: Locale;
      /** Where the visitor came from, for the way back. */
      pagePath: string;
      /** Field messages, or a message for the whole form (rate limit, failure). */
      errors: LeadErrors;
      message: string | null;
      values: Partial<Record<Exclude<LeadField, 'agreement'>, string>>;
    };

const flashes = new Map<string, { flash: LeadFlash; expires: number }>();

function putFlash(flash: LeadFlash, now: number): string {
  // Oldest first: drop expired entries, and the oldest live ones when the map is full.
  for (const [key, entry] of flashes) {
    if (entry.expires > now && flashes.size < FLASH_MAX) break;
    flashes.delete(key);
  }
  const token = randomBytes(16).toString('base64url');
  flashes.set(token, { flash, expires: now + FLASH_TTL_MS });
  return token;
}

/** The outcome of a no-JS form post, for the page it redirected to (undefined when unknown). */
export function readLeadFlash(token: string | null | undefined, now = Date.now()): LeadFlash | undefined {
  if (!token) return undefined;
  const entry = flashes.get(token);
  if (!entry || entry.expires <= now) return undefined;
  return entry.flash;
}

type Fields = Record<string, unknown>;

const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store', ...headers },
  });

async function readBody(request: Request): Promise<string | 'too-large'> {
  const declared = Number(request.headers.get('content-length') ?? '0');
  if (declared > MAX_BODY_BYTES) return 'too-large';
  if (!request.body) return '';
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > MAX_BODY_BYTES) {
      await reader.cancel();
      return 'too-large';
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString('utf8');
}

function allowedOrigin(request: Request, siteUrl: string): boolean {
  if (request.headers.get('sec-fetch-site') === 'cross-site') return false;
  const origin = request.headers.get('origin');
  if (origin === null) return true;
  return origin === new URL(request.url).origin || origin === new URL(siteUrl).origin;
}

/** A same-site path to send the visitor back to, else the locale's home page. */
function safePath(value: unknown, locale: Locale): string {
  if (typeof value === 'string' && /^\/(?![/\\])[^\s\\]*$/.test(value) && value.length <= 500) {
    return value.split(/[?#]/)[0] ?? '/';
  }
  return localizedPath('/', locale);
}

const str = (value: unknown): string | null => (typeof value === 'string' ? value : null);

function keptValues(fields: Fields): Partial<Record<Exclude<LeadField, 'agreement'>, string>> {
  const values: Partial<Record<Exclude<LeadField, 'agreement'>, string>> = {};
  for (const name of leadFieldNames) {
    if (name === 'agreement') continue;
    const value = str(fields[name]);
    if (value !== null) values[name] = value.slice(0, name === 'product' ? 100 : leadMaxLength[name] * 2);
  }
  return values;
}

/** Handles POST /api/brochure-requests. Never throws: every refusal is a localised answer. */
export async function handleBrochureRequest(request: Request, deps: LeadRequestDeps): Promise<Response> {
  const contentType = (request.headers.get('content-type') ?? '').split(';')[0]?.trim().toLowerCase();
  const isJson = contentType === 'application/json';
  const isForm = contentType === 'application/x-www-form-urlencoded';
  const fallbackLocale = localeFromPath(new URL(request.headers.get('referer') ?? '/', request.url).pathname);
  let m: LeadMessages = leadMessages[fallbackLocale];

  if (!allowedOrigin(request, deps.siteUrl)) return refuse(403, m.forbidden);
  if (!isJson && !isForm) return refuse(415, m.forbidden);
  const body = await readBody(request);
  if (body === 'too-large') return refuse(413, m.tooLarge);

  let fields: Fields;
  try {
    fields = isJson ? (JSON.parse(body || '{}') as Fields) : Object.fromEntries(new URLSearchParams(body));
    if (typeof fields !== 'object' || fields === null || Array.isArray(fields)) throw new Error('not an object');
  } catch {
    return refuse(400, m.submitFailed);
  }

  const pagePathRaw = str(fields.page_path);
  const locale: Locale =
    typeof fields.locale === 'string' && isLocale(fields.locale)
      ? fields.locale
      : pagePathRaw
        ? localeFromPath(pagePathRaw)
        : fallbackLocale;
  m = leadMessages[locale];
  const pagePath = safePath(pagePathRaw, locale);
  const now = deps.now ?? new Date();

  const answer = (status: number, flash: LeadFlash, extra: Record<string, unknown> = {}, headers = {}) => {
    if (isJson) {
      const payload =
        flash.status === 'success'
          ? { ok: true, ...extra }
          : { ok: false, errors: flash.errors, message: flash.message, ...extra };
      return json(status, payload, headers);
    }
    const token = putFlash(flash, now.getTime());
    return new Response(null, {
      status: 303,
      headers: { Location: `${RESULT_PATH}?lead=${token}`, 'Cache-Control': 'no-store', ...headers },
    });
  };
  const failure = (status: number, errors: LeadErrors, message: string | null, headers = {}) =>
    answer(status, { status: 'error', locale, pagePath, errors, message, values: keptValues(fields) }, {}, headers);

  const fillMs = Number(str(fields.fill_ms) ?? fields.fill_ms);
  const utm: Partial<Record<UtmKey, string | null>> = {
    utm_source: str(fields.utm_source),
    utm_medium: str(fields.utm_medium),
    utm_campaign: str(fields.utm_campaign),
    utm_term: str(fields.utm_term),
    utm_content: str(fields.utm_content),
  };

  try {
    // Validation first (cheap, no database); only well-formed requests count against the limit.
    const check = validateBrochureRequest(fields, locale);
    if (!check.ok) return failure(422, check.errors, null);
    const limited = deps.rateLimit.hit(deps.clientAddress ?? 'unknown', now.getTime());
    if (!limited.ok) {
      return failure(429, {}, m.rateLimited, { 'Retry-After': String(limited.retryAfterSeconds) });
    }
    const result = await createBrochureRequest(deps.db, fields, {
      locale,
      idempotencyKey: str(fields.idempotency_key),
      pagePath,
      referrer: str(fields.referrer),
      utm,
      userAgent: request.headers.get('user-agent'),
      honeypot: str(fields[HONEYPOT_FIELD]),
      fillMs: fields.fill_ms !== undefined && fields.fill_ms !== '' && Number.isFinite(fillMs) ? fillMs : null,
      now,
    });
    if (!result.ok) return failure(422, result.errors, null);
    return answer(200, { status: 'success', locale, pagePath }, { duplicate: result.duplicate });
  } catch (error) {
    deps.log.error({ err: error }, 'brochure request could not be stored');
    return failure(503, {}, m.submitFailed);
  }

  function refuse(status: number, message: string): Response {
    if (isJson) return json(status, { ok: false, errors: {}, message });
    return new Response(message, {
      status,
      headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' },
    });
  }
}
