/**
 * Uploaded news thumbnails move from files in DATA_DIR/uploads/news into the database, so every
 * instance on one PostgreSQL serves the same images and a delete takes effect everywhere at
 * once. A row is addressed by the SHA-256 of its bytes (the public URL carries it); identical
 * uploads share one row, which goes when no news item refers to it any more. The bytes are the
 * one column whose type differs: `bytea` on PostgreSQL, `blob` on SQLite (both read back as
 * bytes by their drivers). Files uploaded before this migration are imported at start by
 * importLegacyNewsImages (../news-images.server.ts), which records their old names in
 * news_image_aliases so old URLs redirect. Column types otherwise follow ../migrate.server.ts.
 */
import { type Kysely, sql } from 'kysely';
import { dialectOf } from '../db.server.ts';

export async function up(db: Kysely<unknown>): Promise<void> {
  const bytes = dialectOf(db) === 'postgres' ? sql`bytea` : sql`blob`;
  await db.schema
    .createTable('news_images')
    .addColumn('hash', 'text', (col) => col.primaryKey().notNull())
    .addColumn('content_type', 'text', (col) => col.notNull())
    .addColumn('size', 'integer', (col) => col.notNull())
    .addColumn('width', 'integer', (col) => col.notNull())
    .addColumn('height', 'integer', (col) => col.notNull())
    .addColumn('data', bytes, (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();

  await db.schema
    .createTable('news_image_aliases')
    .addColumn('legacy_name', 'text', (col) => col.primaryKey().notNull())
    // The alias goes with its image, so an old URL stops answering when the image is deleted.
    .addColumn('hash', 'text', (col) => col.notNull().references('news_images.hash').onDelete('cascade'))
    .execute();
  await db.schema.createIndex('news_image_aliases_hash_idx').on('news_image_aliases').column('hash').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('news_image_aliases').execute();
  await db.schema.dropTable('news_images').execute();
}
