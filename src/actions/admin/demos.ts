/**
 * The demo calendar (/admin/demos, issue 44): a GET shows a week (`week`, any day of it; this
 * week by default), optionally one person's bookings (`staff`), and with `move=<booking>` the
 * free slots that booking may move to. A POST changes one booking through the booking module's
 * own functions (rescheduleDemo, closeDemo: one transaction each, the lead written too) and
 * answers 303 back to the same week (POST/redirect/GET); a refusal renders the page again with
 * the message and, for a move, the slots still free.
 */
import { demosCopy } from '../../content/admin/demos.ts';
import { type CalendarBooking, type CalendarWeek, calendarQuery, weekStart } from '../../domain/demo/calendar.ts';
import { parseSlotValue, type Slot } from '../../domain/demo/slots.ts';
import { closeDemo, rescheduleDemo } from '../../server/demo/demo-booking.server.ts';
import {
  calendarPeople,
  moveOptions,
  readCalendarBooking,
  readDemoWeek,
} from '../../server/demo/demo-calendar.server.ts';
import { readForm } from '../body.ts';
import { clientIp, type PageContext } from '../context.ts';
import { DEMOS_PATH } from '../paths.ts';

const c = demosCopy.calendar;

export type CalendarDone = keyof typeof c.done;
const doneKeys = Object.keys(c.done) as CalendarDone[];

export interface CalendarView {
  week: CalendarWeek;
  staff: string | null;
  people: { id: string; name: string }[];
  /** The booking being moved and where it may go (`?move=`). */
  move: { booking: CalendarBooking; slots: Slot[]; chosen: string | null } | null;
  done: CalendarDone | null;
  problem: string | null;
  /** The query that keeps the week and the filter (`?week=…&staff=…`). */
  query: string;
}

export async function demoCalendarAction(context: PageContext): Promise<Response | CalendarView> {
  const { db } = context.locals.services;
  const query = context.url.searchParams;
  const user = context.locals.admin;
  const people = await calendarPeople(db);
  const asked = query.get('staff');
  const staff = people.some((person) => person.id === asked) ? asked : null;
  const from = weekStart(query.get('week'));
  const doneParam = query.get('done');
  const view: CalendarView = {
    week: { from, days: [] },
    staff,
    people,
    move: null,
    done: doneKeys.find((key) => key === doneParam) ?? null,
    problem: null,
    query: calendarQuery(from, staff),
  };
  let moveId = query.get('move');
  let chosen: string | null = null;

  if (context.request.method === 'POST' && user) {
    const form = await readForm(context.request);
    const bookingId = form?.get('booking') ?? '';
    const actor = { id: user.id, email: user.email };
    const ip = clientIp(context);
    const back = (done: CalendarDone) => context.redirect(`${DEMOS_PATH}${calendarQuery(from, staff, { done })}`, 303);
    const intent = form?.get('intent');
    if (intent === 'move') {
      chosen = form?.get('slot') ?? null;
      const start = parseSlotValue(chosen);
      moveId = bookingId;
      if (start === null) view.problem = c.problems.noSlot;
      else {
        const result = await rescheduleDemo(db, { bookingId, start, actor, ip });
        if (result.ok) return back('moved');
        view.problem = c.problems[result.problem];
      }
    } else if (intent === 'cancel' || intent === 'held' || intent === 'missed') {
      const to = intent === 'cancel' ? 'cancelled' : intent;
      const result = await closeDemo(db, { bookingId, to, actor, ip });
      if (result.ok) return back(intent === 'cancel' ? 'cancelled' : intent);
      view.problem = c.problems[result.problem];
    } else view.problem = c.problems.unknown;
    context.response.status = view.problem === c.problems.taken ? 409 : 422;
  }

  if (moveId) {
    const booking = await readCalendarBooking(db, moveId);
    if (booking?.status === 'booked') view.move = { booking, slots: await moveOptions(db, booking), chosen };
  }
  view.week = await readDemoWeek(db, { from, staffId: staff });
  return view;
}
