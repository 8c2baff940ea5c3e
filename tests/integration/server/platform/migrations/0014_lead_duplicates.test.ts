import { type Kysely, sql } from 'kysely';
import { describe, expect, it, vi } from 'vitest';
import * as m0001 from '../../../../../src/server/platform/migrations/0001_news_and_analytics.ts';
import * as m0002 from '../../../../../src/server/platform/migrations/0002_leads_and_outbox.ts';
import * as m0003 from '../../../../../src/server/platform/migrations/0003_admin.ts';
import * as m0004 from '../../../../../src/server/platform/migrations/0004_clinics.ts';
import * as m0005 from '../../../../../src/server/platform/migrations/0005_rate_limits.ts';
import * as m0006 from '../../../../../src/server/platform/migrations/0006_retention_and_scheduled_runs.ts';
import * as m0007 from '../../../../../src/server/platform/migrations/0007_news_images.ts';
import * as m0008 from '../../../../../src/server/platform/migrations/0008_lead_flashes_and_content_versions.ts';
import * as m0009 from '../../../../../src/server/platform/migrations/0009_outbox_lease_token.ts';
import * as m0010 from '../../../../../src/server/platform/migrations/0010_admin_setup_claim.ts';
import * as m0011 from '../../../../../src/server/platform/migrations/0011_lead_postal_code_and_reading.ts';
import * as m0012 from '../../../../../src/server/platform/migrations/0012_lead_owners_and_due_dates.ts';
import * as m0013 from '../../../../../src/server/platform/migrations/0013_lead_first_response.ts';
import * as m0014 from '../../../../../src/server/platform/migrations/0014_lead_duplicates.ts';
import { testBackends, useTestDb } from '../../../../setup/db.ts';

vi.setConfig({ testTimeout: 60_000 });

describe.each(testBackends())('migration 0014 on %s', (backend) => {
  const t = useTestDb(backend, { migrate: false });

  it('gives the leads before it their keys, none to spam or anonymised ones, in batches', async () => {
    const db = t.db as unknown as Kysely<unknown>;
    for (const migration of [
      m0001,
      m0002,
      m0003,
      m0004,
      m0005,
      m0006,
      m0007,
      m0008,
      m0009,
      m0010,
      m0011,
      m0012,
      m0013,
    ]) {
      await migration.up(db);
    }
    const insert = (
      id: string,
      fields: { email: string; phone: string; organization: string; address: string; postal?: string | null },
      status = 'pending',
      key = `key-${id}`,
    ) =>
      sql`insert into material_requests (id, name, email, organization, position, phone, postal_code, address,
        product, purpose, status, request_date, locale, agreement_version, idempotency_key, created_at, updated_at)
        values (${id}, '名前', ${fields.email}, ${fields.organization}, '院長', ${fields.phone}, ${fields.postal ?? null},
        ${fields.address}, 'other', '目的', ${status}, '2026-01-01T00:00:00.000Z', 'ja', '2026-01-01', ${key},
        '2026-01-01T00:00:00.000Z', '2026-01-01T00:00:00.000Z')`.execute(db);
    await insert('a', {
      email: 'Ｈａｎａｋｏ＠Ｅｘａｍｐｌｅ．ｊｐ',
      phone: '0312345678',
      organization: '医療法人社団 さくら会',
      address: '東京都港区虎ノ門1-1-1',
    });
    await insert('b', {
      email: 'jiro@example.jp',
      phone: '+8613800138000',
      organization: '株式会社',
      address: '港区虎ノ門1-1-1',
      postal: '1050001',
    });
    await insert('c', {
      email: 'ｓａｋｕｒａ@example.jp',
      phone: '0312345678',
      organization: 'ｻｸﾗ会',
      address: '港区',
      postal: '1050001',
    });
    await insert(
      'spam',
      { email: 'hanako@example.jp', phone: '0312345678', organization: 'さくら会', address: '東京都' },
      'spam',
    );
    // Anonymised: the placeholders every such row shares.
    await insert('anon', { email: '', phone: '', organization: '', address: '' }, 'closed', 'anonymised:anon');
    // More rows than the backfill reads at a time.
    for (let i = 0; i < 1010; i += 50) {
      const values = Array.from(
        { length: 50 },
        (_, j) =>
          sql`(${`z${String(i + j).padStart(4, '0')}`}, '名前', ${`z${i + j}@example.jp`}, '組織', '院長', '0612345678',
            '大阪府', 'other', '目的', '2026-01-01', 'ja', 'v', ${`key-z${i + j}`}, 'now', 'now')`,
      );
      await sql`insert into material_requests (id, name, email, organization, position, phone, address, product,
        purpose, request_date, locale, agreement_version, idempotency_key, created_at, updated_at)
        values ${sql.join(values)}`.execute(db);
    }

    await m0014.up(db);

    const rows = await t.db
      .selectFrom('material_requests')
      .select(['id', 'email_key', 'phone_key', 'org_key', 'duplicate_of'])
      .where('id', 'in', ['a', 'b', 'c', 'spam', 'anon', 'z1009'])
      .orderBy('id')
      .execute();
    expect(rows).toEqual([
      {
        id: 'a',
        email_key: 'hanako@example.jp',
        phone_key: '+81312345678',
        org_key: '東京都|サクラ会',
        duplicate_of: null,
      },
      { id: 'anon', email_key: null, phone_key: null, org_key: null, duplicate_of: null },
      { id: 'b', email_key: 'jiro@example.jp', phone_key: '+8613800138000', org_key: null, duplicate_of: null },
      {
        id: 'c',
        email_key: 'sakura@example.jp',
        phone_key: '+81312345678',
        org_key: '東京都|サクラ会',
        duplicate_of: null,
      },
      { id: 'spam', email_key: null, phone_key: null, org_key: null, duplicate_of: null },
      {
        id: 'z1009',
        email_key: 'z1009@example.jp',
        phone_key: '+81612345678',
        org_key: '大阪府|組織',
        duplicate_of: null,
      },
    ]);
    const missing = await t.db
      .selectFrom('material_requests')
      .select('id')
      .where('email_key', 'is', null)
      .where('id', 'like', 'z%')
      .execute();
    expect(missing).toEqual([]);
    // Links are made when a lead arrives, not here.
    expect(await t.db.selectFrom('lead_matches').selectAll().execute()).toEqual([]);

    await m0014.down(db);
    const columns = (await t.db.introspection.getTables())
      .find((table) => table.name === 'material_requests')
      ?.columns.map((column) => column.name);
    expect(columns).not.toContain('email_key');
    expect(columns).not.toContain('duplicate_of');
  });
});
