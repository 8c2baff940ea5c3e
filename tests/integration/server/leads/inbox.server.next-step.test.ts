/**
 * The inbox works from the lead's stage and next step (issue 42): each row carries them, the list
 * sorts by next step (soonest first, none last), and the chips 次の予定が今日 and 次の予定を過ぎた
 * filter by Japan's day, through an index on both databases.
 */
import { sql } from 'kysely';
import { describe, expect, it, vi } from 'vitest';
import { nextStepDeadline } from '../../../../src/domain/lead/activities.ts';
import { leadStatuses } from '../../../../src/domain/lead/statuses.ts';
import {
  applyFilter,
  baseQuery,
  inboxPageRows,
  type LeadFilter,
  listLeads,
  parseLeadFilter,
} from '../../../../src/server/leads/inbox.server.ts';
import { COUNT_LIMIT } from '../../../../src/server/leads/inbox-paging.server.ts';
import { workChipActive, workChipQuery } from '../../../../src/server/leads/work-queue.server.ts';
import { insertBulkLeads } from '../../../setup/bulk-leads.ts';
import { testBackends, useTestDb } from '../../../setup/db.ts';
import { createLead } from '../../../setup/factories.ts';
import { queryPlan } from '../../../setup/query-plan.ts';

vi.setConfig({ testTimeout: 30_000 });

// 12:00 in Japan on Friday 27 November 2026.
const now = '2026-11-27T03:00:00.000Z';
const step = (on: string, text: string) => ({
  next_step: text,
  next_step_on: on,
  next_step_due_at: nextStepDeadline(on),
});

describe('the next-step chips', () => {
  it('are inbox URLs the filter reads back, in next-step order', () => {
    expect(parseLeadFilter(new URLSearchParams(workChipQuery('nextToday')))).toEqual({ next: 'today', sort: 'next' });
    expect(parseLeadFilter(new URLSearchParams(workChipQuery('nextLate')))).toEqual({ next: 'late', sort: 'next' });
    expect(parseLeadFilter(new URLSearchParams('next=soon&sort=later'))).toEqual({});
    const late = parseLeadFilter(new URLSearchParams('next=late&sort=next'));
    expect(workChipActive('nextLate', late)).toBe(true);
    expect(workChipActive('nextToday', late)).toBe(false);
  });
});

describe.each(testBackends())('the inbox by next step on %s', (backend) => {
  const t = useTestDb(backend);

  it('shows each lead’s stage and next step, sorts by it and filters today’s and past ones', async () => {
    const yesterday = await createLead(t.db, {
      name: '昨日 一郎',
      status: 'contacted',
      ...step('2026-11-26', '見積の送付'),
    });
    const today = await createLead(t.db, {
      name: '今日 二郎',
      status: 'contacted',
      stage: 'meeting',
      ...step('2026-11-27', 'デモ日程'),
    });
    const tomorrow = await createLead(t.db, {
      name: '明日 三郎',
      status: 'materials_sent',
      stage: 'quote',
      ...step('2026-11-28', '電話'),
    });
    const none = await createLead(t.db, { name: '予定なし 四郎' });
    await createLead(t.db, { name: 'スパム 五郎', status: 'spam', ...step('2026-11-25', '—') });

    const page = async (query: string) =>
      (await listLeads(t.db, { ...parseLeadFilter(new URLSearchParams(query)), now }, 1)).rows;
    const names = async (query: string) => (await page(query)).map((row) => row.name);

    expect(await names('sort=next')).toEqual(['スパム 五郎', '昨日 一郎', '今日 二郎', '明日 三郎', '予定なし 四郎']);
    expect(await names('next=today&sort=next')).toEqual(['今日 二郎']);
    // Past: the day ended in Japan; spam is never work.
    expect(await names('next=late&sort=next')).toEqual(['昨日 一郎']);
    // Tonight at 23:59 in Japan the step is still today's; at midnight it is past.
    const late = async (at: string) =>
      (await listLeads(t.db, { ...parseLeadFilter(new URLSearchParams('next=late')), now: at })).rows.map((r) => r.id);
    expect(await late('2026-11-27T14:59:00.000Z')).toEqual([yesterday.id]);
    expect((await late('2026-11-27T15:00:01.000Z')).sort()).toEqual([yesterday.id, today.id].sort());

    const rows = await page('sort=next');
    expect(rows.find((row) => row.id === today.id)).toMatchObject({
      stage: 'meeting',
      nextStep: { on: '2026-11-27', text: 'デモ日程', late: false },
    });
    expect(rows.find((row) => row.id === yesterday.id)).toMatchObject({
      stage: null,
      nextStep: { on: '2026-11-26', text: '見積の送付', late: true },
      overdue: true,
    });
    expect(rows.find((row) => row.id === tomorrow.id)).toMatchObject({ stage: 'quote', nextStep: { late: false } });
    expect(rows.find((row) => row.id === none.id)).toMatchObject({ stage: null, nextStep: null });
  });

  it('reads the chips’ lists and their per-status counts from an index', async () => {
    // Many leads without a next step and a few with one; PostgreSQL's planner gets its statistics
    // (autovacuum's in production), SQLite's runs without, as the server's does.
    await insertBulkLeads(t.db, 2_000);
    for (let n = 0; n < 20; n += 1)
      await createLead(t.db, { status: 'contacted', ...step(`2026-11-2${n % 9}`, '電話') });
    if (backend === 'postgres') await sql`analyze material_requests`.execute(t.db);
    const expectIndexed = (text: string) => {
      expect(text).toMatch(/material_requests_next_step_(due|work)_idx/);
      expect(text).not.toMatch(/SCAN material_requests(?! USING)|Seq Scan/);
    };
    for (const next of ['today', 'late'] as const) {
      const filter: LeadFilter = { next, sort: 'next', now };
      const list = inboxPageRows(applyFilter(baseQuery(t.db), filter, { status: true }), filter).limit(50);
      expectIndexed(await queryPlan(t.db, list));
      for (const status of leadStatuses) {
        const counted = applyFilter(baseQuery(t.db), filter, { status: false })
          .where('status', '=', status)
          .select('id')
          .limit(COUNT_LIMIT);
        const text = await queryPlan(t.db, counted);
        // Each status's count is one range of the open next steps' index (migration 0043).
        expect(text).toContain('material_requests_next_step_work_idx');
        expectIndexed(text);
      }
    }
  });
});
