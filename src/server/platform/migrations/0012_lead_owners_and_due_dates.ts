/**
 * Owners and due dates (docs/product.md#follow-up):
 * - `material_requests.owner_id`: the staff or admin account that follows the lead up, or null
 *   while unassigned;
 * - `material_requests.due_at`: ISO-8601 UTC, 18:00 JST on the n-th Japanese business day after
 *   the JST day the request arrived (business-days.server.ts); null for spam;
 * - `follow_up_settings`: one row ('default') with the number of business days;
 * - `closure_days`: company closure days ('YYYY-MM-DD', JST) that are not business days;
 * - `assignment_rules`: tried in `position` order, the first match wins; a null criterion
 *   matches anything; `owner_ids` is a JSON array taken in turn from `next_index`.
 * Existing leads get a due date counted with the defaults (2 business days, no closures).
 */
import { type Kysely, sql } from 'kysely';
import { dueAt } from '../../follow-up/business-days.server.ts';

const BATCH = 500;

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('material_requests').addColumn('owner_id', 'text').execute();
  await db.schema.alterTable('material_requests').addColumn('due_at', 'text').execute();
  await db.schema.createIndex('material_requests_owner_id_idx').on('material_requests').column('owner_id').execute();
  await db.schema.createIndex('material_requests_due_at_idx').on('material_requests').column('due_at').execute();

  await db.schema
    .createTable('follow_up_settings')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('business_days', 'integer', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .addColumn('updated_by', 'text')
    .execute();

  await db.schema
    .createTable('closure_days')
    .addColumn('day', 'text', (col) => col.primaryKey())
    .addColumn('label', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();

  await db.schema
    .createTable('assignment_rules')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('position', 'integer', (col) => col.notNull())
    .addColumn('product_family', 'text')
    .addColumn('locale', 'text')
    .addColumn('region', 'text')
    .addColumn('owner_ids', 'text', (col) => col.notNull())
    .addColumn('next_index', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute();

  let after = '';
  for (;;) {
    const { rows } = await sql<{ id: string; created_at: string }>`select id, created_at from material_requests
      where id > ${after} and status <> 'spam' order by id limit ${BATCH}`.execute(db);
    for (const row of rows) {
      const due = dueAt(new Date(row.created_at), { closures: new Set() }).toISOString();
      await sql`update material_requests set due_at = ${due} where id = ${row.id}`.execute(db);
    }
    const last = rows.at(-1);
    if (rows.length < BATCH || !last) return;
    after = last.id;
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('assignment_rules').execute();
  await db.schema.dropTable('closure_days').execute();
  await db.schema.dropTable('follow_up_settings').execute();
  await db.schema.dropIndex('material_requests_due_at_idx').execute();
  await db.schema.dropIndex('material_requests_owner_id_idx').execute();
  await db.schema.alterTable('material_requests').dropColumn('due_at').execute();
  await db.schema.alterTable('material_requests').dropColumn('owner_id').execute();
}
