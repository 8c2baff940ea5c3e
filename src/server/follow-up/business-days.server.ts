/**
 * Japanese business days and the due date of a request: "materials follow within 2 business
 * days" means 18:00 JST on the second business day after the JST day the request arrives.
 *
 * A business day is Monday to Friday, not a Japanese public holiday and not a company closure
 * day. Public holidays (substitute holidays 振替休日 and the 国民の休日 between two holidays
 * included) come from `@holiday-jp/holiday_jp`, whose table is computed from the law up to 2050
 * and corrected when the law changes: keeping the package current keeps the holidays right.
 *
 * Calendar days are 'YYYY-MM-DD' strings in Japan time. The holiday table is read by that key,
 * never through the package's `Date` overloads, which read the machine's local fields (UTC on
 * the server). Arithmetic on days uses UTC fields only, so the machine's time zone never
 * matters. Plain functions, no I/O: the closure days come from the caller.
 */
import holidayJp from '@holiday-jp/holiday_jp';
import { japanDay } from '../platform/scheduled.server.ts';

const DAY_MS = 86_400_000;
const JST_OFFSET_MS = 9 * 3_600_000;
const DUE_HOUR_JST = 18;
const DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;
const WEEKDAYS_JA = ['日', '月', '火', '水', '木', '金', '土'] as const;

/** The Japan-time calendar day of `instant`, 'YYYY-MM-DD'. */
export const japanDate = (instant: Date): string => japanDay(instant);

/** Midnight UTC of a 'YYYY-MM-DD' day, in ms; throws on anything that is not a real date. */
function dayStart(day: string): number {
  const ms = Date.parse(`${day}T00:00:00Z`);
  if (!DAY_PATTERN.test(day) || Number.isNaN(ms) || new Date(ms).toISOString().slice(0, 10) !== day) {
    throw new RangeError(`Not a calendar day (YYYY-MM-DD): ${day}`);
  }
  return ms;
}

const dayOf = (ms: number): string => new Date(ms).toISOString().slice(0, 10);

/** Whether `day` is a Japanese public holiday (振替休日 and 国民の休日 included). */
export const isJapaneseHoliday = (day: string): boolean => Object.hasOwn(holidayJp.holidays, day);

/** Monday to Friday, not a Japanese public holiday, not one of the company's `closures`. */
export function isBusinessDay(day: string, closures: ReadonlySet<string>): boolean {
  const weekday = new Date(dayStart(day)).getUTCDay();
  return weekday !== 0 && weekday !== 6 && !isJapaneseHoliday(day) && !closures.has(day);
}

/**
 * The `n`-th business day after `day` (`day` itself is never counted, whether or not it is a
 * business day); `n = 0` gives `day` back unchanged.
 */
export function addBusinessDays(day: string, n: number, closures: ReadonlySet<string>): string {
  if (!Number.isInteger(n) || n < 0) throw new RangeError(`Business days must be a whole number ≥ 0: ${n}`);
  let ms = dayStart(day);
  for (let counted = 0; counted < n; ) {
    ms += DAY_MS;
    if (isBusinessDay(dayOf(ms), closures)) counted += 1;
  }
  return dayOf(ms);
}

export interface DueOptions {
  /** How many business days the promise gives (at least 1). */
  businessDays?: number;
  /** Company closure days, 'YYYY-MM-DD' in Japan time. */
  closures: ReadonlySet<string>;
}

/**
 * When a request received at `receivedAt` is due: 18:00 JST on the `businessDays`-th business
 * day after the JST day it arrived. The hour of arrival does not matter, nor whether that day
 * was a business day: the count starts from the next business day.
 */
export function dueAt(receivedAt: Date, { businessDays = 2, closures }: DueOptions): Date {
  if (!Number.isInteger(businessDays) || businessDays < 1) {
    throw new RangeError(`Business days must be a whole number ≥ 1: ${businessDays}`);
  }
  const day = addBusinessDays(japanDate(receivedAt), businessDays, closures);
  return new Date(dayStart(day) + DUE_HOUR_JST * 3_600_000 - JST_OFFSET_MS);
}

/** A due date as staff read it, in Japan time: `2026年11月26日（木）18:00`. */
export function formatDueJa(due: Date): string {
  const jst = new Date(due.getTime() + JST_OFFSET_MS);
  const hh = String(jst.getUTCHours()).padStart(2, '0');
  const mm = String(jst.getUTCMinutes()).padStart(2, '0');
  const weekday = WEEKDAYS_JA[jst.getUTCDay()] as string;
  return `${jst.getUTCFullYear()}年${jst.getUTCMonth() + 1}月${jst.getUTCDate()}日（${weekday}）${hh}:${mm}`;
}

const OPEN_HOUR_JST = 9;
// A due date is the close of a business day: an answer at 18:00 sharp used every hour it had.
const CLOSE_HOUR_JST = DUE_HOUR_JST;
const HOUR_MS = 3_600_000;

/**
 * Business hours between two instants, in hours (fractional): the time from `from` to `to`
 * that falls within 9:00–18:00 JST on business days (docs/product.md#dashboard). Nights,
 * weekends, public holidays and `closures` do not count; `to` before `from` gives 0.
 */
export function businessHoursBetween(from: Date, to: Date, closures: ReadonlySet<string>): number {
  const start = from.getTime();
  const end = to.getTime();
  if (!(end > start)) return 0;
  let total = 0;
  for (let day = dayStart(japanDate(from)); day - JST_OFFSET_MS < end; day += DAY_MS) {
    if (!isBusinessDay(dayOf(day), closures)) continue;
    const open = day - JST_OFFSET_MS + OPEN_HOUR_JST * HOUR_MS;
    const close = day - JST_OFFSET_MS + CLOSE_HOUR_JST * HOUR_MS;
    total += Math.max(0, Math.min(end, close) - Math.max(start, open));
  }
  return total / HOUR_MS;
}

/**
 * businessHoursBetween for many pairs at once (the dashboard's medians over thousands of leads):
 * each day's business-day answer is worked out once and kept, so a pair costs a few map reads
 * instead of parsing and formatting every day it spans. Same results, same `closures`.
 */
export function businessHoursCounter(closures: ReadonlySet<string>): (from: Date, to: Date) => number {
  const known = new Map<number, boolean>();
  const isOpen = (day: number): boolean => {
    let open = known.get(day);
    if (open === undefined) {
      open = isBusinessDay(dayOf(day), closures);
      known.set(day, open);
    }
    return open;
  };
  return (from, to) => {
    const start = from.getTime();
    const end = to.getTime();
    if (!(end > start)) return 0;
    let total = 0;
    for (let day = Math.floor((start + JST_OFFSET_MS) / DAY_MS) * DAY_MS; day - JST_OFFSET_MS < end; day += DAY_MS) {
      if (!isOpen(day)) continue;
      const open = day - JST_OFFSET_MS + OPEN_HOUR_JST * HOUR_MS;
      const close = day - JST_OFFSET_MS + CLOSE_HOUR_JST * HOUR_MS;
      total += Math.max(0, Math.min(end, close) - Math.max(start, open));
    }
    return total / HOUR_MS;
  };
}
