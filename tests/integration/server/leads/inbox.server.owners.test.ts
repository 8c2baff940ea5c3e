import { describe, expect, it, vi } from 'vitest';
import { leadFilterQuery, listLeads, parseLeadFilter } from '../../../../src/server/leads/inbox.server.ts';
import { recordExport } from '../../../../src/server/leads/lead-export.server.ts';
import { testBackends, useTestDb } from '../../../setup/db.ts';
import { createAdmin, createLead } from '../../../setup/factories.ts';

vi.setConfig({ testTimeout: 30_000 });

describe('inbox owner, overdue and sort parameters', () => {
  it('reads owner, overdue and sort from the URL, and the viewer only from the caller', () => {
    expect(parseLeadFilter(new URLSearchParams('owner=me&overdue=1&sort=due&viewer=u-x&now=2020'), 'u-1')).toEqual({
      owner: 'me',
      overdue: true,
      sort: 'due',
      viewer: 'u-1',
    });
    expect(parseLeadFilter(new URLSearchParams('owner=none'))).toEqual({ owner: 'none' });
    expect(parseLeadFilter(new URLSearchParams('owner=0b4f-12ab'))).toEqual({ owner: '0b4f-12ab' });
    expect(parseLeadFilter(new URLSearchParams("owner=' or 1=1&overdue=yes&sort=name"))).toEqual({});
  });

  it('writes them back to the URL without the viewer or the clock', () => {
    expect(
      leadFilterQuery({ owner: 'me', overdue: true, sort: 'due', viewer: 'u-1', now: '2026-01-01T00:00:00.000Z' }),
    ).toBe('?owner=me&overdue=1&sort=due');
  });
});

