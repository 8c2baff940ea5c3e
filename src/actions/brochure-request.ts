/**
 * The HTTP side of a brochure request, as a plain function of a `Request` so it is tested
 * without a server.

 * Defences (issue 20), in order: every post counts against the client's limit before anything
 * else (a refusal writes nothing); the signed form token (form-token.server.ts) dates the form
 * for the time trap and is the single-use idempotency key; the solved ALTCHA challenge
 * (proof-of-work.server.ts) is spent. A post without both (no JavaScript, or a bot) trips one
 * screening signal, as do the honeypot and the time trap: one signal is stored for review
 * (review.server.ts), several as spam (leads.server.ts screen), and any post above the
 * site-wide ceiling waits for review too. Every accepted
 * post is answered alike (new, duplicate, spam or review), so no answer tells whether an
 * e-mail asked before.
 Two callers: the React island (JSON in, JSON out) and a plain HTML form
 * post without JavaScript (urlencoded in, `303 See Other` out). The pages that host the form
 * are prerendered and cannot re-render themselves, so the no-JS outcome (success, or the
 * messages with the values typed, never the agreement) is kept for ten minutes in a flash in
 * the database under a random token (lead-flash.server.ts), and the visitor is sent to the
 * on-demand page `/brochure-request?lead=<token>`, served by any instance, which shows the
 * thank-you panel or the form again with every message beside its field (POST/redirect/GET:
 * a reload never posts twice).
 */

import { type LeadMessages, leadCopy } from '../content/lead/index.ts';
import { FORM_PAGE_FIELDS, readFirstTouch } from '../domain/lead/attribution.ts';
import {
  type LeadErrors,
  type LeadField,
  leadFieldNames,
  leadMaxLength,
  normalizeText,
} from '../domain/lead/schema.ts';
import { isLocale, type Locale, localeFromPath, localizedPath } from '../i18n/locales.ts';
import { checkFormToken } from '../server/leads/form-token.server.ts';
import { type LeadFlash, putLeadFlash } from '../server/leads/lead-flash.server.ts';
import { acceptBrochureRequest } from '../server/leads/lead-intake.server.ts';
import type { LeadLimits } from '../server/leads/lead-limits.server.ts';
import { storeBrochureRequest, type UtmKey } from '../server/leads/leads.server.ts';
import { type ChallengeKeys, spendProof } from '../server/leads/proof-of-work.server.ts';
import type { Db } from '../server/platform/db.server.ts';
import type { Logger } from '../server/platform/logger.server.ts';
import { parseUrlencoded, readText } from './body.ts';
import { BROCHURE_RESULT_PATH } from './paths.ts';
import { json } from './responses.ts';

export const HONEYPOT_FIELD = 'website';
/** The solved challenge (base64 JSON, altcha-lib's payload). */
export const PROOF_FIELD = 'altcha';

export interface LeadRequestDeps {
  db: Db;
  log: Logger;
  /** Per client (and /48), per receiving address, site-wide (lead-limits.server.ts). */
  limits: LeadLimits;
  /** Keys for the form token and the challenges (services.formKeys). */
  formKeys: { token: Buffer; challenge: ChallengeKeys };
  siteUrl: string;
  /** What the limit counts by: `locals.clientKey` (src/http/client-address.server.ts). */
  clientKey: string;
  now?: Date;
}

type Fields = Record<string, unknown>;

const NO_STORE = { 'Cache-Control': 'no-store' };

function allowedOrigin(request: Request, siteUrl: string): boolean {
  if (request.headers.get('sec-fetch-site') === 'cross-site') return false;
  const origin = request.headers.get('origin');
  if (origin === null) return true;
  return origin === new URL(request.url).origin || origin === new URL(siteUrl).origin;
}

/** The Referer's path, for the language of a refusal; '/' when absent or malformed (`http://[`). */
function refererPath(request: Request): string {
  const referer = request.headers.get('referer');
  if (!referer || !URL.canParse(referer, request.url)) return '/';
  return new URL(referer, request.url).pathname;
}

/**
 * The form page's own path and query from a same-origin Referer (the first touch of a post
 * without JavaScript); null from elsewhere or without one.
 */
function refererPage(request: Request, siteUrl: string): string | null {
  const referer = request.headers.get('referer');
  if (!referer || !URL.canParse(referer)) return null;
  const url = new URL(referer);
  if (url.origin !== new URL(request.url).origin && url.origin !== new URL(siteUrl).origin) return null;
  return `${url.pathname}${url.search}`;
}

