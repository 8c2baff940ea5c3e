/** Dates in the admin area: always Japan time, whatever the server's zone. */
const JST_OFFSET_MS = 9 * 3_600_000;
const pad2 = (n: number): string => String(n).padStart(2, '0');

/**
 * `2026/01/31 09:05` in Japan time; an unparsable value is shown as is. By arithmetic, not
 * Intl: Japan has kept UTC+9 without daylight saving since 1951, so the result is Intl's
 * (format.test.ts compares them), at a fraction of the cost; the CSV export writes three a lead.
 */
export function formatDateTime(iso: string): string {
  const time = Date.parse(iso);
  if (Number.isNaN(time)) return iso;
  const d = new Date(time + JST_OFFSET_MS);
  return `${d.getUTCFullYear()}/${pad2(d.getUTCMonth() + 1)}/${pad2(d.getUTCDate())} ${pad2(d.getUTCHours())}:${pad2(d.getUTCMinutes())}`;
}

const WEEKDAYS = ['日', '月', '火', '水', '木', '金', '土'] as const;

/**
 * `12/1(火) 18:00` in Japan time, for lists where a date must not wrap; the year leads
 * (`2025/12/1(月) 18:00`) when it is not the current one at `now`.
 */
export function formatShortDateTime(iso: string, now: Date = new Date()): string {
  const time = Date.parse(iso);
  if (Number.isNaN(time)) return iso;
  const d = new Date(time + JST_OFFSET_MS);
  const year =
    d.getUTCFullYear() === new Date(now.getTime() + JST_OFFSET_MS).getUTCFullYear() ? '' : `${d.getUTCFullYear()}/`;
  return `${year}${d.getUTCMonth() + 1}/${d.getUTCDate()}(${WEEKDAYS[d.getUTCDay()]}) ${pad2(d.getUTCHours())}:${pad2(d.getUTCMinutes())}`;
}

/** A Japan-time day `2026-12-01` as `12/1(火)`, the year leading when it is not `now`'s. */
export function formatShortDay(day: string, now: Date = new Date()): string {
  const time = Date.parse(`${day}T00:00:00Z`);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day) || Number.isNaN(time)) return day;
  const d = new Date(time);
  const year =
    d.getUTCFullYear() === new Date(now.getTime() + JST_OFFSET_MS).getUTCFullYear() ? '' : `${d.getUTCFullYear()}/`;
  return `${year}${d.getUTCMonth() + 1}/${d.getUTCDate()}(${WEEKDAYS[d.getUTCDay()]})`;
}

const longDateTime = new Intl.DateTimeFormat('ja-JP', {
  timeZone: 'Asia/Tokyo',
  dateStyle: 'long',
  timeStyle: 'medium',
});

/** `2026年11月21日 18:05:09` in Japan time (the clinic list's 最終更新, to the second). */
export function formatLongDateTime(iso: string): string {
  const time = Date.parse(iso);
  return Number.isNaN(time) ? iso : longDateTime.format(time);
}
