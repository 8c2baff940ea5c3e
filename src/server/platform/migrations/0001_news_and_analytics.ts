/**
 * News announcements and first-party, cookieless analytics events (no IP, no user id).
 * Column types follow the conventions at the top of ../migrate.server.ts.
 */
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('news')
    .addColumn('id', 'text', (col) => col.primaryKey().notNull())
    .addColumn('title', 'text', (col) => col.notNull())
    .addColumn('content', 'text', (col) => col.notNull())
    .addColumn('url', 'text')
    .addColumn('publish_date', 'text', (col) => col.notNull())
    .addColumn('is_important', 'boolean', (col) => col.notNull().defaultTo(false))
    .addColumn('thumbnail', 'text')
    .addColumn('locale', 'text', (col) => col.notNull().defaultTo('ja'))
    .addColumn('status', 'text', (col) =>
      col.notNull().defaultTo('published').check(sql`status in ('published', 'draft')`),
    )
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute();

  // Serves the only hot query: published items of one locale, newest first.
  await db.schema
    .createIndex('news_locale_status_publish_date_idx')
    .on('news')
    .columns(['locale', 'status', 'publish_date'])
    .execute();

  await db.schema
    .createTable('analytics_events')
    .addColumn('id', 'text', (col) => col.primaryKey().notNull())
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('label', 'text')
    .addColumn('path', 'text')
    .addColumn('locale', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();

  // Reports count one event name over a period.
  await db.schema
    .createIndex('analytics_events_name_created_at_idx')
    .on('analytics_events')
    .columns(['name', 'created_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('analytics_events').execute();
  await db.schema.dropTable('news').execute();
}
