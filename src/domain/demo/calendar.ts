/**
 * The staff calendar's shapes and weeks (issue 44, /admin/demos): a week runs Monday to Sunday
 * in Japan time; its links carry `week` (the Monday) and `staff` (one person's bookings).
 */
import { type DemoKind, dayOf } from './slots.ts';

export const demoStatuses = ['booked', 'held', 'missed', 'cancelled'] as const;
export type DemoStatus = (typeof demoStatuses)[number];

export interface CalendarBooking {
  id: string;
  start: number;
  end: number;
  kind: DemoKind;
  status: DemoStatus;
  leadId: string;
  leadName: string;
  organization: string | null;
  staffId: string;
  staffName: string;
  unitLabel: string | null;
  place: string | null;
}

export interface CalendarWeek {
  /** The Monday, 'YYYY-MM-DD' (Japan time). */
  from: string;
  days: { day: string; bookings: CalendarBooking[] }[];
}

const isDay = (value: string | null | undefined): value is string =>
  typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`));

/** The Monday of the week holding `day` (or today in Japan when `day` is not a date). */
export function weekStart(day: string | null | undefined, now = Date.now()): string {
  const base = isDay(day) ? day : dayOf(now);
  const date = new Date(`${base}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() - ((date.getUTCDay() + 6) % 7));
  return date.toISOString().slice(0, 10);
}

/** The week `from` (a Monday) moved by `weeks`. */
export function shiftWeek(from: string, weeks: number): string {
  const date = new Date(`${from}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + weeks * 7);
  return date.toISOString().slice(0, 10);
}

/** `?week=<monday>&staff=<id>` for links and posts that stay on one view of the calendar. */
export function calendarQuery(week: string, staff: string | null, extra: Record<string, string> = {}): string {
  const params = new URLSearchParams({ week });
  if (staff) params.set('staff', staff);
  for (const [name, value] of Object.entries(extra)) params.set(name, value);
  return `?${params.toString()}`;
}
