/**
 * The owners' daily reminder: which leads each account's digest lists, exactly one per account
 * and day whoever calls and however often (two callers racing, two outbox workers sending
 * against a real SMTP server on loopback), and none on days off, before 9:00 or for an empty
 * list. One test writes the mail exactly as sent to a file, for reading.
 */
import { simpleParser } from 'mailparser';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { leadUrlOn } from '../../../../src/actions/paths.ts';
import { newAdminUserRow } from '../../../../src/server/accounts/admin-users.server.ts';
import { createMailer } from '../../../../src/server/delivery/mail.server.ts';
import type { OutboxWorker } from '../../../../src/server/delivery/outbox.server.ts';
import {
  DIGEST_JOB_KIND,
  type DigestPayload,
  digestJobId,
  queueDailyDigests,
  startDigestSchedule,
} from '../../../../src/server/follow-up/digest.server.ts';
import { composeDigestJob } from '../../../../src/server/follow-up/digest-job.server.ts';
import { recordMaterialsSent } from '../../../../src/server/materials/materials-sent.server.ts';
import type { Db } from '../../../../src/server/platform/db.server.ts';
import { createLogger } from '../../../../src/server/platform/logger.server.ts';
import { startOutboxWorker } from '../../../../src/server/services.server.ts';
import { openAnotherHandle, testBackends, useTestDb } from '../../../setup/db.ts';
import { createLead } from '../../../setup/factories.ts';
import { parseMail } from '../../../setup/mime.ts';
import { messageIdOf, startSmtp } from '../../../setup/smtp.ts';

vi.setConfig({ testTimeout: 30_000 });

const log = createLogger('silent');
const SITE = 'https://www.example.jp';
const leadUrl = leadUrlOn(SITE);

/** An instant in Japan time as stored: jst('2026-11-24T10:00'). */
const jst = (local: string): string => new Date(`${local}:00+09:00`).toISOString();
/** Thursday 26 November 2026, 9:05 in Japan: a business day, just past 9:00. */
const now = new Date(jst('2026-11-26T09:05'));

async function account(
  db: Db,
  id: string,
  displayName: string,
  role: 'admin' | 'staff',
  options: { disabled?: boolean } = {},
): Promise<string> {
  const prepared = await newAdminUserRow({
    email: `${id}@example.jp`,
    displayName,
    role,
    password: 'a long enough passphrase',
  });
  if (!prepared.ok) throw new Error(prepared.problem);
  await db
    .insertInto('admin_users')
    .values({ ...prepared.row, id, disabled: options.disabled ?? false })
    .execute();
  return id;
}

/**
 * 鈴木 (staff) has one overdue and one due-today lead, plus some that are not his business
 * today; 高橋 (staff) has nothing due; 佐藤 (admin) has one overdue lead of her own; 渡辺 is
 * disabled with an overdue lead; one lead is unassigned.
 */
