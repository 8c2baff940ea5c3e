/**
 * Issue 15: a brochure request gains the postal code and the reading of the name (フリガナ), and
 * a folded search text so the inbox finds kana in any form (lead-search.server.ts).
 *
 * - `postal_code`: 7 ASCII digits, or null when not given (every row before this one).
 * - `name_kana`: full-width katakana, or null when not given (every row before this one).
 * - `search_text`: leadSearchText of the row, filled here for the existing rows (anonymised
 *   ones included: their placeholder name is what they are found by, as before).
 * - `phone` is unchanged: rows before this one hold Japanese numbers as national digits, which
 *   is still how a Japanese number is stored (a `+81` one included); only numbers from other
 *   countries are new, kept in E.164 (`+8613800138000`). So no existing phone is rewritten.
 *
 * The backfill calls the application's leadSearchText: should its folding ever change, a new
 * migration rebuilds the column the same way.
 */
import { type Kysely, sql } from 'kysely';
import { leadSearchText } from '../../leads/lead-search.server.ts';

/** Rows read at a time: memory stays flat however many requests there are. */
const BATCH = 500;

interface Row {
  id: string;
  name: string;
  name_kana: string | null;
  email: string;
  organization: string;
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('material_requests').addColumn('postal_code', 'text').execute();
  await db.schema.alterTable('material_requests').addColumn('name_kana', 'text').execute();
  // SQLite adds a NOT NULL column only with a default; every write sets it.
  await db.schema
    .alterTable('material_requests')
    .addColumn('search_text', 'text', (col) => col.notNull().defaultTo(''))
    .execute();

  let after = '';
  for (;;) {
    const { rows } = await sql<Row>`select id, name, name_kana, email, organization from material_requests
      where id > ${after} order by id limit ${BATCH}`.execute(db);
    for (const row of rows) {
      await sql`update material_requests set search_text = ${leadSearchText(row)} where id = ${row.id}`.execute(db);
    }
    const last = rows.at(-1);
    if (rows.length < BATCH || !last) return;
    after = last.id;
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('material_requests').dropColumn('search_text').execute();
  await db.schema.alterTable('material_requests').dropColumn('name_kana').execute();
  await db.schema.alterTable('material_requests').dropColumn('postal_code').execute();
}
