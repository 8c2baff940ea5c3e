import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { checkDb, dialectOf } from '../../src/server/db.server.ts';
import { migrateToLatest } from '../../src/server/migrate.server.ts';
import { openTestDb, testBackends, useTestDb } from '../setup/db.ts';

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
    expect(columns('analytics_events')).toEqual(['created_at', 'id', 'label', 'locale', 'name', 'path'].sort());

    const indexQuery =
      backend === 'sqlite'
        ? sql<{ name: string }>`select name from sqlite_master where type = 'index' and name like '%_idx'`
        : sql<{
            name: string;
          }>`select indexname as name from pg_indexes where schemaname = current_schema() and indexname like '%_idx'`;
    const indexes = (await indexQuery.execute(t.db)).rows.map((row) => row.name).sort();
    expect(indexes).toEqual([
      'analytics_events_name_created_at_idx',
      'material_requests_email_product_created_at_idx',
      'material_requests_status_created_at_idx',
      'news_locale_status_publish_date_idx',
      'outbox_attempts_job_id_idx',
      'outbox_jobs_status_next_attempt_at_idx',
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
    expect(applied.rows.map((row) => row.name)).toEqual(['0001_news_and_analytics', '0002_leads_and_outbox']);
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

  it('answers the health check', async () => {
    expect(await checkDb(t.db)).toBe(true);
    expect(dialectOf(t.db)).toBe(backend);
  });

  it.runIf(backend === 'postgres')('keeps databases in separate schemas apart', async () => {
    // Another schema on the same server already has Kysely's bookkeeping tables.
    const other = await openTestDb(backend);
    try {
      await migrateToLatest(t.db);
      const tables = await sql<{ table_name: string }>`select table_name from information_schema.tables
        where table_schema = ${t.current.location} order by table_name`.execute(t.db);
      expect(tables.rows.map((row) => row.table_name)).toEqual([
        'analytics_events',
        'kysely_migration',
        'kysely_migration_lock',
        'material_requests',
        'news',
        'outbox_attempts',
        'outbox_jobs',
      ]);
    } finally {
      await other.cleanup();
    }
  });
});
