/**
 * Where the browser reports a visitor's clicks and form views (`/api/events`, src/pages/api/events.ts), in a module of its
 * own: the forms' view beacon then no longer pulls the booking button's code into their bundle.
 */
export const EVENTS_ENDPOINT = '/api/events';
