import { describe, expect, it, vi } from 'vitest';
import { adminCopy } from '../../../../src/content/admin/index.ts';
import { exportColumns } from '../../../../src/domain/lead/export-columns.ts';
import { listAudit } from '../../../../src/server/accounts/audit.server.ts';
import { parseLeadFilter } from '../../../../src/server/leads/inbox.server.ts';
import {
  exportCells,
  findCp932Problems,
  leadsForExport,
  recordExport,
} from '../../../../src/server/leads/lead-export.server.ts';
import { type CsvCell, cp932Unencodable, csvStream } from '../../../../src/server/platform/csv.server.ts';
import { testBackends, useTestDb } from '../../../setup/db.ts';
import { createAdmin, createLead } from '../../../setup/factories.ts';

vi.setConfig({ testTimeout: 30_000 });

const admin = { id: 'u-admin', email: 'admin@example.jp', role: 'admin' as const };

describe.each(testBackends())('lead export on %s', (backend) => {
  const t = useTestDb(backend);

  it('audits an export with its filter but not the text typed into the search', async () => {
    await recordExport(t.db, {
      filter: parseLeadFilter(new URLSearchParams('status=pending&q=山田 花子')),
      encoding: 'utf8',
      actor: admin,
    });
    await recordExport(t.db, { filter: {}, encoding: 'cp932', actor: admin });
    const { rows } = await listAudit(t.db, { action: 'lead.export' }, 1);
    expect(rows.map((row) => JSON.parse(row.detail ?? '{}')).reverse()).toEqual([
      { filter: { status: 'pending', search: true }, encoding: 'utf8' },
      { filter: {}, encoding: 'cp932' },
    ]);
    expect(JSON.stringify(rows)).not.toContain('山田');
  });

  it('exports the owner by name, the due date, the first response and the lead it duplicates, in UTF-8 and CP932', async () => {
    const owner = await createAdmin(t.db, { displayName: '営業 太郎', role: 'staff' });
    const original = await createLead(t.db, { created_at: '2026-11-20T01:00:00.000Z' });
    await createLead(t.db, {
      name: '重複 花子',
      created_at: '2026-11-24T01:00:00.000Z',
      owner_id: owner.id,
      due_at: '2026-11-26T09:00:00.000Z',
      first_response_at: '2026-11-24T05:30:00.000Z',
      duplicate_of: original.id as string,
      status: 'closed',
    });
    const header = exportColumns.map((column) => adminCopy.ja.exportColumns[column]);
    expect(header.slice(-5)).toEqual(['受付ID', '担当者', '資料送付期限', '初回対応', '重複元']);
    // The route formats dates; here they stay as stored, so the cells can be checked as such.
    const rows: CsvCell[][] = [];
    for await (const lead of leadsForExport(t.db, { duplicates: true }))
      rows.push(exportCells(lead, (_, value) => value ?? ''));
    const cell = (row: CsvCell[] | undefined, label: string) => row?.[header.indexOf(label)];
    expect(rows).toHaveLength(2);
    const [duplicate, unassigned] = rows;
    expect(cell(duplicate, '担当者')).toBe('営業 太郎');
    expect(cell(duplicate, '資料送付期限')).toBe('2026-11-26T09:00:00.000Z');
    expect(cell(duplicate, '初回対応')).toBe('2026-11-24T05:30:00.000Z');
    expect(cell(duplicate, '重複元')).toBe(original.id);
    expect([cell(unassigned, '担当者'), cell(unassigned, '初回対応'), cell(unassigned, '重複元')]).toEqual([
      '',
      '',
      '',
    ]);

    async function* again() {
      for await (const lead of leadsForExport(t.db, { duplicates: true }))
        yield exportCells(lead, (_, value) => value ?? '');
    }
    const utf8 = await new Response(csvStream(header, again(), 'utf8')).text();
    expect(utf8.split('\r\n')[0]?.endsWith(',受付ID,担当者,資料送付期限,初回対応,重複元')).toBe(true);
    expect(utf8).toContain(`,営業 太郎,2026-11-26T09:00:00.000Z,2026-11-24T05:30:00.000Z,${original.id}\r\n`);
    const sjis = new TextDecoder('shift_jis').decode(
      await new Response(csvStream(header, again(), 'cp932')).arrayBuffer(),
    );
    expect(sjis).toBe(utf8.replace(/^\uFEFF/, ''));

    // An owner's name CP932 cannot hold stops a Shift_JIS export like any other text.
    await t.db.updateTable('admin_users').set({ display_name: '𠮷田 営業' }).where('id', '=', owner.id).execute();
    expect((await findCp932Problems(t.db, { duplicates: true }, cp932Unencodable)).rows).toMatchObject([
      { name: '重複 花子', chars: ['𠮷'] },
    ]);
  });

  it('exports every filtered lead in keyset batches, and finds what CP932 cannot hold', async () => {
    const same = '2026-03-01T00:00:00.000Z';
    // More than one batch, many sharing one timestamp: the keyset must not skip or repeat.
    for (let i = 0; i < 1203; i += 1) {
      await createLead(t.db, { created_at: i % 3 === 0 ? same : new Date(Date.parse(same) + i * 1000).toISOString() });
    }
    await createLead(t.db, { name: '𠮷野 花子', locale: 'en' });
    const ids: string[] = [];
    for await (const lead of leadsForExport(t.db, {})) ids.push(lead.id);
    expect(ids).toHaveLength(1204);
    expect(new Set(ids).size).toBe(1204);

    const unencodable = (text: string) => [...new Set([...text].filter((c) => (c.codePointAt(0) ?? 0) > 0xffff))];
    const problems = await findCp932Problems(t.db, {}, unencodable);
    expect(problems).toMatchObject({ more: false, rows: [{ name: '𠮷野 花子', chars: ['𠮷'] }] });
    expect((await findCp932Problems(t.db, { locale: 'ja' }, unencodable)).rows).toEqual([]);
  });
});
