/**
 * Brochure upload checks (issue 30): what the check removed from a version (scripts, launches,
 * embedded files; JSON counts by kind, null when nothing), shown to staff in the library; and an
 * index on the file's SHA-256, by which an upload of a file the library already has is refused.
 */
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('brochure_versions').addColumn('removed_content', 'text').execute();
  await sql`create index brochure_versions_sha256_idx on brochure_versions (sha256)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('brochure_versions_sha256_idx').execute();
  await db.schema.alterTable('brochure_versions').dropColumn('removed_content').execute();
}
