/**
 * Issue 35: business cards from a trade show (Sansan, Eight, a spreadsheet) imported as leads.
 * - `lead_import_batches`: one row per applied file: the source (kind, the show's name and
 *   date), the product and language every card gets, the file's name and SHA-256 (unique: the
 *   same file twice adds nothing), the row counts, who imported it and when.
 * - `lead_import_uploads`: a previewed file waiting for 取り込む, as decoded text (the preview
 *   posts its id, not the file again); deleted when applied, ignored and swept once expired.
 * - `lead_import_mappings`: the columns staff mapped by hand for a header row they use, keyed
 *   by the SHA-256 of that header row, so the next file with the same headers needs no mapping.
 * - On `material_requests`: `import_batch_id` (the batch a card came in with; indexed, the
 *   inbox filters on it), `import_line` (its line in the file) and `mail_consent` (why it may be
 *   mailed: `business_card`, 特定電子メール法's exception for an address given on a business
 *   card, or `explicit`, an opt-in the file records; null for web leads, whose form says so).
 */
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('lead_import_batches')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('source_kind', 'text', (col) => col.notNull())
    .addColumn('source_name', 'text', (col) => col.notNull())
    .addColumn('source_on', 'text', (col) => col.notNull())
    .addColumn('product', 'text', (col) => col.notNull())
    .addColumn('locale', 'text', (col) => col.notNull())
    .addColumn('file_name', 'text', (col) => col.notNull())
    .addColumn('file_sha256', 'text', (col) => col.notNull().unique())
    .addColumn('layout', 'text', (col) => col.notNull())
    .addColumn('rows_total', 'integer', (col) => col.notNull())
    .addColumn('rows_imported', 'integer', (col) => col.notNull())
    .addColumn('rows_duplicate', 'integer', (col) => col.notNull())
    .addColumn('rows_rejected', 'integer', (col) => col.notNull())
    .addColumn('created_by', 'text')
    .addColumn('created_by_email', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema
    .createTable('lead_import_uploads')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('file_name', 'text', (col) => col.notNull())
    .addColumn('file_sha256', 'text', (col) => col.notNull())
    .addColumn('encoding', 'text', (col) => col.notNull())
    .addColumn('content', 'text', (col) => col.notNull())
    .addColumn('created_by', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('expires_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema
    .createTable('lead_import_mappings')
    .addColumn('header_sha256', 'text', (col) => col.primaryKey())
    .addColumn('mapping', 'text', (col) => col.notNull())
    .addColumn('updated_by', 'text')
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema.alterTable('material_requests').addColumn('import_batch_id', 'text').execute();
  await db.schema.alterTable('material_requests').addColumn('import_line', 'integer').execute();
  await db.schema.alterTable('material_requests').addColumn('mail_consent', 'text').execute();
  // The inbox lists a batch newest first, as it lists everything (migration 0021's order).
  await db.schema
    .createIndex('material_requests_import_batch')
    .on('material_requests')
    .columns(['import_batch_id', 'created_at', 'id'])
    .where(sql.ref('import_batch_id'), 'is not', null)
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('material_requests_import_batch').execute();
  for (const column of ['mail_consent', 'import_line', 'import_batch_id']) {
    await db.schema.alterTable('material_requests').dropColumn(column).execute();
  }
  await db.schema.dropTable('lead_import_mappings').execute();
  await db.schema.dropTable('lead_import_uploads').execute();
  await db.schema.dropTable('lead_import_batches').execute();
}
