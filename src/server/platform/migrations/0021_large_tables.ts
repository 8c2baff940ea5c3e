/**
 * Work bounded by the rows it is about, not by history (issue 23, ADR 024).
 *
 * - The export (and any newest-first keyset) pages with `(created_at, id) < (?, ?)`: one
 *   composite index serves the comparison and the order on both databases, so each batch is a
 *   range read. That index, `material_requests_created_id_idx`, is 0020's (the inbox pages the
 *   same way); this migration adds none of its own.
 * - Retention looks for leads not yet anonymised older than the cutoff. Indexed only on
 *   created_at, it stepped over every row already done; this partial index holds only the rows
 *   still to do. The predicate is written literally in the query too (retention.server.ts):
 *   SQLite and PostgreSQL use a partial index only when the query repeats its condition.
 * - Payload clearing looks for jobs whose payload is still there; once cleared a job leaves the
 *   index, so a day's run reads the day's jobs (and the few failed mails kept for resending).
 */
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create index material_requests_to_anonymise_idx on material_requests (created_at)
    where idempotency_key not like 'anonymised:%'`.execute(db);
  // Status first: a sent job is found by (status, updated_at) here, which the planners prefer
  // to the (status, next_attempt_at) index that would read every sent job ever.
  await sql`create index outbox_jobs_payload_kept_idx on outbox_jobs (status, updated_at)
    where payload <> '{}'`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('outbox_jobs_payload_kept_idx').execute();
  await db.schema.dropIndex('material_requests_to_anonymise_idx').execute();
}
