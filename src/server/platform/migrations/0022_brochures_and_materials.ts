/**
 * Brochures sent to leads by personal link (issue 24, ADR 025):
 * - `brochures`: the library (title, language, the products it covers, comma-separated ids of
 *   src/content/products.ts), pointing at its current version;
 * - `brochure_versions`: the PDF bytes in the database like the news images (`bytea`/`blob`),
 *   so every instance serves them; a replaced version stays while an unexpired link needs it;
 * - `material_links`: one personal link per lead and brochure, its token stored only as a
 *   SHA-256 hash, pinned to the version it was sent with, until `expires_at`;
 * - `material_downloads`: each download's time (personal data: retention removes it);
 * - `materials_sent`: each sending, by link or by post (the dispatch branch writes 'post'),
 *   who did it and a tracking number when there is one; `material_requests.materials_sent_at`
 *   keeps the first, which the promise (the due date) is measured on;
 * - `materials_settings`: one row, the link lifetime in days (default 30).
 */
import { type Kysely, sql } from 'kysely';
import { dialectOf } from '../db.server.ts';

export async function up(db: Kysely<unknown>): Promise<void> {
  const bytes = dialectOf(db) === 'postgres' ? sql`bytea` : sql`blob`;
  await db.schema
    .createTable('brochures')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('title', 'text', (col) => col.notNull())
    .addColumn('locale', 'text', (col) => col.notNull())
    .addColumn('products', 'text', (col) => col.notNull())
    .addColumn('current_version_id', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema
    .createTable('brochure_versions')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('brochure_id', 'text', (col) => col.notNull().references('brochures.id').onDelete('cascade'))
    .addColumn('sha256', 'text', (col) => col.notNull())
    .addColumn('size', 'integer', (col) => col.notNull())
    .addColumn('pages', 'integer', (col) => col.notNull())
    .addColumn('data', bytes, (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('created_by', 'text')
    .addColumn('replaced_at', 'text')
    .execute();
  await db.schema.createIndex('brochure_versions_brochure_idx').on('brochure_versions').column('brochure_id').execute();
  await db.schema
    .createTable('materials_sent')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('request_id', 'text', (col) => col.notNull())
    .addColumn('method', 'text', (col) => col.notNull())
    .addColumn('actor_id', 'text')
    .addColumn('actor_email', 'text')
    .addColumn('tracking_number', 'text')
    .addColumn('sent_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('materials_sent_request_idx').on('materials_sent').column('request_id').execute();
  await db.schema
    .createTable('material_links')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('token_hash', 'text', (col) => col.notNull().unique())
    .addColumn('request_id', 'text', (col) => col.notNull())
    .addColumn('sent_id', 'text', (col) => col.notNull())
    .addColumn('brochure_id', 'text', (col) => col.notNull())
    .addColumn('version_id', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('expires_at', 'text', (col) => col.notNull())
    .addColumn('renewal_requested_at', 'text')
    .execute();
  await db.schema.createIndex('material_links_request_idx').on('material_links').column('request_id').execute();
  await db.schema.createIndex('material_links_version_idx').on('material_links').column('version_id').execute();
  await db.schema
    .createTable('material_downloads')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('link_id', 'text', (col) => col.notNull())
    .addColumn('request_id', 'text', (col) => col.notNull())
    .addColumn('downloaded_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('material_downloads_request_idx')
    .on('material_downloads')
    .columns(['request_id', 'downloaded_at'])
    .execute();
  await db.schema
    .createTable('materials_settings')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('link_days', 'integer', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .addColumn('updated_by', 'text')
    .execute();
  await db.schema.alterTable('material_requests').addColumn('materials_sent_at', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('material_requests').dropColumn('materials_sent_at').execute();
  await db.schema.dropTable('materials_settings').execute();
  await db.schema.dropTable('material_downloads').execute();
  await db.schema.dropTable('material_links').execute();
  await db.schema.dropTable('materials_sent').execute();
  await db.schema.dropTable('brochure_versions').execute();
  await db.schema.dropTable('brochures').execute();
}
