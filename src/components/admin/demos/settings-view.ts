/**
 * The demo settings page's forms as props (issue 44): each form shows what is stored, or, when
 * it came back with a problem, exactly what was typed. Pure: the page passes what it read.
 */
import { demosCopy } from '../../../content/admin/demos.ts';
import { formatTime } from '../../../domain/demo/settings-schema.ts';
import type { Range, WeeklyHours } from '../../../domain/demo/slots.ts';
import { fillMessage } from '../../../domain/fill-message.ts';
import { formatDayJa } from '../../../domain/follow-up/calendar.ts';
import { isRegion, regions } from '../../../domain/follow-up/regions.ts';

const s = demosCopy.settings;

interface Returned {
  form: string | null;
  values: Record<string, string>;
  errors: Partial<Record<string, string>>;
}

/** The typed values and messages when `name` is the form that came back, else the stored values. */
export function formState(view: Returned, name: string, stored: Record<string, string>) {
  return view.form === name ? { values: view.values, errors: view.errors } : { values: stored, errors: {} };
}

/** A time input's value: 540 → '09:00'. */
const hhmm = (minutes: number | undefined) => {
  if (minutes === undefined) return '';
  const text = formatTime(minutes);
  return text.length === 4 ? `0${text}` : text;
};

export function weekValues(person: { hours: WeeklyHours; weight: number; dailyCap: number; takesDemos: boolean }) {
  const values: Record<string, string> = {
    weight: String(person.weight),
    cap: String(person.dailyCap),
    takes: person.takesDemos ? 'on' : '',
  };
  person.hours.forEach((ranges, d) => {
    values[`start_${d}`] = hhmm(ranges[0]?.[0]);
    values[`end_${d}`] = hhmm(ranges[0]?.[1]);
  });
  return values;
}

export function personState(person: { own: boolean; takesDemos: boolean }): string {
  if (!person.takesDemos) return s.staff.off;
  return person.own ? s.staff.own : s.staff.standard;
}

export const hoursText = (hours: readonly Range[]): string =>
  hours.length === 0 ? s.days.absent : hours.map(([a, b]) => `${formatTime(a)}〜${formatTime(b)}`).join('、');

export function dayRows(
  days: { userId: string; day: string; hours: Range[]; note: string | null }[],
  names: ReadonlyMap<string, string>,
) {
  return days.map((d) => {
    const personName = names.get(d.userId) ?? d.userId;
    return {
      person: d.userId,
      personName,
      day: d.day,
      date: formatDayJa(d.day),
      hours: hoursText(d.hours),
      note: d.note ?? '',
      removeLabel: fillMessage(s.days.removeLabel, { name: personName, day: formatDayJa(d.day) }),
    };
  });
}

/** A region id as staff read it (関東地方), a prefecture as itself. */
export const areaName = (area: string): string => (isRegion(area) ? s.regions[area] : area);

export const regionOptions = regions.map((region) => ({ value: region, label: s.regions[region] }));

export function travelRows(travel: { from: string; to: string; minutes: number }[]) {
  return travel.map((t) => ({
    from: t.from,
    to: t.to,
    fromName: areaName(t.from),
    toName: areaName(t.to),
    minutes: String(t.minutes),
    removeLabel: fillMessage(s.travel.removeLabel, { from: areaName(t.from), to: areaName(t.to) }),
  }));
}
