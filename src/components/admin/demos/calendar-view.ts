/**
 * The demo calendar's parts as props (issue 44): each booking's time in Japan time, kind, lead,
 * person, unit and status, with the actions it allows; the week's links; the move form's slots.
 * Pure: the page passes what its action read.
 */
import { demosCopy } from '../../../content/admin/demos.ts';
import { type CalendarBooking, type CalendarWeek, calendarQuery, shiftWeek } from '../../../domain/demo/calendar.ts';
import { dayOf, type Slot, slotValue } from '../../../domain/demo/slots.ts';
import { fillMessage } from '../../../domain/fill-message.ts';
import { dayLabel, timeLabel } from '../../demo/demo-time.ts';

const c = demosCopy.calendar;

/** The site's paths the calendar links to (src/actions/paths.ts, handed in by the page). */
export interface CalendarPaths {
  calendar: string;
  lead: (id: string) => string;
}

export interface BookingCardView {
  id: string;
  time: string;
  kind: { key: string; label: string };
  status: { key: string; label: string };
  lead: { href: string; name: string; organization: string | null };
  staff: string;
  unit: string;
  place: string | null;
  /** The post's target (the same week and filter) and the move link; null once closed. */
  actions: { action: string; move: string; outcome: boolean; cancel: boolean } | null;
}

export interface DayView {
  day: string;
  label: string;
  today: boolean;
  count: string;
  bookings: BookingCardView[];
}

const instantOfDay = (day: string) => Date.parse(`${day}T00:00:00+09:00`);

export function bookingCard(
  paths: CalendarPaths,
  b: CalendarBooking,
  week: string,
  staff: string | null,
  now: number,
): BookingCardView {
  const query = calendarQuery(week, staff);
  return {
    id: b.id,
    time: `${timeLabel('ja', b.start)}–${timeLabel('ja', b.end)}`,
    kind: { key: b.kind, label: c.kinds[b.kind] },
    status: { key: b.status, label: c.statuses[b.status] },
    lead: { href: paths.lead(b.leadId), name: b.leadName, organization: b.organization },
    staff: b.staffName,
    unit: b.unitLabel ?? c.fields.noUnit,
    place: b.place,
    actions:
      b.status === 'cancelled'
        ? null
        : {
            action: `${paths.calendar}${query}`,
            move: `${paths.calendar}${calendarQuery(week, staff, { move: b.id })}#demo-move`,
            // An outcome once the demo has begun; held and missed may be corrected afterwards.
            outcome: b.start <= now,
            cancel: b.status === 'booked',
          },
  };
}

export function weekDays(paths: CalendarPaths, week: CalendarWeek, staff: string | null, now: number): DayView[] {
  const today = dayOf(now);
  return week.days.map(({ day, bookings }) => ({
    day,
    label: dayLabel('ja', instantOfDay(day)),
    today: day === today,
    count: fillMessage(c.count, { count: String(bookings.filter((b) => b.status !== 'cancelled').length) }),
    bookings: bookings.map((b) => bookingCard(paths, b, week.from, staff, now)),
  }));
}

export function weekNav(paths: CalendarPaths, week: CalendarWeek, staff: string | null, thisWeek: string) {
  const link = (from: string) => `${paths.calendar}${calendarQuery(from, staff)}`;
  const last = week.days.at(-1)?.day ?? week.from;
  return {
    label: c.weekNav,
    range: fillMessage(c.week, {
      from: dayLabel('ja', instantOfDay(week.from)),
      to: dayLabel('ja', instantOfDay(last)),
    }),
    previous: { href: link(shiftWeek(week.from, -1)), label: c.previous },
    today: week.from === thisWeek ? null : { href: link(thisWeek), label: c.today },
    next: { href: link(shiftWeek(week.from, 1)), label: c.next },
  };
}

/** The move form's slots, by day. */
export function moveDays(slots: readonly Slot[]) {
  const days = new Map<string, { value: string; label: string }[]>();
  for (const slot of slots) {
    const day = dayOf(slot.start);
    days.set(day, [...(days.get(day) ?? []), { value: slotValue(slot.start), label: timeLabel('ja', slot.start) }]);
  }
  return [...days].map(([day, list]) => ({ day, label: dayLabel('ja', instantOfDay(day)), slots: list }));
}
