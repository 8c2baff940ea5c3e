/**
 * The digest's daily reading follows the day's work, not the history (issues 23 and 24):
 * - `material_requests_digest_idx` (status, due_at, created_at, id, owner_id, materials_sent_at):
 *   the leads owed materials are read in keyset chunks in the mail's order (soonest due, oldest,
 *   id), each chunk one range of this index with no sort; it covers every column read.
 * - `material_downloads_downloaded_at_idx`: the warm leads (first downloaded since the previous
 *   digest) are read from the window's downloads alone.
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex('material_requests_digest_idx')
    .on('material_requests')
    .columns(['status', 'due_at', 'created_at', 'id', 'owner_id', 'materials_sent_at'])
    .execute();
  await db.schema
    .createIndex('material_downloads_downloaded_at_idx')
    .on('material_downloads')
    .column('downloaded_at')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('material_downloads_downloaded_at_idx').execute();
  await db.schema.dropIndex('material_requests_digest_idx').execute();
}
