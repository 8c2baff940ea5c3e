/**
 * The digest's warm leads (issue 24): a lead whose materials were first downloaded since the
 * previous digest is listed in its owner's next one, once; and an admin's 'others' overdue'
 * counts 連絡済み leads without materials, since the due date means "materials sent by".
 */
import { describe, expect, it, vi } from 'vitest';
import { leadUrlOn } from '../../../../src/actions/paths.ts';
import {
  DIGEST_JOB_KIND,
  type DigestPayload,
  digestJobId,
  queueDailyDigests,
} from '../../../../src/server/follow-up/digest.server.ts';
import { composeDigestJob } from '../../../../src/server/follow-up/digest-job.server.ts';
import { recordDownload } from '../../../../src/server/materials/links.server.ts';
import type { Db } from '../../../../src/server/platform/db.server.ts';
import { testBackends, useTestDb } from '../../../setup/db.ts';
import { createAdmin, createLead } from '../../../setup/factories.ts';

vi.setConfig({ testTimeout: 30_000 });

const leadUrl = leadUrlOn('https://www.example.jp');
/** An instant in Japan time as stored: jst('2026-11-24T10:00'). */
const jst = (local: string): string => new Date(`${local}:00+09:00`).toISOString();

const payloads = async (db: Db) =>
  new Map(
    (await db.selectFrom('outbox_jobs').selectAll().where('kind', '=', DIGEST_JOB_KIND).execute()).map(
      (job) => [job.id, JSON.parse(job.payload) as DigestPayload] as const,
    ),
  );

