/**
 * Issue 43: photographs staff upload at /admin/site/photos for a product's gallery, the
 * showroom and the company page. One row per photo in `site_photos` (its place, its order and
 * its alt text in the three languages, all required); its WebP encodings, one per width, in
 * `site_photo_variants`, stored as bytes like news images (ADR 007: `bytea` on PostgreSQL,
 * `blob` on SQLite, the one column type that differs). Deleting a photo deletes its variants.
 * Column types otherwise follow ../migrate.server.ts.
 */
import { type Kysely, sql } from 'kysely';
import { dialectOf } from '../db.server.ts';

export async function up(db: Kysely<unknown>): Promise<void> {
  const bytes = dialectOf(db) === 'postgres' ? sql`bytea` : sql`blob`;
  await db.schema
    .createTable('site_photos')
    .addColumn('id', 'text', (col) => col.primaryKey().notNull())
    // 'gallery_plus' | 'gallery_dr' | 'showroom' | 'company'
    .addColumn('slot', 'text', (col) => col.notNull())
    .addColumn('position', 'integer', (col) => col.notNull())
    .addColumn('alt_ja', 'text', (col) => col.notNull())
    .addColumn('alt_en', 'text', (col) => col.notNull())
    .addColumn('alt_zh_cn', 'text', (col) => col.notNull())
    // The largest variant's size: the page reserves the photo's space from these.
    .addColumn('width', 'integer', (col) => col.notNull())
    .addColumn('height', 'integer', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('created_by', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('site_photos_slot_idx').on('site_photos').columns(['slot', 'position']).execute();

  await db.schema
    .createTable('site_photo_variants')
    .addColumn('photo_id', 'text', (col) => col.notNull().references('site_photos.id').onDelete('cascade'))
    .addColumn('width', 'integer', (col) => col.notNull())
    .addColumn('height', 'integer', (col) => col.notNull())
    .addColumn('content_type', 'text', (col) => col.notNull())
    .addColumn('size', 'integer', (col) => col.notNull())
    .addColumn('data', bytes, (col) => col.notNull())
    .addPrimaryKeyConstraint('site_photo_variants_pk', ['photo_id', 'width'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('site_photo_variants').execute();
  await db.schema.dropTable('site_photos').execute();
}
