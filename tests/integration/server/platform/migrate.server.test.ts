import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { checkDb, dialectOf } from '../../../../src/server/platform/db.server.ts';
import { migrateToLatest } from '../../../../src/server/platform/migrate.server.ts';
import * as m0001 from '../../../../src/server/platform/migrations/0001_news_and_analytics.ts';
import * as m0002 from '../../../../src/server/platform/migrations/0002_leads_and_outbox.ts';
import * as m0003 from '../../../../src/server/platform/migrations/0003_admin.ts';
import * as m0004 from '../../../../src/server/platform/migrations/0004_clinics.ts';
import * as m0006 from '../../../../src/server/platform/migrations/0006_retention_and_scheduled_runs.ts';
import { openSchemaBeside, testBackends, useTestDb } from '../../../setup/db.ts';

describe.each(testBackends())('migrations on %s', (backend) => {
  const t = useTestDb(backend, { migrate: false });

  it('creates both tables with their columns and indexes', async () => {
    await migrateToLatest(t.db);
    const tables = await t.db.introspection.getTables();
    const columns = (name: string) =>
      tables
        .find((table) => table.name === name)
        ?.columns.map((column) => column.name)
        .sort();
    expect(columns('news')).toEqual(
      [
        'content',
        'created_at',
        'id',
        'is_important',
        'locale',
        'publish_date',
        'status',
        'thumbnail',
        'title',
        'updated_at',
        'url',
      ].sort(),
    );
    expect(columns('clinics')).toEqual(
      [
        'address',
        'clinic_name',
        'created_at',
        'doctor',
        'id',
        'phone',
        'prefecture',
        'services',
        'status',
        'updated_at',
        'url',
        'wordpress_id',
      ].sort(),
    );
    expect(columns('news_images')).toEqual(
      ['content_type', 'created_at', 'data', 'hash', 'height', 'size', 'width'].sort(),
    );
    expect(columns('news_image_aliases')).toEqual(['hash', 'legacy_name']);
    expect(columns('lead_flashes')).toEqual(['created_at', 'expires_at', 'flash', 'id']);
    expect(columns('content_versions')).toEqual(['topic', 'updated_at', 'version']);
    expect(columns('clinic_update_log')).toEqual(['id', 'message', 'status', 'success', 'title', 'updated_at'].sort());
    expect(columns('analytics_events')).toEqual(['created_at', 'id', 'label', 'locale', 'name', 'path'].sort());
    expect(columns('admin_users')).toEqual(
      [
        'created_at',
        'disabled',
        'display_name',
        'email',
        'factor_blocked_until',
        'factor_failures',
        'id',
        'last_login_at',
        'password_hash',
        'role',
        'totp_enrolled_at',
        'totp_last_step',
        'totp_pending',
        'totp_secret',
        'updated_at',
      ].sort(),
    );
    expect(columns('admin_sessions')).toEqual(
      ['created_at', 'expires_at', 'id', 'ip', 'last_seen_at', 'reauth_at', 'stage', 'user_agent', 'user_id'].sort(),
    );
    expect(columns('lead_shipments')).toEqual(
      [
        'batch_id',
        'carrier',
        'created_at',
        'created_by',
        'format',
        'id',
        'request_id',
        'shipped_at',
        'shipped_by',
        'tracking_number',
      ].sort(),
    );
    expect(columns('brochures')).toEqual(
      ['created_at', 'current_version_id', 'id', 'locale', 'products', 'title', 'updated_at'].sort(),
    );
    expect(columns('brochure_versions')).toEqual(
      [
        'brochure_id',
        'created_at',
        'created_by',
        'data',
        'id',
        'pages',
        'removed_content',
        'replaced_at',
        'sha256',
        'size',
      ].sort(),
    );
    expect(columns('materials_sent')).toEqual(
      ['actor_email', 'actor_id', 'id', 'method', 'request_id', 'sent_at', 'tracking_number'].sort(),
    );
    expect(columns('material_links')).toEqual(
      [
        'brochure_id',
        'created_at',
        'expires_at',
        'id',
        'renewal_requested_at',
        'request_id',
        'sent_id',
        'token_hash',
        'version_id',
      ].sort(),
    );
    expect(columns('material_downloads')).toEqual(['downloaded_at', 'id', 'link_id', 'request_id']);
    expect(columns('materials_settings')).toEqual(['id', 'link_days', 'updated_at', 'updated_by']);
    expect(columns('material_requests')).toContain('materials_sent_at');
    expect(columns('admin_recovery_codes')).toEqual(['code_hash', 'created_at', 'id', 'lookup', 'used_at', 'user_id']);
    expect(columns('rate_limits')).toEqual(['hits', 'key', 'previous_hits', 'window_start']);
    expect(columns('audit_log')).toEqual(
      ['action', 'actor_email', 'actor_id', 'created_at', 'detail', 'id', 'ip', 'target_id', 'target_type'].sort(),
    );

    const indexQuery =
      backend === 'sqlite'
        ? sql<{ name: string }>`select name from sqlite_master where type = 'index' and name like '%_idx'`
        : sql<{
            name: string;
          }>`select indexname as name from pg_indexes where schemaname = current_schema() and indexname like '%_idx'`;
    const indexes = (await indexQuery.execute(t.db)).rows.map((row) => row.name).sort();
    expect(indexes).toEqual([
      'admin_invitations_email_idx',
      'admin_passkeys_user_id_idx',
      'admin_password_resets_user_id_idx',
      'admin_recovery_codes_user_lookup_idx',
      'admin_sessions_user_id_idx',
      'alerts_one_open_idx',
      'analytics_events_created_at_idx',
      'analytics_events_name_created_at_idx',
      'audit_log_action_created_at_idx',
      'audit_log_created_at_idx',
      'brochure_versions_brochure_idx',
      'brochure_versions_sha256_idx',
      'clinic_update_log_success_updated_at_idx',
      'clinics_status_prefecture_idx',
      'demo_bookings_manage_idx',
      'demo_bookings_request_idx',
      'demo_bookings_starts_idx',
      'demo_claims_booking_idx',
      'lead_activities_request_idx',
      'lead_flashes_expires_at_idx',
      'lead_matches_match_id_idx',
      'lead_shipments_batch_id_idx',
      'lead_shipments_request_id_idx',
      'lead_stage_events_request_idx',
      'lead_status_events_request_id_idx',
      'login_throttle_last_failure_at_idx',
      'material_downloads_downloaded_at_idx',
      'material_downloads_request_idx',
      'material_links_request_idx',
      'material_links_version_idx',
      'material_requests_created_id_idx',
      'material_requests_dashboard_idx',
      'material_requests_digest_idx',
      'material_requests_due_at_idx',
      'material_requests_email_key_created_idx',
      'material_requests_email_product_created_at_idx',
      'material_requests_first_human_touch_idx',
      'material_requests_follow_up_sent_idx',
      'material_requests_inbox_created_idx',
      'material_requests_inbox_owner_idx',
      'material_requests_inbox_product_idx',
      'material_requests_inbox_status_idx',
      'material_requests_next_step_due_idx',
      'material_requests_next_step_work_idx',
      'material_requests_org_key_created_idx',
      'material_requests_owing_idx',
      'material_requests_owner_id_idx',
      'material_requests_phone_key_created_idx',
      ...(backend === 'postgres' ? ['material_requests_phone_trgm_idx', 'material_requests_postal_code_trgm_idx'] : []),
      'material_requests_report_idx',
      'material_requests_review_idx',
      ...(backend === 'postgres' ? ['material_requests_search_text_trgm_idx'] : []),
      'material_requests_status_created_at_idx',
      'material_requests_status_due_owner_idx',
      'material_requests_to_anonymise_idx',
      'materials_sent_request_idx',
      'news_image_aliases_hash_idx',
      'news_locale_status_publish_date_idx',
      'outbox_attempts_attempted_at_idx',
      'outbox_attempts_job_id_idx',
      'outbox_jobs_endpoint_id_idx',
      'outbox_jobs_payload_kept_idx',
      'outbox_jobs_request_id_idx',
      'outbox_jobs_status_next_attempt_at_idx',
      'rate_limits_window_start_idx',
      'site_fact_versions_published_idx',
      'site_photos_slot_idx',
      'used_challenges_expires_at_idx',
      'webauthn_challenges_expires_at_idx',
    ]);
  });

  it('is idempotent: a second run changes nothing', async () => {
    await migrateToLatest(t.db);
    await t.db
      .insertInto('news')
      .values({
        id: 'kept',
        title: 't',
        content: 'c',
        publish_date: '2026-01-01',
        created_at: '2026-01-01T00:00:00.000Z',
        updated_at: '2026-01-01T00:00:00.000Z',
      })
      .execute();
    await migrateToLatest(t.db);

    const applied = await sql<{ name: string }>`select name from kysely_migration`.execute(t.db);
    expect(applied.rows.map((row) => row.name)).toEqual([
      '0001_news_and_analytics',
      '0002_leads_and_outbox',
      '0003_admin',
      '0004_clinics',
      '0005_rate_limits',
      '0006_retention_and_scheduled_runs',
      '0007_news_images',
      '0008_lead_flashes_and_content_versions',
      '0009_outbox_lease_token',
      '0010_admin_setup_claim',
      '0011_lead_postal_code_and_reading',
      '0012_lead_owners_and_due_dates',
      '0013_lead_first_response',
      '0014_lead_duplicates',
      '0015_webhooks',
      '0016_alerts',
      '0017_form_defences',
      '0018_lead_match_lookup',
      '0019_staff_accounts',
      '0020_lead_search_index',
      '0021_large_tables',
      '0022_brochures_and_materials',
      '0023_lead_shipments',
      '0027_follow_up_index',
      '0028_follow_up_materials_index',
      '0029_recovery_code_lookup',
      '0030_digest_indexes',
      '0032_digest_owing_index',
      '0033_factor_guess_limit_and_pending_totp',
      '0034_brochure_checks',
      '0035_address_parts_and_entry_funnel',
      '0036_lead_screening',
      '0037_first_touch_and_offline_source',
      '0038_site_fact_versions',
      '0039_stages_activities_and_lost_reasons',
      '0040_lead_import',
      '0041_factor_releases',
      '0042_post_queue_and_dispatch_settings',
      '0043_next_step_work_index',
      '0055_site_photos',
      '0060_demo_booking',
    ]);
    const rows = await t.db.selectFrom('news').select('id').execute();
    expect(rows).toEqual([{ id: 'kept' }]);
  });

  it('applies the column defaults', async () => {
    await migrateToLatest(t.db);
    await t.db
      .insertInto('news')
      .values({
        id: 'd',
        title: 't',
        content: 'c',
        publish_date: '2026-01-01',
        created_at: '2026-01-01T00:00:00.000Z',
        updated_at: '2026-01-01T00:00:00.000Z',
      })
      .execute();
    const row = await t.db
      .selectFrom('news')
      .select(['is_important', 'locale', 'status', 'url', 'thumbnail'])
      .executeTakeFirstOrThrow();
    expect({ ...row, is_important: Boolean(row.is_important) }).toEqual({
      is_important: false,
      locale: 'ja',
      status: 'published',
      url: null,
      thumbnail: null,
    });
  });

  it('rejects an unknown news status', async () => {
    await migrateToLatest(t.db);
    const insert = sql`insert into news (id, title, content, publish_date, status, created_at, updated_at)
      values ('x', 't', 'c', '2026-01-01', 'archived', 'now', 'now')`.execute(t.db);
    await expect(insert).rejects.toThrow();
  });

  it('keeps one clinic per name and address, and one per WordPress id', async () => {
    await migrateToLatest(t.db);
    const row = (id: string, address: string, wordpressId: string | null) => ({
      id,
      clinic_name: '医院',
      address,
      prefecture: '東京都',
      services: 's',
      doctor: 'd',
      wordpress_id: wordpressId,
      created_at: 'now',
      updated_at: 'now',
    });
    await t.db
      .insertInto('clinics')
      .values(row('a', '東京都1', null))
      .execute();
    await t.db
      .insertInto('clinics')
      .values(row('b', '東京都2', null))
      .execute();
    await expect(
      t.db
        .insertInto('clinics')
        .values(row('c', '東京都1', null))
        .execute(),
    ).rejects.toThrow();
    await t.db
      .insertInto('clinics')
      .values(row('d', '東京都3', '7'))
      .execute();
    await expect(
      t.db
        .insertInto('clinics')
        .values(row('e', '東京都4', '7'))
        .execute(),
    ).rejects.toThrow();
    const status =
      sql`insert into clinics (id, clinic_name, address, prefecture, services, doctor, status, created_at, updated_at)
      values ('f', 'n', 'a', '東京都', 's', 'd', 'archived', 'now', 'now')`.execute(t.db);
    await expect(status).rejects.toThrow();
  });
  it('links the mail jobs written before request_id existed to their requests', async () => {
    for (const migration of [m0001, m0002, m0003, m0004]) await migration.up(t.db as never);
    const job = (id: string, kind: string, payload: string) =>
      sql`insert into outbox_jobs (id, kind, payload, status, attempts, next_attempt_at, created_at, updated_at)
        values (${id}, ${kind}, ${payload}, 'sent', 1, 'now', 'now', 'now')`.execute(t.db);
    await job('j1', 'lead.staff_notification', JSON.stringify({ requestId: 'lead-a' }));
    await job('j2', 'lead.auto_reply', JSON.stringify({ requestId: 'lead-a' }));
    await job('j3', 'other.kind', JSON.stringify({ requestId: 'not-a-lead' }));
    await m0006.up(t.db as never);
    const rows = await t.db.selectFrom('outbox_jobs').select(['id', 'request_id']).orderBy('id').execute();
    expect(rows).toEqual([
      { id: 'j1', request_id: 'lead-a' },
      { id: 'j2', request_id: 'lead-a' },
      { id: 'j3', request_id: null },
    ]);
    await t.db.insertInto('login_throttle').values({ key: 'ip:x', failures: 1, last_failure_at: 'now' }).execute();
    expect(await t.db.selectFrom('login_throttle').select('refused').executeTakeFirst()).toEqual({ refused: 0 });
  });

  it('answers the health check', async () => {
    expect(await checkDb(t.db)).toBe(true);
    expect(dialectOf(t.db)).toBe(backend);
  });

  it.runIf(backend === 'postgres')('keeps databases in separate schemas apart', async () => {
    // Another schema in the same database already has Kysely's bookkeeping tables.
    const other = await openSchemaBeside(t.current);
    try {
      await migrateToLatest(t.db);
      const tables = await sql<{ table_name: string }>`select table_name from information_schema.tables
        where table_schema = ${t.current.location} order by table_name`.execute(t.db);
      expect(tables.rows.map((row) => row.table_name)).toEqual([
        'account_policy',
        'admin_invitations',
        'admin_passkeys',
        'admin_password_resets',
        'admin_recovery_codes',
        'admin_sessions',
        'admin_setup_claim',
        'admin_setup_tokens',
        'admin_users',
        'alerts',
        'analytics_events',
        'assignment_rules',
        'audit_log',
        'brochure_versions',
        'brochures',
        'clinic_update_log',
        'clinics',
        'closure_days',
        'content_versions',
        'demo_bookings',
        'demo_claims',
        'demo_feeds',
        'demo_settings',
        'demo_staff',
        'demo_staff_days',
        'demo_travel',
        'demo_units',
        'dispatch_settings',
        'factor_releases',
        'follow_up_settings',
        'kysely_migration',
        'kysely_migration_lock',
        'lead_activities',
        'lead_flashes',
        'lead_import_batches',
        'lead_import_mappings',
        'lead_import_uploads',
        'lead_matches',
        'lead_post_queue',
        'lead_shipments',
        'lead_stage_events',
        'lead_status_events',
        'login_throttle',
        'lost_reasons',
        'material_downloads',
        'material_links',
        'material_requests',
        'materials_sent',
        'materials_settings',
        'news',
        'news_image_aliases',
        'news_images',
        'outbox_attempts',
        'outbox_jobs',
        'page_views',
        'rate_limits',
        'scheduled_runs',
        'server_secrets',
        'site_fact_versions',
        'site_photo_variants',
        'site_photos',
        'used_challenges',
        'webauthn_challenges',
        'webhook_endpoints',
      ]);
    } finally {
      await other.cleanup();
    }
  });
});
