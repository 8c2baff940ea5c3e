/** What the demo booking page shows (issue 44): read by its action, rendered by its components. */
import type { Locale } from '../../i18n/locales.ts';
import type { LeadErrors } from '../lead/schema.ts';
import type { DemoKind, Slot } from './slots.ts';

export interface DemoDay {
  day: string;
  slots: Slot[];
}

export interface DemoPageState {
  locale: Locale;
  kind: DemoKind;
  week: number;
  weeks: number;
  days: DemoDay[];
  /** The lead booking with its own details (from its signed link). */
  lead: { token: string; name: string; email: string } | null;
  chosen: string | null;
  values: Record<string, string>;
  errors: LeadErrors;
  refusal: 'taken' | 'noSlot' | 'failed' | null;
  /** Other slots offered after a refusal. */
  alternatives: Slot[];
  done: { start: number; kind: DemoKind } | null;
}
