import { describe, expect, it, vi } from 'vitest';
import { listAudit } from '../../../../src/server/accounts/audit.server.ts';
import { listLeads, parseLeadFilter } from '../../../../src/server/leads/inbox.server.ts';
import { getLeadDetail } from '../../../../src/server/leads/lead-detail.server.ts';
import { markDuplicate, undoDuplicate } from '../../../../src/server/leads/lead-duplicates.server.ts';
import { testBackends, useTestDb } from '../../../setup/db.ts';
import { createLead } from '../../../setup/factories.ts';

vi.setConfig({ testTimeout: 30_000 });

const staff = { id: 'u-staff', email: 'staff@example.jp', role: 'staff' as const };
const admin = { id: 'u-admin', email: 'admin@example.jp', role: 'admin' as const };
const now = new Date('2026-11-24T01:00:00.000Z');

describe.each(testBackends())('marking duplicates on %s', (backend) => {
  const t = useTestDb(backend);

  const lead = (id: string) =>
    t.db.selectFrom('material_requests').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  const ids = async (query: string) =>
    (await listLeads(t.db, parseLeadFilter(new URLSearchParams(query)))).rows.map((row) => row.id);

  it('closes the lead with a link to the original, in its history and the audit log', async () => {
    const original = await createLead(t.db, { id: 'original', created_at: '2026-11-01T00:00:00.000Z' });
    await createLead(t.db, { id: 'repeat', created_at: '2026-11-02T00:00:00.000Z' });

    expect(await markDuplicate(t.db, { id: 'repeat', of: 'original', actor: staff, ip: '10.0.0.1', now })).toEqual({
      ok: true,
    });

    expect(await lead('repeat')).toMatchObject({
      status: 'closed',
      duplicate_of: original.id,
      updated_at: now.toISOString(),
      // Marking a duplicate answers nobody: no first response is recorded.
      first_response_at: null,
    });
    const detail = await getLeadDetail(t.db, 'repeat');
    expect(detail?.history.map((e) => [e.from_status, e.to_status, e.note, e.actor_email])).toEqual([
      ['pending', 'closed', '重複として処理', 'staff@example.jp'],
    ]);
    const log = await listAudit(t.db, { action: 'lead.mark_duplicate' }, 1);
    expect(log.rows.map((row) => [row.target_id, JSON.parse(row.detail ?? '{}'), row.ip])).toEqual([
      ['repeat', { of: 'original', from: 'pending' }, '10.0.0.1'],
    ]);
  });

  it('hides a duplicate from the inbox and its counts unless duplicates=1 asks for them', async () => {
    await createLead(t.db, { id: 'original', created_at: '2026-11-01T00:00:00.000Z' });
    await createLead(t.db, { id: 'repeat', created_at: '2026-11-02T00:00:00.000Z' });
    await createLead(t.db, { id: 'closed', created_at: '2026-11-03T00:00:00.000Z', status: 'closed' });
    await markDuplicate(t.db, { id: 'repeat', of: 'original', actor: staff, now });

    expect(await ids('')).toEqual(['closed', 'original']);
    expect(await ids('status=closed')).toEqual(['closed']);
    expect((await listLeads(t.db, {})).counts).toMatchObject({ pending: 1, closed: 1 });

    expect(parseLeadFilter(new URLSearchParams('duplicates=1'))).toEqual({ duplicates: true });
    expect(parseLeadFilter(new URLSearchParams('duplicates=yes'))).toEqual({});
    expect(await ids('duplicates=1')).toEqual(['closed', 'repeat', 'original']);
    expect(await ids('duplicates=1&status=closed')).toEqual(['closed', 'repeat']);
    const all = await listLeads(t.db, { duplicates: true });
    expect(all.counts).toMatchObject({ pending: 1, closed: 2 });
    expect(all.rows.find((row) => row.id === 'repeat')).toMatchObject({ status: 'closed', duplicateOf: 'original' });
  });

  it('refuses itself, missing leads, a loop, spam and a lead marked already', async () => {
    await createLead(t.db, { id: 'a' });
    await createLead(t.db, { id: 'b' });
    await createLead(t.db, { id: 'c' });
    await createLead(t.db, { id: 'spam', status: 'spam' });
    const mark = (id: string, of: string) => markDuplicate(t.db, { id, of, actor: staff, now });

    expect(await mark('a', 'a')).toEqual({ ok: false, problem: 'self' });
    expect(await mark('missing', 'a')).toEqual({ ok: false, problem: 'notFound' });
    expect(await mark('a', 'missing')).toEqual({ ok: false, problem: 'originalNotFound' });
    expect(await mark('spam', 'a')).toEqual({ ok: false, problem: 'spam' });
    expect(await mark('b', 'a')).toEqual({ ok: true });
    expect(await mark('a', 'b')).toEqual({ ok: false, problem: 'loop' });
    expect(await mark('b', 'c')).toEqual({ ok: false, problem: 'conflict' });
    expect((await lead('b')).duplicate_of).toBe('a');
    expect((await listAudit(t.db, { action: 'lead.mark_duplicate' }, 1)).total).toBe(1);
  });

  it('undoes a marking: back to pending, in the history and audited as an undo', async () => {
    await createLead(t.db, { id: 'original' });
    await createLead(t.db, { id: 'repeat', status: 'contacted', first_response_at: '2026-11-20T00:00:00.000Z' });
    await markDuplicate(t.db, { id: 'repeat', of: 'original', actor: staff, now });
    const later = new Date(now.getTime() + 60_000);

    expect(await undoDuplicate(t.db, { id: 'repeat', actor: admin, ip: '10.0.0.2', now: later })).toEqual({ ok: true });

    expect(await lead('repeat')).toMatchObject({
      status: 'pending',
      duplicate_of: null,
      first_response_at: '2026-11-20T00:00:00.000Z',
    });
    expect(await ids('')).toContain('repeat');
    const history = (await getLeadDetail(t.db, 'repeat'))?.history ?? [];
    expect(history.map((e) => [e.from_status, e.to_status, e.note])).toEqual([
      ['contacted', 'closed', '重複として処理'],
      ['closed', 'pending', '重複の指定を取り消し'],
    ]);
    const log = await listAudit(t.db, { action: 'lead.mark_duplicate' }, 1);
    expect(log.rows.map((row) => JSON.parse(row.detail ?? '{}'))).toEqual([
      { undo: true, of: 'original' },
      { of: 'original', from: 'contacted' },
    ]);
    expect(await undoDuplicate(t.db, { id: 'repeat', actor: admin, now: later })).toEqual({
      ok: false,
      problem: 'conflict',
    });
    expect(await undoDuplicate(t.db, { id: 'missing', actor: admin, now: later })).toEqual({
      ok: false,
      problem: 'notFound',
    });
  });

  it('keeps a duplicate staff have since marked as spam as spam when undone', async () => {
    await createLead(t.db, { id: 'original' });
    await createLead(t.db, { id: 'repeat' });
    await markDuplicate(t.db, { id: 'repeat', of: 'original', actor: staff, now });
    await t.db.updateTable('material_requests').set({ status: 'spam' }).where('id', '=', 'repeat').execute();
    expect(await undoDuplicate(t.db, { id: 'repeat', actor: staff, now })).toEqual({ ok: true });
    expect(await lead('repeat')).toMatchObject({ status: 'spam', duplicate_of: null });
    expect((await getLeadDetail(t.db, 'repeat'))?.history).toHaveLength(1);
  });
});