async function seed(db: Db) {
  const suzuki = await account(db, 'user-suzuki', '鈴木 一郎', 'staff');
  const takahashi = await account(db, 'user-takahashi', '高橋 二郎', 'staff');
  const sato = await account(db, 'user-sato', '佐藤 花子', 'admin');
  const watanabe = await account(db, 'user-watanabe', '渡辺 三郎', 'staff', { disabled: true });
  await account(db, 'user-old-admin', '元 管理者', 'admin', { disabled: true });
  const lead = (id: string, overrides: Parameters<typeof createLead>[1]) => createLead(db, { id, ...overrides });
  await lead('lead-overdue', {
    name: '山田 花子',
    organization: '医療法人 山田クリニック',
    owner_id: suzuki,
    created_at: jst('2026-11-20T10:00'),
    due_at: jst('2026-11-25T18:00'),
  });
  await lead('lead-today', {
    name: '田中 美咲',
    organization: '株式会社サンプル美容',
    product: 'co2-laser',
    owner_id: suzuki,
    created_at: jst('2026-11-24T11:30'),
    due_at: jst('2026-11-26T18:00'),
  });
  // Not today's business: due tomorrow; answered and materials sent already; spam.
  await lead('lead-tomorrow', {
    owner_id: suzuki,
    created_at: jst('2026-11-25T10:00'),
    due_at: jst('2026-11-27T18:00'),
  });
  await lead('lead-answered', {
    owner_id: suzuki,
    created_at: jst('2026-11-24T10:00'),
    due_at: jst('2026-11-26T18:00'),
    status: 'materials_sent',
    first_response_at: jst('2026-11-25T10:00'),
    materials_sent_at: jst('2026-11-25T10:00'),
  });
  await lead('lead-spam', {
    owner_id: takahashi,
    created_at: jst('2026-11-24T10:00'),
    due_at: jst('2026-11-26T18:00'),
    status: 'spam',
  });
  await lead('lead-admin-own', {
    name: '小林 直子',
    organization: 'こばやし整骨院',
    owner_id: sato,
    created_at: jst('2026-11-19T15:00'),
    due_at: jst('2026-11-24T18:00'),
  });
  await lead('lead-orphan', {
    name: '中村 健',
    organization: '中村ウィメンズクリニック',
    owner_id: watanabe,
    created_at: jst('2026-11-18T09:00'),
    due_at: jst('2026-11-20T18:00'),
  });
  await lead('lead-unassigned', {
    name: '加藤 由美',
    organization: 'かとう産婦人科',
    owner_id: null,
    created_at: jst('2026-11-25T16:00'),
    due_at: jst('2026-11-27T18:00'),
  });
  // Arrived after 9:00 today: tomorrow's digest, not today's.
  await lead('lead-late-arrival', {
    owner_id: null,
    created_at: jst('2026-11-26T09:01'),
    due_at: jst('2026-11-30T18:00'),
  });
  return { suzuki, takahashi, sato };
}

const digestJobs = (db: Db) =>
  db.selectFrom('outbox_jobs').selectAll().where('kind', '=', DIGEST_JOB_KIND).orderBy('id').execute();

