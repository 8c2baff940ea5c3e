/**
 * The demo booking page (/demo, /en/demo, /zh-cn/demo; issue 44), without JavaScript: a GET form
 * picks the kind and the week, a POST books and answers with a 303 to the confirmation
 * (`?booking=<token>`: POST/redirect/GET, a reload never books twice). A lead arriving with its
 * signed link (`?lead=`) books with its own details; a new visitor gives the brochure form's
 * fields and becomes a lead through the brochure request's own intake and store, before the slot
 * is tried, so a refused slot never loses the lead. The new visitor's proof is the brochure
 * form's (brochure-request.ts): the signed form token and the solved ALTCHA challenge the
 * DemoVisitor island adds, checked and spent the same way; with both the lead is a normal lead,
 * without (no JavaScript) it is kept and waits for review (要確認), staff notified, exactly as an
 * unproven brochure request. A refusal renders the page again (409 or 422) with the message,
 * other slots and everything typed.
 */
import type { DemoDay, DemoPageState } from '../domain/demo/booking-page.ts';
import { dayOf, isDemoKind, parseSlotValue, type Slot } from '../domain/demo/slots.ts';
import { leadFieldNames } from '../domain/lead/limits.ts';
import { prefectureFromAddress } from '../domain/prefectures.ts';
import { type Locale, localizedPath } from '../i18n/locales.ts';
import { readSession, sessionCookieName } from '../server/accounts/sessions.server.ts';
import { bookDemo, type DemoActor, hashManageToken } from '../server/demo/demo-booking.server.ts';
import { readDemoLink, signDemoLink } from '../server/demo/demo-link.server.ts';
import { bookableSlots } from '../server/demo/demo-slots.server.ts';
import { checkFormToken } from '../server/leads/form-token.server.ts';
import { acceptBrochureRequest } from '../server/leads/lead-intake.server.ts';
import { storeBrochureRequest } from '../server/leads/leads.server.ts';
import { spendProof } from '../server/leads/proof-of-work.server.ts';
import { readForm } from './body.ts';
import { HONEYPOT_FIELD, PROOF_FIELD } from './brochure-request.ts';
import { clientIp, type PageContext } from './context.ts';

export const DEMO_PATH = '/demo';

/** A lead's own booking link (Japanese path; the mail puts it in the lead's language). */
export const demoUrlOn =
  (siteUrl: string, key: Buffer) =>
  (requestId: string): string =>
    `${siteUrl}${DEMO_PATH}?lead=${signDemoLink(key, requestId)}`;

/** The brochure form's fields a new visitor gives (all but the agreement are kept on an error). */
export const VISITOR_FIELDS = leadFieldNames.filter((name) => name !== 'agreement');

export type { DemoDay, DemoPageState };

const WEEK_MS = 7 * 86_400_000;

async function leadFromToken(context: PageContext, token: string | null) {
  const { db, demoKey } = context.locals.services;
  const id = readDemoLink(demoKey, token);
  if (!id || !token) return null;
  const row = await db
    .selectFrom('material_requests')
    .select(['id', 'name', 'email', 'address', 'address_prefecture', 'status'])
    .where('id', '=', id)
    .executeTakeFirst();
  if (!row || row.status === 'spam') return null;
  const place = row.address_prefecture ?? prefectureFromAddress(row.address) ?? null;
  return { token, id: row.id, name: row.name, email: row.email, place };
}

/**
 * Staff booking for a lead from its lead page (the link 体験・デモを予約する there) come here
 * signed in: the session cookie is the site's (Path=/), so the booking is recorded as theirs
 * (`booked_by`, the activity's author, the audit's actor, 「担当者が予約」 in the history).
 * SameSite=Lax keeps the cookie off a cross-site POST, so no other site can book in their name.
 */
async function signedInStaff(context: PageContext): Promise<DemoActor> {
  const token = context.cookies.get(sessionCookieName(context.locals.https))?.value;
  if (!token) return null;
  const user = await readSession(context.locals.services.db, token);
  return user?.stage === 'full' ? { id: user.id, email: user.email } : null;
}

