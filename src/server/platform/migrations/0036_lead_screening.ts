/**
 * Screening (issue 30): `material_requests.screening`, the bot signals a request tripped on
 * arrival (`honeypot`, `fast`, `unproven`, comma-separated in that order), null when none. One
 * signal keeps a request for review; several store it as spam unseen, and the dashboard counts
 * those from this column. Older rows have none: what they tripped was not kept.
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('material_requests').addColumn('screening', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('material_requests').dropColumn('screening').execute();
}
