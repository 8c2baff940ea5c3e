import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { leadUrlOn } from '../../../../src/actions/paths.ts';
import { listAudit } from '../../../../src/server/accounts/audit.server.ts';
import { createMailer } from '../../../../src/server/delivery/mail.server.ts';
import { mailDirOf } from '../../../../src/server/delivery/mail-files.server.ts';
import {
  allowedTransitions,
  changeLeadStatus,
  deleteLead,
  retryNotification,
} from '../../../../src/server/leads/lead-changes.server.ts';
import { getLeadDetail } from '../../../../src/server/leads/lead-detail.server.ts';
import { markDuplicate } from '../../../../src/server/leads/lead-duplicates.server.ts';
import { LEAD_JOB_KINDS } from '../../../../src/server/leads/lead-jobs.server.ts';
import { composeLeadMail } from '../../../../src/server/leads/lead-mails.server.ts';
import { createLogger } from '../../../../src/server/platform/logger.server.ts';
import { anonymiseExpiredLeads } from '../../../../src/server/privacy/retention.server.ts';
import { addWebhook } from '../../../../src/server/webhooks/endpoints.server.ts';
import { queueLeadEvent } from '../../../../src/server/webhooks/events.server.ts';
import { testBackends, useTestDb } from '../../../setup/db.ts';
import { createLead } from '../../../setup/factories.ts';

vi.setConfig({ testTimeout: 30_000 });

const admin = { id: 'u-admin', email: 'admin@example.jp', role: 'admin' as const };
const staff = { id: 'u-staff', email: 'staff@example.jp', role: 'staff' as const };

describe('lead status workflow', () => {
  it('allows the workflow order, spam from anywhere and back from spam to pending', () => {
    expect(allowedTransitions('pending')).toEqual(['contacted', 'spam']);
    expect(allowedTransitions('contacted')).toEqual(['materials_sent', 'spam']);
    expect(allowedTransitions('materials_sent')).toEqual(['closed', 'spam']);
    expect(allowedTransitions('closed')).toEqual(['spam']);
    expect(allowedTransitions('spam')).toEqual(['pending']);
  });
});

