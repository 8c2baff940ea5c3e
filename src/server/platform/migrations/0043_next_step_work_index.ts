/**
 * Issue 42: the inbox works from the next step (chips 次の予定が今日 and 次の予定を過ぎた, counted
 * per status like every inbox filter). A status's count is `status = ? and next_step_due_at` in a
 * range; without this index SQLite's planner reads it from `(status, due_at, …)` by the status
 * alone, every lead of that status (ADR 023: a new inbox filter needs an index that serves it).
 * Partial, so it holds only the leads with an open next step (closed ones have none): a range of
 * it is bounded by the open work, not by the history. `duplicate_of` makes it covering for the
 * inbox's default `duplicate_of is null`. A range on `next_step_due_at` implies the predicate on
 * both databases, so the bound parameters of the inbox's query match it.
 */
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create index material_requests_next_step_work_idx on material_requests
    (status, next_step_due_at, duplicate_of)
    where next_step_due_at is not null`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('material_requests_next_step_work_idx').execute();
}
