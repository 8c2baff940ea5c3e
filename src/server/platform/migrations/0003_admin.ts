/**
 * The admin area (ADR 004): staff accounts, database sessions (only the token's
 * SHA-256 is stored), one-time setup tokens for the first account, login throttling state
 * shared by every instance, the audit log, and the history of each lead's status changes.
 * Column types follow ../migrate.server.ts.
 */
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('admin_users')
    .addColumn('id', 'text', (col) => col.primaryKey().notNull())
    // Stored lower-cased, so the unique constraint is case-insensitive on both databases.
    .addColumn('email', 'text', (col) => col.notNull().unique())
    .addColumn('display_name', 'text', (col) => col.notNull())
    .addColumn('role', 'text', (col) => col.notNull().check(sql`role in ('admin', 'staff')`))
    // PHC string: $argon2id$v=19$m=…,t=…,p=…$salt$hash
    .addColumn('password_hash', 'text', (col) => col.notNull())
    .addColumn('disabled', 'boolean', (col) => col.notNull().defaultTo(false))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .addColumn('last_login_at', 'text')
    .execute();

  await db.schema
    .createTable('admin_sessions')
    // SHA-256 of the cookie's token (hex); the token itself is never stored.
    .addColumn('id', 'text', (col) => col.primaryKey().notNull())
    .addColumn('user_id', 'text', (col) => col.notNull().references('admin_users.id').onDelete('cascade'))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('last_seen_at', 'text', (col) => col.notNull())
    // The absolute limit; the idle limit is counted from last_seen_at.
    .addColumn('expires_at', 'text', (col) => col.notNull())
    .addColumn('ip', 'text')
    .addColumn('user_agent', 'text')
    .execute();
  await db.schema.createIndex('admin_sessions_user_id_idx').on('admin_sessions').column('user_id').execute();

  await db.schema
    .createTable('admin_setup_tokens')
    // SHA-256 of the token in the setup URL (hex).
    .addColumn('id', 'text', (col) => col.primaryKey().notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('expires_at', 'text', (col) => col.notNull())
    .addColumn('used_at', 'text')
    .execute();

  await db.schema
    .createTable('login_throttle')
    // 'ip:<address>' or 'account:<lower-cased e-mail>' (known or not, so both answer alike).
    .addColumn('key', 'text', (col) => col.primaryKey().notNull())
    .addColumn('failures', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('last_failure_at', 'text', (col) => col.notNull())
    .execute();

  await db.schema
    .createTable('audit_log')
    .addColumn('id', 'text', (col) => col.primaryKey().notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    // No foreign key: the log outlives the accounts it mentions.
    .addColumn('actor_id', 'text')
    .addColumn('actor_email', 'text')
    .addColumn('action', 'text', (col) => col.notNull())
    .addColumn('target_type', 'text')
    .addColumn('target_id', 'text')
    // JSON text.
    .addColumn('detail', 'text')
    .addColumn('ip', 'text')
    .execute();
  await db.schema.createIndex('audit_log_created_at_idx').on('audit_log').column('created_at').execute();
  await db.schema
    .createIndex('audit_log_action_created_at_idx')
    .on('audit_log')
    .columns(['action', 'created_at'])
    .execute();

  await db.schema
    .createTable('lead_status_events')
    .addColumn('id', 'text', (col) => col.primaryKey().notNull())
    .addColumn('request_id', 'text', (col) => col.notNull().references('material_requests.id').onDelete('cascade'))
    .addColumn('from_status', 'text', (col) => col.notNull())
    .addColumn('to_status', 'text', (col) => col.notNull())
    .addColumn('note', 'text')
    .addColumn('actor_id', 'text')
    .addColumn('actor_email', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('lead_status_events_request_id_idx')
    .on('lead_status_events')
    .column('request_id')
    .execute();

  // The inbox lists every status newest first (the status index covers one status at a time).
  await db.schema
    .createIndex('material_requests_created_at_idx')
    .on('material_requests')
    .column('created_at')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('material_requests_created_at_idx').execute();
  await db.schema.dropTable('lead_status_events').execute();
  await db.schema.dropTable('audit_log').execute();
  await db.schema.dropTable('login_throttle').execute();
  await db.schema.dropTable('admin_setup_tokens').execute();
  await db.schema.dropTable('admin_sessions').execute();
  await db.schema.dropTable('admin_users').execute();
}
