/**
 * The dashboard's 現在の送付期限超過 per owner, bounded (issue 23): the leads still owing their
 * materials, by owner and due date. Partial, so it holds only what is still owed, however long
 * the history; the queries repeat its condition literally, as a bound parameter does not match a
 * partial index's predicate on either database (ADR 023).
 */
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create index material_requests_owing_owner_idx on material_requests (owner_id, due_at, created_at)
    where status in ('pending', 'contacted') and materials_sent_at is null`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('material_requests_owing_owner_idx').execute();
}
