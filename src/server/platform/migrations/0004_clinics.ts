/**
 * The clinic network (ADR 011) and its update log. Clinics are edited in the admin
 * area, imported from CSV (upsert by name + address) or from WordPress (upsert by its id); every
 * write, refresh and import leaves one clinic_update_log row, and the newest successful one is
 * shown as 最終更新. Column types follow ../migrate.server.ts.
 */
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('clinics')
    .addColumn('id', 'text', (col) => col.primaryKey().notNull())
    .addColumn('clinic_name', 'text', (col) => col.notNull())
    .addColumn('address', 'text', (col) => col.notNull())
    // One of the 47 names in src/domain/prefectures.ts.
    .addColumn('prefecture', 'text', (col) => col.notNull())
    .addColumn('services', 'text', (col) => col.notNull())
    .addColumn('doctor', 'text', (col) => col.notNull())
    .addColumn('phone', 'text')
    .addColumn('url', 'text')
    .addColumn('status', 'text', (col) => col.notNull().defaultTo('publish').check(sql`status in ('publish', 'draft')`))
    // The post id when the row came from WordPress; re-imports update it in place.
    .addColumn('wordpress_id', 'text', (col) => col.unique())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    // The CSV import's upsert key.
    .addUniqueConstraint('clinics_clinic_name_address_key', ['clinic_name', 'address'])
    .execute();

  // The public list: published clinics by prefecture.
  await db.schema
    .createIndex('clinics_status_prefecture_idx')
    .on('clinics')
    .columns(['status', 'prefecture'])
    .execute();

  await db.schema
    .createTable('clinic_update_log')
    .addColumn('id', 'text', (col) => col.primaryKey().notNull())
    .addColumn('title', 'text', (col) => col.notNull())
    .addColumn('status', 'text', (col) => col.notNull().defaultTo('publish').check(sql`status in ('publish', 'draft')`))
    .addColumn('success', 'boolean', (col) => col.notNull())
    .addColumn('message', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute();

  // 最終更新: the newest successful entry.
  await db.schema
    .createIndex('clinic_update_log_success_updated_at_idx')
    .on('clinic_update_log')
    .columns(['success', 'updated_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('clinic_update_log').execute();
  await db.schema.dropTable('clinics').execute();
}
