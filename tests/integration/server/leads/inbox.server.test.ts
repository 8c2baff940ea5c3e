import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { leadUrlOn } from '../../../../src/actions/paths.ts';
import { adminCopy } from '../../../../src/content/admin/index.ts';
import { exportColumns } from '../../../../src/domain/lead/export-columns.ts';
import { listAudit } from '../../../../src/server/accounts/audit.server.ts';
import { createMailer } from '../../../../src/server/delivery/mail.server.ts';
import { mailDirOf } from '../../../../src/server/delivery/mail-files.server.ts';
import { INBOX_PAGE_SIZE, listLeads, parseLeadFilter } from '../../../../src/server/leads/inbox.server.ts';
import {
  allowedTransitions,
  changeLeadStatus,
  deleteLead,
  retryNotification,
} from '../../../../src/server/leads/lead-changes.server.ts';
import { getLeadDetail } from '../../../../src/server/leads/lead-detail.server.ts';
import { markDuplicate } from '../../../../src/server/leads/lead-duplicates.server.ts';
import {
  exportCells,
  findCp932Problems,
  leadsForExport,
  recordExport,
} from '../../../../src/server/leads/lead-export.server.ts';
import { composeLeadMail } from '../../../../src/server/leads/lead-mails.server.ts';
import { LEAD_JOB_KINDS } from '../../../../src/server/leads/leads.server.ts';
import { type CsvCell, cp932Unencodable, csvStream } from '../../../../src/server/platform/csv.server.ts';
import { createLogger } from '../../../../src/server/platform/logger.server.ts';
import { anonymiseExpiredLeads, clearSentPayloads } from '../../../../src/server/privacy/retention.server.ts';
import { addWebhook } from '../../../../src/server/webhooks/endpoints.server.ts';
import { queueLeadEvent } from '../../../../src/server/webhooks/events.server.ts';
import { testBackends, useTestDb } from '../../../setup/db.ts';
import { createAdmin, createLead } from '../../../setup/factories.ts';

vi.setConfig({ testTimeout: 30_000 });

const admin = { id: 'u-admin', email: 'admin@example.jp', role: 'admin' as const };
const staff = { id: 'u-staff', email: 'staff@example.jp', role: 'staff' as const };

describe('inbox filter parsing', () => {
  it('keeps known values and drops the rest', () => {
    const filter = parseLeadFilter(
      new URLSearchParams(
        "status=contacted&product=co2-laser&locale=en&from=2026-01-01&to=2026-02-30x&q=%20' or 1=1 --%20&x=1",
      ),
    );
    expect(filter).toEqual({
      status: 'contacted',
      product: 'co2-laser',
      locale: 'en',
      from: '2026-01-01',
      q: "' or 1=1 --",
    });
    expect(parseLeadFilter(new URLSearchParams('status=deleted&product=<script>&locale=fr'))).toEqual({});
  });

  it('allows the workflow order, spam from anywhere and back from spam to pending', () => {
    expect(allowedTransitions('pending')).toEqual(['contacted', 'spam']);
    expect(allowedTransitions('contacted')).toEqual(['materials_sent', 'spam']);
    expect(allowedTransitions('materials_sent')).toEqual(['closed', 'spam']);
    expect(allowedTransitions('closed')).toEqual(['spam']);
    expect(allowedTransitions('spam')).toEqual(['pending']);
  });
});