/** A same-site path to send the visitor back to, else the locale's home page. */
function safePath(value: unknown, locale: Locale): string {
  if (typeof value === 'string' && /^\/(?![/\\])[^\s\\]*$/.test(value) && value.length <= 500) {
    return value.split(/[?#]/)[0] ?? '/';
  }
  return localizedPath('/', locale);
}

const str = (value: unknown): string | null => (typeof value === 'string' ? value : null);

/**
 * What a failed no-JS post keeps for the page it is sent back to: each field cut to its limit,
 * control characters (but line breaks) dropped, so a flash is never bigger than a valid request.
 */
function keptValues(fields: Fields): Partial<Record<Exclude<LeadField, 'agreement'>, string>> {
  const values: Partial<Record<Exclude<LeadField, 'agreement'>, string>> = {};
  for (const name of leadFieldNames) {
    if (name === 'agreement') continue;
    const value = str(fields[name]);
    // biome-ignore lint/suspicious/noControlCharactersInRegex: dropping control characters is the point
    const clean = value?.replace(/[\u0000-\u0009\u000B\u000C\u000E-\u001F\u007F-\u009F]/g, '');
    if (clean) values[name] = clean.slice(0, name === 'product' || name === 'individual' ? 100 : leadMaxLength[name]);
  }
  return values;
}

/** Handles POST /api/brochure-requests. Never throws: every refusal is a localised answer. */
export async function handleBrochureRequest(request: Request, deps: LeadRequestDeps): Promise<Response> {
  const contentType = (request.headers.get('content-type') ?? '').split(';')[0]?.trim().toLowerCase();
  const isJson = contentType === 'application/json';
  const isForm = contentType === 'application/x-www-form-urlencoded';
  const fallbackLocale = localeFromPath(refererPath(request));
  let m: LeadMessages = leadCopy[fallbackLocale].form.messages;

  if (!allowedOrigin(request, deps.siteUrl)) return refuse(403, m.forbidden);
  if (!isJson && !isForm) return refuse(415, m.forbidden);
  const read = await readText(request);
  if (!read.ok) return read.problem === 'too-large' ? refuse(413, m.tooLarge) : refuse(400, m.submitFailed);
  const body = read.text;

  let fields: Fields;
  try {
    const form = isJson ? undefined : parseUrlencoded(body);
    fields = isJson ? (JSON.parse(body || '{}') as Fields) : ((form && Object.fromEntries(form)) as Fields);
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
  m = leadCopy[locale].form.messages;
  const pagePath = safePath(pagePathRaw, locale);
  const now = deps.now ?? new Date();

  const answer = async (status: number, flash: LeadFlash, headers = {}) => {
    if (isJson) {
      const payload =
        flash.status === 'success' ? { ok: true } : { ok: false, errors: flash.errors, message: flash.message };
      return json(status, payload, { ...NO_STORE, ...headers });
    }
    let token: string | null;
    try {
      token = await putLeadFlash(deps.db, flash, now);
    } catch (error) {
      // Without a flash the result page could only show an empty form. A request already
      // stored is answered as a duplicate if the visitor sends the same form again.
      deps.log.error({ err: error }, 'brochure request: the result flash could not be stored');
      return refuse(503, m.submitFailed);
    }
    return new Response(null, {
      status: 303,
      headers: {
        // The form page of the visitor's language, which shows the outcome (issue 31).
        Location: token
          ? `${localizedPath(BROCHURE_RESULT_PATH, locale)}?lead=${token}`
          : localizedPath(BROCHURE_RESULT_PATH, locale),
        'Cache-Control': 'no-store',
        ...headers,
      },
    });
  };
  const failure = (status: number, errors: LeadErrors, message: string | null, headers = {}) =>
    answer(status, { status: 'error', locale, pagePath, errors, message, values: keptValues(fields) }, headers);

  const utm: Partial<Record<UtmKey, string | null>> = {
    utm_source: str(fields.utm_source),
    utm_medium: str(fields.utm_medium),
    utm_campaign: str(fields.utm_campaign),
    utm_term: str(fields.utm_term),
    utm_content: str(fields.utm_content),
  };

  try {
    // Every post counts, valid or not, before anything is stored: a refusal writes nothing.
    const limited = await deps.limits.hitClient(deps.clientKey, now);
    if (!limited.ok) {
      const retry = { 'Retry-After': String(limited.retryAfterSeconds) };
      return isJson
        ? json(429, { ok: false, errors: {}, message: m.rateLimited }, { ...NO_STORE, ...retry })
        : refuse(429, m.rateLimited, retry);
    }
    // The raw post becomes one typed value here, once; every later step takes that value.
    const check = await acceptBrochureRequest(fields, locale);
    if (!check.ok) return failure(422, check.errors, null);
    const token = checkFormToken(deps.formKeys.token, fields.idempotency_key, now);
    // The token comes with the island; without it (no JavaScript, a bot) there is nothing to spend.
    const proof = token.ok ? await spendProof(deps.db, deps.formKeys.challenge, fields[PROOF_FIELD], now) : null;
    const proven = token.ok && proof?.ok === true;
    // Only proven posts count against the ceiling: an unproven one waits for review anyway.
    const overCeiling = proven && (await deps.limits.overCeiling(now));
    await storeBrochureRequest(deps.db, check.accepted, {
      locale,
      // A proven request's key is its token (single use); otherwise a fresh one: no build-time
      // key is shared by every visitor of a prerendered page any more.
      idempotencyKey: token.ok ? str(fields.idempotency_key) : null,
      singleUseKey: token.ok,
      pagePath,
      referrer: str(fields.referrer),
      utm,
      // The visit's first touch from the island (sessionStorage); without it, the form page's
      // own address, and the referrer its server-rendered page kept as hidden fields.
      firstTouch: readFirstTouch(
        fields,
        {
          page: str(fields[FORM_PAGE_FIELDS.page]) ?? refererPage(request, deps.siteUrl) ?? pagePath,
          referrer: str(fields[FORM_PAGE_FIELDS.referrer]),
        },
        new URL(deps.siteUrl).hostname,
      ),
      userAgent: request.headers.get('user-agent'),
      honeypot: str(fields[HONEYPOT_FIELD]),
      // Measured from the token's issue time, never from a number the client sends.
      fillMs: token.ok ? token.fillMs : null,
      unproven: !proven,
      review: overCeiling,
      allowReceipt: (email) => deps.limits.takeReceipt(email, now),
      now,
    });
    // One answer for new, duplicate, spam and review alike.
    return answer(200, { status: 'success', locale, pagePath, email: normalizeText(fields.email).slice(0, 254) });
  } catch (error) {
    deps.log.error({ err: error }, 'brochure request could not be stored');
    return failure(503, {}, m.submitFailed);
  }

  function refuse(status: number, message: string, headers: Record<string, string> = {}): Response {
    if (isJson) return json(status, { ok: false, errors: {}, message }, { ...NO_STORE, ...headers });
    return new Response(message, {
      status,
      headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store', ...headers },
    });
  }
}
