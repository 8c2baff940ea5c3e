/**
 * First-party, cookieless analytics: an event is a name plus where it happened. No IP address,
 * user agent or visitor id is stored, so no consent banner is needed for it.
 */
import { randomUUID } from 'node:crypto';
import type { Db } from './db.server.ts';

export interface AnalyticsEventInput {
  /** What happened, e.g. 'booking_click'. */
  name: string;
  label?: string | null;
  path?: string | null;
  locale?: string | null;
}

/** Stores one event and returns its id. */
export async function recordEvent(db: Db, event: AnalyticsEventInput): Promise<string> {
  const id = randomUUID();
  await db
    .insertInto('analytics_events')
    .values({
      id,
      name: event.name,
      label: event.label ?? null,
      path: event.path ?? null,
      locale: event.locale ?? null,
      created_at: new Date().toISOString(),
    })
    .execute();
  return id;
}
