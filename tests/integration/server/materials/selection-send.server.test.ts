import { afterEach, describe, expect, it } from 'vitest';
import { createMailer } from '../../../../src/server/delivery/mail.server.ts';
import { runDueJobs } from '../../../../src/server/delivery/outbox.server.ts';
import { createBrochure } from '../../../../src/server/materials/brochures.server.ts';
import {
  planSelectionSend,
  selectionSent,
  sendMaterialsToSelection,
} from '../../../../src/server/materials/selection-send.server.ts';
import { createLogger } from '../../../../src/server/platform/logger.server.ts';
import { JOB_KINDS } from '../../../../src/server/services.server.ts';
import { testBackends, useTestDb } from '../../../setup/db.ts';
import { createAdmin, createLead } from '../../../setup/factories.ts';
import { parseMail } from '../../../setup/mime.ts';
import { makePdf } from '../../../setup/pdf.ts';
import { startSmtp } from '../../../setup/smtp.ts';

/**
 * 資料を送付 on an inbox selection: each lead its own mail in its language through the outbox,
 * 資料送付済み and `lead.materials_sent` as from the lead page, the leads that may not receive
 * materials (要確認, スパム) or have no matching brochure skipped with the reason, and the
 * same form posted twice sending once.
 */
const log = createLogger('silent');
const now = new Date('2026-11-26T01:00:00.000Z');
const linkUrl = (token: string) => `https://www.example.jp/materials/${token}`;
const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

