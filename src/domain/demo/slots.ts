/**
 * The demo slot engine (issue 44): which start times a visitor may book, and who (a staff member)
 * with what (a demo unit) takes a booking. Pure and deterministic: the caller hands in the
 * settings, the people, the units, the bookings already made and the calendar (which days are
 * open, from the first bookable day), so the same inputs always give the same slots and the
 * same assignee. The server runs it to list slots and again inside the booking's transaction.
 *
 * Times are epoch milliseconds; a day is 'YYYY-MM-DD' in Japan time, minutes of a day are
 * Japan-time minutes since midnight. Japan keeps no daylight saving, so +09:00 is exact.
 */

export const demoKinds = ['clinic', 'showroom', 'online'] as const;
export type DemoKind = (typeof demoKinds)[number];
export const isDemoKind = (value: unknown): value is DemoKind =>
  typeof value === 'string' && (demoKinds as readonly string[]).includes(value);

/** Minutes of a Japan-time day, [start, end). */
export type Range = readonly [number, number];

/** Per weekday (0 Sunday … 6 Saturday), the hours worked. */
export type WeeklyHours = readonly (readonly Range[])[];

export interface DemoSettings {
  /** Length of a demo. */
  slotMinutes: number;
  /** Slots start on this grid (minutes from the day's midnight). */
  stepMinutes: number;
  /** Kept free before and after every demo; two neighbours' buffers add up (they stack). */
  bufferBeforeMinutes: number;
  bufferAfterMinutes: number;
  /** Where the showroom is (a prefecture): a showroom demo's place. */
  showroomPlace: string;
}

export interface DemoStaff {
  id: string;
  hours: WeeklyHours;
  /** A day's own hours (a short day) or [] (absent), overriding the week. */
  exceptions: ReadonlyMap<string, readonly Range[]>;
  /** Share of the round robin: 2 takes twice the bookings of 1. */
  weight: number;
  /** At most this many demos a day; 0: no cap. */
  dailyCap: number;
}

export interface DemoUnit {
  id: string;
  /** Where the unit starts its day (a prefecture). */
  homeBase: string;
}

/** A booking that holds time (booked, held or missed; a cancelled one holds none). */
export interface HeldBooking {
  staffId: string;
  unitId: string | null;
  /** The prefecture the demo happens in; null online. */
  place: string | null;
  /** Whether the unit travels to it (a clinic demo). */
  unitTravels: boolean;
  start: number;
  end: number;
  bufferBefore: number;
  bufferAfter: number;
  /** When it was booked (the round robin's "least recently booked"). */
  bookedAt: number;
}

/** Minutes from one place to another; undefined when the matrix does not know. */
export type TravelLookup = (from: string, to: string) => number;

export interface SlotInput {
  settings: DemoSettings;
  staff: readonly DemoStaff[];
  units: readonly DemoUnit[];
  bookings: readonly HeldBooking[];
  travel: TravelLookup;
  /** Open days: weekdays that are neither public holidays nor the company's closure days. */
  isOpenDay: (day: string) => boolean;
}

export interface SlotRequest {
  kind: DemoKind;
  /** The clinic's prefecture (a clinic demo); ignored for the others. */
  place: string | null;
}

export interface Slot {
  start: number;
  end: number;
}

export interface Assignment {
  staffId: string;
  unitId: string | null;
  place: string | null;
}

const MINUTE = 60_000;
const DAY = 86_400_000;
const JST = 9 * 3_600_000;

/** The Japan-time day of an instant. */
export const dayOf = (instant: number): string => new Date(instant + JST).toISOString().slice(0, 10);

/** The instant of a Japan-time day's minute. */
export const instantOf = (day: string, minute: number): number =>
  Date.parse(`${day}T00:00:00Z`) - JST + minute * MINUTE;

/** The day after `day`. */
export const nextDay = (day: string): string =>
  new Date(Date.parse(`${day}T00:00:00Z`) + DAY).toISOString().slice(0, 10);

/** A slot's start as the booking form's `slot` value: ISO 8601 in Japan time, `+09:00`. */
export function slotValue(instant: number): string {
  return `${new Date(instant + JST).toISOString().slice(0, 19)}+09:00`;
}

/** Reads a `slot` value back; only the exact form slotValue writes is accepted. */
export function parseSlotValue(value: unknown): number | null {
  if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:00\+09:00$/.test(value)) return null;
  const instant = Date.parse(value);
  return Number.isNaN(instant) || slotValue(instant) !== value ? null : instant;
}

/** Where a demo of this kind happens; null online (nobody travels). */
export function placeOf(request: SlotRequest, settings: DemoSettings): string | null {
  if (request.kind === 'online') return null;
  if (request.kind === 'showroom') return settings.showroomPlace;
  return request.place ?? settings.showroomPlace;
}

/** The hours `staff` works on `day`. */
export function hoursOn(staff: DemoStaff, day: string): readonly Range[] {
  const exception = staff.exceptions.get(day);
  if (exception) return exception;
  return staff.hours[new Date(`${day}T00:00:00Z`).getUTCDay()] ?? [];
}

interface Visit {
  start: number;
  end: number;
  place: string | null;
  bufferBefore: number;
  bufferAfter: number;
}

/**
 * Whether a new visit fits between a resource's existing ones: before each neighbour the gap is
 * at least the larger of the stacked buffers and the travel between the two places (when both
 * have one and `travels`).
 */