describe.each(testBackends())('daily digests on %s', (backend) => {
  const t = useTestDb(backend);
  const cleanups: (() => Promise<void> | void)[] = [];
  afterEach(async () => {
    for (const fn of cleanups.splice(0).reverse()) await fn();
  });

  it('queues one digest per account with leads: own due-today and overdue; admins also unassigned and all overdue', async () => {
    const { suzuki, sato } = await seed(t.db);
    const run = await queueDailyDigests(t.db, now);
    expect(run).toEqual({ day: '2026-11-26', status: 'queued', userIds: expect.any(Array) });
    expect(run.status === 'queued' && [...run.userIds].sort()).toEqual([sato, suzuki].sort());

    const jobs = await digestJobs(t.db);
    expect(jobs.map((job) => job.id)).toEqual([digestJobId('2026-11-26', sato), digestJobId('2026-11-26', suzuki)]);
    const payloads = new Map(jobs.map((job) => [job.id, JSON.parse(job.payload) as DigestPayload]));
    expect(payloads.get(digestJobId('2026-11-26', suzuki))).toEqual({
      day: '2026-11-26',
      userId: suzuki,
      leads: { own: ['lead-overdue', 'lead-today'], materials: [], unassigned: [], overdue: [] },
    });
    expect(payloads.get(digestJobId('2026-11-26', sato))).toEqual({
      day: '2026-11-26',
      userId: sato,
      leads: {
        own: ['lead-admin-own'],
        materials: [],
        unassigned: ['lead-unassigned'],
        overdue: ['lead-orphan', 'lead-overdue'],
      },
    });
    expect(jobs.every((job) => job.status === 'pending' && job.request_id === null)).toBe(true);

    // Again, later the same day (a lead has fallen overdue at 18:00 meanwhile): nothing new.
    expect(await queueDailyDigests(t.db, new Date(jst('2026-11-26T18:30')))).toEqual({
      day: '2026-11-26',
      status: 'queued',
      userIds: [],
    });
    expect(await digestJobs(t.db)).toHaveLength(2);
  });

  it('queues nothing on a Saturday, on a public holiday, on a closure day or before 9:00', async () => {
    await seed(t.db);
    expect(await queueDailyDigests(t.db, new Date(jst('2026-11-28T10:00')))).toEqual({
      day: '2026-11-28',
      status: 'not-business-day',
    });
    // 勤労感謝の日, a Monday in 2026.
    expect(await queueDailyDigests(t.db, new Date(jst('2026-11-23T10:00')))).toEqual({
      day: '2026-11-23',
      status: 'not-business-day',
    });
    await t.db
      .insertInto('closure_days')
      .values({ day: '2026-11-27', label: '創立記念日', created_at: now.toISOString() })
      .execute();
    expect(await queueDailyDigests(t.db, new Date(jst('2026-11-27T10:00')))).toEqual({
      day: '2026-11-27',
      status: 'not-business-day',
    });
    expect(await queueDailyDigests(t.db, new Date(jst('2026-11-26T08:59')))).toEqual({
      day: '2026-11-26',
      status: 'too-early',
    });
    expect(await digestJobs(t.db)).toEqual([]);
  });

  it('queues nothing for an account whose list is empty, nor for a disabled one', async () => {
    const { takahashi } = await seed(t.db);
    await queueDailyDigests(t.db, now);
    const users = (await digestJobs(t.db)).map((job) => (JSON.parse(job.payload) as DigestPayload).userId);
    expect(users).not.toContain(takahashi);
    expect(users).not.toContain('user-watanabe');
    expect(users).not.toContain('user-old-admin');
    // With nothing pending at all, nobody gets a digest.
    await t.db.updateTable('material_requests').set({ status: 'closed' }).execute();
    expect(await queueDailyDigests(t.db, new Date(jst('2026-11-27T09:00')))).toEqual({
      day: '2026-11-27',
      status: 'queued',
      userIds: [],
    });
  });

  it('sends exactly one digest per account with two callers racing and two outbox workers', async () => {
    await seed(t.db);
    const second: Db = backend === 'postgres' ? openAnotherHandle(t.current) : t.db;
    if (second !== t.db) cleanups.push(() => second.destroy());

    const runs = await Promise.all([queueDailyDigests(t.db, now), queueDailyDigests(second, now)]);
    const queued = runs.flatMap((run) => (run.status === 'queued' ? run.userIds : []));
    expect(queued.sort()).toEqual(['user-sato', 'user-suzuki']);
    expect(await digestJobs(t.db)).toHaveLength(2);

    const smtp = await startSmtp();
    cleanups.push(() => smtp.close());
    const workers: OutboxWorker[] = [t.db, second].map((db) => {
      const mailer = createMailer({ smtpUrl: smtp.url, dataDir: '/nonexistent', log });
      cleanups.push(() => mailer.close());
      return startOutboxWorker(
        { db, log, env: { DATA_DIR: '/nonexistent', NOTIFY_TO: 'sales@example.jp' }, leadUrl },
        { mailer, intervalMs: 20, now: () => new Date(jst('2026-11-26T09:06')) },
      );
    });
    cleanups.push(() => Promise.all(workers.map((w) => w.stop())).then(() => undefined));
    // Both instances check again meanwhile: still two jobs.
    await Promise.all([queueDailyDigests(t.db, now), queueDailyDigests(second, now)]);

    const sent = async () => (await digestJobs(t.db)).filter((job) => job.status === 'sent').length;
    await expect.poll(sent, { timeout: 15_000, interval: 50 }).toBe(2);
    await Promise.all(workers.map((w) => w.stop()));
    expect(smtp.received).toHaveLength(2);
    expect(new Set(smtp.received.map((mail) => messageIdOf(mail.raw))).size).toBe(2);
    expect(smtp.received.map((mail) => mail.to).sort()).toEqual([['user-sato@example.jp'], ['user-suzuki@example.jp']]);

    const byRecipient = new Map(
      await Promise.all(smtp.received.map(async (mail) => [mail.to[0], await parseMail(mail.raw)] as const)),
    );
    const suzuki = byRecipient.get('user-suzuki@example.jp');
    expect(suzuki?.subject).toBe('【資料送付期限】本日期限 1件・期限超過 1件（2026年11月26日）');
    expect(suzuki?.autoSubmitted).toBe('auto-generated');
    expect(suzuki?.text).toContain('【期限超過】山田 花子 様（医療法人 山田クリニック）');
    expect(suzuki?.text).toContain('資料送付期限：2026年11月25日（水）18:00');
    expect(suzuki?.text).toContain('【本日期限】田中 美咲 様（株式会社サンプル美容）');
    expect(suzuki?.text).toContain('資料送付期限：2026年11月26日（木）18:00');
    expect(suzuki?.text).toContain(`${SITE}/admin/leads/lead-overdue`);
    expect(suzuki?.text).toContain(`${SITE}/admin/leads/lead-today`);
    expect(suzuki?.text).not.toContain('未割り当て');
    expect(suzuki?.html).toContain(`href="${SITE}/admin/leads/lead-today"`);

    const sato = byRecipient.get('user-sato@example.jp');
    expect(sato?.subject).toBe('【資料送付期限】本日期限 0件・期限超過 3件・未割り当て 1件（2026年11月26日）');
    expect(sato?.text).toContain('■ あなたの担当（未対応）：1件');
    expect(sato?.text).toContain('■ 未割り当て（担当者を決めてください）：1件');
    expect(sato?.text).toContain('■ ほかの担当者の期限超過：2件');
    expect(sato?.text).toContain('担当者：渡辺 三郎');
    expect(sato?.text).toContain(`${SITE}/admin/leads/lead-unassigned`);
  });

  it('leaves out leads deleted since it was queued, and sends nothing when none is left', async () => {
    const { suzuki } = await seed(t.db);
    await queueDailyDigests(t.db, now);
    const job = (await digestJobs(t.db)).find((j) => j.id === digestJobId('2026-11-26', suzuki));
    if (!job) throw new Error('no digest for 鈴木');
    const deps = { db: t.db, staff: { leadUrl } };
    await t.db.deleteFrom('material_requests').where('id', '=', 'lead-overdue').execute();
    const message = await composeDigestJob(deps, job);
    expect(message?.subject).toBe('【資料送付期限】本日期限 1件・期限超過 0件（2026年11月26日）');
    expect(message?.text).not.toContain('lead-overdue');
    await t.db.deleteFrom('material_requests').where('id', '=', 'lead-today').execute();
    expect(await composeDigestJob(deps, job)).toBeUndefined();
  });

  it("lists an owner's 連絡済み leads whose materials are due today or late, until they are sent", async () => {
    const { suzuki, takahashi } = await seed(t.db);
    const lead = (id: string, overrides: Parameters<typeof createLead>[1]) =>
      createLead(t.db, { id, status: 'contacted', first_response_at: jst('2026-11-20T11:00'), ...overrides });
    await lead('lead-called-late', {
      name: '井上 真理',
      organization: 'いのうえ内科',
      owner_id: takahashi,
      created_at: jst('2026-11-19T10:00'),
      due_at: jst('2026-11-24T18:00'),
    });
    await lead('lead-called-today', {
      owner_id: suzuki,
      created_at: jst('2026-11-24T12:00'),
      due_at: now.toISOString(),
    });
    // Not listed: due tomorrow; sent by post (the sending moved its status on).
    await lead('lead-called-tomorrow', {
      owner_id: suzuki,
      created_at: jst('2026-11-25T11:00'),
      due_at: jst('2026-11-27T18:00'),
    });
    await lead('lead-posted', {
      owner_id: takahashi,
      created_at: jst('2026-11-19T11:00'),
      due_at: jst('2026-11-24T18:00'),
      status: 'materials_sent',
      materials_sent_at: jst('2026-11-24T17:00'),
    });

    const run = await queueDailyDigests(t.db, now);
    expect(run.status === 'queued' && [...run.userIds].sort()).toEqual(['user-sato', suzuki, takahashi].sort());
    const payloads = new Map(
      (await digestJobs(t.db)).map((job) => [job.id, JSON.parse(job.payload) as DigestPayload] as const),
    );
    expect(payloads.get(digestJobId('2026-11-26', suzuki))?.leads).toEqual({
      own: ['lead-overdue', 'lead-today'],
      materials: ['lead-called-today'],
      unassigned: [],
      overdue: [],
    });
    expect(payloads.get(digestJobId('2026-11-26', takahashi))?.leads).toEqual({
      own: [],
      materials: ['lead-called-late'],
      unassigned: [],
      overdue: [],
    });

    const deps = { db: t.db, staff: { leadUrl } };
    const job = (await digestJobs(t.db)).find((j) => j.id === digestJobId('2026-11-26', takahashi));
    if (!job) throw new Error('no digest for 高橋');
    const message = await composeDigestJob(deps, job);
    expect(message?.subject).toBe('【資料送付期限】本日期限 0件・期限超過 1件（2026年11月26日）');
    expect(message?.text).toContain('■ あなたの担当（連絡済み・資料未送付）：1件');
    expect(message?.text).toContain('【期限超過】井上 真理 様（いのうえ内科）');
    expect(message?.text).toContain('資料送付期限：2026年11月24日（火）18:00');
    expect(message?.text).not.toContain('lead-posted');

    // Materials sent by link after 9:00: the lead owes nothing more, and that digest is not sent.
    await recordMaterialsSent(t.db, {
      requestId: 'lead-called-late',
      method: 'link',
      actorId: takahashi,
      now: new Date(jst('2026-11-26T10:00')),
    });
    expect(await composeDigestJob(deps, job)).toBeUndefined();
  });

  it('checks on a timer: queues once the day has reached 9:00, and stops', async () => {
    await seed(t.db);
    let clock = new Date(jst('2026-11-26T08:58'));
    let pokes = 0;
    const schedule = startDigestSchedule({ db: t.db, log, now: () => clock, intervalMs: 20, queued: () => pokes++ });
    cleanups.push(() => schedule.stop());
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await digestJobs(t.db)).toEqual([]);
    clock = new Date(jst('2026-11-26T09:00'));
    await expect.poll(async () => (await digestJobs(t.db)).length, { timeout: 5_000, interval: 20 }).toBe(2);
    expect(pokes).toBe(1);
    schedule.stop();
  });
});

