import { describe, expect, it, vi } from 'vitest';
import { INBOX_PAGE_SIZE, listLeads, parseLeadFilter } from '../../../../src/server/leads/inbox.server.ts';
import { getLeadDetail } from '../../../../src/server/leads/lead-detail.server.ts';
import { clearSentPayloads } from '../../../../src/server/privacy/retention.server.ts';
import { testBackends, useTestDb } from '../../../setup/db.ts';
import { createLead } from '../../../setup/factories.ts';

vi.setConfig({ testTimeout: 30_000 });

describe('inbox filter parsing', () => {
  it('keeps known values and drops the rest', () => {
    const filter = parseLeadFilter(
      new URLSearchParams(
        "status=contacted&product=co2-laser&locale=en&from=2026-01-01&to=2026-02-30x&q=%20' or 1=1 --%20&x=1",
      ),
    );
    expect(filter).toEqual({
      status: 'contacted',
      product: 'co2-laser',
      locale: 'en',
      from: '2026-01-01',
      q: "' or 1=1 --",
    });
    expect(parseLeadFilter(new URLSearchParams('status=deleted&product=<script>&locale=fr'))).toEqual({});
  });
});

describe.each(testBackends())('leads inbox on %s', (backend) => {
  const t = useTestDb(backend);

  it('lists newest first with counts per status, filters and search', async () => {
    await createLead(t.db, { name: '佐藤 一郎', created_at: '2026-03-01T01:00:00.000Z', product: 'co2-laser' });
    await createLead(t.db, {
      name: '鈴木 次郎',
      organization: 'Suzuki Clinic',
      email: 'Jiro@Example.jp',
      phone: '0311112222',
      created_at: '2026-03-02T01:00:00.000Z',
      status: 'contacted',
      locale: 'en',
    });
    await createLead(t.db, { name: '高橋 三郎', created_at: '2026-03-03T01:00:00.000Z', status: 'spam' });

    const all = await listLeads(t.db, {});
    expect(all.rows.map((r) => r.name)).toEqual(['高橋 三郎', '鈴木 次郎', '佐藤 一郎']);
    expect(all.counts).toEqual({ pending: 1, contacted: 1, materials_sent: 0, closed: 0, spam: 1 });

    const names = async (filter: Parameters<typeof listLeads>[1]) =>
      (await listLeads(t.db, filter)).rows.map((r) => r.name);
    expect(await names({ status: 'contacted' })).toEqual(['鈴木 次郎']);
    expect(await names({ product: 'co2-laser' })).toEqual(['佐藤 一郎']);
    expect(await names({ locale: 'en' })).toEqual(['鈴木 次郎']);
    // Japan-time days: 2026-03-02 JST runs from 2026-03-01T15:00Z.
    expect(await names({ from: '2026-03-02', to: '2026-03-02' })).toEqual(['鈴木 次郎']);
    expect(await names({ q: 'suzuki clinic' })).toEqual(['鈴木 次郎']);
    expect(await names({ q: 'jiro@example' })).toEqual(['鈴木 次郎']);
    expect(await names({ q: '03-1111-2222' })).toEqual(['鈴木 次郎']);
    expect(await names({ q: '佐藤' })).toEqual(['佐藤 一郎']);
    // Search text is data, never SQL or a pattern.
    for (const q of ["' or 1=1 --", '%', '_', '"; drop table material_requests; --', '\\']) {
      expect(await names({ q }), q).toEqual([]);
    }
    // The counts follow every filter but the status.
    const counted = await listLeads(t.db, { status: 'contacted', locale: 'en' });
    expect(counted.counts).toEqual({ pending: 0, contacted: 1, materials_sent: 0, closed: 0, spam: 0 });
  });

  it('pages by 50 and shows the staff notification state', async () => {
    const base = Date.parse('2026-03-01T00:00:00.000Z');
    for (let i = 0; i < INBOX_PAGE_SIZE + 3; i += 1) {
      await createLead(t.db, { created_at: new Date(base + i * 60_000).toISOString() }, { jobs: 'sent' });
    }
    await createLead(t.db, { created_at: new Date(base + 999 * 60_000).toISOString() }, { jobs: 'failed' });
    const first = await listLeads(t.db, {}, 1);
    expect(first.rows).toHaveLength(INBOX_PAGE_SIZE);
    expect(first.pageCount).toBe(2);
    expect(first.rows[0]?.notification).toBe('failed');
    expect(first.rows[1]?.notification).toBe('sent');
    const second = await listLeads(t.db, {}, 2);
    expect(second.rows).toHaveLength(4);
    expect(new Set([...first.rows, ...second.rows].map((r) => r.id)).size).toBe(INBOX_PAGE_SIZE + 4);
    expect((await listLeads(t.db, {}, 99)).page).toBe(2);
  });

  it('still shows a sent notification once retention has cleared its payload', async () => {
    const lead = await createLead(t.db, { created_at: '2026-01-01T00:00:00.000Z' }, { jobs: 'sent' });
    expect(await clearSentPayloads(t.db, { days: 30, now: new Date('2026-03-01T00:00:00.000Z') })).toBe(2);
    const { rows } = await listLeads(t.db, {});
    expect(rows.map((row) => [row.id, row.notification])).toEqual([[lead.id, 'sent']]);
    const detail = await getLeadDetail(t.db, lead.id as string);
    expect(detail?.jobs.map(({ job }) => [job.status, job.payload])).toEqual([
      ['sent', '{}'],
      ['sent', '{}'],
    ]);
  });
});
