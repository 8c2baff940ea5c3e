/**
 * Postal dispatch (src/server/dispatch/): one row per lead in a dispatch batch, written when
 * staff download 発送データ, stamped when they mark the batch 発送済み, and given the carrier's
 * tracking number when B2's issued data is imported. Kept apart from the materials-sent record
 * on material_requests, which says that materials went, not how each parcel travelled.
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('lead_shipments')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('batch_id', 'text', (col) => col.notNull())
    .addColumn('request_id', 'text', (col) => col.notNull().references('material_requests.id').onDelete('cascade'))
    .addColumn('format', 'text', (col) => col.notNull())
    .addColumn('carrier', 'text', (col) => col.notNull())
    .addColumn('tracking_number', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('created_by', 'text', (col) => col.notNull())
    .addColumn('shipped_at', 'text')
    .addColumn('shipped_by', 'text')
    .execute();
  await db.schema.createIndex('lead_shipments_batch_id_idx').on('lead_shipments').column('batch_id').execute();
  await db.schema
    .createIndex('lead_shipments_request_id_idx')
    .on('lead_shipments')
    .columns(['request_id', 'created_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('lead_shipments').execute();
}
