/**
 * Composing a digest reads its leads in bounded chunks: a backlog of any size composes, where
 * one IN list failed from 40,000 ids on SQLite and 70,000 on PostgreSQL (issue 23).
 */
import { describe, expect, it, vi } from 'vitest';
import { leadUrlOn } from '../../../../src/actions/paths.ts';
import { type DigestPayload, digestJobId } from '../../../../src/server/follow-up/digest.server.ts';
import { composeDigestJob } from '../../../../src/server/follow-up/digest-job.server.ts';
import { testBackends, useTestDb } from '../../../setup/db.ts';
import { createAdmin, createLead } from '../../../setup/factories.ts';

vi.setConfig({ testTimeout: 60_000 });

const leadUrl = leadUrlOn('https://www.example.jp');

describe.each(testBackends())('digest composition on %s', (backend) => {
  const t = useTestDb(backend);

  async function job(userId: string, own: string[], unassigned: string[] = []) {
    const payload: DigestPayload = {
      day: '2026-11-26',
      userId,
      leads: { own, materials: [], unassigned, overdue: [] },
    };
    return { id: digestJobId('2026-11-26', userId), payload: JSON.stringify(payload) };
  }

  it('reads more leads than one chunk, and lists them in the order chosen at 9:00', async () => {
    const owner = await createAdmin(t.db, { displayName: '佐藤 花子', role: 'admin' });
    const ids: string[] = [];
    for (let i = 0; i < 12; i += 1) {
      const lead = await createLead(t.db, {
        id: `lead-${String(i).padStart(2, '0')}`,
        name: `顧客 ${i}`,
        owner_id: owner.id,
        due_at: '2026-11-25T09:00:00.000Z',
      });
      ids.push(lead.id as string);
    }
    // Not in id order: the payload's order is what the mail keeps.
    const order = [...ids].reverse();
    const message = await composeDigestJob({ db: t.db, staff: { leadUrl } }, await job(owner.id, order), { chunk: 5 });
    const text = message?.text ?? '';
    const positions = order.map((id) => text.indexOf(`/admin/leads/${id}`));
    expect(positions.every((p) => p >= 0)).toBe(true);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
  });

  it('composes a payload naming 70,000 leads, past both databases’ parameter limits', async () => {
    const owner = await createAdmin(t.db, { displayName: '佐藤 花子', role: 'admin' });
    const kept = await createLead(t.db, { name: '残る 顧客', owner_id: owner.id, due_at: '2026-11-25T09:00:00.000Z' });
    // Most were deleted on request since 9:00: only the one left is listed.
    const gone = Array.from({ length: 70_000 }, (_, i) => `gone-${i}`);
    const message = await composeDigestJob(
      { db: t.db, staff: { leadUrl } },
      await job(owner.id, [...gone, kept.id as string]),
    );
    expect(message?.text).toContain('残る 顧客');
    expect(message?.subject).toContain('期限超過 1件');
  });

  it('counts a section cut short at 9:00 from the payload’s totals, and a whole one from its leads', async () => {
    const owner = await createAdmin(t.db, { displayName: '佐藤 花子', role: 'admin' });
    const lead = await createLead(t.db, { name: '最初 顧客', owner_id: owner.id, due_at: '2026-11-25T09:00:00.000Z' });
    const payload: DigestPayload = {
      day: '2026-11-26',
      userId: owner.id,
      leads: { own: [lead.id as string], materials: [], unassigned: [], overdue: [] },
      totals: { own: 12_345, materials: 0, unassigned: 0, overdue: 0, marks: { overdue: 12_345, dueToday: 0 } },
    };
    const message = await composeDigestJob(
      { db: t.db, staff: { leadUrl } },
      { id: digestJobId('2026-11-26', owner.id), payload: JSON.stringify(payload) },
    );
    expect(message?.subject).toBe('【資料送付期限】本日期限 0件・期限超過 10,000件以上（2026年11月26日）');
    expect(message?.text).toContain('■ あなたの担当（未対応）：10,000件以上');
    expect(message?.text).toContain('最初 顧客');
  });
});
