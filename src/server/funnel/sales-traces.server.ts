/**
 * What the sales records of a lead (issue 34) keep of the person: a lead deleted on the person's
 * demand takes its activities and stage history with it (lead-changes.server.ts deleteLead); a lead
 * anonymised by retention keeps them as statistics (kinds, stages, dates, amounts) without
 * the words staff wrote, which may quote the person (notes, next steps, places, lost notes).
 */
import type { Db } from '../platform/db.server.ts';

export async function anonymiseLeadSales(trx: Db, ids: string[]): Promise<void> {
  if (ids.length === 0) return;
  await trx
    .updateTable('lead_activities')
    .set({ note: null, next_step: null })
    .where('request_id', 'in', ids)
    .execute();
  await trx
    .updateTable('lead_stage_events')
    .set({ lost_note: null, details: null })
    .where('request_id', 'in', ids)
    .execute();
  await trx.updateTable('material_requests').set({ next_step: null }).where('id', 'in', ids).execute();
}
