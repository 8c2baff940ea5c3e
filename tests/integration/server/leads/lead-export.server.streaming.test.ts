import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { adminCopy } from '../../../../src/content/admin/index.ts';
import { exportColumns } from '../../../../src/domain/lead/export-columns.ts';
import { exportCells, findCp932Problems, leadsForExport } from '../../../../src/server/leads/lead-export.server.ts';
import { type CsvCell, cp932Unencodable, csvStream } from '../../../../src/server/platform/csv.server.ts';
import { spoolCsv } from '../../../../src/server/platform/csv-spool.server.ts';
import { testBackends, useTestDb } from '../../../setup/db.ts';
import { buildLead } from '../../../setup/factories.ts';

vi.setConfig({ testTimeout: 30_000 });

const header = exportColumns.map((column) => adminCopy.ja.exportColumns[column]);
const dirs: string[] = [];
afterEach(async () => {
  for (const dir of dirs.splice(0)) await rm(dir, { recursive: true, force: true });
});
async function scratch(): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'spool-'));
  dirs.push(dir);
  return dir;
}

describe.each(testBackends())('streamed lead export on %s', (backend) => {
  const t = useTestDb(backend);

  /** 40 leads, five to a timestamp, so every batch of 7 ends inside a run of equal created_at. */
  async function seed(extra: Parameters<typeof buildLead>[0][] = []): Promise<void> {
    const rows = Array.from({ length: 40 }, (_, i) =>
      buildLead({
        id: `lead-${String(i).padStart(3, '0')}`,
        created_at: `2026-03-0${1 + Math.floor(i / 5)}T00:00:00.000Z`,
      }),
    );
    await t.db
      .insertInto('material_requests')
      .values([...rows, ...extra.map((o) => buildLead(o))])
      .execute();
  }

  const rows = (filter = {}, batch = 7) =>
    (async function* () {
      for await (const lead of leadsForExport(t.db, filter, { batch })) yield exportCells(lead, (_, v) => v ?? '');
    })();

  it('reads (created_at, id) newest first across batch edges where created_at is equal, none skipped or repeated', async () => {
    await seed();
    const seen: { created_at: string; id: string }[] = [];
    for await (const lead of leadsForExport(t.db, {}, { batch: 7 }))
      seen.push({ created_at: lead.created_at, id: lead.id });
    const expected = await t.db
      .selectFrom('material_requests')
      .select(['created_at', 'id'])
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .execute();
    expect(seen).toEqual(expected);
    expect(seen).toHaveLength(40);
  });

  it('lets timers run between batches, so a long export never holds the event loop', async () => {
    await seed();
    // A turn of the event loop counted each time it comes round (node:sqlite alone never yields).
    let ticks = 0;
    let running = true;
    const turn = (): void => {
      ticks += 1;
      if (running) setImmediate(turn);
    };
    setImmediate(turn);
    let leads = 0;
    for await (const _ of leadsForExport(t.db, {}, { batch: 7 })) leads += 1;
    running = false;
    expect(leads).toBe(40);
    // Six batches: the loop came round at least once between each.
    expect(ticks).toBeGreaterThanOrEqual(5);
  });

  it('spools a CP932 export in one walk and streams it whole; UTF-8 and CP932 hold the same text', async () => {
    await seed();
    const dir = await scratch();
    const spooled = await spoolCsv(csvStream(header, rows(), 'cp932'), dir);
    expect(spooled.ok).toBe(true);
    if (!spooled.ok) return;
    const sjis = new TextDecoder('shift_jis').decode(await new Response(spooled.body).arrayBuffer());
    const utf8 = await new Response(csvStream(header, rows(), 'utf8')).text();
    expect(sjis).toBe(utf8.replace(/^\uFEFF/, ''));
    expect(sjis.split('\r\n')).toHaveLength(42);
    // The scratch file was unlinked when opened: nothing stays on disk.
    expect(await readdir(dir)).toEqual([]);
  });

  it('refuses a CP932 export at a lead CP932 cannot carry in a later batch, and the inbox lists it', async () => {
    // Oldest, so it is read in the last batch, after many rows were already encoded.
    await seed([{ id: 'lead-old', name: '𠮷野 花子', created_at: '2025-01-01T00:00:00.000Z' }]);
    const dir = await scratch();
    const spooled = await spoolCsv(csvStream(header, rows(), 'cp932'), dir);
    expect(spooled).toEqual({ ok: false, reason: 'unencodable' });
    expect(await readdir(dir)).toEqual([]);
    const problems = await findCp932Problems(t.db, {}, cp932Unencodable);
    expect(problems).toMatchObject({ more: false, rows: [{ id: 'lead-old', name: '𠮷野 花子', chars: ['𠮷'] }] });
  });

  it('releases the database when the CP932 check stops early', async () => {
    await seed([{ id: 'lead-new', name: '𠮷野 花子', created_at: '2027-01-01T00:00:00.000Z' }]);
    let released = false;
    async function* watched(): AsyncGenerator<CsvCell[]> {
      try {
        yield* rows();
      } finally {
        released = true;
      }
    }
    const spooled = await spoolCsv(csvStream(header, watched(), 'cp932'), await scratch());
    expect(spooled.ok).toBe(false);
    expect(released).toBe(true);
  });
});
