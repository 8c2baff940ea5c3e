import { sql } from 'kysely';
import { describe, expect, it, vi } from 'vitest';
import { listLeads } from '../../../../src/server/leads/inbox.server.ts';
import {
  leadSearchText,
  SEARCH_MATCH_LIMIT,
  SHORT_QUERY_SCAN,
} from '../../../../src/server/leads/lead-search.server.ts';
import { leadSearchWorker } from '../../../../src/server/leads/search-worker.server.ts';
import * as m0020 from '../../../../src/server/platform/migrations/0020_lead_search_index.ts';
import { testBackends, useTestDb } from '../../../setup/db.ts';
import { buildLead, createLead } from '../../../setup/factories.ts';

vi.setConfig({ testTimeout: 60_000 });

describe.each(testBackends())('indexed lead search on %s', (backend) => {
  const t = useTestDb(backend);
  const found = async (q: string) => (await listLeads(t.db, { q })).rows.map((row) => row.id).sort();

  it('finds substrings of three characters or more through the index, kept in step with every write', async () => {
    await createLead(t.db, { id: 'a', name: '佐藤 健一', name_kana: 'サトウ　ケンイチ', phone: '0312345678' });
    await createLead(t.db, { id: 'b', name: '加藤 美咲', organization: 'みどりクリニック', postal_code: '1040061' });
    expect(await found('ｻﾄｳｹﾝ')).toEqual(['a']);
    expect(await found('とう')).toEqual(['a']);
    expect(await found('みどりく')).toEqual(['b']);
    expect(await found('104-0061')).toEqual(['b']);
    expect(await found('〒104')).toEqual(['b']);
    expect(await found('3-1234-56')).toEqual(['a']);
    // Quotes and FTS5 syntax are text.
    for (const q of ['"', '" OR "', 'NEAR(a b)', 'sa*', '{phone} : 0', '^佐藤', 'a\u0000b\u0001c\u001b[31m\u007f']) {
      expect(await found(q), q).toEqual([]);
    }

    // An update of the searched fields (retention's anonymisation) and a deletion reach the index.
    const fields = { name: '匿名', email: 'anon@example.invalid', organization: '' };
    await t.db
      .updateTable('material_requests')
      .set({ ...fields, phone: '', postal_code: null, name_kana: null, search_text: leadSearchText(fields) })
      .where('id', '=', 'a')
      .execute();
    expect(await found('サトウ')).toEqual([]);
    expect(await found('0312345678')).toEqual([]);
    expect(await found('匿名')).toEqual(['a']);
    await t.db.deleteFrom('material_requests').where('id', '=', 'b').execute();
    expect(await found('みどりく')).toEqual([]);
    if (backend === 'sqlite') {
      // The external-content index agrees with the table, row for row.
      await sql`insert into material_requests_fts (material_requests_fts, rank) values ('integrity-check', 1)`.execute(
        t.db,
      );
    }
  });

  it('looks for one or two characters among the newest leads only, and says so', async () => {
    const old = new Date('2020-01-01T00:00:00.000Z').getTime();
    const rows = Array.from({ length: SHORT_QUERY_SCAN }, (_, i) =>
      buildLead({ id: `n-${i}`, name: `山田 ${i}`, created_at: new Date(old + (i + 1) * 60_000).toISOString() }),
    );
    for (let i = 0; i < rows.length; i += 500) {
      await t.db
        .insertInto('material_requests')
        .values(rows.slice(i, i + 500))
        .execute();
    }
    // Older than the newest SHORT_QUERY_SCAN: out of reach of a short query, found by a longer one.
    await createLead(t.db, { id: 'oldest', name: '林 一', created_at: new Date(old).toISOString() });
    const short = await listLeads(t.db, { q: '林' });
    expect(short.rows).toEqual([]);
    expect(short.shortSearch).toBe(true);
    const longer = await listLeads(t.db, { q: '林 一' });
    expect(longer.rows.map((row) => row.id)).toEqual(['oldest']);
    expect(longer.shortSearch).toBe(false);
    await createLead(t.db, { id: 'newest', name: '林 二' });
    expect(await found('林')).toEqual(['newest']);
  });

  it.runIf(backend === 'sqlite')('matches on a worker thread what it matches here, newest first', async () => {
    await createLead(t.db, { id: 'w1', name: '渡辺 一', created_at: '2026-01-01T00:00:00.000Z' });
    const worker = leadSearchWorker(t.current.location);
    try {
      // Written after the worker opened its connection: it reads the committed rows.
      await createLead(t.db, { id: 'w2', name: '渡辺 二', created_at: '2026-01-02T00:00:00.000Z' });
      await createLead(t.db, { id: 'w3', name: '渡辺 三', created_at: '2026-01-03T00:00:00.000Z' });
      const viaWorker = await listLeads(t.db, { q: 'わたなべ' }, undefined, { searchIndex: worker });
      expect(viaWorker.rows.map((row) => row.id)).toEqual([]);
      const names = await listLeads(t.db, { q: '渡辺 ' }, undefined, { searchIndex: worker });
      expect(names.rows.map((row) => row.id)).toEqual(['w3', 'w2', 'w1']);
      expect(await worker.match('search_text : "渡辺 "', 2)).toHaveLength(2);
      await expect(worker.match('search_text : "unclosed', 10)).rejects.toThrow();
      // A NUL reaches the worker without the query plugin: the phrase must still close.
      const nul = await listLeads(t.db, { q: 'a\u0000b\u0001c' }, undefined, { searchIndex: worker });
      expect(nul.rows).toEqual([]);
      expect((await listLeads(t.db, { q: '渡辺 三' }, undefined, { searchIndex: worker })).rows).toHaveLength(1);
    } finally {
      await worker.close();
    }
  });

  it.runIf(backend === 'sqlite')('lists and counts the newest matches when the index has too many', async () => {
    const start = Date.parse('2026-01-01T00:00:00.000Z');
    const rows = Array.from({ length: SEARCH_MATCH_LIMIT + 1 }, (_, i) =>
      buildLead({
        id: `c-${i}`,
        organization: '共通クリニック',
        created_at: new Date(start + i * 60_000).toISOString(),
      }),
    );
    for (let i = 0; i < rows.length; i += 500) {
      await t.db
        .insertInto('material_requests')
        .values(rows.slice(i, i + 500))
        .execute();
    }
    const page = await listLeads(t.db, { q: '共通クリ' });
    expect(page.searchCapped).toBe(true);
    expect(page.totalAtLeast).toBe(true);
    expect(page.total).toBe(SEARCH_MATCH_LIMIT);
    expect(page.atLeast.pending).toBe(true);
    expect(page.rows[0]?.id).toBe(`c-${SEARCH_MATCH_LIMIT}`);
    const precise = await listLeads(t.db, { q: '共通クリ', from: '2026-01-01', to: '2026-01-01' });
    expect(precise.searchCapped).toBe(true);
  });

  it('fills the index for the leads stored before it (migration 0020)', async () => {
    await m0020.down(t.db as never);
    await createLead(t.db, { id: 'before', name: '高橋 三郎', phone: '09011112222' });
    await m0020.up(t.db as never);
    expect(await found('高橋 三')).toEqual(['before']);
    expect(await found('090-1111')).toEqual(['before']);
    await createLead(t.db, { id: 'after', name: '高橋 四郎' });
    expect(await found('高橋')).toEqual(['after', 'before']);
  });
});
