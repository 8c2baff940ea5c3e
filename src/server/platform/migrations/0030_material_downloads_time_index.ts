/**
 * The digest lists warm leads: those whose materials were first downloaded since the previous
 * digest (issue 24). It reads the downloads of that window alone, through this index, so the
 * daily work follows the day's downloads, not their history (issue 23).
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex('material_downloads_downloaded_at_idx')
    .on('material_downloads')
    .column('downloaded_at')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('material_downloads_downloaded_at_idx').execute();
}
