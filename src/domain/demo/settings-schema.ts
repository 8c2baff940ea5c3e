/**
 * The demo settings' forms as rules (issue 44, /admin/demos/settings): the booking conditions
 * (notice, buffers, travel fallback), a person's week, an exception or absence, a demo unit and
 * a travel time. Errors are values with the Japanese messages of src/content/admin/demos.ts,
 * keyed by the form's field names, so the page shows each beside its field and keeps what was
 * typed. Whether a person or a unit exists is for the server to check.
 */
import * as z from 'zod/mini';
import {
  DEMO_BUFFER_MAX,
  DEMO_CAP_MAX,
  DEMO_NOTE_MAX,
  DEMO_NOTICE_MAX,
  DEMO_RANGE_MAX_DAYS,
  DEMO_TRAVEL_MAX,
  DEMO_UNIT_LABEL_MAX,
  DEMO_WEIGHT_MAX,
  demosCopy,
} from '../../content/admin/demos.ts';
import { daysFromTo, isCalendarDay } from '../follow-up/calendar.ts';
import { isRegion } from '../follow-up/regions.ts';
import { prefectures } from '../prefectures.ts';
import type { Range, WeeklyHours } from './slots.ts';

const m = demosCopy.settings.messages;

// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point
const CONTROL = /[\u0000-\u001F\u007F-\u009F]/u;

export type Fields = Record<string, string>;
export type FieldErrors = Partial<Record<string, string>>;
export type Checked<Data> = { ok: true; data: Data } | { ok: false; errors: FieldErrors };

const text = (value: unknown): string => (typeof value === 'string' ? value.normalize('NFKC').trim() : '');

function errorsOf(issues: readonly z.core.$ZodIssue[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const field = issue.path[0];
    if (typeof field === 'string') errors[field] ??= issue.message;
  }
  return errors;
}

/** A whole number from `min` to `max` (full-width digits accepted). */
const whole = (min: number, max: number, message: string) =>
  z.pipe(
    z.transform((value: unknown) => {
      const typed = text(value);
      return /^\d{1,4}$/.test(typed) ? Number(typed) : Number.NaN;
    }),
    z.number({ message }).check(z.refine((n: number) => Number.isInteger(n) && n >= min && n <= max, message)),
  );

/** 'H:MM' → minutes of the day (0–1440); '' → null; anything else NaN. */
export function parseTime(value: unknown): number | null {
  const typed = text(value);
  if (typed === '') return null;
  const match = /^(\d{1,2}):(\d{2})$/.exec(typed);
  if (!match) return Number.NaN;
  const minutes = Number(match[1]) * 60 + Number(match[2]);
  return Number(match[2]) < 60 && minutes <= 1440 ? minutes : Number.NaN;
}

/** Minutes of the day as the form shows them: 540 → '9:00'. */
export const formatTime = (minutes: number): string =>
  `${Math.floor(minutes / 60)}:${String(minutes % 60).padStart(2, '0')}`;

const time = z.pipe(
  z.transform(parseTime),
  z.nullable(z.number()).check(z.refine((n: number | null) => n === null || !Number.isNaN(n), m.time)),
);

/**
 * A start and an end that are both given (start before end) or both empty. Checked on the raw
 * input beside the schema, so these messages show together with every other field's.
 */
function pairErrors(input: Fields, start: string, end: string): FieldErrors {
  const a = parseTime(input[start]);
  const b = parseTime(input[end]);
  if (Number.isNaN(a) || Number.isNaN(b) || (a === null && b === null)) return {};
  if (a === null) return { [start]: m.pair };
  if (b === null) return { [end]: m.pair };
  return b <= a ? { [end]: m.order } : {};
}

/** The schema's messages first, then the pairs' for fields the schema found nothing wrong with. */
function merged(schema: FieldErrors, pairs: FieldErrors): FieldErrors {
  return { ...pairs, ...schema };
}

export interface DemoRulesInput {
  noticeBusinessDays: number;
  bufferBeforeMinutes: number;
  bufferAfterMinutes: number;
  travelFallbackMinutes: number;
}

const rulesSchema = z.object({
  notice: whole(0, DEMO_NOTICE_MAX, m.notice),
  bufferBefore: whole(0, DEMO_BUFFER_MAX, m.buffer),
  bufferAfter: whole(0, DEMO_BUFFER_MAX, m.buffer),
  fallback: whole(0, DEMO_TRAVEL_MAX, m.travel),
});

export function validateDemoRules(input: Fields): Checked<DemoRulesInput> {
  const result = rulesSchema.safeParse(input);
  if (!result.success) return { ok: false, errors: errorsOf(result.error.issues) };
  const v = result.data;
  return {
    ok: true,
    data: {
      noticeBusinessDays: v.notice,
      bufferBeforeMinutes: v.bufferBefore,
      bufferAfterMinutes: v.bufferAfter,
      travelFallbackMinutes: v.fallback,
    },
  };
}

export interface StaffWeekInput {
  hours: WeeklyHours;
  weight: number;
  dailyCap: number;
  takesDemos: boolean;
}

const WEEKDAYS = [0, 1, 2, 3, 4, 5, 6] as const;

