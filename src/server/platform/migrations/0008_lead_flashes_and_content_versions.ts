/**
 * State that several instances must share (ADR 014): the outcome of a brochure request posted
 * without JavaScript, read by whichever instance the redirect lands on, and one version number
 * per kind of public content, bumped by every write, so each instance can tell that its cached
 * copy is stale. Column types follow ../migrate.server.ts.
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('lead_flashes')
    // SHA-256 (hex) of the token in the result URL; the token itself is never stored.
    .addColumn('id', 'text', (col) => col.primaryKey().notNull())
    // JSON text. An error flash holds the values the visitor typed: personal data, kept ten minutes.
    .addColumn('flash', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('expires_at', 'text', (col) => col.notNull())
    .execute();
  // Expired flashes are deleted by range on every write.
  await db.schema.createIndex('lead_flashes_expires_at_idx').on('lead_flashes').column('expires_at').execute();

  await db.schema
    .createTable('content_versions')
    // 'clinics', 'news', … (src/server/content/content-version.server.ts).
    .addColumn('topic', 'text', (col) => col.primaryKey().notNull())
    .addColumn('version', 'integer', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('content_versions').execute();
  await db.schema.dropTable('lead_flashes').execute();
}