describe('the digest mail as sent', () => {
  const t = useTestDb('sqlite');

  it('is written to tests/integration/server/follow-up/__snapshots__/digest-mail.txt', async () => {
    await seed(t.db);
    await queueDailyDigests(t.db, now);
    const smtp = await startSmtp();
    const mailer = createMailer({ smtpUrl: smtp.url, dataDir: '/nonexistent', log });
    try {
      for (const id of [digestJobId('2026-11-26', 'user-suzuki'), digestJobId('2026-11-26', 'user-sato')]) {
        const job = await t.db.selectFrom('outbox_jobs').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
        const message = await composeDigestJob({ db: t.db, staff: { leadUrl } }, job);
        if (message) await mailer.send(message);
      }
    } finally {
      mailer.close();
      await smtp.close();
    }
    const rendered = await Promise.all(
      smtp.received.map(async ({ raw }) => {
        const mail = await simpleParser(raw, { skipHtmlToText: true, skipTextToHtml: true });
        const headers = [
          `From: ${mail.from?.text}`,
          `To: ${Array.isArray(mail.to) ? mail.to.map((a) => a.text).join(', ') : mail.to?.text}`,
          `Subject: ${mail.subject}`,
          `Message-ID: ${mail.messageId}`,
          `Content-Type: ${mail.headers.get('content-type') && (mail.headers.get('content-type') as { value: string }).value}`,
        ];
        return `${headers.join('\n')}\n\n${mail.text}`;
      }),
    );
    await expect(rendered.join(`\n${'='.repeat(72)}\n\n`)).toMatchFileSnapshot('./__snapshots__/digest-mail.txt');
  });
});
