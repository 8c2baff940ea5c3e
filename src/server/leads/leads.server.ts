/**
 * Brochure requests (docs/product.md#what-happens-to-a-request, ADR 003): validated again on
 * the server and their facts worked out once (lead-intake.server.ts: the shared rules, the
 * strict phone, the prefecture, keys and product family), then stored from that one value with
 * their two notification jobs in one transaction, deduplicated by the
 * form's idempotency key and by email + product within ten minutes. Screening (issue 30): each
 * bot signal alone (honeypot filled, sent faster than a person fills the form, no proof that a
 * browser sent it) may be a person's doing, so one signal keeps the request for review (要確認:
 * staff notified); only several independent ones store it as `spam`, without mail, marked so
 * the dashboard counts it (a wrong rule shows there).
 */

import { createHash, randomUUID } from 'node:crypto';
import type { FirstTouch } from '../../domain/lead/attribution.ts';
import type { EnrichedLead } from '../../domain/lead/enriched.ts';
import { emailKey } from '../../domain/lead/match-keys.ts';
import { type BrochureRequest, LEAD_AGREEMENT_VERSION, type LeadErrors } from '../../domain/lead/schema.ts';
import { formatScreening, SCREENING_SIGNALS, type ScreeningSignal } from '../../domain/lead/screening.ts';
import type { Locale } from '../../i18n/locales.ts';
import type { Db } from '../platform/db.server.ts';
import type { PostalLookup } from '../platform/postal-codes.server.ts';
import type { MaterialRequest } from '../platform/schema-leads.server.ts';
import { followUpNewLead } from './lead-follow-up.server.ts';
import { type AcceptedRequest, acceptBrochureRequest } from './lead-intake.server.ts';
import { LEAD_JOB_KINDS, leadJobPayload } from './lead-jobs.server.ts';
import { leadSearchText } from './lead-search.server.ts';

/** A person needs longer than this to fill the form. */
export const MIN_FILL_TIME_MS = 3_000;
/** The same email asking for the same product again within this window is the same request. */
export const DUPLICATE_WINDOW_MS = 10 * 60_000;

const UTM_KEYS = ['utm_source', 'utm_medium', 'utm_campaign', 'utm_term', 'utm_content'] as const;
export type UtmKey = (typeof UTM_KEYS)[number];

export interface LeadContext {
  locale: Locale;
  /** From the rendered form; a missing or malformed key is replaced by a random one. */
  idempotencyKey?: string | null;
  pagePath?: string | null;
  referrer?: string | null;
  utm?: Partial<Record<UtmKey, string | null>>;
  /** The visit's first touch (domain/lead/attribution.ts readFirstTouch). */
  firstTouch?: FirstTouch;
  userAgent?: string | null;
  /** The honeypot field's value: anything but empty marks a bot. */
  honeypot?: string | null;
  /**
   * How long the visitor spent on the form (ms), measured in the browser from the form's first
   * render to the submit: a duration, so neither a build-time page nor a skewed client clock
   * matters. Unknown without JavaScript, and then not judged.
   */
  fillMs?: number | null;
  /**
   * No proof that a person's browser sent it (no signed token or no solved challenge): a post
   * without JavaScript, or a bot. One screening signal.
   */
  unproven?: boolean;
  /**
   * 要確認 whatever the signals (the site-wide ceiling is reached). Stored and staff notified,
   * but no receipt, owner or webhook until staff release it (review.server.ts).
   */
  review?: boolean;
  /**
   * The idempotency key is a signed, single-use form token (form-token.server.ts): it makes one
   * lead whatever e-mail comes with it, so it is stored as is, not scoped to the e-mail.
   */
  singleUseKey?: boolean;
  /** Asked once the request is known to be new and notified: may it send a receipt now? */
  allowReceipt?: (email: string) => Promise<boolean>;
  /** The postal lookup createBrochureRequest's intake uses (lead-intake.server.ts). */
  lookupPostalCode?: PostalLookup;
  now?: Date;
}

export type CreateLeadResult = { ok: true; id: string; duplicate: boolean } | { ok: false; errors: LeadErrors };

const KEY = /^[A-Za-z0-9_.-]{8,120}$/;

