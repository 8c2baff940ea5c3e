/**
 * First response (docs/product.md#follow-up): `material_requests.first_response_at`, ISO-8601
 * UTC, set once when a lead first leaves `pending`. Existing leads take it from their status
 * history: the earliest change away from `pending`.
 */
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('material_requests').addColumn('first_response_at', 'text').execute();
  await sql`update material_requests set first_response_at = (
      select min(e.created_at) from lead_status_events e
      where e.request_id = material_requests.id and e.from_status = 'pending'
    )`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('material_requests').dropColumn('first_response_at').execute();
}
