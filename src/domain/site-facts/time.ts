/**
 * Japan time as staff type it (datetime-local, date) and as stored (ISO UTC). Japan has no
 * daylight saving: +09:00 all year.
 */
const JST_MS = 9 * 3_600_000;
const DAY_MS = 86_400_000;

/** `2026-12-01T09:00` (Japan) → `2026-12-01T00:00:00.000Z`; null when it is not such a value. */
export function jstLocalToIso(value: string): string | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(value.trim());
  if (!m) return null;
  const [, y, mo, d, h, mi] = m.map(Number) as [number, number, number, number, number, number];
  const ms = Date.UTC(y, mo - 1, d, h, mi) - JST_MS;
  const back = new Date(ms + JST_MS);
  if (back.getUTCMonth() !== mo - 1 || back.getUTCDate() !== d || h > 23 || mi > 59) return null;
  return new Date(ms).toISOString();
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

export const isValidDay = (value: string): boolean =>
  /^\d{4}-\d{2}-\d{2}$/.test(value) && new Date(`${value}T00:00:00Z`).toISOString().startsWith(value);
