/**
 * Calendar days as the settings page handles them: 'YYYY-MM-DD' strings in Japan time, checked
 * and stepped with UTC fields only so the machine's time zone never matters.
 */
import { isCalendarDay } from '../dates.ts';

const DAY_MS = 86_400_000;
const WEEKDAYS_JA = ['日', '月', '火', '水', '木', '金', '土'] as const;

/** A real calendar date written YYYY-MM-DD (2026-02-30 is not), from 2000 to 2100. */
export { isCalendarDay };

/** Every day from `from` to `to`, both included (empty when `to` is earlier). Both must be real days. */
export function daysFromTo(from: string, to: string): string[] {
  const days: string[] = [];
  const end = Date.parse(`${to}T00:00:00Z`);
  for (let time = Date.parse(`${from}T00:00:00Z`); time <= end; time += DAY_MS) {
    days.push(new Date(time).toISOString().slice(0, 10));
  }
  return days;
}

/** `2026年12月29日（火）` for '2026-12-29'; anything else is returned as it is. */
export function formatDayJa(day: string): string {
  if (!isCalendarDay(day)) return day;
  const date = new Date(`${day}T00:00:00Z`);
  const weekday = WEEKDAYS_JA[date.getUTCDay()] as string;
  return `${date.getUTCFullYear()}年${date.getUTCMonth() + 1}月${date.getUTCDate()}日（${weekday}）`;
}
