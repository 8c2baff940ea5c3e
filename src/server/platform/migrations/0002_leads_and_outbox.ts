/**
 * Brochure requests and the outbox that delivers their notifications (ADR 003):
 * a request row and its mail jobs are written in one transaction, and a worker sends the
 * jobs with retries, recording every attempt. Column types follow ../migrate.server.ts.
 */
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('material_requests')
    .addColumn('id', 'text', (col) => col.primaryKey().notNull())
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('email', 'text', (col) => col.notNull())
    .addColumn('organization', 'text', (col) => col.notNull())
    .addColumn('position', 'text', (col) => col.notNull())
    // Digits only.
    .addColumn('phone', 'text', (col) => col.notNull())
    .addColumn('address', 'text', (col) => col.notNull())
    // A brochureProducts id from src/content/products.ts.
    .addColumn('product', 'text', (col) => col.notNull())
    .addColumn('purpose', 'text', (col) => col.notNull())
    .addColumn('status', 'text', (col) =>
      col
        .notNull()
        .defaultTo('pending')
        .check(sql`status in ('pending', 'contacted', 'materials_sent', 'closed', 'spam')`),
    )
    .addColumn('request_date', 'text', (col) => col.notNull())
    .addColumn('locale', 'text', (col) => col.notNull())
    .addColumn('page_path', 'text')
    .addColumn('referrer', 'text')
    .addColumn('utm_source', 'text')
    .addColumn('utm_medium', 'text')
    .addColumn('utm_campaign', 'text')
    .addColumn('utm_term', 'text')
    .addColumn('utm_content', 'text')
    .addColumn('user_agent', 'text')
    .addColumn('agreement_version', 'text', (col) => col.notNull())
    .addColumn('idempotency_key', 'text', (col) => col.notNull().unique())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute();

  // The staff inbox lists by status, newest first; the duplicate check looks up email + product.
  await db.schema
    .createIndex('material_requests_status_created_at_idx')
    .on('material_requests')
    .columns(['status', 'created_at'])
    .execute();
  await db.schema
    .createIndex('material_requests_email_product_created_at_idx')
    .on('material_requests')
    .columns(['email', 'product', 'created_at'])
    .execute();

  await db.schema
    .createTable('outbox_jobs')
    .addColumn('id', 'text', (col) => col.primaryKey().notNull())
    .addColumn('kind', 'text', (col) => col.notNull())
    // JSON text.
    .addColumn('payload', 'text', (col) => col.notNull())
    .addColumn('status', 'text', (col) =>
      col.notNull().defaultTo('pending').check(sql`status in ('pending', 'sending', 'sent', 'failed')`),
    )
    .addColumn('attempts', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('next_attempt_at', 'text', (col) => col.notNull())
    .addColumn('locked_until', 'text')
    .addColumn('last_error', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute();

  // The worker's only query: due jobs in order.
  await db.schema
    .createIndex('outbox_jobs_status_next_attempt_at_idx')
    .on('outbox_jobs')
    .columns(['status', 'next_attempt_at'])
    .execute();

  await db.schema
    .createTable('outbox_attempts')
    .addColumn('id', 'text', (col) => col.primaryKey().notNull())
    .addColumn('job_id', 'text', (col) => col.notNull().references('outbox_jobs.id').onDelete('cascade'))
    .addColumn('attempted_at', 'text', (col) => col.notNull())
    .addColumn('ok', 'boolean', (col) => col.notNull())
    .addColumn('error', 'text')
    .execute();

  await db.schema.createIndex('outbox_attempts_job_id_idx').on('outbox_attempts').column('job_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('outbox_attempts').execute();
  await db.schema.dropTable('outbox_jobs').execute();
  await db.schema.dropTable('material_requests').execute();
}
