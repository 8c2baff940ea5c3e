/**
 * A selection of leads from the inbox (`id=` repeated in a query or a form), read the same way
 * by 資料を送付 and 発送データ on a selection. Bounded, so that a page listing it and a batch
 * acting on it stay small; more is refused with a message, never silently cut.
 */

/** The most leads one selection may hold (the inbox shows 50 per page). */
export const MAX_SELECTION = 100;

const LEAD_ID = /^[A-Za-z0-9-]{1,64}$/;

export type Selection = { ok: true; ids: string[] } | { ok: false; problem: 'tooMany' };

/** The distinct well-formed ids in the order given; null when none were given at all. */
export function parseSelection(values: readonly string[]): Selection | null {
  if (values.length === 0) return null;
  const ids = [...new Set(values.filter((value) => LEAD_ID.test(value)))];
  return ids.length > MAX_SELECTION ? { ok: false, problem: 'tooMany' } : { ok: true, ids };
}

/** The selection as a query string (`?id=…&id=…`), extra parameters after it. */
export function selectionQuery(ids: readonly string[], extra: Record<string, string> = {}): string {
  const params = new URLSearchParams();
  for (const id of ids) params.append('id', id);
  for (const [name, value] of Object.entries(extra)) params.set(name, value);
  const text = params.toString();
  return text ? `?${text}` : '';
}
