/**
 * Issue 42: the post queue and the dispatch page's remembered choices.
 * - `lead_post_queue`: one row per lead waiting for the post, written by the lead page's 郵送する
 *   (its address checked first) with who queued it and when; removed when staff take it out, when
 *   a carrier file or label sheet holding it is made, or when it is marked 発送済み.
 * - `dispatch_settings`: one row, the carrier codes and choices the 発送 page was last used with
 *   (format, B2's 送り状種類, 品名, 請求先顧客コード and 運賃管理番号, the label sheet and its
 *   offsets), so the next day's file needs no typing. Absent until the first file is made.
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('lead_post_queue')
    .addColumn('request_id', 'text', (col) => col.primaryKey().references('material_requests.id').onDelete('cascade'))
    .addColumn('queued_at', 'text', (col) => col.notNull())
    .addColumn('queued_by', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('lead_post_queue_queued_at').on('lead_post_queue').column('queued_at').execute();
  await db.schema
    .createTable('dispatch_settings')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('format', 'text', (col) => col.notNull())
    .addColumn('b2_service', 'text', (col) => col.notNull())
    .addColumn('item', 'text', (col) => col.notNull())
    .addColumn('b2_billing_code', 'text', (col) => col.notNull())
    .addColumn('b2_freight_number', 'text', (col) => col.notNull())
    .addColumn('label_preset', 'text', (col) => col.notNull())
    .addColumn('label_offset_x', 'text', (col) => col.notNull())
    .addColumn('label_offset_y', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .addColumn('updated_by', 'text')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('dispatch_settings').execute();
  await db.schema.dropIndex('lead_post_queue_queued_at').execute();
  await db.schema.dropTable('lead_post_queue').execute();
}