describe.each(testBackends())('materials to an inbox selection on %s', (backend) => {
  const t = useTestDb(backend);

  async function setup() {
    const admin = await createAdmin(t.db);
    const actor = { id: admin.id, email: admin.email };
    let files = 0;
    const brochure = async (title: string, locale: string) => {
      files += 1;
      const created = await createBrochure(t.db, {
        title,
        locale,
        products: ['pelvia-dr'],
        // Each brochure its own file: the same bytes twice are refused as a duplicate (issue 30).
        file: await makePdf(1, `Brochure ${files}`),
        actor,
        now,
      });
      if (!created.ok) throw new Error(JSON.stringify(created.errors));
      return created.id;
    };
    const ja = await brochure('Pelvia DR 総合カタログ', 'ja');
    const en = await brochure('Pelvia DR catalogue', 'en');
    const lead = (overrides: Parameters<typeof createLead>[1]) =>
      createLead(t.db, { product: 'pelvia-dr', created_at: '2026-11-25T03:00:00.000Z', ...overrides });
    const leads = {
      ja: await lead({ name: '髙橋 花子', locale: 'ja' }),
      en: await lead({ name: 'Jane Smith', locale: 'en' }),
      review: await lead({ name: '要確認 太郎', review: true }),
      spam: await lead({ name: 'スパム 次郎', status: 'spam' }),
      other: await lead({ name: '別製品 三郎', product: 'other' }),
    };
    return { actor, brochures: { ja, en }, leads };
  }

  async function deliver() {
    const smtp = await startSmtp();
    cleanups.push(() => smtp.close());
    const mailer = createMailer({ smtpUrl: smtp.url, dataDir: '/nonexistent', log });
    cleanups.push(() => mailer.close());
    const staff = { notifyTo: 'sales@example.jp', leadUrl: (id: string) => `https://www.example.jp/admin/leads/${id}` };
    await runDueJobs(
      { db: t.db, log, mailer, staff, leaseMs: 60_000, sendTimeoutMs: 10_000, retryDelaysMs: [1000], kinds: JOB_KINDS },
      () => now,
    );
    return Promise.all(smtp.received.map((mail) => parseMail(mail.raw)));
  }

  it('plans each lead with its matching brochures, or why it is skipped', async () => {
    const { brochures, leads } = await setup();
    const ids = [leads.ja.id, leads.en.id, leads.review.id, leads.spam.id, leads.other.id, 'no-such-lead'];
    const plan = await planSelectionSend(t.db, ids);
    expect(plan.map((p) => [p.id, p.skip, p.brochures.map((b) => b.id)])).toEqual([
      [leads.ja.id, null, [brochures.ja]],
      [leads.en.id, null, [brochures.en]],
      [leads.review.id, 'review', []],
      [leads.spam.id, 'spam', []],
      [leads.other.id, 'noMatch', []],
      ['no-such-lead', 'notFound', []],
    ]);
  });

  it('sends each lead one mail in its language, once, and skips the others with the reason', async () => {
    const { actor, brochures, leads } = await setup();
    const ids = [leads.ja.id, leads.en.id, leads.review.id, leads.spam.id, leads.other.id];
    const choices = new Map([
      [leads.ja.id, [brochures.ja]],
      [leads.en.id, [brochures.en]],
      // Forged: a box the page never showed for these leads; each is refused all the same.
      [leads.review.id, [brochures.ja]],
      [leads.spam.id, [brochures.ja]],
    ]);
    await t.db
      .insertInto('webhook_endpoints')
      .values({
        id: 'crm',
        url: 'https://crm.example.jp/hooks',
        secret: 'x'.repeat(32),
        events: 'lead.materials_sent',
        format: 'json',
        disabled: false,
        created_at: now.toISOString(),
        updated_at: now.toISOString(),
      })
      .execute();
    const input = { ids, choices, note: 'よろしくお願いいたします。', formKey: 'batch-1', actor, linkUrl, now };
    const first = await sendMaterialsToSelection(t.db, input);
    expect(first).toEqual({
      ok: true,
      result: {
        sent: [
          { id: leads.ja.id, links: 1 },
          { id: leads.en.id, links: 1 },
        ],
        repeated: [],
        skipped: [
          { id: leads.review.id, reason: 'review' },
          { id: leads.spam.id, reason: 'spam' },
          { id: leads.other.id, reason: 'noneChosen' },
        ],
      },
    });
    // The same form posted again sends nothing more.
    const again = await sendMaterialsToSelection(t.db, input);
    expect(again.ok && again.result.repeated).toEqual([leads.ja.id, leads.en.id]);
    expect(again.ok && again.result.sent).toEqual([]);
    expect(await selectionSent(t.db, ids, 'batch-1')).toEqual(new Set([leads.ja.id, leads.en.id]));
    expect(await selectionSent(t.db, ids, 'another-form')).toEqual(new Set());

    // 資料送付済み and the webhook event, as from the lead page; nothing for the others.
    const rows = await t.db
      .selectFrom('material_requests')
      .select(['id', 'status', 'materials_sent_at'])
      .where('id', 'in', ids)
      .execute();
    const byId = new Map(rows.map((row) => [row.id, row]));
    expect(byId.get(leads.ja.id)).toMatchObject({ status: 'materials_sent', materials_sent_at: now.toISOString() });
    expect(byId.get(leads.en.id)).toMatchObject({ status: 'materials_sent', materials_sent_at: now.toISOString() });
    expect(byId.get(leads.review.id)?.materials_sent_at).toBeNull();
    expect(byId.get(leads.spam.id)?.status).toBe('spam');
    expect(byId.get(leads.other.id)?.status).toBe('pending');
    const sentRecords = await t.db.selectFrom('materials_sent').select(['request_id', 'method']).execute();
    expect(sentRecords.map((r) => r.request_id).sort()).toEqual([leads.ja.id, leads.en.id].sort());
    const events = await t.db
      .selectFrom('outbox_jobs')
      .select(['request_id', 'event'])
      .where('kind', '=', 'webhook')
      .execute();
    expect(events.map((e) => [e.event, e.request_id]).sort()).toEqual(
      [leads.ja.id, leads.en.id].sort().map((id) => ['lead.materials_sent', id]),
    );
    // Delivered elsewhere (webhooks' own tests); here only the mails go out.
    await t.db.deleteFrom('outbox_jobs').where('kind', '=', 'webhook').execute();

    const mails = await deliver();
    const to = (email: string) => mails.filter((m) => m.to.includes(email) && m.text.includes('/materials/'));
    expect(to(leads.ja.email)).toHaveLength(1);
    expect(to(leads.en.email)).toHaveLength(1);
    expect(to(leads.ja.email)[0]?.subject).toContain('ご請求の資料');
    expect(to(leads.en.email)[0]?.subject).toContain('The materials you requested');
    expect(to(leads.en.email)[0]?.text).toContain('Pelvia DR catalogue');
    expect(to(leads.ja.email)[0]?.text).toContain('よろしくお願いいたします。');
    for (const lead of [leads.review, leads.spam, leads.other]) expect(to(lead.email)).toHaveLength(0);
  });

  it('refuses a personal line that is too long before sending to anyone', async () => {
    const { actor, brochures, leads } = await setup();
    const result = await sendMaterialsToSelection(t.db, {
      ids: [leads.ja.id],
      choices: new Map([[leads.ja.id, [brochures.ja]]]),
      note: 'あ'.repeat(501),
      formKey: 'batch-2',
      actor,
      linkUrl,
      now,
    });
    expect(result).toEqual({ ok: false, problem: 'note' });
    expect(await t.db.selectFrom('materials_sent').select('id').execute()).toEqual([]);
  });
});
