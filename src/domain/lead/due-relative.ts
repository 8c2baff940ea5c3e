/**
 * How near a lead's due date is, in Japan's calendar days: 'today' on the due day itself,
 * 'late' once the due instant has passed, else the whole days left (1 for tomorrow). The lead
 * page turns it into あと1日, 本日 or 期限超過.
 */
export type DueRelative = { kind: 'late' } | { kind: 'today' } | { kind: 'days'; days: number };

const JST_OFFSET_MS = 9 * 3_600_000;
const DAY_MS = 86_400_000;
const japanDayNumber = (instant: Date): number => Math.floor((instant.getTime() + JST_OFFSET_MS) / DAY_MS);

export function dueRelative(due: Date, now: Date): DueRelative {
  if (due.getTime() < now.getTime()) return { kind: 'late' };
  const days = japanDayNumber(due) - japanDayNumber(now);
  return days <= 0 ? { kind: 'today' } : { kind: 'days', days };
}
