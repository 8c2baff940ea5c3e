/**
 * Issue 30. Two columns of state for the second factor, kept in the database so that every
 * instance sees them:
 * - `factor_failures` / `factor_blocked_until`: codes tried for the account since its last
 *   right one, over every client and sign-in (factor-guess-limit.server.ts, NIST SP 800-63B
 *   §5.2.2). Not in `login_throttle`, whose rows the retention run forgets after hours.
 * - `totp_pending`: the key shown on /admin/enrol until it is confirmed or expires, sealed with
 *   the server's TOTP key like `totp_secret`, so a reload shows the key already scanned.
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('admin_users')
    .addColumn('factor_failures', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();
  await db.schema.alterTable('admin_users').addColumn('factor_blocked_until', 'text').execute();
  await db.schema.alterTable('admin_users').addColumn('totp_pending', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('admin_users').dropColumn('totp_pending').execute();
  await db.schema.alterTable('admin_users').dropColumn('factor_blocked_until').execute();
  await db.schema.alterTable('admin_users').dropColumn('factor_failures').execute();
}
