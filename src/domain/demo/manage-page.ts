/** What the lead's own change and cancel page shows (issue 44): read by its action, rendered by DemoManage. */
import type { Locale } from '../../i18n/locales.ts';
import type { DemoDay } from './booking-page.ts';
import type { DemoKind, Slot } from './slots.ts';

export interface DemoManageState {
  locale: Locale;
  /**
   * `change`: pick another time (or go to cancel); `cancel`: confirm the cancellation; `done`:
   * after either; `gone`: the link is used up, the booking cancelled or begun (410), or unknown (404).
   */
  view: 'change' | 'cancel' | 'done' | 'gone';
  token: string | null;
  booking: { start: number; kind: DemoKind } | null;
  days: DemoDay[];
  week: number;
  weeks: number;
  chosen: string | null;
  refusal: 'taken' | 'noSlot' | 'failed' | null;
  alternatives: Slot[];
  done: 'rescheduled' | 'cancelled' | null;
}