describe.each(testBackends())('warm leads and overdue materials in the digest on %s', (backend) => {
  const t = useTestDb(backend);

  async function sent(id: string, ownerId: string | null, sentAt = jst('2026-11-20T10:00')) {
    await createLead(t.db, {
      id,
      name: `開封 ${id}`,
      organization: `${id} クリニック`,
      owner_id: ownerId,
      status: 'materials_sent',
      created_at: jst('2026-11-19T10:00'),
      due_at: jst('2026-11-24T18:00'),
      materials_sent_at: sentAt,
    });
  }
  const download = (requestId: string, at: string) =>
    recordDownload(t.db, { linkId: `link-${requestId}`, requestId }, new Date(at));

  it('lists a lead first opened since the previous digest in its owner’s next one, and only there', async () => {
    const suzuki = await createAdmin(t.db, { role: 'staff', displayName: '鈴木 一郎' });
    const sato = await createAdmin(t.db, { role: 'admin', displayName: '佐藤 花子' });
    await sent('lead-opened', suzuki.id);
    await sent('lead-opened-before', suzuki.id);
    await sent('lead-opened-after', suzuki.id);
    await sent('lead-nobodys', null);
    // Wednesday's digest went at 9:00; opened at 15:00, again at 16:00: warm on Thursday.
    expect(await download('lead-opened', jst('2026-11-25T15:00'))).toEqual({ first: true });
    await download('lead-opened', jst('2026-11-25T16:00'));
    // First opened on Tuesday (listed on Wednesday), again on Wednesday: not warm again.
    await download('lead-opened-before', jst('2026-11-24T10:00'));
    await download('lead-opened-before', jst('2026-11-25T10:00'));
    // Opened after Thursday's 9:00: Friday's.
    await download('lead-opened-after', jst('2026-11-26T09:00'));
    await download('lead-nobodys', jst('2026-11-25T11:00'));

    const run = await queueDailyDigests(t.db, new Date(jst('2026-11-26T09:05')));
    expect(run).toEqual({ day: '2026-11-26', status: 'queued', userIds: [suzuki.id] });
    const jobs = await payloads(t.db);
    expect(jobs.get(digestJobId('2026-11-26', suzuki.id))).toEqual({
      day: '2026-11-26',
      userId: suzuki.id,
      leads: { own: [], materials: [], unassigned: [], overdue: [], warm: ['lead-opened'] },
    });
    // Warm leads are their owner's: an admin's digest does not list others'.
    expect(jobs.has(digestJobId('2026-11-26', sato.id))).toBe(false);

    const job = await t.db
      .selectFrom('outbox_jobs')
      .selectAll()
      .where('id', '=', digestJobId('2026-11-26', suzuki.id))
      .executeTakeFirstOrThrow();
    const message = await composeDigestJob({ db: t.db, staff: { leadUrl } }, job);
    expect(message?.subject).toBe('【資料開封】資料を開封したリード 1件（2026年11月26日）');
    expect(message?.text).toContain('■ 資料を開封したリード：1件');
    expect(message?.text).toContain('【開封】開封 lead-opened 様（lead-opened クリニック）');
    expect(message?.text).toContain('初回開封：2026年11月25日（水）15:00');
    expect(message?.text).toContain('https://www.example.jp/admin/leads/lead-opened');
    expect(message?.text).not.toContain('資料送付期限：');
    expect(message?.text).not.toContain('【期限超過】');

    // Friday lists the one opened after Thursday's 9:00, and not Thursday's again.
    await queueDailyDigests(t.db, new Date(jst('2026-11-27T09:05')));
    expect((await payloads(t.db)).get(digestJobId('2026-11-27', suzuki.id))?.leads.warm).toEqual(['lead-opened-after']);
  });

  it('carries a weekend’s openings to Monday, beside the leads due', async () => {
    const suzuki = await createAdmin(t.db, { role: 'staff', displayName: '鈴木 一郎' });
    await sent('lead-weekend', suzuki.id);
    await createLead(t.db, {
      id: 'lead-due',
      owner_id: suzuki.id,
      created_at: jst('2026-11-26T10:00'),
      due_at: jst('2026-11-30T18:00'),
    });
    await download('lead-weekend', jst('2026-11-28T21:00'));
    await queueDailyDigests(t.db, new Date(jst('2026-11-30T09:05')));
    const payload = (await payloads(t.db)).get(digestJobId('2026-11-30', suzuki.id));
    expect(payload?.leads).toEqual({
      own: ['lead-due'],
      materials: [],
      unassigned: [],
      overdue: [],
      warm: ['lead-weekend'],
    });
    const job = await t.db
      .selectFrom('outbox_jobs')
      .selectAll()
      .where('id', '=', digestJobId('2026-11-30', suzuki.id))
      .executeTakeFirstOrThrow();
    const message = await composeDigestJob({ db: t.db, staff: { leadUrl } }, job);
    expect(message?.subject).toBe('【資料送付期限】本日期限 1件・期限超過 0件・資料開封 1件（2026年11月30日）');
    expect(message?.text).toContain('■ あなたの担当（未対応）：1件');
    expect(message?.text).toContain('■ 資料を開封したリード：1件');
    expect(message?.text).toContain('初回開封：2026年11月28日（土）21:00');
  });

  it('counts 連絡済み leads without materials in an admin’s others’ overdue, and not those sent', async () => {
    const suzuki = await createAdmin(t.db, { role: 'staff', displayName: '鈴木 一郎' });
    const sato = await createAdmin(t.db, { role: 'admin', displayName: '佐藤 花子' });
    const lead = (id: string, overrides: Parameters<typeof createLead>[1]) =>
      createLead(t.db, { id, owner_id: suzuki.id, created_at: jst('2026-11-19T10:00'), ...overrides });
    await lead('lead-pending-late', { due_at: jst('2026-11-24T18:00') });
    await lead('lead-called-late', { status: 'contacted', due_at: jst('2026-11-25T18:00') });
    // 連絡済み with the materials sent by link (its status left as it was): owes nothing.
    await lead('lead-called-sent', {
      status: 'contacted',
      due_at: jst('2026-11-24T18:00'),
      materials_sent_at: jst('2026-11-24T12:00'),
    });
    // Due today: not overdue yet.
    await lead('lead-called-today', { status: 'contacted', due_at: jst('2026-11-26T18:00') });

    await queueDailyDigests(t.db, new Date(jst('2026-11-26T09:05')));
    const jobs = await payloads(t.db);
    expect(jobs.get(digestJobId('2026-11-26', sato.id))?.leads).toEqual({
      own: [],
      materials: [],
      unassigned: [],
      overdue: ['lead-pending-late', 'lead-called-late'],
    });
    expect(jobs.get(digestJobId('2026-11-26', suzuki.id))?.leads).toEqual({
      own: ['lead-pending-late'],
      materials: ['lead-called-late', 'lead-called-today'],
      unassigned: [],
      overdue: [],
    });
    const job = await t.db
      .selectFrom('outbox_jobs')
      .selectAll()
      .where('id', '=', digestJobId('2026-11-26', sato.id))
      .executeTakeFirstOrThrow();
    const message = await composeDigestJob({ db: t.db, staff: { leadUrl } }, job);
    expect(message?.text).toContain('■ ほかの担当者の期限超過：2件');
    expect(message?.subject).toBe('【資料送付期限】本日期限 0件・期限超過 2件（2026年11月26日）');
  });
});
