/**
 * Speed to lead (issue 34, the dashboard): per owner, the median business minutes from a
 * request's arrival to its first human touch (the first activity or stage staff recorded; an
 * automatic mail is not one), over the requests received in the last 30 days. Business time is
 * 9:00–18:00 JST on Japanese business days (business-days.server.ts). Spam is left out.
 */
import { businessHoursCounter } from '../follow-up/business-days.server.ts';
import type { Db } from '../platform/db.server.ts';

export const SPEED_WINDOW_DAYS = 30;

export interface SpeedRow {
  ownerId: string | null;
  ownerName: string | null;
  touched: number;
  medianMinutes: number | null;
}

export async function speedToLead(db: Db, closures: ReadonlySet<string>, now: Date = new Date()): Promise<SpeedRow[]> {
  const since = new Date(now.getTime() - SPEED_WINDOW_DAYS * 86_400_000).toISOString();
  const rows = await db
    .selectFrom('material_requests')
    .leftJoin('admin_users as o', 'o.id', 'material_requests.owner_id')
    .select([
      'material_requests.owner_id',
      'o.display_name',
      'material_requests.created_at',
      'material_requests.first_human_touch_at',
    ])
    .where('material_requests.created_at', '>=', since)
    .where('material_requests.first_human_touch_at', 'is not', null)
    .where('material_requests.status', '!=', 'spam')
    .execute();
  const hours = businessHoursCounter(closures);
  const byOwner = new Map<string | null, { name: string | null; minutes: number[] }>();
  for (const row of rows) {
    const entry = byOwner.get(row.owner_id) ?? { name: row.display_name ?? null, minutes: [] };
    entry.minutes.push(
      Math.round(hours(new Date(row.created_at), new Date(row.first_human_touch_at ?? row.created_at)) * 60),
    );
    byOwner.set(row.owner_id, entry);
  }
  return [...byOwner.entries()]
    .map(([ownerId, { name, minutes }]) => {
      const sorted = minutes.sort((a, b) => a - b);
      const middle = Math.floor(sorted.length / 2);
      const median =
        sorted.length % 2 === 1
          ? (sorted[middle] ?? 0)
          : Math.round(((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2);
      return { ownerId, ownerName: name, touched: sorted.length, medianMinutes: sorted.length > 0 ? median : null };
    })
    .sort((a, b) =>
      a.ownerId === null ? 1 : b.ownerId === null ? -1 : (a.ownerName ?? '').localeCompare(b.ownerName ?? '', 'ja'),
    );
}
