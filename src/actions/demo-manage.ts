/**
 * The lead's own change and cancel page (/demo/manage, /en/demo/manage, /zh-cn/demo/manage;
 * issue 44), reached from the links in its demo mails and whole without JavaScript. A GET shows
 * the booking with the free times (`?t=<signed token>`, `&do=cancel` for the cancellation);
 * opening a link changes nothing, since mail scanners open links too. A POST moves or cancels and
 * answers with a 303 to `?done=…`. A link used up by a change, for a cancelled booking or past the
 * start answers 410 with a page that offers to book again; a forged one 404.
 */
import type { DemoManageState } from '../domain/demo/manage-page.ts';
import { dayOf, parseSlotValue, type Slot } from '../domain/demo/slots.ts';
import { type Locale, localizedPath } from '../i18n/locales.ts';
import { closeDemo, rescheduleDemo } from '../server/demo/demo-booking.server.ts';
import type { DemoMailLinks } from '../server/demo/demo-mail.server.ts';
import { openManaged, signManageToken } from '../server/demo/demo-manage.server.ts';
import { bookableSlots } from '../server/demo/demo-slots.server.ts';
import { readDemoWorld } from '../server/demo/demo-world.server.ts';
import { readForm } from './body.ts';
import { clientIp, type PageContext } from './context.ts';
import { DEMO_PATH, demoUrlOn } from './demo-page.ts';

const WEEK_MS = 7 * 86_400_000;

export const DEMO_MANAGE_PATH = '/demo/manage';

/** A demo mail's links, absolute and in the lead's language (the outbox worker is given them). */
export function demoMailLinksOn(siteUrl: string, demoKey: Buffer): DemoMailLinks {
  const book = demoUrlOn(siteUrl, demoKey);
  return {
    manage(booking, locale) {
      const base = `${siteUrl}${localizedPath(DEMO_MANAGE_PATH, locale)}?t=${signManageToken(demoKey, booking.id, booking.sequence)}`;
      return { reschedule: base, cancel: `${base}&do=cancel` };
    },
    bookAgain: (requestId, locale) =>
      book(requestId).replace(`${siteUrl}${DEMO_PATH}?`, `${siteUrl}${localizedPath(DEMO_PATH, locale)}?`),
  };
}

export async function demoManageAction(context: PageContext, locale: Locale): Promise<DemoManageState | Response> {
  const { db, demoKey, log } = context.locals.services;
  const now = new Date();
  context.response.headers.set('Cache-Control', 'no-store');
  const query = context.url.searchParams;
  const state: DemoManageState = {
    locale,
    view: 'change',
    token: null,
    booking: null,
    days: [],
    week: 0,
    weeks: 1,
    chosen: null,
    refusal: null,
    alternatives: [],
    done: null,
  };
  const done = query.get('done');
  if (context.request.method === 'GET' && (done === 'rescheduled' || done === 'cancelled') && !query.has('t')) {
    return { ...state, view: 'done', done };
  }
  const form = context.request.method === 'POST' ? await readForm(context.request) : null;
  const token = form?.get('t') ?? query.get('t');
  const opened = await openManaged(db, demoKey, token, now);
  if (opened.state !== 'ok') {
    context.response.status = opened.state === 'gone' ? 410 : 404;
    return { ...state, view: 'gone' };
  }
  const { booking } = opened;
  state.token = token;
  state.booking = { start: booking.start, kind: booking.kind };
  if (query.get('do') === 'cancel' || form?.get('do') === 'cancel') state.view = 'cancel';
  const target = (result: 'rescheduled' | 'cancelled') =>
    new Response(null, {
      status: 303,
      headers: { Location: `${localizedPath(DEMO_MANAGE_PATH, locale)}?done=${result}`, 'Cache-Control': 'no-store' },
    });

  if (form) {
    const actor = null;
    const ip = clientIp(context);
    try {
      if (state.view === 'cancel') {
        const result = await closeDemo(db, { bookingId: booking.id, to: 'cancelled', actor, ip, now });
        if (result.ok) return target('cancelled');
        context.response.status = 410;
        return { ...state, view: 'gone' };
      }
      state.chosen = form.get('slot') ?? null;
      const start = parseSlotValue(state.chosen);
      if (start === null) state.refusal = 'noSlot';
      else {
        const result = await rescheduleDemo(db, { bookingId: booking.id, start, actor, ip, now });
        if (result.ok) return target('rescheduled');
        if (result.problem !== 'taken') {
          context.response.status = 410;
          return { ...state, view: 'gone' };
        }
        state.refusal = 'taken';
        state.alternatives = result.alternatives;
      }
    } catch (error) {
      log.error({ err: error }, 'demo change failed');
      state.refusal = 'failed';
    }
    context.response.status = state.refusal === 'taken' ? 409 : 422;
  }

  // The free times as the move would see them: this booking's own time given back.
  const request = { kind: booking.kind, place: booking.kind === 'clinic' ? booking.place : null };
  const world = await readDemoWorld(db, now, booking.id);
  const slots = (await bookableSlots(db, request, now, world)).filter((slot) => slot.start !== booking.start);
  const first = slots[0]?.start ?? now.getTime();
  const last = slots.at(-1)?.start ?? first;
  state.weeks = Math.max(1, Math.ceil((last - first + 1) / WEEK_MS));
  const asked = Number.parseInt(form?.get('week') ?? query.get('week') ?? '0', 10);
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