const weekSchema = z.object({
  ...Object.fromEntries(WEEKDAYS.flatMap((d) => [[`start_${d}`, time] as const, [`end_${d}`, time] as const])),
  weight: whole(1, DEMO_WEIGHT_MAX, m.weight),
  cap: whole(0, DEMO_CAP_MAX, m.cap),
});

/** A person's week: `start_0`…`end_6` ('' both: off that day), `weight`, `cap`, `takes` ('on'). */
export function validateStaffWeek(input: Fields): Checked<StaffWeekInput> {
  const result = weekSchema.safeParse(input);
  const pairs = Object.assign({}, ...WEEKDAYS.map((d) => pairErrors(input, `start_${d}`, `end_${d}`))) as FieldErrors;
  if (!result.success) return { ok: false, errors: merged(errorsOf(result.error.issues), pairs) };
  if (Object.keys(pairs).length > 0) return { ok: false, errors: pairs };
  const v = result.data as Record<string, number | null>;
  const hours = WEEKDAYS.map((d): Range[] => {
    const a = v[`start_${d}`];
    const b = v[`end_${d}`];
    return typeof a === 'number' && typeof b === 'number' ? [[a, b]] : [];
  });
  return {
    ok: true,
    data: {
      hours,
      weight: v.weight as number,
      dailyCap: v.cap as number,
      takesDemos: input.takes === 'on',
    },
  };
}

export interface StaffDaysInput {
  userId: string;
  days: string[];
  /** [] absent all day. */
  hours: Range[];
  note: string | null;
}

const dayField = (optional: boolean) =>
  z.pipe(
    z.transform(text),
    z.string().check(z.refine((s: string) => (optional && s === '') || isCalendarDay(s), m.day)),
  );

const daysSchema = z.object({
  person: z.pipe(
    z.transform(text),
    z.string().check(z.refine((s: string) => /^[A-Za-z0-9-]{1,64}$/.test(s), m.person)),
  ),
  from: dayField(false),
  to: dayField(true),
  start: time,
  end: time,
  note: z.pipe(
    z.transform(text),
    z.string().check(
      z.maxLength(DEMO_NOTE_MAX, m.note),
      z.refine((s: string) => !CONTROL.test(s), m.note),
    ),
  ),
});

/** A range's end: after its start and at most DEMO_RANGE_MAX_DAYS days in all. */
function rangeErrors(input: Fields): FieldErrors {
  const from = text(input.from);
  const to = text(input.to);
  if (to === '' || !isCalendarDay(from) || !isCalendarDay(to)) return {};
  const span = daysFromTo(from, to).length;
  return span === 0 || span > DEMO_RANGE_MAX_DAYS ? { to: m.range } : {};
}

/** An exception (other hours) or an absence (no hours) for one person over a day or a range. */
export function validateStaffDays(input: Fields): Checked<StaffDaysInput> {
  const result = daysSchema.safeParse(input);
  const more = { ...pairErrors(input, 'start', 'end'), ...rangeErrors(input) };
  if (!result.success) return { ok: false, errors: merged(errorsOf(result.error.issues), more) };
  if (Object.keys(more).length > 0) return { ok: false, errors: more };
  const v = result.data;
  return {
    ok: true,
    data: {
      userId: v.person,
      days: v.to === '' ? [v.from] : daysFromTo(v.from, v.to),
      hours: typeof v.start === 'number' && typeof v.end === 'number' ? [[v.start, v.end]] : [],
      note: v.note === '' ? null : v.note,
    },
  };
}

export interface UnitInput {
  label: string;
  homeBase: string;
  active: boolean;
}

const unitSchema = z.object({
  label: z.pipe(
    z.transform(text),
    z.string().check(
      z.minLength(1, m.label),
      z.maxLength(DEMO_UNIT_LABEL_MAX, m.label),
      z.refine((s: string) => !CONTROL.test(s), m.label),
    ),
  ),
  homeBase: z.pipe(
    z.transform(text),
    z.string().check(z.refine((s: string) => (prefectures as readonly string[]).includes(s), m.prefecture)),
  ),
});

/** A demo unit: a name, a home base (a prefecture), and whether it is in use (`active` 'on'). */
export function validateUnit(input: Fields): Checked<UnitInput> {
  const result = unitSchema.safeParse(input);
  if (!result.success) return { ok: false, errors: errorsOf(result.error.issues) };
  return { ok: true, data: { ...result.data, active: input.active === 'on' } };
}

export interface TravelInput {
  from: string;
  to: string;
  minutes: number;
}

const isArea = (s: string) => isRegion(s) || (prefectures as readonly string[]).includes(s);
const area = z.pipe(z.transform(text), z.string().check(z.refine(isArea, m.area)));

const travelSchema = z.object({ from: area, to: area, minutes: whole(0, DEMO_TRAVEL_MAX, m.travel) });

/** A travel time between two prefectures or two regions (one entry serves both directions). */
export function validateTravel(input: Fields): Checked<TravelInput> {
  const result = travelSchema.safeParse(input);
  if (!result.success) return { ok: false, errors: errorsOf(result.error.issues) };
  const { from, to, minutes } = result.data;
  // Stored once, in order, as the matrix reads it (src/domain/demo/travel.ts).
  return { ok: true, data: from <= to ? { from, to, minutes } : { from: to, to: from, minutes } };
}
