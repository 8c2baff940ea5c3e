import { describe, expect, it, vi } from 'vitest';
import { INBOX_PAGE_SIZE, type LeadFilter, listLeads } from '../../../../src/server/leads/inbox.server.ts';
import {
  COUNT_LIMIT,
  encodeLeadCursor,
  type LeadCursor,
  parseLeadCursor,
} from '../../../../src/server/leads/inbox-paging.server.ts';
import type { Db } from '../../../../src/server/platform/db.server.ts';
import { testBackends, useTestDb } from '../../../setup/db.ts';
import { buildLead, createLead } from '../../../setup/factories.ts';

vi.setConfig({ testTimeout: 60_000 });

const BASE = Date.parse('2026-03-01T00:00:00.000Z');
const at = (minute: number) => new Date(BASE + minute * 60_000).toISOString();

/** `count` leads a minute apart, oldest first, in batches; `row` overrides per index. */
async function insertLeads(db: Db, count: number, row: (i: number) => Parameters<typeof buildLead>[0] = () => ({})) {
  for (let done = 0; done < count; done += 500) {
    const rows = Array.from({ length: Math.min(500, count - done) }, (_, k) => {
      const i = done + k;
      return buildLead({ id: `p-${String(i).padStart(6, '0')}`, created_at: at(i), ...row(i) });
    });
    await db.insertInto('material_requests').values(rows).execute();
  }
}

const cursorOf = (token: string | null, direction: LeadCursor['direction']): LeadCursor => {
  const parsed = parseLeadCursor(new URLSearchParams({ [direction]: token ?? '' }));
  if (!parsed.ok || !parsed.cursor) throw new Error(`no cursor in ${token}`);
  return parsed.cursor;
};

describe('inbox cursors', () => {
  it('reads back what it wrote and refuses anything else', () => {
    const token = encodeLeadCursor({ createdAt: '2026-03-01T00:00:00.000Z', id: 'lead-1' });
    expect(parseLeadCursor(new URLSearchParams({ after: token }))).toEqual({
      ok: true,
      cursor: { createdAt: '2026-03-01T00:00:00.000Z', id: 'lead-1', direction: 'after' },
    });
    expect(parseLeadCursor(new URLSearchParams())).toEqual({ ok: true, cursor: undefined });
    const b64 = (text: string) => Buffer.from(text).toString('base64url');
    for (const query of [
      `after=${token}&before=${token}`,
      'after=',
      'after=%FF%FE',
      'before=not*base64',
      `after=${b64('2026-03-01T00:00:00.000Z')}`,
      `after=${b64('yesterday|lead-1')}`,
      `after=${b64('2026-02-30T25:00:00.000Z|lead-1')}`,
      `after=${b64("2026-03-01T00:00:00.000Z|' or 1=1 --")}`,
      `after=${b64('2026-03-01T00:00:00.000Z|a|b')}`,
      `after=${'A'.repeat(5000)}`,
    ]) {
      expect(parseLeadCursor(new URLSearchParams(query)), query).toEqual({ ok: false });
    }
  });
});

describe.each(testBackends())('inbox keyset paging on %s', (backend) => {
  const t = useTestDb(backend);

  it('pages forward and back by cursor, stable while leads arrive, filters kept', async () => {
    await insertLeads(t.db, 2 * INBOX_PAGE_SIZE + 10, (i) => ({
      status: i % 2 === 0 ? 'pending' : 'closed',
      // Two leads share each timestamp: the id breaks the tie.
      created_at: at(Math.floor(i / 2)),
    }));
    const first = await listLeads(t.db, {});
    expect(first.rows).toHaveLength(INBOX_PAGE_SIZE);
    expect(first.previousCursor).toBeNull();
    expect(first.rows[0]?.id).toBe('p-000109');

    // A lead arriving now does not move the pages behind the first one.
    await createLead(t.db, { id: 'newcomer', created_at: at(10_000) });
    const second = await listLeads(t.db, {}, cursorOf(first.nextCursor, 'after'));
    const third = await listLeads(t.db, {}, cursorOf(second.nextCursor, 'after'));
    const seen = [...first.rows, ...second.rows, ...third.rows].map((row) => row.id);
    expect(seen).toEqual(Array.from({ length: 110 }, (_, i) => `p-${String(109 - i).padStart(6, '0')}`));
    expect(third.rows).toHaveLength(10);
    expect(third.nextCursor).toBeNull();

    const back = await listLeads(t.db, {}, cursorOf(third.previousCursor, 'before'));
    expect(back.rows.map((row) => row.id)).toEqual(second.rows.map((row) => row.id));
    expect(back.nextCursor).not.toBeNull();
    // The page before is the one seen first; the newcomer is above it, one more step back,
    // where fewer than a page remain: then the first page as a fresh visit shows it.
    const again = await listLeads(t.db, {}, cursorOf(back.previousCursor, 'before'));
    expect(again.rows.map((row) => row.id)).toEqual(first.rows.map((row) => row.id));
    const top = await listLeads(t.db, {}, cursorOf(again.previousCursor, 'before'));
    expect(top.rows[0]?.id).toBe('newcomer');
    expect(top.rows).toHaveLength(INBOX_PAGE_SIZE);
    expect(top.previousCursor).toBeNull();

    // With a filter, the cursor walks only the filtered rows.
    const filter: LeadFilter = { status: 'closed' };
    const closed1 = await listLeads(t.db, filter);
    const closed2 = await listLeads(t.db, filter, cursorOf(closed1.nextCursor, 'after'));
    expect([...closed1.rows, ...closed2.rows].every((row) => row.status === 'closed')).toBe(true);
    expect(closed1.rows.length + closed2.rows.length).toBe(55);
    expect(closed2.nextCursor).toBeNull();
    expect(closed2.previousCursor).not.toBeNull();
  });

  it('counts exactly up to the limit, then says at least', async () => {
    await insertLeads(t.db, COUNT_LIMIT + 5, (i) => ({ status: i < 3 ? 'spam' : 'closed' }));
    const page = await listLeads(t.db, {});
    expect(page.counts).toEqual({ pending: 0, contacted: 0, materials_sent: 0, closed: COUNT_LIMIT, spam: 3 });
    expect(page.totalAtLeast).toBe(true);
    const spam = await listLeads(t.db, { status: 'spam' });
    expect(spam.total).toBe(3);
    expect(spam.totalAtLeast).toBe(false);
  });
});
