/**
 * Bounded growth and privacy (docs/product.md#retention-periods) and once-per-period scheduled work (ADR 014):
 * - `outbox_jobs.request_id` links a lead's mail jobs to it by an indexed column, so the inbox
 *   no longer scans `payload` and a sent job's payload can be cleared without losing the link;
 * - `login_throttle.refused` counts attempts refused while throttled (they are not audited
 *   one by one);
 * - `scheduled_runs` holds one row per task and period: whoever inserts it runs the task, so
 *   several instances run a daily job once between them;
 * - indexes for the retention job's deletes by age.
 * Column types follow ../migrate.server.ts.
 */
import { type Kysely, sql } from 'kysely';
import { dialectOf } from '../db.server.ts';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('outbox_jobs').addColumn('request_id', 'text').execute();
  // Lead jobs written so far carry exactly {"requestId": id} (leads.server.ts).
  const requestId =
    dialectOf(db) === 'postgres' ? sql`payload::jsonb ->> 'requestId'` : sql`json_extract(payload, '$.requestId')`;
  await sql`update outbox_jobs set request_id = ${requestId} where kind like 'lead.%'`.execute(db);
  await db.schema.createIndex('outbox_jobs_request_id_idx').on('outbox_jobs').column('request_id').execute();

  await db.schema
    .alterTable('login_throttle')
    .addColumn('refused', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();
  await db.schema
    .createIndex('login_throttle_last_failure_at_idx')
    .on('login_throttle')
    .column('last_failure_at')
    .execute();

  // The existing index leads with the event name; retention deletes by age alone.
  await db.schema.createIndex('analytics_events_created_at_idx').on('analytics_events').column('created_at').execute();

  await db.schema
    .createTable('scheduled_runs')
    .addColumn('task', 'text', (col) => col.notNull())
    // The period the run stands for, e.g. a Japan-time date 'YYYY-MM-DD' for a daily task.
    .addColumn('period', 'text', (col) => col.notNull())
    .addColumn('started_at', 'text', (col) => col.notNull())
    .addColumn('finished_at', 'text')
    .addPrimaryKeyConstraint('scheduled_runs_pkey', ['task', 'period'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('scheduled_runs').execute();
  await db.schema.dropIndex('analytics_events_created_at_idx').execute();
  await db.schema.dropIndex('login_throttle_last_failure_at_idx').execute();
  await db.schema.alterTable('login_throttle').dropColumn('refused').execute();
  await db.schema.dropIndex('outbox_jobs_request_id_idx').execute();
  await db.schema.alterTable('outbox_jobs').dropColumn('request_id').execute();
}
