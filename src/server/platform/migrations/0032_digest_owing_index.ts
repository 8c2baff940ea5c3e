/**
 * The digest reads, per owner and section, the first leads it lists and a capped count (issue 23:
 * a normal day's digest bounded by what it shows, not by the backlog). 0030's index leads with
 * the status, so one owner's leads were spread through every owner's; this one leads with the
 * owner and holds only the leads still owed their materials, so each list is one short range and
 * each count at most one range of 10,000 entries. The queries repeat the predicate literally
 * (digest-leads.server.ts): a bound parameter does not match a partial index on either database.
 * materials_sent_at (always null here) is a column too, so that SQLite sees the index as covering
 * and, with no statistics, prefers it to 0030's (status, due_at, …), which holds every owner.
 */
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create index material_requests_owing_idx on material_requests
    (owner_id, status, due_at, created_at, id, materials_sent_at)
    where status in ('pending', 'contacted') and materials_sent_at is null`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('material_requests_owing_idx').execute();
}
