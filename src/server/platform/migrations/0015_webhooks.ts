/**
 * Outgoing webhooks (docs/product.md#webhooks):
 * - `webhook_endpoints`: where events go, signed with `secret` (HMAC-SHA256), for the events
 *   listed comma-separated in `events`, as `json` or `slack`; disabled endpoints get nothing new;
 * - deliveries are outbox jobs of kind `webhook` (one per event and endpoint, its id being the
 *   X-Webhook-Delivery header); `outbox_jobs.endpoint_id` links them to their endpoint, as
 *   `request_id` links them to their lead, and `outbox_jobs.event` names the event (the
 *   X-Webhook-Event header, and what the admin lists show once retention has cleared the body).
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('webhook_endpoints')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('url', 'text', (col) => col.notNull())
    .addColumn('secret', 'text', (col) => col.notNull())
    .addColumn('events', 'text', (col) => col.notNull())
    .addColumn('format', 'text', (col) => col.notNull())
    .addColumn('disabled', 'boolean', (col) => col.notNull().defaultTo(false))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema.alterTable('outbox_jobs').addColumn('endpoint_id', 'text').execute();
  await db.schema.alterTable('outbox_jobs').addColumn('event', 'text').execute();
  await db.schema.createIndex('outbox_jobs_endpoint_id_idx').on('outbox_jobs').column('endpoint_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('outbox_jobs_endpoint_id_idx').execute();
  await db.schema.alterTable('outbox_jobs').dropColumn('event').execute();
  await db.schema.alterTable('outbox_jobs').dropColumn('endpoint_id').execute();
  await db.schema.dropTable('webhook_endpoints').execute();
}
