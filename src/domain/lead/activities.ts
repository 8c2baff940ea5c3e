/**
 * The activity log (issue 34): what staff did with a lead and the next step it leaves. An open
 * lead always has a dated next step: an activity without one is refused unless it closes the
 * lead (契約 or 失注). Pure; the form names its fields as the interface contract does
 * (`activity_kind`, `activity_note`, `next_step_on`, `next_step`).
 */
import { calendarDay } from './stages.ts';

export const activityKinds = ['phone', 'mail', 'visit', 'online', 'line', 'other'] as const;
export type ActivityKind = (typeof activityKinds)[number];

export const ACTIVITY_NOTE_MAX = 2000;
export const NEXT_STEP_MAX = 200;

export type ActivityField = 'activity_kind' | 'activity_note' | 'next_step' | 'next_step_on';

export interface ActivityInput {
  kind: ActivityKind;
  note: string | null;
  nextStep: string | null;
  nextStepOn: string | null;
}

/**
 * Reads an activity form. `closes`: the lead is (or is being moved) at 契約 or 失注, so no next
 * step is owed. `today` (YYYY-MM-DD, Japan) bounds the next step's date: not in the past.
 */
export function readActivityForm(
  form: (name: string) => string | null,
  options: { closes: boolean; today: string },
): { ok: true; value: ActivityInput } | { ok: false; errors: Partial<Record<ActivityField, 'required' | 'invalid'>> } {
  const errors: Partial<Record<ActivityField, 'required' | 'invalid'>> = {};
  const kind = form('activity_kind');
  if (!(activityKinds as readonly string[]).includes(kind ?? '')) errors.activity_kind = 'required';
  const note = form('activity_note')?.trim() || null;
  if (note && note.length > ACTIVITY_NOTE_MAX) errors.activity_note = 'invalid';
  const nextStep = form('next_step')?.trim() || null;
  if (nextStep && nextStep.length > NEXT_STEP_MAX) errors.next_step = 'invalid';
  const rawOn = form('next_step_on')?.trim() || null;
  const nextStepOn = rawOn ? calendarDay(rawOn) : null;
  if (rawOn && (!nextStepOn || nextStepOn < options.today)) errors.next_step_on = 'invalid';
  if (!options.closes) {
    if (!nextStep && !errors.next_step) errors.next_step = 'required';
    if (!rawOn) errors.next_step_on = 'required';
  }
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, value: { kind: kind as ActivityKind, note, nextStep, nextStepOn } };
}

/** The end of a Japan-time day as the ISO UTC instant a next step is overdue after. */
export const nextStepDeadline = (day: string): string =>
  new Date(Date.parse(`${day}T00:00:00+09:00`) + 86_400_000).toISOString();