/** Trimmed, single-line, at most `max` characters, or null. */
function meta(value: string | null | undefined, max: number): string | null {
  if (typeof value !== 'string') return null;
  // biome-ignore lint/suspicious/noControlCharactersInRegex: stripping control characters is the point
  const clean = value.replace(/[\u0000-\u001F\u007F-\u009F]/g, '').trim();
  return clean === '' ? null : clean.slice(0, max);
}

/**
 * The stored key is the form's key scoped to the email: a double click repeats both, while a
 * prerendered form served without JavaScript carries one build-time key for every visitor,
 * whose different addresses must not collide.
 */
export function scopedKey(formKey: string, email: string): string {
  return createHash('sha256').update(`${formKey}\n${email.toLowerCase()}`).digest('base64url');
}

/** The signals a request trips, in SCREENING_SIGNALS order. */
export function screeningSignals(context: Pick<LeadContext, 'honeypot' | 'fillMs' | 'unproven'>): ScreeningSignal[] {
  const fillMs = context.fillMs;
  const found: Record<ScreeningSignal, boolean> = {
    honeypot: typeof context.honeypot === 'string' && context.honeypot.trim() !== '',
    fast: typeof fillMs === 'number' && Number.isFinite(fillMs) && fillMs < MIN_FILL_TIME_MS,
    unproven: context.unproven === true,
  };
  return SCREENING_SIGNALS.filter((signal) => found[signal]);
}

/** How many independent signals it takes to store a request as spam, unseen by staff. */
export const SPAM_SIGNALS = 2;

export type Screening = 'accept' | 'review' | 'spam';

/**
 * One signal is what a person can trip (autofill sends a form in a second; a browser fills a
 * hidden field; JavaScript is off): staff decide. Several at once are a bot's: stored as spam.
 * The honeypot and the time trap are not independent of each other (one autofill can trip
 * both), and a browser that signed its token and solved the proof has paid what a bot must: so
 * a request is spam only when it is unproven as well.
 */
export function screen(signals: readonly ScreeningSignal[], holdForReview = false): Screening {
  if (signals.length >= SPAM_SIGNALS && signals.includes('unproven')) return 'spam';
  return signals.length > 0 || holdForReview ? 'review' : 'accept';
}

async function findDuplicate(db: Db, key: string, data: BrochureRequest, now: Date): Promise<string | undefined> {
  const byKey = await db
    .selectFrom('material_requests')
    .select('id')
    .where('idempotency_key', '=', key)
    .executeTakeFirst();
  if (byKey) return byKey.id;
  const since = new Date(now.getTime() - DUPLICATE_WINDOW_MS).toISOString();
  // On the normalised e-mail: `A@x`, `a@x` and `A@X` are one person (issue 20).
  const recent = await db
    .selectFrom('material_requests')
    .select('id')
    .where('email_key', '=', emailKey(data.email))
    .where('product', '=', data.product)
    .where('created_at', '>=', since)
    .orderBy('created_at', 'asc')
    .executeTakeFirst();
  return recent?.id;
}

/**
 * Validates, works out and stores one raw request (acceptBrochureRequest, then
 * storeBrochureRequest): for callers that hold the raw input, as scripts and tests do.
 */
export async function createBrochureRequest(db: Db, input: unknown, context: LeadContext): Promise<CreateLeadResult> {
  const intake = await acceptBrochureRequest(
    input,
    context.locale,
    context.lookupPostalCode ? { lookupPostalCode: context.lookupPostalCode } : {},
  );
  if (!intake.ok) return { ok: false, errors: intake.errors };
  return storeBrochureRequest(db, intake.accepted, context);
}

/**
 * Stores one accepted request with what was worked out at the boundary. Success is answered only
 * after the row and its jobs have committed together; a repeat returns the first request's id
 * with `duplicate: true`.
 */