describe.each(testBackends())('lead changes on %s', (backend) => {
  const t = useTestDb(backend);

  it('changes the status along the workflow with notes, history and audit entries', async () => {
    const lead = await createLead(t.db);
    const id = lead.id as string;
    expect(await changeLeadStatus(t.db, { id, to: 'closed', actor: staff })).toEqual({
      ok: false,
      problem: 'transition',
    });
    expect(
      await changeLeadStatus(t.db, { id, to: 'contacted', note: '電話しました', actor: staff, ip: '10.0.0.1' }),
    ).toEqual({ ok: true });
    // A form showing the old state is refused rather than overwriting a colleague's change.
    expect(await changeLeadStatus(t.db, { id, to: 'contacted', from: 'pending', actor: admin })).toEqual({
      ok: false,
      problem: 'conflict',
    });
    expect(await changeLeadStatus(t.db, { id, to: 'spam', actor: admin })).toEqual({ ok: true });
    expect(await changeLeadStatus(t.db, { id, to: 'pending', actor: admin })).toEqual({ ok: true });
    expect(await changeLeadStatus(t.db, { id, to: 'contacted', note: 'x'.repeat(1001), actor: admin })).toEqual({
      ok: false,
      problem: 'note',
    });
    expect(await changeLeadStatus(t.db, { id: 'nope', to: 'contacted', actor: admin })).toEqual({
      ok: false,
      problem: 'notFound',
    });

    const detail = await getLeadDetail(t.db, id);
    expect(detail?.lead.status).toBe('pending');
    expect(detail?.history.map((h) => [h.from_status, h.to_status, h.note, h.actor_email])).toEqual([
      ['pending', 'contacted', '電話しました', 'staff@example.jp'],
      ['contacted', 'spam', null, 'admin@example.jp'],
      ['spam', 'pending', null, 'admin@example.jp'],
    ]);
    const audit = await listAudit(t.db, { action: 'lead.status' }, 1);
    expect(audit.total).toBe(3);
    const oldest = audit.rows.at(-1);
    expect(oldest).toMatchObject({ actor_email: 'staff@example.jp', target_id: id, ip: '10.0.0.1' });
    expect(JSON.parse(oldest?.detail ?? '{}')).toEqual({ from: 'pending', to: 'contacted', withNote: true });
    expect(JSON.stringify(audit.rows)).not.toContain('電話しました');
  });

  it('records the first response when a lead first leaves 未対応, and never moves it', async () => {
    const firstResponse = async (id: string) => (await getLeadDetail(t.db, id))?.lead.first_response_at ?? null;
    const at = (iso: string) => new Date(iso);
    const answered = (await createLead(t.db)).id as string;
    expect(await firstResponse(answered)).toBeNull();
    await changeLeadStatus(t.db, { id: answered, to: 'contacted', actor: staff, now: at('2026-11-24T01:00:00.000Z') });
    expect(await firstResponse(answered)).toBe('2026-11-24T01:00:00.000Z');
    // Later moves, and a trip through spam back to 未対応 and out again, keep the first one.
    await changeLeadStatus(t.db, { id: answered, to: 'spam', actor: admin, now: at('2026-11-24T02:00:00.000Z') });
    await changeLeadStatus(t.db, { id: answered, to: 'pending', actor: admin, now: at('2026-11-24T03:00:00.000Z') });
    await changeLeadStatus(t.db, { id: answered, to: 'contacted', actor: staff, now: at('2026-11-24T04:00:00.000Z') });
    expect(await firstResponse(answered)).toBe('2026-11-24T01:00:00.000Z');

    // Spam answers nobody: a lead wrongly marked spam and restored is still waiting.
    const restored = (await createLead(t.db)).id as string;
    await changeLeadStatus(t.db, { id: restored, to: 'spam', actor: admin, now: at('2026-11-24T01:00:00.000Z') });
    await changeLeadStatus(t.db, { id: restored, to: 'pending', actor: admin, now: at('2026-11-24T02:00:00.000Z') });
    expect(await firstResponse(restored)).toBeNull();
    await changeLeadStatus(t.db, { id: restored, to: 'contacted', actor: staff, now: at('2026-11-24T05:00:00.000Z') });
    expect(await firstResponse(restored)).toBe('2026-11-24T05:00:00.000Z');
  });

  it('retries a failed notification once more, audited', async () => {
    const lead = await createLead(t.db, {}, { jobs: 'failed' });
    const detail = await getLeadDetail(t.db, lead.id as string);
    expect(detail?.jobs.map((j) => j.job.kind)).toEqual(['lead.staff_notification', 'lead.auto_reply']);
    const job = detail?.jobs[0]?.job;
    if (!job) throw new Error('no job');
    const other = await createLead(t.db, {}, { jobs: 'failed' });
    // A job id only works together with its own lead.
    expect(await retryNotification(t.db, { leadId: other.id as string, jobId: job.id, actor: staff })).toEqual({
      ok: false,
      problem: 'notFound',
    });
    expect(await retryNotification(t.db, { leadId: lead.id as string, jobId: job.id, actor: staff })).toEqual({
      ok: true,
    });
    const after = await t.db.selectFrom('outbox_jobs').selectAll().where('id', '=', job.id).executeTakeFirstOrThrow();
    expect(after.status).toBe('pending');
    expect(await retryNotification(t.db, { leadId: lead.id as string, jobId: job.id, actor: staff })).toEqual({
      ok: false,
      problem: 'notFound',
    });
    expect((await listAudit(t.db, { action: 'lead.retry_notification' }, 1)).total).toBe(1);
  });

  it('deletes a lead with its history and mail jobs (admin only), keeping no personal data in the log', async () => {
    const lead = await createLead(t.db, { name: '削除 太郎', email: 'delete-me@example.jp' }, { jobs: 'sent' });
    const id = lead.id as string;
    // Its webhook deliveries go too, delivered or still waiting.
    const hook = await addWebhook(t.db, {
      url: 'https://crm.example.com/hook',
      secret: 'a secret of enough length',
      events: 'lead.created,lead.status_changed',
      actor: admin,
    });
    expect(hook.ok).toBe(true);
    await t.db.transaction().execute((trx) => queueLeadEvent(trx, 'lead.created', id, new Date()));
    await t.db.updateTable('outbox_jobs').set({ status: 'sent' }).where('kind', '=', 'webhook').execute();
    await changeLeadStatus(t.db, { id, to: 'contacted', note: '本人より削除依頼', actor: staff });
    expect(
      await t.db
        .selectFrom('outbox_jobs')
        .select(['kind', 'status'])
        .where('kind', '=', 'webhook')
        .orderBy('status', 'desc')
        .execute(),
    ).toEqual([
      { kind: 'webhook', status: 'sent' },
      { kind: 'webhook', status: 'pending' },
    ]);
    // The lead's mails are listed without its webhook deliveries (they have their own panel).
    expect((await getLeadDetail(t.db, id))?.jobs.map((j) => j.job.kind)).toEqual([...LEAD_JOB_KINDS]);
    expect(await deleteLead(t.db, { id, actor: staff })).toMatchObject({ ok: false });
    expect(await deleteLead(t.db, { id, actor: admin, ip: '10.0.0.2' })).toEqual({ ok: true });
    expect(await getLeadDetail(t.db, id)).toBeUndefined();
    expect(await t.db.selectFrom('outbox_jobs').selectAll().execute()).toEqual([]);
    expect(await t.db.selectFrom('lead_status_events').selectAll().execute()).toEqual([]);
    const log = await listAudit(t.db, { action: 'lead.delete' }, 1);
    expect(log.rows[0]).toMatchObject({ target_id: id, actor_email: 'admin@example.jp', ip: '10.0.0.2' });
    expect(JSON.stringify(log.rows)).not.toMatch(/削除 太郎|delete-me/);
  });

  it('deleting a lead removes its links both ways and unlinks the leads marked as its duplicates', async () => {
    await createLead(t.db, { id: 'first' });
    await createLead(t.db, { id: 'gone' });
    await createLead(t.db, { id: 'third' });
    await t.db
      .insertInto('lead_matches')
      .values([
        { lead_id: 'gone', match_id: 'first', reasons: 'email', created_at: 'now' },
        { lead_id: 'third', match_id: 'gone', reasons: 'phone', created_at: 'now' },
        { lead_id: 'third', match_id: 'first', reasons: 'email', created_at: 'now' },
      ])
      .execute();
    await markDuplicate(t.db, { id: 'third', of: 'gone', actor: staff });

    expect(await deleteLead(t.db, { id: 'gone', actor: admin })).toEqual({ ok: true });

    const links = await t.db.selectFrom('lead_matches').select(['lead_id', 'match_id']).execute();
    expect(links).toEqual([{ lead_id: 'third', match_id: 'first' }]);
    expect(
      await t.db
        .selectFrom('material_requests')
        .select(['status', 'duplicate_of'])
        .where('id', '=', 'third')
        .executeTakeFirst(),
    ).toEqual({ status: 'closed', duplicate_of: null });
  });

  it('removes the deleted lead’s .eml files and no other', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'inbox-mail-'));
    try {
      const mailer = createMailer({ dataDir, log: createLogger('silent') });
      const deps = {
        db: t.db,
        mailer,
        staff: { notifyTo: 'sales@example.jp', leadUrl: leadUrlOn('https://www.example.jp') },
      };
      const gone = await createLead(t.db, { email: 'gone@example.jp' }, { jobs: 'sent' });
      const kept = await createLead(t.db, { email: 'kept@example.jp' }, { jobs: 'sent' });
      for (const lead of [gone, kept]) {
        for (const kind of LEAD_JOB_KINDS) {
          await mailer.send(await composeLeadMail(deps, kind, { requestId: lead.id }, `job-${kind}`));
        }
      }
      mailer.close();
      const mailDir = mailDirOf(dataDir);
      expect(await readdir(mailDir)).toHaveLength(4);

      expect(await deleteLead(t.db, { id: gone.id as string, actor: admin, mailDir })).toEqual({ ok: true });

      const left = await readdir(mailDir);
      expect(left).toHaveLength(2);
      const text = (await Promise.all(left.map((name) => readFile(join(mailDir, name), 'utf8')))).join('\n');
      expect(text).toContain('kept@example.jp');
      expect(text).not.toContain('gone@example.jp');
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });

  it('clears the staff notes of leads the retention job anonymises', async () => {
    const old = await createLead(t.db, { created_at: '2020-01-01T00:00:00.000Z' });
    const fresh = await createLead(t.db);
    await changeLeadStatus(t.db, { id: old.id as string, to: 'contacted', note: '山田様 090-1234-5678', actor: staff });
    await changeLeadStatus(t.db, { id: fresh.id as string, to: 'contacted', note: '折り返し待ち', actor: staff });
    expect(await anonymiseExpiredLeads(t.db, { months: 24 })).toBe(1);
    const notes = await t.db.selectFrom('lead_status_events').select(['request_id', 'note']).execute();
    expect(new Map(notes.map((n) => [n.request_id, n.note]))).toEqual(
      new Map([
        [old.id, null],
        [fresh.id, '折り返し待ち'],
      ]),
    );
  });
});
