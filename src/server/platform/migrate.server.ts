/**
 * Schema migrations: one set for SQLite and PostgreSQL alike. To keep one set of queries too,
 * columns use only types both databases treat the same way:
 * - ids are `text` (UUIDs or short slugs), never auto-increment integers;
 * - timestamps are ISO-8601 UTC strings in `text` (`new Date().toISOString()`), which sort
 *   correctly as text and never pass through a driver's time-zone handling;
 * - dates are `YYYY-MM-DD` in `text`;
 * - booleans are `boolean`: PostgreSQL returns true/false, SQLite stores and returns 0/1, so
 *   repositories read them through Boolean();
 * - bytes are the one exception: `bytea` on PostgreSQL and `blob` on SQLite (chosen with
 *   dialectOf in the migration); both drivers bind and return them as a Uint8Array.
 * Migrations are imported statically (no folder scanning) so they survive bundling; add new
 * ones to `migrations` below with a name that sorts after the last.
 */
import { type Kysely, sql } from 'kysely';
import { type Migration, type MigrationProvider, Migrator } from 'kysely/migration';
import { dialectOf } from './db.server.ts';
import * as m0001 from './migrations/0001_news_and_analytics.ts';
import * as m0002 from './migrations/0002_leads_and_outbox.ts';
import * as m0003 from './migrations/0003_admin.ts';
import * as m0004 from './migrations/0004_clinics.ts';
import * as m0005 from './migrations/0005_rate_limits.ts';
import * as m0006 from './migrations/0006_retention_and_scheduled_runs.ts';
import * as m0007 from './migrations/0007_news_images.ts';
import * as m0008 from './migrations/0008_lead_flashes_and_content_versions.ts';
import * as m0009 from './migrations/0009_outbox_lease_token.ts';
import * as m0010 from './migrations/0010_admin_setup_claim.ts';
import * as m0011 from './migrations/0011_lead_postal_code_and_reading.ts';
import * as m0012 from './migrations/0012_lead_owners_and_due_dates.ts';
import * as m0013 from './migrations/0013_lead_first_response.ts';
import * as m0014 from './migrations/0014_lead_duplicates.ts';
import * as m0015 from './migrations/0015_webhooks.ts';
import * as m0016 from './migrations/0016_alerts.ts';
import * as m0017 from './migrations/0017_form_defences.ts';
import * as m0018 from './migrations/0018_lead_match_lookup.ts';
import * as m0019 from './migrations/0019_staff_accounts.ts';
import * as m0020 from './migrations/0020_lead_search_index.ts';
import * as m0021 from './migrations/0021_large_tables.ts';
import * as m0022 from './migrations/0022_brochures_and_materials.ts';
import * as m0023 from './migrations/0023_lead_shipments.ts';
import * as m0027 from './migrations/0027_follow_up_index.ts';
import * as m0028 from './migrations/0028_follow_up_materials_index.ts';
import * as m0029 from './migrations/0029_recovery_code_lookup.ts';
import * as m0030 from './migrations/0030_digest_indexes.ts';
import * as m0032 from './migrations/0032_digest_owing_index.ts';
import * as m0033 from './migrations/0033_factor_guess_limit_and_pending_totp.ts';
import * as m0034 from './migrations/0034_brochure_checks.ts';
import * as m0035 from './migrations/0035_address_parts_and_entry_funnel.ts';
import * as m0036 from './migrations/0036_lead_screening.ts';
import * as m0037 from './migrations/0037_first_touch_and_offline_source.ts';
import * as m0038 from './migrations/0038_site_fact_versions.ts';
import * as m0039 from './migrations/0039_stages_activities_and_lost_reasons.ts';
import * as m0040 from './migrations/0040_lead_import.ts';
import * as m0041 from './migrations/0041_factor_releases.ts';
import * as m0042 from './migrations/0042_post_queue_and_dispatch_settings.ts';
import * as m0043 from './migrations/0043_next_step_work_index.ts';
import * as m0055 from './migrations/0055_site_photos.ts';
import * as m0060 from './migrations/0060_demo_booking.ts';

const migrations: Record<string, Migration> = {
  '0001_news_and_analytics': m0001,
  '0002_leads_and_outbox': m0002,
  '0003_admin': m0003,
  '0004_clinics': m0004,
  '0005_rate_limits': m0005,
  '0006_retention_and_scheduled_runs': m0006,
  '0007_news_images': m0007,
  '0009_outbox_lease_token': m0009,
  '0010_admin_setup_claim': m0010,
  '0008_lead_flashes_and_content_versions': m0008,
  '0011_lead_postal_code_and_reading': m0011,
  '0012_lead_owners_and_due_dates': m0012,
  '0013_lead_first_response': m0013,
  '0014_lead_duplicates': m0014,
  '0015_webhooks': m0015,
  '0016_alerts': m0016,
  '0017_form_defences': m0017,
  '0018_lead_match_lookup': m0018,
  '0019_staff_accounts': m0019,
  '0020_lead_search_index': m0020,
  '0021_large_tables': m0021,
  '0022_brochures_and_materials': m0022,
  '0023_lead_shipments': m0023,
  '0027_follow_up_index': m0027,
  '0028_follow_up_materials_index': m0028,
  '0029_recovery_code_lookup': m0029,
  '0030_digest_indexes': m0030,
  '0032_digest_owing_index': m0032,
  '0033_factor_guess_limit_and_pending_totp': m0033,
  '0034_brochure_checks': m0034,
  '0035_address_parts_and_entry_funnel': m0035,
  '0036_lead_screening': m0036,
  '0037_first_touch_and_offline_source': m0037,
  '0038_site_fact_versions': m0038,
  '0039_stages_activities_and_lost_reasons': m0039,
  '0040_lead_import': m0040,
  '0041_factor_releases': m0041,
  '0042_post_queue_and_dispatch_settings': m0042,
  '0043_next_step_work_index': m0043,
  '0055_site_photos': m0055,
  '0060_demo_booking': m0060,
};

/** Every migration this version knows: a snapshot with another is from a newer version. */
export const MIGRATION_NAMES: readonly string[] = Object.keys(migrations).sort();

const provider: MigrationProvider = {
  getMigrations: async () => migrations,
};

export async function migrateToLatest<DB>(db: Kysely<DB>): Promise<void> {
  const migrator = new Migrator({
    db,
    provider,
    // Kysely looks for its bookkeeping tables in every schema; pinning them to the
    // connection's own schema keeps databases that share one server (tests) apart.
    ...(dialectOf(db) === 'postgres' ? { migrationTableSchema: await currentSchema(db) } : {}),
  });
  let { error, results } = await migrator.migrateToLatest();
  // Kysely finds its bookkeeping tables by listing every table on the server; a schema that
  // another database on a shared server drops during that listing fails it (SQLSTATE 3F000)
  // before anything of ours ran. Nothing was applied then, so listing again is safe.
  for (let retry = 0; retry < 5 && error !== undefined && otherSchemaVanished(error); retry += 1) {
    ({ error, results } = await migrator.migrateToLatest());
  }
  if (error !== undefined) {
    const failed = results?.find((result) => result.status === 'Error')?.migrationName;
    throw new Error(`Migration ${failed ?? '(setup)'} failed`, { cause: error });
  }
}

function otherSchemaVanished(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '3F000';
}

async function currentSchema<DB>(db: Kysely<DB>): Promise<string> {
  const { rows } = await sql<{ schema: string | null }>`select current_schema() as schema`.execute(db);
  const schema = rows[0]?.schema;
  if (!schema) throw new Error('No current schema: check the search_path');
  return schema;
}
