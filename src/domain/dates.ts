/**
 * Dates as people type them and as the product stores them, checked in one place (issue 41):
 * a real calendar date (2026-02-30 and 2026-13-45 are not) inside a sane range, 2000-01-01 to
 * 2100-12-31. Outside it a date is a typo (0001-01-01 would publish at once, 9999 never), and
 * JavaScript's Date cannot even be built for some (0000-00-00 threw, a 500). Every form field,
 * query parameter and stored value that carries a date goes through these.
 */
import * as z from 'zod/mini';

export const EARLIEST_YEAR = 2000;
export const LATEST_YEAR = 2100;

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
/** What a datetime-local input sends: minutes, optionally seconds (and milliseconds). */
const LOCAL = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,3})?)?$/;
/** A stored moment: ISO-8601 in UTC. */
const INSTANT = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,9})?)?Z$/;

function realDay(year: number, month: number, day: number): boolean {
  if (year < EARLIEST_YEAR || year > LATEST_YEAR || month < 1 || month > 12 || day < 1) return false;
  // Checked before Date.UTC, which reads years 0–99 as 1900–1999.
  return day <= new Date(Date.UTC(year, month, 0)).getUTCDate();
}

function realTime(match: RegExpExecArray, from: number): boolean {
  const [h, m, s] = [match[from], match[from + 1], match[from + 2]].map((part) => Number(part ?? 0)) as [
    number,
    number,
    number,
  ];
  return h <= 23 && m <= 59 && s <= 59;
}

const dayOf = (match: RegExpExecArray): boolean => realDay(Number(match[1]), Number(match[2]), Number(match[3]));

/** `2026-12-01`: a real calendar day from 2000 to 2100. */
export function isCalendarDay(value: string): boolean {
  const match = DAY.exec(value);
  return match !== null && dayOf(match);
}

/** `2026-12-01T09:00` (a datetime-local value): a real day from 2000 to 2100 and a real time. */
export function isLocalDateTime(value: string): boolean {
  const match = LOCAL.exec(value);
  return match !== null && dayOf(match) && realTime(match, 4);
}

/** `2026-12-01T00:00:00.000Z`: a stored moment on a real day from 2000 to 2100. */
export function isInstant(value: string): boolean {
  const match = INSTANT.exec(value);
  return match !== null && dayOf(match) && realTime(match, 4);
}

/** A query parameter's day when it is a real one in range; otherwise the fallback (never a throw). */
export function dayOrDefault<T>(value: string | null | undefined, fallback: T): string | T {
  const text = value?.trim() ?? '';
  return isCalendarDay(text) ? text : fallback;
}

/** The zod rules of the three, with the form's message (Japanese on admin forms: content/admin/dates.ts). */
export const calendarDaySchema = (message?: string) =>
  z.string().check(z.refine(isCalendarDay, message === undefined ? undefined : { error: message }));
export const localDateTimeSchema = (message?: string) =>
  z.string().check(z.refine(isLocalDateTime, message === undefined ? undefined : { error: message }));
export const instantSchema = (message?: string) =>
  z.string().check(z.refine(isInstant, message === undefined ? undefined : { error: message }));
