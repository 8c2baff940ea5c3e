import { EVENTS_ENDPOINT } from '../ui/events-endpoint.ts';

/**
 * One cookieless `brochure_form_view` (src/pages/api/events.ts) for the funnel per entry page
 * (issue 31): `entryPath` is the page the visitor came from. Never in the way of the form.
 */
export function reportFormView(entryPath: string): void {
  try {
    const body = JSON.stringify({ name: 'brochure_form_view', path: entryPath });
    navigator.sendBeacon?.(EVENTS_ENDPOINT, new Blob([body], { type: 'application/json' }));
  } catch {
    // Analytics never stands in the way of the form.
  }
}
