/**
 * Japan time as staff type it (datetime-local, date) and as stored (ISO UTC). Japan has no
 * daylight saving: +09:00 all year. Dates outside 2000–2100 are refused (src/domain/dates.ts).
 */
import { isCalendarDay, isLocalDateTime } from '../dates.ts';

const JST_MS = 9 * 3_600_000;
const DAY_MS = 86_400_000;

/** `2026-12-01T09:00` (Japan) → `2026-12-01T00:00:00.000Z`; null when it is not such a value. */
export function jstLocalToIso(value: string): string | null {
  const text = value.trim();
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(text) || !isLocalDateTime(text)) return null;
  return new Date(Date.parse(`${text}:00+09:00`)).toISOString();
}

/** `2026-12-01T00:00:00.000Z` → `2026-12-01T09:00` (Japan), for a datetime-local input. */
export const isoToJstLocal = (iso: string): string => new Date(Date.parse(iso) + JST_MS).toISOString().slice(0, 16);

/** The calendar day in Japan at `ms`, YYYY-MM-DD. */
export const jstDate = (ms: number): string => new Date(ms + JST_MS).toISOString().slice(0, 10);

/** Days since the epoch of a YYYY-MM-DD day. */
export const dayNumber = (date: string): number => Math.floor(Date.parse(`${date}T00:00:00Z`) / DAY_MS);

/** `2026/12/1 9:00` (Japan), how pages and the admin list show a moment. */
export function formatJst(iso: string): string {
  const d = new Date(Date.parse(iso) + JST_MS);
  return `${d.getUTCFullYear()}/${d.getUTCMonth() + 1}/${d.getUTCDate()} ${d.getUTCHours()}:${String(d.getUTCMinutes()).padStart(2, '0')}`;
}

/** A real calendar day from 2000 to 2100 (Date threw on 2026-13-45: a 500, issue 41). */
export const isValidDay = isCalendarDay;
