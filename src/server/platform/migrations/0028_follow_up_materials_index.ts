/**
 * The 対応状況 figures measure the promise on the materials sent (`materials_sent_at`, issue 24),
 * so the covering index of 0027 gains that column: each week stays one covering range scan with
 * no lookups into the table. The old index is dropped; one index per purpose.
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex('material_requests_follow_up_sent_idx')
    .on('material_requests')
    .columns(['created_at', 'status', 'owner_id', 'due_at', 'first_response_at', 'materials_sent_at'])
    .execute();
  await db.schema.dropIndex('material_requests_follow_up_idx').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex('material_requests_follow_up_idx')
    .on('material_requests')
    .columns(['created_at', 'status', 'owner_id', 'due_at', 'first_response_at'])
    .execute();
  await db.schema.dropIndex('material_requests_follow_up_sent_idx').execute();
}
