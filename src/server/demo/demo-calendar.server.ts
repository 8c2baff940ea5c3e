/**
 * What the staff calendar (/admin/demos, issue 44) reads: one Japan-time week of bookings, every
 * status, with the lead, the person and the unit; and, for a booking being moved, the free slots
 * it may move to (the engine's own, with the booking's time given back, as rescheduleDemo
 * decides them).
 */
import type { CalendarBooking, CalendarWeek } from '../../domain/demo/calendar.ts';
import { instantOf, isDemoKind, nextDay, type Slot } from '../../domain/demo/slots.ts';
import { prefectureFromAddress } from '../../domain/prefectures.ts';
import type { Db } from '../platform/db.server.ts';
import { japanDay } from '../platform/scheduled.server.ts';
import { bookableSlots } from './demo-slots.server.ts';
import { readDemoWorld } from './demo-world.server.ts';

function bookingsQuery(db: Db) {
  return db
    .selectFrom('demo_bookings as b')
    .innerJoin('material_requests as r', 'r.id', 'b.request_id')
    .leftJoin('admin_users as u', 'u.id', 'b.staff_id')
    .leftJoin('demo_units as d', 'd.id', 'b.unit_id')
    .select([
      'b.id',
      'b.starts_at',
      'b.ends_at',
      'b.kind',
      'b.status',
      'b.request_id',
      'b.staff_id',
      'b.place',
      'r.name',
      'r.organization',
      'u.display_name',
      'd.label',
    ]);
}

type Row = Awaited<ReturnType<ReturnType<typeof bookingsQuery>['execute']>>[number];

const toBooking = (row: Row): CalendarBooking => ({
  id: row.id,
  start: Date.parse(row.starts_at),
  end: Date.parse(row.ends_at),
  kind: isDemoKind(row.kind) ? row.kind : 'clinic',
  status: row.status,
  leadId: row.request_id,
  leadName: row.name,
  organization: row.organization,
  staffId: row.staff_id,
  staffName: row.display_name ?? row.staff_id,
  unitLabel: row.label,
  place: row.place,
});

/** The week from `from` (a Monday), optionally one person's bookings only. */
export async function readDemoWeek(db: Db, input: { from: string; staffId?: string | null }): Promise<CalendarWeek> {
  const days: string[] = [];
  for (let day = input.from; days.length < 7; day = nextDay(day)) days.push(day);
  const start = new Date(instantOf(input.from, 0)).toISOString();
  const end = new Date(instantOf(nextDay(days[6] as string), 0)).toISOString();
  let query = bookingsQuery(db).where('b.starts_at', '>=', start).where('b.starts_at', '<', end);
  if (input.staffId) query = query.where('b.staff_id', '=', input.staffId);
  const rows = await query.orderBy('b.starts_at').orderBy('b.id').execute();
  const bookings = rows.map(toBooking);
  return {
    from: input.from,
    days: days.map((day) => ({
      day,
      bookings: bookings.filter((b) => japanDay(new Date(b.start)) === day),
    })),
  };
}

export async function readCalendarBooking(db: Db, id: string): Promise<CalendarBooking | undefined> {
  const row = await bookingsQuery(db).where('b.id', '=', id).executeTakeFirst();
  return row ? toBooking(row) : undefined;
}

/** The slots a booked demo may move to: free for its kind and place once its own time is given back. */
export async function moveOptions(db: Db, booking: CalendarBooking, now = new Date()): Promise<Slot[]> {
  let place = booking.place;
  if (booking.kind === 'clinic' && !place) {
    const lead = await db
      .selectFrom('material_requests')
      .select(['address', 'address_prefecture'])
      .where('id', '=', booking.leadId)
      .executeTakeFirst();
    place = lead ? (lead.address_prefecture ?? prefectureFromAddress(lead.address) ?? null) : null;
  }
  const world = await readDemoWorld(db, now, booking.id);
  const slots = await bookableSlots(db, { kind: booking.kind, place }, now, world);
  return slots.filter((slot) => slot.start !== booking.start);
}

/** Everyone who may appear in the calendar's filter (active accounts). */
export async function calendarPeople(db: Db): Promise<{ id: string; name: string }[]> {
  const rows = await db
    .selectFrom('admin_users')
    .select(['id', 'display_name', 'disabled'])
    .orderBy('display_name')
    .orderBy('id')
    .execute();
  return rows.filter((row) => !row.disabled).map((row) => ({ id: row.id, name: row.display_name }));
}
