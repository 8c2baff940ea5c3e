/**
 * Duplicates (docs/product.md#duplicates):
 * - `material_requests.email_key`, `phone_key`, `org_key`: the normalised keys a lead is matched
 *   on (lead-matches.server.ts), indexed; null where the lead has nothing to match on;
 * - `material_requests.duplicate_of`: the lead this one was marked a duplicate of;
 * - `lead_matches`: the earlier leads found when a lead arrived, with the keys that matched.
 * Existing leads get their keys here, so later leads find them; spam gets none (it is never
 * matched), nor does an anonymised lead (its placeholders, the same on every such row, must
 * not match each other). Earlier leads are not linked to each other here: links are made when
 * a lead arrives.
 *
 * The backfill calls the application's matchKeys: should its normalising ever change, a new
 * migration recomputes the keys the same way.
 */
import { type Kysely, sql } from 'kysely';
import { matchKeys } from '../../leads/lead-matches.server.ts';
import { isAnonymisedLead } from '../../privacy/retention.server.ts';

/** Rows read at a time: memory stays flat however many requests there are. */
const BATCH = 500;

interface Row {
  id: string;
  email: string;
  phone: string;
  organization: string;
  address: string;
  postal_code: string | null;
  idempotency_key: string;
}

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

  let after = '';
  for (;;) {
    const { rows } = await sql<Row>`select id, email, phone, organization, address, postal_code, idempotency_key
      from material_requests where id > ${after} and status <> 'spam' order by id limit ${BATCH}`.execute(db);
    for (const row of rows) {
      if (isAnonymisedLead(row)) continue;
      const keys = await matchKeys(row);
      await sql`update material_requests set email_key = ${keys.email_key}, phone_key = ${keys.phone_key},
        org_key = ${keys.org_key} where id = ${row.id}`.execute(db);
    }
    const last = rows.at(-1);
    if (rows.length < BATCH || !last) return;
    after = last.id;
  }
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
