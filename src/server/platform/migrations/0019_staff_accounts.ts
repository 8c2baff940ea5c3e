/**
 * Staff accounts that run themselves (issue 21, docs/adr/022-staff-accounts.md):
 * - `admin_users.totp_*`: the TOTP key, encrypted with the server secret, and the last time step
 *   accepted, so a code is used once (no replay within its window);
 * - `admin_recovery_codes`: ten one-time codes per account, stored as argon2id hashes;
 * - `admin_passkeys`: WebAuthn credentials, several per account, each named;
 * - `webauthn_challenges`: the challenge a ceremony was started with, on every instance;
 * - `admin_invitations` and `admin_password_resets`: single-use links kept only as SHA-256;
 * - `admin_sessions.stage`: 'full' for a signed-in session, 'factor' while the second factor is
 *   asked for, 'enrol' for an account that must enrol one before any other page;
 *   `admin_sessions.reauth_at`: when the password and a factor were last given in it;
 * - `account_policy`: whether a second factor is required (one row; none means required).
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('admin_users').addColumn('totp_secret', 'text').execute();
  await db.schema.alterTable('admin_users').addColumn('totp_last_step', 'integer').execute();
  await db.schema.alterTable('admin_users').addColumn('totp_enrolled_at', 'text').execute();

  await db.schema
    .alterTable('admin_sessions')
    .addColumn('stage', 'text', (col) => col.notNull().defaultTo('full'))
    .execute();
  await db.schema.alterTable('admin_sessions').addColumn('reauth_at', 'text').execute();

  await db.schema
    .createTable('admin_recovery_codes')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('user_id', 'text', (col) => col.notNull().references('admin_users.id').onDelete('cascade'))
    .addColumn('code_hash', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('used_at', 'text')
    .execute();
  await db.schema
    .createIndex('admin_recovery_codes_user_id_idx')
    .on('admin_recovery_codes')
    .column('user_id')
    .execute();

  await db.schema
    .createTable('admin_passkeys')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('user_id', 'text', (col) => col.notNull().references('admin_users.id').onDelete('cascade'))
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('public_key', 'text', (col) => col.notNull())
    .addColumn('counter', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('transports', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('last_used_at', 'text')
    .execute();
  await db.schema.createIndex('admin_passkeys_user_id_idx').on('admin_passkeys').column('user_id').execute();

  await db.schema
    .createTable('webauthn_challenges')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('challenge', 'text', (col) => col.notNull())
    .addColumn('purpose', 'text', (col) => col.notNull())
    .addColumn('user_id', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('expires_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('webauthn_challenges_expires_at_idx')
    .on('webauthn_challenges')
    .column('expires_at')
    .execute();

  await db.schema
    .createTable('admin_invitations')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('token_hash', 'text', (col) => col.notNull().unique())
    .addColumn('email', 'text', (col) => col.notNull())
    .addColumn('role', 'text', (col) => col.notNull())
    .addColumn('invited_by', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('expires_at', 'text', (col) => col.notNull())
    .addColumn('accepted_at', 'text')
    .addColumn('accepted_user_id', 'text')
    .addColumn('revoked_at', 'text')
    .execute();
  await db.schema.createIndex('admin_invitations_email_idx').on('admin_invitations').column('email').execute();

  await db.schema
    .createTable('admin_password_resets')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('user_id', 'text', (col) => col.notNull().references('admin_users.id').onDelete('cascade'))
    .addColumn('requested_by', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('expires_at', 'text', (col) => col.notNull())
    .addColumn('used_at', 'text')
    .execute();
  await db.schema
    .createIndex('admin_password_resets_user_id_idx')
    .on('admin_password_resets')
    .column('user_id')
    .execute();

  await db.schema
    .createTable('account_policy')
    .addColumn('id', 'integer', (col) => col.primaryKey())
    .addColumn('require_second_factor', 'boolean', (col) => col.notNull().defaultTo(true))
    .addColumn('updated_at', 'text')
    .addColumn('updated_by', 'text')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('account_policy').execute();
  await db.schema.dropTable('admin_password_resets').execute();
  await db.schema.dropTable('admin_invitations').execute();
  await db.schema.dropTable('webauthn_challenges').execute();
  await db.schema.dropTable('admin_passkeys').execute();
  await db.schema.dropTable('admin_recovery_codes').execute();
  await db.schema.alterTable('admin_sessions').dropColumn('reauth_at').execute();
  await db.schema.alterTable('admin_sessions').dropColumn('stage').execute();
  await db.schema.alterTable('admin_users').dropColumn('totp_enrolled_at').execute();
  await db.schema.alterTable('admin_users').dropColumn('totp_last_step').execute();
  await db.schema.alterTable('admin_users').dropColumn('totp_secret').execute();
}