describe.each(testBackends())('leads inbox on %s', (backend) => {
  const t = useTestDb(backend);

  it('lists newest first with counts per status, filters and search', async () => {
    await createLead(t.db, { name: '佐藤 一郎', created_at: '2026-03-01T01:00:00.000Z', product: 'co2-laser' });
    await createLead(t.db, {
      name: '鈴木 次郎',
      organization: 'Suzuki Clinic',
      email: 'Jiro@Example.jp',
      phone: '0311112222',
      created_at: '2026-03-02T01:00:00.000Z',
      status: 'contacted',
      locale: 'en',
    });
    await createLead(t.db, { name: '高橋 三郎', created_at: '2026-03-03T01:00:00.000Z', status: 'spam' });

    const all = await listLeads(t.db, {});
    expect(all.rows.map((r) => r.name)).toEqual(['高橋 三郎', '鈴木 次郎', '佐藤 一郎']);
    expect(all.counts).toEqual({ pending: 1, contacted: 1, materials_sent: 0, closed: 0, spam: 1 });

    const names = async (filter: Parameters<typeof listLeads>[1]) =>
      (await listLeads(t.db, filter)).rows.map((r) => r.name);
    expect(await names({ status: 'contacted' })).toEqual(['鈴木 次郎']);
    expect(await names({ product: 'co2-laser' })).toEqual(['佐藤 一郎']);
    expect(await names({ locale: 'en' })).toEqual(['鈴木 次郎']);
    // Japan-time days: 2026-03-02 JST runs from 2026-03-01T15:00Z.
    expect(await names({ from: '2026-03-02', to: '2026-03-02' })).toEqual(['鈴木 次郎']);
    expect(await names({ q: 'suzuki clinic' })).toEqual(['鈴木 次郎']);
    expect(await names({ q: 'jiro@example' })).toEqual(['鈴木 次郎']);
    expect(await names({ q: '03-1111-2222' })).toEqual(['鈴木 次郎']);
    expect(await names({ q: '佐藤' })).toEqual(['佐藤 一郎']);
    // Search text is data, never SQL or a pattern.
    for (const q of ["' or 1=1 --", '%', '_', '"; drop table material_requests; --', '\\']) {
      expect(await names({ q }), q).toEqual([]);
    }
    // The counts follow every filter but the status.
    const counted = await listLeads(t.db, { status: 'contacted', locale: 'en' });
    expect(counted.counts).toEqual({ pending: 0, contacted: 1, materials_sent: 0, closed: 0, spam: 0 });
  });

  it('pages by 50 and shows the staff notification state', async () => {
    const base = Date.parse('2026-03-01T00:00:00.000Z');
    for (let i = 0; i < INBOX_PAGE_SIZE + 3; i += 1) {
      await createLead(t.db, { created_at: new Date(base + i * 60_000).toISOString() }, { jobs: 'sent' });
    }
    await createLead(t.db, { created_at: new Date(base + 999 * 60_000).toISOString() }, { jobs: 'failed' });
    const first = await listLeads(t.db, {}, 1);
    expect(first.rows).toHaveLength(INBOX_PAGE_SIZE);
    expect(first.pageCount).toBe(2);
    expect(first.rows[0]?.notification).toBe('failed');
    expect(first.rows[1]?.notification).toBe('sent');
    const second = await listLeads(t.db, {}, 2);
    expect(second.rows).toHaveLength(4);
    expect(new Set([...first.rows, ...second.rows].map((r) => r.id)).size).toBe(INBOX_PAGE_SIZE + 4);
    expect((await listLeads(t.db, {}, 99)).page).toBe(2);
  });

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

  it('audits an export with its filter but not the text typed into the search', async () => {
    await recordExport(t.db, {
      filter: parseLeadFilter(new URLSearchParams('status=pending&q=山田 花子')),
      encoding: 'utf8',
      actor: admin,
    });
    await recordExport(t.db, { filter: {}, encoding: 'cp932', actor: admin });
    const { rows } = await listAudit(t.db, { action: 'lead.export' }, 1);
    expect(rows.map((row) => JSON.parse(row.detail ?? '{}')).reverse()).toEqual([
      { filter: { status: 'pending', search: true }, encoding: 'utf8' },
      { filter: {}, encoding: 'cp932' },
    ]);
    expect(JSON.stringify(rows)).not.toContain('山田');
  });

  it('still shows a sent notification once retention has cleared its payload', async () => {
    const lead = await createLead(t.db, { created_at: '2026-01-01T00:00:00.000Z' }, { jobs: 'sent' });
    expect(await clearSentPayloads(t.db, { days: 30, now: new Date('2026-03-01T00:00:00.000Z') })).toBe(2);
    const { rows } = await listLeads(t.db, {});
    expect(rows.map((row) => [row.id, row.notification])).toEqual([[lead.id, 'sent']]);
    const detail = await getLeadDetail(t.db, lead.id as string);
    expect(detail?.jobs.map(({ job }) => [job.status, job.payload])).toEqual([
      ['sent', '{}'],
      ['sent', '{}'],
    ]);
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

  it('exports the owner by name, the due date, the first response and the lead it duplicates, in UTF-8 and CP932', async () => {
    const owner = await createAdmin(t.db, { displayName: '営業 太郎', role: 'staff' });
    const original = await createLead(t.db, { created_at: '2026-11-20T01:00:00.000Z' });
    await createLead(t.db, {
      name: '重複 花子',
      created_at: '2026-11-24T01:00:00.000Z',
      owner_id: owner.id,
      due_at: '2026-11-26T09:00:00.000Z',
      first_response_at: '2026-11-24T05:30:00.000Z',
      duplicate_of: original.id as string,
      status: 'closed',
    });
    const header = exportColumns.map((column) => adminCopy.ja.exportColumns[column]);
    expect(header.slice(-5)).toEqual(['受付ID', '担当者', '対応期限', '初回対応', '重複元']);
    // The route formats dates; here they stay as stored, so the cells can be checked as such.
    const rows: CsvCell[][] = [];
    for await (const lead of leadsForExport(t.db, { duplicates: true }))
      rows.push(exportCells(lead, (_, value) => value ?? ''));
    const cell = (row: CsvCell[] | undefined, label: string) => row?.[header.indexOf(label)];
    expect(rows).toHaveLength(2);
    const [duplicate, unassigned] = rows;
    expect(cell(duplicate, '担当者')).toBe('営業 太郎');
    expect(cell(duplicate, '対応期限')).toBe('2026-11-26T09:00:00.000Z');
    expect(cell(duplicate, '初回対応')).toBe('2026-11-24T05:30:00.000Z');
    expect(cell(duplicate, '重複元')).toBe(original.id);
    expect([cell(unassigned, '担当者'), cell(unassigned, '初回対応'), cell(unassigned, '重複元')]).toEqual([
      '',
      '',
      '',
    ]);

    async function* again() {
      for await (const lead of leadsForExport(t.db, { duplicates: true }))
        yield exportCells(lead, (_, value) => value ?? '');
    }
    const utf8 = await new Response(csvStream(header, again(), 'utf8')).text();
    expect(utf8.split('\r\n')[0]?.endsWith(',受付ID,担当者,対応期限,初回対応,重複元')).toBe(true);
    expect(utf8).toContain(`,営業 太郎,2026-11-26T09:00:00.000Z,2026-11-24T05:30:00.000Z,${original.id}\r\n`);
    const sjis = new TextDecoder('shift_jis').decode(
      await new Response(csvStream(header, again(), 'cp932')).arrayBuffer(),
    );
    expect(sjis).toBe(utf8.replace(/^\uFEFF/, ''));

    // An owner's name CP932 cannot hold stops a Shift_JIS export like any other text.
    await t.db.updateTable('admin_users').set({ display_name: '𠮷田 営業' }).where('id', '=', owner.id).execute();
    expect((await findCp932Problems(t.db, { duplicates: true }, cp932Unencodable)).rows).toMatchObject([
      { name: '重複 花子', chars: ['𠮷'] },
    ]);
  });

  it('exports every filtered lead in keyset batches, and finds what CP932 cannot hold', async () => {
    const same = '2026-03-01T00:00:00.000Z';
    // More than one batch, many sharing one timestamp: the keyset must not skip or repeat.
    for (let i = 0; i < 1203; i += 1) {
      await createLead(t.db, { created_at: i % 3 === 0 ? same : new Date(Date.parse(same) + i * 1000).toISOString() });
    }
    await createLead(t.db, { name: '𠮷野 花子', locale: 'en' });
    const ids: string[] = [];
    for await (const lead of leadsForExport(t.db, {})) ids.push(lead.id);
    expect(ids).toHaveLength(1204);
    expect(new Set(ids).size).toBe(1204);

    const unencodable = (text: string) => [...new Set([...text].filter((c) => (c.codePointAt(0) ?? 0) > 0xffff))];
    const problems = await findCp932Problems(t.db, {}, unencodable);
    expect(problems).toMatchObject({ more: false, rows: [{ name: '𠮷野 花子', chars: ['𠮷'] }] });
    expect((await findCp932Problems(t.db, { locale: 'ja' }, unencodable)).rows).toEqual([]);
  });
});
