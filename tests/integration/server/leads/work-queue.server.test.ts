import { describe, expect, it, vi } from 'vitest';
import { listLeads, parseLeadFilter } from '../../../../src/server/leads/inbox.server.ts';
import { workChipActive, workChipQuery, workQueueCounts } from '../../../../src/server/leads/work-queue.server.ts';
import { testBackends, useTestDb } from '../../../setup/db.ts';
import { createAdmin, createLead } from '../../../setup/factories.ts';

vi.setConfig({ testTimeout: 30_000 });

describe('the work chips', () => {
  it('are inbox URLs the filter reads back, each current only under its own filter', () => {
    const filter = parseLeadFilter(new URLSearchParams(workChipQuery('dueToday')));
    expect(filter).toEqual({ due: 'today', sort: 'due' });
    expect(workChipActive('dueToday', filter)).toBe(true);
    expect(workChipActive('overdue', filter)).toBe(false);
    expect(workChipActive('unassigned', parseLeadFilter(new URLSearchParams('owner=none&status=pending&q=abc')))).toBe(
      true,
    );
    expect(workChipActive('unassigned', parseLeadFilter(new URLSearchParams('owner=none')))).toBe(false);
  });
});

describe.each(testBackends())('the work queue on %s', (backend) => {
  const t = useTestDb(backend);
  // 12:00 in Japan on Friday 27 November 2026.
  const now = '2026-11-27T03:00:00.000Z';

  it('counts and lists 本日期限, 期限超過, 未割り当て and 要確認 as the inbox filters them', async () => {
    const me = await createAdmin(t.db, { role: 'staff' });
    const today = await createLead(t.db, { name: '本日 一郎', owner_id: me.id, due_at: '2026-11-27T09:00:00.000Z' });
    // Due tonight at 23:59 in Japan: still today.
    const tonight = await createLead(t.db, { name: '今夜 二郎', owner_id: null, due_at: '2026-11-27T14:59:00.000Z' });
    // Late since this morning: 期限超過, not 本日期限.
    const late = await createLead(t.db, { name: '超過 三郎', owner_id: me.id, due_at: '2026-11-27T00:00:00.000Z' });
    // Tomorrow in Japan.
    await createLead(t.db, { name: '明日 四郎', owner_id: me.id, due_at: '2026-11-27T15:00:00.000Z' });
    // Due today but its materials are sent.
    await createLead(t.db, {
      name: '送付済 五郎',
      owner_id: null,
      status: 'materials_sent',
      materials_sent_at: '2026-11-26T01:00:00.000Z',
      due_at: '2026-11-27T09:00:00.000Z',
    });
    const held = await createLead(t.db, {
      name: '要確認 六郎',
      owner_id: me.id,
      review: true,
      due_at: '2026-12-01T09:00:00.000Z',
    });

    const counts = await workQueueCounts(t.db, now);
    expect(counts).toEqual({
      dueToday: { count: 2, atLeast: false },
      overdue: { count: 1, atLeast: false },
      unassigned: { count: 1, atLeast: false },
      review: { count: 1, atLeast: false },
    });
    const list = async (key: Parameters<typeof workChipQuery>[0]) =>
      (await listLeads(t.db, { ...parseLeadFilter(new URLSearchParams(workChipQuery(key))), now })).rows.map(
        (row) => row.id,
      );
    expect(await list('dueToday')).toEqual([today.id, tonight.id]);
    expect(await list('overdue')).toEqual([late.id]);
    expect(await list('unassigned')).toEqual([tonight.id]);
    expect(await list('review')).toEqual([held.id]);
  });
});
