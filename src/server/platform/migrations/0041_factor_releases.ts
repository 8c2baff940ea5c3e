/**
 * Issue 41: the owner keeps a way in while the account's second-factor codes are held.
 * - `factor_releases`: one row per release mail. `link_hash` is the SHA-256 of the one-time link
 *   (30 minutes, single use: `link_used_at`); once opened, `browser_hash` is the SHA-256 of the
 *   cookie that marks that browser, valid until `browser_expires_at`, with its own count of
 *   codes tried (`attempts`).
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('factor_releases')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('user_id', 'text', (col) => col.notNull())
    .addColumn('link_hash', 'text', (col) => col.notNull().unique())
    .addColumn('link_expires_at', 'text', (col) => col.notNull())
    .addColumn('link_used_at', 'text')
    .addColumn('browser_hash', 'text', (col) => col.unique())
    .addColumn('browser_expires_at', 'text')
    .addColumn('attempts', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('factor_releases_user')
    .on('factor_releases')
    .columns(['user_id', 'created_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('factor_releases_user').execute();
  await db.schema.dropTable('factor_releases').execute();
}
