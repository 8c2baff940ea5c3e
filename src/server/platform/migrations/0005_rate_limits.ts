/**
 * Per-visitor request limits shared by every instance (the brochure form's LEAD_RATE_LIMIT):
 * one row per limited key holding the current window's start and count, updated by a single
 * upsert (src/server/platform/rate-limit.server.ts). Column types follow ../migrate.server.ts.
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('rate_limits')
    // '<scope>:<client key>', e.g. 'lead:203.0.113.9' or 'lead:2001:db8:1:2::/64'.
    .addColumn('key', 'text', (col) => col.primaryKey().notNull())
    // ISO-8601 UTC: the first counted request of the current window.
    .addColumn('window_start', 'text', (col) => col.notNull())
    .addColumn('hits', 'integer', (col) => col.notNull())
    .execute();
  // The sweep deletes ended windows by start time.
  await db.schema.createIndex('rate_limits_window_start_idx').on('rate_limits').column('window_start').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('rate_limits').execute();
}
