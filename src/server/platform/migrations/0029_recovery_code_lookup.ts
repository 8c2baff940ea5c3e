/**
 * Recovery codes gain a lookup: the code's first character, in clear, different for each of an
 * account's codes, so a sign-in reads the one row it names and verifies one argon2id hash
 * instead of up to ten (ADR 022). Codes made before have none (null) and are tried as before.
 * The index on (user_id, lookup) keeps the lookups of an account unique (nulls are distinct on
 * both databases) and serves the queries by user_id too, so it replaces the index of 0019.
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('admin_recovery_codes').addColumn('lookup', 'text').execute();
  await db.schema
    .createIndex('admin_recovery_codes_user_lookup_idx')
    .on('admin_recovery_codes')
    .columns(['user_id', 'lookup'])
    .unique()
    .execute();
  await db.schema.dropIndex('admin_recovery_codes_user_id_idx').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex('admin_recovery_codes_user_id_idx')
    .on('admin_recovery_codes')
    .column('user_id')
    .execute();
  await db.schema.dropIndex('admin_recovery_codes_user_lookup_idx').execute();
  await db.schema.alterTable('admin_recovery_codes').dropColumn('lookup').execute();
}
