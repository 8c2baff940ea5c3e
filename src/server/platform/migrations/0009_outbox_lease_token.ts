/**
 * Outbox claims carry a token (ADR 003): each claim of a job writes a fresh random
 * `lease_token`, and a worker records the outcome of its send only while the row still holds
 * its token. A worker whose lease ran out and was taken over can then no longer overwrite the
 * newer claim (for instance set a `sent` job back to `pending`). Null when nobody holds the job.
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('outbox_jobs').addColumn('lease_token', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('outbox_jobs').dropColumn('lease_token').execute();
}
