/**
 * Overdue next steps (issue 34) for the daily digests: per owner, the first leads whose open next
 * step's day ended before `before`, soonest first. One range read of
 * material_requests_next_step_due_idx, bounded per owner as the digest's other sections are.
 */
import type { Db } from '../platform/db.server.ts';

const PER_OWNER = 50;
const READ_LIMIT = 10_000;

export async function overdueNextSteps(db: Db, before: string): Promise<Map<string, string[]>> {
  const rows = await db
    .selectFrom('material_requests')
    .select(['id', 'owner_id'])
    .where('next_step_due_at', '<', before)
    .where('owner_id', 'is not', null)
    .where('status', '!=', 'spam')
    .orderBy('next_step_due_at')
    .orderBy('id')
    .limit(READ_LIMIT)
    .execute();
  const byOwner = new Map<string, string[]>();
  for (const row of rows) {
    if (!row.owner_id) continue;
    const list = byOwner.get(row.owner_id) ?? [];
    if (list.length < PER_OWNER) list.push(row.id);
    byOwner.set(row.owner_id, list);
  }
  return byOwner;
}