export async function demoPageAction(context: PageContext, locale: Locale): Promise<DemoPageState | Response> {
  const { db, log } = context.locals.services;
  const now = new Date();
  context.response.headers.set('Cache-Control', 'no-store');
  const query = context.url.searchParams;
  const state: DemoPageState = {
    locale,
    kind: 'clinic',
    week: 0,
    weeks: 1,
    days: [],
    lead: null,
    chosen: null,
    values: {},
    errors: {},
    refusal: null,
    alternatives: [],
    done: null,
  };

  const booked = query.get('booking');
  if (booked && /^[A-Za-z0-9_-]{43}$/.test(booked)) {
    const row = await db
      .selectFrom('demo_bookings')
      .select(['starts_at', 'kind'])
      .where('manage_token_hash', '=', hashManageToken(booked))
      .executeTakeFirst();
    if (row && isDemoKind(row.kind)) state.done = { start: Date.parse(row.starts_at), kind: row.kind };
  }

  let form: Map<string, string> | null = null;
  if (context.request.method === 'POST') form = await readForm(context.request);
  const field = (name: string) => form?.get(name) ?? query.get(name);
  const kind = field('demo_kind');
  if (isDemoKind(kind)) state.kind = kind;
  const lead = await leadFromToken(context, field('lead'));
  state.lead = lead ? { token: lead.token, name: lead.name, email: lead.email } : null;

  if (form) {
    for (const name of VISITOR_FIELDS) {
      const value = form.get(name);
      if (value) state.values[name] = value.slice(0, 2000);
    }
    state.chosen = form.get('slot') ?? null;
    const start = parseSlotValue(state.chosen);
    const limited = await context.locals.services.leadLimits.hitClient(context.locals.clientKey, now);
    if (!limited.ok) state.refusal = 'failed';
    else if (start === null) state.refusal = 'noSlot';
    else {
      try {
        let requestId = lead?.id ?? null;
        if (!requestId) {
          const fields = { ...Object.fromEntries(form), agreement: form.get('agreement') ?? '' };
          const check = await acceptBrochureRequest(fields, locale);
          if (!check.ok) state.errors = check.errors;
          else {
            // The brochure form's proof, checked and spent as there (brochure-request.ts): the
            // island's signed token, then the solved challenge. Without both (no JavaScript) the
            // lead waits for review like any unproven brochure request; the booking is kept.
            const { formKeys, leadLimits } = context.locals.services;
            const key = form.get('idempotency_key') ?? null;
            const token = checkFormToken(formKeys.token, key, now);
            const proof = token.ok ? await spendProof(db, formKeys.challenge, form.get(PROOF_FIELD), now) : null;
            const proven = token.ok && proof?.ok === true;
            const overCeiling = proven && (await leadLimits.overCeiling(now));
            const stored = await storeBrochureRequest(db, check.accepted, {
              locale,
              idempotencyKey: token.ok ? key : null,
              singleUseKey: token.ok,
              pagePath: localizedPath(DEMO_PATH, locale),
              userAgent: context.request.headers.get('user-agent'),
              honeypot: form.get(HONEYPOT_FIELD) ?? null,
              fillMs: token.ok ? token.fillMs : null,
              unproven: !proven,
              review: overCeiling,
              allowReceipt: (email) => leadLimits.takeReceipt(email, now),
              now,
            });
            if (stored.ok) requestId = stored.id;
            else state.errors = stored.errors;
          }
        }
        if (requestId) {
          const result = await bookDemo(db, {
            requestId,
            kind: state.kind,
            start,
            actor: await signedInStaff(context),
            ip: clientIp(context),
            now,
          });
          if (result.ok) {
            const target = `${localizedPath(DEMO_PATH, locale)}?booking=${result.booking.manageToken}`;
            return new Response(null, { status: 303, headers: { Location: target, 'Cache-Control': 'no-store' } });
          }
          state.refusal = result.problem === 'taken' ? 'taken' : 'failed';
          state.alternatives = result.alternatives;
        }
      } catch (error) {
        log.error({ err: error }, 'demo booking failed');
        state.refusal = 'failed';
      }
    }
    context.response.status = state.refusal === 'taken' ? 409 : 422;
  }

  const slots = await bookableSlots(db, { kind: state.kind, place: lead?.place ?? null }, now);
  const first = slots[0]?.start ?? now.getTime();
  const last = slots.at(-1)?.start ?? first;
  state.weeks = Math.max(1, Math.ceil((last - first + 1) / WEEK_MS));
  const asked = Number.parseInt(field('week') ?? '0', 10);
  state.week = Number.isInteger(asked) ? Math.min(Math.max(asked, 0), state.weeks - 1) : 0;
  const from = first + state.week * WEEK_MS;
  const days = new Map<string, Slot[]>();
  for (const slot of slots.filter((s) => s.start >= from && s.start < from + WEEK_MS)) {
    const day = dayOf(slot.start);
    days.set(day, [...(days.get(day) ?? []), slot]);
  }
  state.days = [...days].map(([day, list]) => ({ day, slots: list }));
  return state;
}
