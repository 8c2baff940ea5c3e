/**
 * Everything the slot engine (src/domain/demo/slots.ts) reads, loaded in one place: the
 * settings, the people who take demos (every active account, on the standard week until staff
 * give them hours of their own), their days off, the units, the travel matrix, the company's
 * closure days (the same list the follow-up due dates skip) and the bookings that hold time.
 */
import {
  type DemoSettings,
  type DemoStaff,
  type DemoUnit,
  type HeldBooking,
  type Range,
  type SlotInput,
  STANDARD_HOURS,
  type WeeklyHours,
} from '../../domain/demo/slots.ts';
import { type TravelEntry, travelLookup } from '../../domain/demo/travel.ts';
import { addBusinessDays, isBusinessDay } from '../follow-up/business-days.server.ts';
import type { Db } from '../platform/db.server.ts';
import { japanDay } from '../platform/scheduled.server.ts';

export interface DemoRules extends DemoSettings {
  noticeBusinessDays: number;
  horizonDays: number;
  travelFallbackMinutes: number;
}

export interface DemoWorld {
  rules: DemoRules;
  input: SlotInput;
  /** The first day a visitor may book: the notice in business days after today. */
  firstDay: string;
  travel: TravelEntry[];
  closures: Set<string>;
}

/** How far back the round robin counts a person's bookings. */
const LOAD_WINDOW_DAYS = 30;

export async function readDemoRules(db: Db): Promise<DemoRules> {
  const row = await db.selectFrom('demo_settings').selectAll().where('id', '=', 'default').executeTakeFirstOrThrow();
  return {
    slotMinutes: row.slot_minutes,
    stepMinutes: row.step_minutes,
    bufferBeforeMinutes: row.buffer_before_minutes,
    bufferAfterMinutes: row.buffer_after_minutes,
    showroomPlace: row.showroom_place,
    noticeBusinessDays: row.notice_business_days,
    horizonDays: row.horizon_days,
    travelFallbackMinutes: row.travel_fallback_minutes,
  };
}

/** Hours as stored (JSON), or the standard week when unreadable. */
export function parseWeek(text: string | null | undefined): WeeklyHours {
  try {
    const parsed = JSON.parse(text ?? '') as unknown;
    if (Array.isArray(parsed) && parsed.length === 7) return parsed as WeeklyHours;
  } catch {}
  return STANDARD_HOURS;
}

const parseRanges = (text: string): Range[] => {
  try {
    const parsed = JSON.parse(text) as unknown;
    return Array.isArray(parsed) ? (parsed as Range[]) : [];
  } catch {
    return [];
  }
};

/** The people who take demos: active accounts, with their own hours where set. */
export async function readDemoStaff(db: Db, from: string): Promise<(DemoStaff & { name: string; email: string })[]> {
  const rows = await db
    .selectFrom('admin_users as u')
    .leftJoin('demo_staff as s', 's.user_id', 'u.id')
    .select(['u.id', 'u.display_name', 'u.email', 'u.disabled', 's.hours', 's.weight', 's.daily_cap', 's.takes_demos'])
    .orderBy('u.id')
    .execute();
  const days = await db.selectFrom('demo_staff_days').selectAll().where('day', '>=', from).execute();
  return rows
    .filter((row) => !row.disabled && (row.takes_demos === null || Boolean(row.takes_demos)))
    .map((row) => ({
      id: row.id,
      name: row.display_name,
      email: row.email,
      hours: parseWeek(row.hours),
      weight: row.weight ?? 1,
      dailyCap: row.daily_cap ?? 0,
      exceptions: new Map(days.filter((d) => d.user_id === row.id).map((d) => [d.day, parseRanges(d.hours)])),
    }));
}

export async function readDemoUnits(db: Db): Promise<(DemoUnit & { label: string })[]> {
  const rows = await db.selectFrom('demo_units').selectAll().orderBy('position').orderBy('id').execute();
  return rows
    .filter((row) => Boolean(row.active))
    .map((row) => ({ id: row.id, label: row.label, homeBase: row.home_base }));
}

export async function readTravel(db: Db): Promise<TravelEntry[]> {
  const rows = await db.selectFrom('demo_travel').selectAll().orderBy('from_area').orderBy('to_area').execute();
  return rows.map((row) => ({ from: row.from_area, to: row.to_area, minutes: row.minutes }));
}

/** Bookings that hold time from `fromIso` on (booked, held, missed), except `except`. */
export async function readHeldBookings(db: Db, fromIso: string, except?: string): Promise<HeldBooking[]> {
  let query = db
    .selectFrom('demo_bookings')
    .select([
      'id',
      'staff_id',
      'unit_id',
      'place',
      'kind',
      'starts_at',
      'ends_at',
      'buffer_before',
      'buffer_after',
      'created_at',
    ])
    .where('starts_at', '>=', fromIso)
    .where('status', '<>', 'cancelled');
  if (except) query = query.where('id', '<>', except);
  const rows = await query.execute();
  return rows.map((row) => ({
    staffId: row.staff_id,
    unitId: row.unit_id,
    place: row.place,
    unitTravels: row.kind === 'clinic',
    start: Date.parse(row.starts_at),
    end: Date.parse(row.ends_at),
    bufferBefore: row.buffer_before,
    bufferAfter: row.buffer_after,
    bookedAt: Date.parse(row.created_at),
  }));
}

/** The whole picture at `now`; `except`: a booking being moved, whose time is free to take. */
export async function readDemoWorld(db: Db, now: Date, except?: string): Promise<DemoWorld> {
  const today = japanDay(now);
  const rules = await readDemoRules(db);
  const closureRows = await db.selectFrom('closure_days').select('day').where('day', '>=', today).execute();
  const closures = new Set(closureRows.map((row) => row.day));
  const travel = await readTravel(db);
  const windowStart = new Date(now.getTime() - LOAD_WINDOW_DAYS * 86_400_000).toISOString();
  const input: SlotInput = {
    settings: rules,
    staff: await readDemoStaff(db, today),
    units: await readDemoUnits(db),
    bookings: await readHeldBookings(db, windowStart, except),
    travel: travelLookup(travel, rules.travelFallbackMinutes),
    isOpenDay: (day) => isBusinessDay(day, closures),
  };
  return { rules, input, firstDay: addBusinessDays(today, rules.noticeBusinessDays, closures), travel, closures };
}
