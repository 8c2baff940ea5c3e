/**
 * Queueing a day's digests reads, per owner and section, the first leads and a capped count
 * (issue 23): a backlog of tens of thousands of due leads queues on both databases, each section
 * names the first DIGEST_SECTION_LIMIT leads that one query over every due lead, sorted in
 * memory, chose before, and counts the rest (up to DIGEST_COUNT_CAP).
 */
import { sql } from 'kysely';
import { describe, expect, it, vi } from 'vitest';
import { isBusinessDay, japanDate } from '../../../../src/server/follow-up/business-days.server.ts';
import {
  DIGEST_JOB_KIND,
  type DigestPayload,
  digestJobId,
  queueDailyDigests,
} from '../../../../src/server/follow-up/digest.server.ts';
import { DIGEST_COUNT_CAP, DIGEST_SECTION_LIMIT } from '../../../../src/server/follow-up/digest-leads.server.ts';
import { insertRealisticLeads } from '../../../setup/bulk-leads.ts';
import { testBackends, useTestDb } from '../../../setup/db.ts';
import { createAdmin } from '../../../setup/factories.ts';

vi.setConfig({ testTimeout: 180_000 });

const LEADS = 50_000;
/** 10:00 in Japan on the first business day a week from now: every bulk lead is due by then. */
function digestMorning(): Date {
  let at = Date.now() + 7 * 86_400_000;
  while (!isBusinessDay(japanDate(new Date(at)), new Set())) at += 86_400_000;
  return new Date(`${japanDate(new Date(at))}T10:00:00+09:00`);
}

describe.each(testBackends())('digest queue over a large backlog on %s', (backend) => {
  const t = useTestDb(backend);

  it(`queues digests over ${LEADS.toLocaleString('en')} leads, most of them owed materials, its first leads as one query would, and counts the rest`, async () => {
    const [staffA, staffB, admin] = await Promise.all([
      createAdmin(t.db, { role: 'staff' }),
      createAdmin(t.db, { role: 'staff' }),
      createAdmin(t.db, { role: 'admin' }),
    ]);
    await insertRealisticLeads(t.db, LEADS, { owners: [staffA.id, staffB.id, admin.id], sales: false });
    // A backlog: whatever was answered or closed is back to 連絡済み without materials.
    await t.db
      .updateTable('material_requests')
      .set({ status: 'contacted' })
      .where('status', 'in', ['materials_sent', 'closed'])
      .execute();
    const now = digestMorning();
    // As autovacuum would after a bulk load: PostgreSQL plans the keyset ranges from statistics.
    if (backend === 'postgres') await sql`analyze material_requests`.execute(t.db);
    const run = await queueDailyDigests(t.db, now, { closures: new Set() });
    if (run.status !== 'queued') throw new Error(`no digest on ${run.day}: ${run.status}`);
    expect([...run.userIds].sort()).toEqual([staffA.id, staffB.id, admin.id].sort());

    // What the one query and the sort in memory chose (the code before issue 23's item 5).
    const cutoff = new Date(`${run.day}T09:00:00+09:00`).toISOString();
    const endOfDay = new Date(`${run.day}T24:00:00+09:00`).toISOString();
    const rows = (
      await t.db
        .selectFrom('material_requests')
        .select(['id', 'owner_id', 'due_at', 'created_at', 'status', 'materials_sent_at'])
        .where('status', 'in', ['pending', 'contacted'])
        .execute()
    )
      .filter((l) =>
        l.status === 'pending'
          ? (l.due_at !== null && l.due_at < endOfDay) || l.owner_id === null
          : l.materials_sent_at === null && l.due_at !== null && l.due_at < endOfDay,
      )
      .sort((a, b) => {
        const key = (l: typeof a) => [l.due_at ?? '\uffff', l.created_at, l.id];
        const [x, y] = [key(a), key(b)];
        for (let i = 0; i < 3; i += 1) if (x[i] !== y[i]) return (x[i] ?? '') < (y[i] ?? '') ? -1 : 1;
        return 0;
      });
    expect(rows.length).toBeGreaterThan(40_000);
    const ids = (filter: (l: (typeof rows)[number]) => boolean) => rows.filter(filter).map((l) => l.id);
    const expected = (userId: string, role: 'admin' | 'staff') => ({
      own: ids((l) => l.status === 'pending' && l.owner_id === userId),
      materials: ids((l) => l.status === 'contacted' && l.owner_id === userId),
      unassigned: role === 'admin' ? ids((l) => l.status === 'pending' && l.owner_id === null) : [],
      overdue:
        role === 'admin'
          ? ids((l) => l.owner_id !== null && l.owner_id !== userId && l.due_at !== null && l.due_at < cutoff)
          : [],
    });

    const jobs = await t.db.selectFrom('outbox_jobs').selectAll().where('kind', '=', DIGEST_JOB_KIND).execute();
    const payloadOf = (userId: string) =>
      JSON.parse(jobs.find((job) => job.id === digestJobId(run.day, userId))?.payload ?? '{}') as DigestPayload;
    const capped = (n: number) => Math.min(n, DIGEST_COUNT_CAP);
    for (const [user, role] of [
      [staffA, 'staff'],
      [staffB, 'staff'],
      [admin, 'admin'],
    ] as const) {
      const all = expected(user.id, role);
      const { leads, totals } = payloadOf(user.id);
      for (const section of ['own', 'materials', 'unassigned', 'overdue'] as const) {
        expect(leads[section]).toEqual(all[section].slice(0, DIGEST_SECTION_LIMIT));
        expect(totals?.[section]).toBe(capped(all[section].length));
      }
    }
    // Past the cap: the admin's view of others' overdue leads is counted to 10,000 and no further.
    expect(expected(admin.id, 'admin').overdue.length).toBeGreaterThan(20_000);
    expect(payloadOf(admin.id).totals?.overdue).toBe(DIGEST_COUNT_CAP);
  });
});
