/**
 * The bot signals a brochure request is screened on (issue 30), as stored in
 * `material_requests.screening` and read back by the staff mail and the lead page. Each can be
 * a person's doing on its own (autofill sends a form in a second, a browser fills a hidden
 * field, JavaScript is off); the rule over them is in src/server/leads/leads.server.ts.
 */
export const SCREENING_SIGNALS = ['honeypot', 'fast', 'unproven'] as const;
export type ScreeningSignal = (typeof SCREENING_SIGNALS)[number];

/** Signals as stored: comma-separated in SCREENING_SIGNALS order; null when none. */
export const formatScreening = (signals: readonly ScreeningSignal[]): string | null =>
  signals.length > 0 ? SCREENING_SIGNALS.filter((signal) => signals.includes(signal)).join(',') : null;

/** The stored column back to signals; unknown words are dropped. */
export function parseScreening(stored: string | null | undefined): ScreeningSignal[] {
  const words = new Set((stored ?? '').split(','));
  return SCREENING_SIGNALS.filter((signal) => words.has(signal));
}

/** Why a request waits for review, in the words given: its signals, else the site-wide ceiling. */
export function reviewReason(
  stored: string | null | undefined,
  words: { reasons: Record<ScreeningSignal, string>; ceiling: string; separator: string },
): string {
  const signals = parseScreening(stored);
  return signals.length > 0 ? signals.map((signal) => words.reasons[signal]).join(words.separator) : words.ceiling;
}
