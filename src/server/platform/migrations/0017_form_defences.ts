/**
 * The brochure form's defences (issue 20, docs/product.md#brochure-requests):
 * - `material_requests.review`: a request without proof of a browser (no signed form token or
 *   no solved challenge, or above the site-wide ceiling) waits for staff as 要確認: no receipt,
 *   no owner, no webhook until released (leads/review.server.ts);
 * - `rate_limits.previous_hits`: the count of the window before the current one, so a limit
 *   slides (platform/rate-limit.server.ts) instead of resetting at a window's edge;
 * - `used_challenges`: proof-of-work challenges already spent, until they expire, so one solved
 *   challenge buys one request on every instance (leads/proof-of-work.server.ts);
 * - `server_secrets`: the server's signing secret when no APP_SECRET is set and the database is
 *   shared (platform/secret.server.ts).
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('material_requests')
    .addColumn('review', 'boolean', (col) => col.notNull().defaultTo(false))
    .execute();
  await db.schema.createIndex('material_requests_review_idx').on('material_requests').column('review').execute();
  await db.schema
    .alterTable('rate_limits')
    .addColumn('previous_hits', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();
  await db.schema
    .createTable('used_challenges')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('expires_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('used_challenges_expires_at_idx').on('used_challenges').column('expires_at').execute();
  await db.schema
    .createTable('server_secrets')
    .addColumn('name', 'text', (col) => col.primaryKey())
    .addColumn('value', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('server_secrets').execute();
  await db.schema.dropTable('used_challenges').execute();
  await db.schema.alterTable('rate_limits').dropColumn('previous_hits').execute();
  await db.schema.dropIndex('material_requests_review_idx').execute();
  await db.schema.alterTable('material_requests').dropColumn('review').execute();
}