export async function storeBrochureRequest(
  db: Db,
  accepted: AcceptedRequest,
  context: LeadContext,
): Promise<CreateLeadResult> {
  const data = accepted.request;
  const now = context.now ?? new Date();
  const formKey = context.idempotencyKey && KEY.test(context.idempotencyKey) ? context.idempotencyKey : randomUUID();
  const key = context.singleUseKey ? formKey : scopedKey(formKey, data.email);

  const existing = await findDuplicate(db, key, data, now);
  if (existing) return { ok: true, id: existing, duplicate: true };

  const id = randomUUID();
  const iso = now.toISOString();
  const signals = screeningSignals(context);
  const verdict = screen(signals, context.review === true);
  const spam = verdict === 'spam';
  const review = verdict === 'review';
  const receipt = !spam && !review && (context.allowReceipt ? await context.allowReceipt(data.email) : true);
  const jobKinds = receipt ? LEAD_JOB_KINDS : (['lead.staff_notification'] as const);
  // Worked out once, at the boundary (lead-intake.server.ts), and handed on as it is.
  const lead: EnrichedLead | undefined = spam
    ? undefined
    : {
        id,
        product: data.product,
        locale: accepted.locale,
        address: data.address,
        postal_code: data.postalCode ?? null,
        email: data.email,
        phone: data.phone,
        organization: data.organization,
        ...accepted.facts,
      };
  try {
    await db.transaction().execute(async (trx) => {
      await trx
        .insertInto('material_requests')
        .values({
          id,
          name: data.name,
          name_kana: data.nameKana ?? null,
          email: data.email,
          organization: data.organization,
          position: data.position,
          phone: data.phone,
          postal_code: data.postalCode ?? null,
          address: data.address,
          address_prefecture: data.addressParts.prefecture || null,
          address_city: data.addressParts.city || null,
          address_line1: data.addressParts.line1 || null,
          address_line2: data.addressParts.line2 || null,
          individual: data.individual,
          product: data.product,
          purpose: data.purpose,
          status: spam ? 'spam' : 'pending',
          review,
          screening: formatScreening(signals),
          // Set now, not only by followUpNewLead, so a request waiting for review is a duplicate too.
          email_key: spam ? null : emailKey(data.email),
          request_date: iso,
          locale: accepted.locale,
          page_path: meta(context.pagePath, 500),
          referrer: meta(context.referrer, 1000),
          utm_source: meta(context.utm?.utm_source, 200),
          utm_medium: meta(context.utm?.utm_medium, 200),
          utm_campaign: meta(context.utm?.utm_campaign, 200),
          utm_term: meta(context.utm?.utm_term, 200),
          utm_content: meta(context.utm?.utm_content, 200),
          first_touch_page: context.firstTouch?.page ?? null,
          first_touch_referrer_host: context.firstTouch?.referrerHost ?? null,
          first_touch_utm_source: context.firstTouch?.utm.utm_source ?? null,
          first_touch_utm_medium: context.firstTouch?.utm.utm_medium ?? null,
          first_touch_utm_campaign: context.firstTouch?.utm.utm_campaign ?? null,
          first_touch_utm_term: context.firstTouch?.utm.utm_term ?? null,
          first_touch_utm_content: context.firstTouch?.utm.utm_content ?? null,
          user_agent: meta(context.userAgent, 500),
          agreement_version: LEAD_AGREEMENT_VERSION,
          idempotency_key: key,
          search_text: leadSearchText({ ...data, name_kana: data.nameKana }),
          created_at: iso,
          updated_at: iso,
        })
        .execute();
      if (!lead) return;
      await trx
        .insertInto('outbox_jobs')
        .values(
          jobKinds.map((kind) => ({
            id: randomUUID(),
            kind,
            payload: leadJobPayload(id),
            request_id: id,
            status: 'pending' as const,
            attempts: 0,
            next_attempt_at: iso,
            locked_until: null,
            last_error: null,
            created_at: iso,
            updated_at: iso,
          })),
        )
        .execute();
      if (review) return;
      await followUpNewLead(trx, lead, now);
    });
  } catch (error) {
    // Two submissions with one key raced: the loser answers with the winner's id.
    const winner = await db
      .selectFrom('material_requests')
      .select('id')
      .where('idempotency_key', '=', key)
      .executeTakeFirst();
    if (winner) return { ok: true, id: winner.id, duplicate: true };
    throw error;
  }
  return { ok: true, id, duplicate: false };
}

export async function getBrochureRequest(db: Db, id: string): Promise<MaterialRequest | undefined> {
  return db.selectFrom('material_requests').selectAll().where('id', '=', id).executeTakeFirst();
}