describe.each(testBackends())('inbox owners and due dates on %s', (backend) => {
  const t = useTestDb(backend);
  const now = '2026-11-24T03:00:00.000Z';

  async function seed() {
    const me = await createAdmin(t.db, { role: 'staff', displayName: '佐藤' });
    const colleague = await createAdmin(t.db, { role: 'staff', displayName: '鈴木' });
    // Due yesterday and still pending: overdue.
    const late = await createLead(t.db, {
      name: '期限超過 一郎',
      owner_id: me.id,
      created_at: '2026-11-19T01:00:00.000Z',
      due_at: '2026-11-23T09:00:00.000Z',
    });
    // Due before now but its materials went in time: not overdue. (The due date means
    // "materials sent by" since issue 24; a 連絡済み lead without them would be late.)
    const answered = await createLead(t.db, {
      name: '対応済 二郎',
      owner_id: colleague.id,
      status: 'materials_sent',
      materials_sent_at: '2026-11-19T01:00:00.000Z',
      created_at: '2026-11-18T01:00:00.000Z',
      due_at: '2026-11-20T09:00:00.000Z',
    });
    // Due tomorrow, nobody's.
    const open = await createLead(t.db, {
      name: '未割当 三郎',
      owner_id: null,
      created_at: '2026-11-24T01:00:00.000Z',
      due_at: '2026-11-26T09:00:00.000Z',
    });
    // Spam has no due date.
    const spam = await createLead(t.db, {
      name: 'スパム 四郎',
      status: 'spam',
      owner_id: null,
      created_at: '2026-11-24T02:00:00.000Z',
      due_at: null,
    });
    return { me, colleague, late, answered, open, spam };
  }

  const names = async (filter: Parameters<typeof listLeads>[1]) =>
    (await listLeads(t.db, { now, ...filter })).rows.map((row) => row.name);

  it('shows each lead’s owner and due date, and marks leads whose materials are past due', async () => {
    const { me, colleague } = await seed();
    await t.db.updateTable('admin_users').set({ disabled: true }).where('id', '=', colleague.id).execute();
    const { rows } = await listLeads(t.db, { now });
    const byName = new Map(rows.map((row) => [row.name, row]));
    expect(byName.get('期限超過 一郎')).toMatchObject({
      owner: { id: me.id, name: '佐藤', disabled: false },
      dueAt: '2026-11-23T09:00:00.000Z',
      overdue: true,
    });
    expect(byName.get('対応済 二郎')).toMatchObject({ owner: { name: '鈴木', disabled: true }, overdue: false });
    expect(byName.get('未割当 三郎')).toMatchObject({ owner: null, overdue: false });
    expect(byName.get('スパム 四郎')).toMatchObject({ owner: null, dueAt: null, overdue: false });
  });

  it('filters to my leads, unassigned ones, one account’s and overdue ones', async () => {
    const { me, colleague } = await seed();
    expect(await names({ owner: 'me', viewer: me.id })).toEqual(['期限超過 一郎']);
    expect(await names({ owner: 'me', viewer: colleague.id })).toEqual(['対応済 二郎']);
    // 'me' without a viewer is nobody, never everyone.
    expect(await names({ owner: 'me' })).toEqual([]);
    expect(await names({ owner: 'none' })).toEqual(['スパム 四郎', '未割当 三郎']);
    expect(await names({ owner: colleague.id })).toEqual(['対応済 二郎']);
    expect(await names({ overdue: true })).toEqual(['期限超過 一郎']);
    expect(await names({ overdue: true, owner: 'none' })).toEqual([]);
    // Seen a week later, the open lead is late too.
    expect(await names({ overdue: true, now: '2026-12-01T00:00:00.000Z' })).toEqual(['未割当 三郎', '期限超過 一郎']);
    const counts = (await listLeads(t.db, { overdue: true, now })).counts;
    expect(counts).toEqual({ pending: 1, contacted: 0, materials_sent: 0, closed: 0, spam: 0 });
  });

  it('counts a 連絡済み lead without materials past its due date as overdue, and one with them as not', async () => {
    const { me } = await seed();
    await createLead(t.db, {
      name: '連絡済 五郎',
      owner_id: me.id,
      status: 'contacted',
      created_at: '2026-11-17T01:00:00.000Z',
      due_at: '2026-11-19T09:00:00.000Z',
    });
    // Sent by link on time, the status left at 連絡済み: nothing owed.
    await createLead(t.db, {
      name: '送付済 六郎',
      owner_id: me.id,
      status: 'contacted',
      materials_sent_at: '2026-11-18T01:00:00.000Z',
      created_at: '2026-11-16T01:00:00.000Z',
      due_at: '2026-11-18T09:00:00.000Z',
    });
    const byName = new Map((await listLeads(t.db, { now })).rows.map((row) => [row.name, row]));
    expect(byName.get('連絡済 五郎')).toMatchObject({ overdue: true });
    expect(byName.get('送付済 六郎')).toMatchObject({ overdue: false });
    expect(await names({ overdue: true })).toEqual(['期限超過 一郎', '連絡済 五郎']);
    const counts = (await listLeads(t.db, { overdue: true, now })).counts;
    expect(counts).toEqual({ pending: 1, contacted: 1, materials_sent: 0, closed: 0, spam: 0 });
  });

  it('sorts soonest due first, leads without a due date last', async () => {
    await seed();
    expect(await names({ sort: 'due' })).toEqual(['対応済 二郎', '期限超過 一郎', '未割当 三郎', 'スパム 四郎']);
    expect(await names({})).toEqual(['スパム 四郎', '未割当 三郎', '期限超過 一郎', '対応済 二郎']);
  });

  it('keeps the viewer and the clock out of the export’s audit entry', async () => {
    const me = await createAdmin(t.db, { role: 'staff' });
    await recordExport(t.db, {
      filter: { owner: 'me', overdue: true, viewer: me.id, now },
      encoding: 'utf8',
      actor: { ...me, role: 'staff' },
    });
    const row = await t.db
      .selectFrom('audit_log')
      .select('detail')
      .where('action', '=', 'lead.export')
      .executeTakeFirst();
    expect(JSON.parse(row?.detail ?? '{}')).toEqual({ filter: { owner: 'me', overdue: true }, encoding: 'utf8' });
  });
});
