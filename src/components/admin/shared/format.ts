/** Dates in the admin area: always Japan time, whatever the server's zone. */
const dateTime = new Intl.DateTimeFormat('ja-JP', {
  timeZone: 'Asia/Tokyo',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
});

/** `2026/01/31 09:05` in Japan time; an unparsable value is shown as is. */
export function formatDateTime(iso: string): string {
  const time = Date.parse(iso);
  return Number.isNaN(time) ? iso : dateTime.format(time);
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
