/**
 * Operational alerts (src/server/operations/alerts.server.ts): one row per incident, open while
 * `resolved_at` is null. The partial unique index lets only one open incident exist per kind
 * and subject, so instances that notice the same fault at once open it once between them.
 * Attempts are read by time to see how long mail or a webhook has been failing.
 */
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('alerts')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('kind', 'text', (col) => col.notNull())
    .addColumn('subject', 'text', (col) => col.notNull())
    .addColumn('detail', 'text', (col) => col.notNull())
    .addColumn('opened_at', 'text', (col) => col.notNull())
    .addColumn('resolved_at', 'text')
    .execute();
  await db.schema
    .createIndex('alerts_one_open_idx')
    .on('alerts')
    .columns(['kind', 'subject'])
    .unique()
    .where(sql.ref('resolved_at'), 'is', null)
    .execute();
  await db.schema
    .createIndex('outbox_attempts_attempted_at_idx')
    .on('outbox_attempts')
    .column('attempted_at')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('outbox_attempts_attempted_at_idx').execute();
  await db.schema.dropTable('alerts').execute();
}
