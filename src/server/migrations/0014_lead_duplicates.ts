/**
 * Duplicates (docs/product.md#duplicates):
 * - `material_requests.email_key`, `phone_key`, `org_key`: the normalised keys a lead is matched
 *   on (lead-matches.server.ts), indexed; null where the lead has nothing to match on;
 * - `material_requests.duplicate_of`: the lead this one was marked a duplicate of;
 * - `lead_matches`: the earlier leads found when a lead arrived, with the keys that matched.
 * Existing leads get their keys here, so later leads find them.
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const column of ['email_key', 'phone_key', 'org_key', 'duplicate_of']) {
    await db.schema.alterTable('material_requests').addColumn(column, 'text').execute();
  }
  for (const column of ['email_key', 'phone_key', 'org_key']) {
    await db.schema.createIndex(`material_requests_${column}_idx`).on('material_requests').column(column).execute();
  }
  await db.schema
    .createTable('lead_matches')
    .addColumn('lead_id', 'text', (col) => col.notNull())
    .addColumn('match_id', 'text', (col) => col.notNull())
    // Comma-separated: email, phone, organization.
    .addColumn('reasons', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addPrimaryKeyConstraint('lead_matches_pkey', ['lead_id', 'match_id'])
    .execute();
  await db.schema.createIndex('lead_matches_match_id_idx').on('lead_matches').column('match_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('lead_matches').execute();
  for (const column of ['email_key', 'phone_key', 'org_key']) {
    await db.schema.dropIndex(`material_requests_${column}_idx`).execute();
  }
  for (const column of ['duplicate_of', 'org_key', 'phone_key', 'email_key']) {
    await db.schema.alterTable('material_requests').dropColumn(column).execute();
  }
}
