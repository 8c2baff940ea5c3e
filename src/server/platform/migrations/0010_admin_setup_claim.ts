/**
 * The first-run setup's guard: one row, keyed 'first', naming the admin the setup page created.
 * Two setup forms sent at once both try to insert it inside their transaction; the primary key
 * lets exactly one commit (PostgreSQL makes the second wait, then finds the row taken). The row
 * goes with its account, so a database whose accounts were all removed can be set up again.
 */
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('admin_setup_claim')
    .addColumn('slot', 'text', (col) => col.primaryKey().notNull().check(sql`slot = 'first'`))
    .addColumn('user_id', 'text', (col) => col.notNull().references('admin_users.id').onDelete('cascade'))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('admin_setup_claim').execute();
}
