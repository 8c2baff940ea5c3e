/**
 * A new lead's earlier matches (leads/lead-matches.server.ts) are the most recent leads with one
 * of its keys. With an index on the key alone, every lead sharing a key was read and sorted to
 * find the newest 20: a cost that grew with each repeat of one phone number or organisation (a
 * bot wave, or a large clinic group). Indexed by key, then time, each key's newest rows are read
 * in order and the lookup stops after 20, whatever the history.
 */
import type { Kysely } from 'kysely';

const KEYS = ['email_key', 'phone_key', 'org_key'] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const column of KEYS) {
    await db.schema
      .createIndex(`material_requests_${column}_created_idx`)
      .on('material_requests')
      .columns([column, 'created_at', 'id'])
      .execute();
    // The new index begins with the key: it serves equality lookups on the key too.
    await db.schema.dropIndex(`material_requests_${column}_idx`).execute();
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const column of KEYS) {
    await db.schema.createIndex(`material_requests_${column}_idx`).on('material_requests').column(column).execute();
    await db.schema.dropIndex(`material_requests_${column}_created_idx`).execute();
  }
}
