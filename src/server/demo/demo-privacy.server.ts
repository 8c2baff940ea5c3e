/**
 * What a lead's demo bookings keep of the person when retention anonymises the lead
 * (privacy/retention.server.ts, in the same transaction): the booking stays as a statistic
 * (kind, status, dates, channel: the funnel's demos booked, held and missed) without the place
 * of the visit or the lead's manage link, and the time cells of demos already over go. A lead
 * deleted on the person's demand takes its bookings and their cells with it
 * (leads/lead-changes.server.ts deleteLead, which cannot import this module: demo sits above leads).
 */
import type { Db } from '../platform/db.server.ts';

export async function anonymiseLeadDemos(trx: Db, requestIds: readonly string[], now: Date): Promise<void> {
  if (requestIds.length === 0) return;
  const bookings = trx.selectFrom('demo_bookings').select('id').where('request_id', 'in', requestIds);
  await trx
    .deleteFrom('demo_claims')
    .where('booking_id', 'in', bookings.where('ends_at', '<', now.toISOString()))
    .execute();
  await trx
    .updateTable('demo_bookings')
    .set({ place: null, manage_token_hash: null })
    .where('request_id', 'in', requestIds)
    .execute();
}