function fitsBeside(visit: Visit, others: readonly Visit[], travel: TravelLookup, travels: boolean): boolean {
  for (const other of others) {
    const gapAfter = visit.start - other.end;
    const gapBefore = other.start - visit.end;
    if (gapAfter < 0 && gapBefore < 0) return false;
    const moves = (from: string | null, to: string | null) =>
      travels && from !== null && to !== null ? travel(from, to) * MINUTE : 0;
    if (gapAfter >= 0) {
      const need = Math.max((other.bufferAfter + visit.bufferBefore) * MINUTE, moves(other.place, visit.place));
      if (gapAfter < need) return false;
    } else {
      const need = Math.max((visit.bufferAfter + other.bufferBefore) * MINUTE, moves(visit.place, other.place));
      if (gapBefore < need) return false;
    }
  }
  return true;
}

const sameDay = (bookings: readonly HeldBooking[], day: string) => bookings.filter((b) => dayOf(b.start) === day);

/** The staff who could take a demo at `start` (hours, cap, their other visits and travel). */
function freeStaff(input: SlotInput, request: SlotRequest, start: number): DemoStaff[] {
  const { settings } = input;
  const end = start + settings.slotMinutes * MINUTE;
  const day = dayOf(start);
  const place = placeOf(request, settings);
  const visit: Visit = {
    start,
    end,
    place,
    bufferBefore: settings.bufferBeforeMinutes,
    bufferAfter: settings.bufferAfterMinutes,
  };
  return input.staff.filter((person) => {
    const from = (start - instantOf(day, 0)) / MINUTE;
    const to = from + settings.slotMinutes;
    if (!hoursOn(person, day).some(([a, b]) => a <= from && to <= b)) return false;
    const theirs = sameDay(input.bookings, day).filter((b) => b.staffId === person.id);
    if (person.dailyCap > 0 && theirs.length >= person.dailyCap) return false;
    return fitsBeside(visit, theirs, input.travel, true);
  });
}

/** The first unit free for a demo at `start`, in the units' order; null online. */
function freeUnit(input: SlotInput, request: SlotRequest, start: number): DemoUnit | null | undefined {
  if (request.kind === 'online') return null;
  const { settings } = input;
  const end = start + settings.slotMinutes * MINUTE;
  const day = dayOf(start);
  const travels = request.kind === 'clinic';
  const place = placeOf(request, settings);
  return input.units.find((unit) => {
    const theirs = sameDay(input.bookings, day)
      .filter((b) => b.unitId === unit.id)
      .map((b) => ({ ...b, place: b.unitTravels ? b.place : null }));
    // The first clinic visit of the day starts from the unit's home base, at the day's opening.
    const earlier = theirs.some((b) => b.end <= start && b.place !== null);
    if (travels && place !== null && !earlier) {
      const trip = input.travel(unit.homeBase, place) * MINUTE;
      if (start - dayStartOf(input, day) < trip) return false;
    }
    const visit: Visit = {
      start,
      end,
      place: travels ? place : null,
      bufferBefore: settings.bufferBeforeMinutes,
      bufferAfter: settings.bufferAfterMinutes,
    };
    return fitsBeside(visit, theirs, input.travel, travels);
  });
}

/** When the working day starts for units: the earliest hour any staff member works that day. */
function dayStartOf(input: SlotInput, day: string): number {
  const starts = input.staff.flatMap((person) => hoursOn(person, day).map(([a]) => a));
  return instantOf(day, starts.length > 0 ? Math.min(...starts) : 0);
}

/** Every bookable slot on the open days from `firstDay` for `days` days. */
export function freeSlots(input: SlotInput, request: SlotRequest, firstDay: string, days: number): Slot[] {
  const { settings } = input;
  const slots: Slot[] = [];
  let day = firstDay;
  for (let i = 0; i < days; i += 1, day = nextDay(day)) {
    if (!input.isOpenDay(day)) continue;
    const minutes = new Set<number>();
    for (const person of input.staff) {
      for (const [a, b] of hoursOn(person, day)) {
        const first = Math.ceil(a / settings.stepMinutes) * settings.stepMinutes;
        for (let m = first; m + settings.slotMinutes <= b; m += settings.stepMinutes) minutes.add(m);
      }
    }
    for (const minute of [...minutes].sort((x, y) => x - y)) {
      const start = instantOf(day, minute);
      if (assign(input, request, start)) slots.push({ start, end: start + settings.slotMinutes * MINUTE });
    }
  }
  return slots;
}

/**
 * Who takes a demo at `start`, or undefined when nobody can (no free person, or no free unit for
 * a demo that needs one). Round robin by weight: the person with the fewest bookings for their
 * weight goes first, then the one booked least recently, then by id, so the choice is stable.
 */
export function assign(input: SlotInput, request: SlotRequest, start: number): Assignment | undefined {
  if (!input.isOpenDay(dayOf(start))) return undefined;
  const unit = freeUnit(input, request, start);
  if (unit === undefined) return undefined;
  const people = freeStaff(input, request, start);
  if (people.length === 0) return undefined;
  const load = (id: string) => input.bookings.filter((b) => b.staffId === id);
  const ranked = people
    .map((person) => {
      const theirs = load(person.id);
      return {
        id: person.id,
        share: theirs.length / Math.max(person.weight, 0.01),
        last: theirs.reduce((latest, b) => Math.max(latest, b.bookedAt), 0),
      };
    })
    .sort((a, b) => a.share - b.share || a.last - b.last || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  const chosen = ranked[0];
  if (!chosen) return undefined;
  return { staffId: chosen.id, unitId: unit?.id ?? null, place: placeOf(request, input.settings) };
}

/** The standard week until staff change it: Monday to Friday, 9:00–18:00. */
export const STANDARD_HOURS: WeeklyHours = [
  [],
  [[540, 1080]],
  [[540, 1080]],
  [[540, 1080]],
  [[540, 1080]],
  [[540, 1080]],
  [],
];
