/**
 * The lead's own reschedule and cancel links (issue 44), signed, with no table:
 * `<booking id>.<sequence, base36>.<HMAC-SHA256>` under a key derived from the demo link's key.
 * The sequence is the booking's iCalendar SEQUENCE when the mail was made: every change
 * (a reschedule, a cancellation) raises it, so a link is used up by the change it made, and any
 * older link with it. A link also ends at the booking's start. Used up, cancelled or past: gone
 * (the page answers 410 and offers to book again).
 */
import { timingSafeEqual } from 'node:crypto';
import { isDemoKind } from '../../domain/demo/slots.ts';
import type { Db } from '../platform/db.server.ts';
import { deriveKey, sign } from '../platform/secret.server.ts';

const TOKEN = /^([A-Za-z0-9-]{1,64})\.([0-9a-z]{1,7})\.([A-Za-z0-9_-]{43})$/;

/** The manage links' own key, derived from the demo link's (a leak of one reveals no other). */
export const manageKeyOf = (demoKey: Buffer): Buffer => deriveKey(demoKey, 'demo-manage');

export function signManageToken(demoKey: Buffer, bookingId: string, sequence: number): string {
  const body = `${bookingId}.${sequence.toString(36)}`;
  return `${body}.${sign(manageKeyOf(demoKey), body)}`;
}

/** The booking and sequence a token was signed for, or null (malformed or forged). */
export function readManageToken(demoKey: Buffer, token: unknown): { bookingId: string; sequence: number } | null {
  if (typeof token !== 'string') return null;
  const match = TOKEN.exec(token);
  if (!match) return null;
  const [, id = '', seq = '', mac = ''] = match;
  const expected = Buffer.from(sign(manageKeyOf(demoKey), `${id}.${seq}`));
  if (expected.length !== mac.length || !timingSafeEqual(expected, Buffer.from(mac))) return null;
  return { bookingId: id, sequence: Number.parseInt(seq, 36) };
}

export type ManagedBooking = {
  id: string;
  requestId: string;
  kind: 'clinic' | 'showroom' | 'online';
  start: number;
  sequence: number;
  place: string | null;
};

/**
 * What a manage token opens: the booking while it can still be changed; `gone` when the link
 * is used up (the booking changed since), the booking is cancelled or closed, or its start has
 * come; `invalid` for a malformed or forged token.
 */
export async function openManaged(
  db: Db,
  demoKey: Buffer,
  token: unknown,
  now: Date,
): Promise<{ state: 'ok'; booking: ManagedBooking } | { state: 'gone' | 'invalid' }> {
  const read = readManageToken(demoKey, token);
  if (!read) return { state: 'invalid' };
  const row = await db
    .selectFrom('demo_bookings')
    .select(['id', 'request_id', 'kind', 'status', 'starts_at', 'sequence', 'place'])
    .where('id', '=', read.bookingId)
    .executeTakeFirst();
  if (!row || !isDemoKind(row.kind)) return { state: 'invalid' };
  const start = Date.parse(row.starts_at);
  if (row.status !== 'booked' || row.sequence !== read.sequence || start <= now.getTime()) return { state: 'gone' };
  return {
    state: 'ok',
    booking: { id: row.id, requestId: row.request_id, kind: row.kind, start, sequence: row.sequence, place: row.place },
  };
}
