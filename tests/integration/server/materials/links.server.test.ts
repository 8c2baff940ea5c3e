import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createMailer } from '../../../../src/server/delivery/mail.server.ts';
import { runDueJobs } from '../../../../src/server/delivery/outbox.server.ts';
import { deleteLead } from '../../../../src/server/leads/lead-changes.server.ts';
import {
  createBrochure,
  pruneBrochureVersions,
  updateBrochure,
} from '../../../../src/server/materials/brochures.server.ts';
import { requestNewLink, resolveLink, sendMaterials } from '../../../../src/server/materials/links.server.ts';
import { saveLinkDays } from '../../../../src/server/materials/materials-settings.server.ts';
import { createLogger } from '../../../../src/server/platform/logger.server.ts';
import { anonymiseExpiredLeads } from '../../../../src/server/privacy/retention.server.ts';
import { JOB_KINDS } from '../../../../src/server/services.server.ts';
import { testBackends, useTestDb } from '../../../setup/db.ts';
import { createAdmin, createLead } from '../../../setup/factories.ts';
import { downloadAll, materialsRuntime, type TestRuntime } from '../../../setup/materials.ts';
import { parseMail } from '../../../setup/mime.ts';
import { makePdf, pdfPagesText } from '../../../setup/pdf.ts';
import { startSmtp } from '../../../setup/smtp.ts';

const log = createLogger('silent');
const now = new Date('2026-11-26T01:00:00.000Z');
const linkUrl = (token: string) => `https://www.example.jp/materials/${token}`;
const tokenOf = (url: string) => url.split('/').pop() ?? '';
const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

describe.each(testBackends())('materials by personal link on %s', (backend) => {
  const t = useTestDb(backend);
  let runtime: TestRuntime;
  beforeAll(async () => {
    runtime = await materialsRuntime();
  });
  afterAll(() => runtime.close());

  async function setup(overrides: Parameters<typeof createLead>[1] = {}) {
    const admin = await createAdmin(t.db);
    const actor = { id: admin.id, email: admin.email };
    const lead = await createLead(t.db, {
      name: '髙橋 ｶﾅ',
      organization: '医療法人社団 髙橋クリニック',
      product: 'pelvia-dr',
      created_at: '2026-11-25T03:00:00.000Z',
      request_date: '2026-11-25T03:00:00.000Z',
      due_at: '2026-11-27T09:00:00.000Z',
      ...overrides,
    });
    const created = await createBrochure(t.db, {
      title: 'Pelvia DR 総合カタログ',
      locale: 'ja',
      products: ['pelvia-dr'],
      file: await makePdf(3),
      actor,
      now,
    });
    if (!created.ok) throw new Error(JSON.stringify(created.errors));
    return { actor, lead, brochureId: created.id };
  }

  async function deliver(at: Date = now) {
    const smtp = await startSmtp();
    cleanups.push(() => smtp.close());
    const mailer = createMailer({ smtpUrl: smtp.url, dataDir: '/nonexistent', log });
    cleanups.push(() => mailer.close());
    const staff = { notifyTo: 'sales@example.jp', leadUrl: (id: string) => `https://www.example.jp/admin/leads/${id}` };
    await runDueJobs(
      { db: t.db, log, mailer, staff, leaseMs: 60_000, sendTimeoutMs: 10_000, retryDelaysMs: [1000], kinds: JOB_KINDS },
      () => at,
    );
    return Promise.all(smtp.received.map((mail) => parseMail(mail.raw)));
  }

  it('sends one mail with a personal link, sets 資料送付済み, and stamps every page of the download', async () => {
    const { actor, lead, brochureId } = await setup();
    const sent = await sendMaterials(t.db, {
      requestId: lead.id,
      brochureIds: [brochureId],
      note: '先日はお電話ありがとうございました。',
      formKey: 'form-1',
      actor,
      linkUrl,
      now,
    });
    expect(sent).toEqual({ ok: true, links: 1, repeated: false });
    // The same form posted again sends nothing more.
    expect(
      await sendMaterials(t.db, {
        requestId: lead.id,
        brochureIds: [brochureId],
        formKey: 'form-1',
        actor,
        linkUrl,
        now,
      }),
    ).toEqual({ ok: true, links: 0, repeated: true });

    const row = await t.db
      .selectFrom('material_requests')
      .select(['status', 'materials_sent_at', 'first_response_at'])
      .where('id', '=', lead.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({
      status: 'materials_sent',
      materials_sent_at: now.toISOString(),
      first_response_at: now.toISOString(),
    });
    const record = await t.db.selectFrom('materials_sent').selectAll().execute();
    expect(record.map((r) => [r.method, r.actor_id, r.tracking_number])).toEqual([['link', actor.id, null]]);
    // The token is stored only as its hash.
    const links = await t.db.selectFrom('material_links').selectAll().execute();
    expect(links).toHaveLength(1);
    expect(links[0]?.expires_at).toBe('2026-12-26T01:00:00.000Z');

    const mails = await deliver();
    const mail = mails.find((m) => m.to.includes(lead.email));
    expect(mails.filter((m) => m.to.includes(lead.email))).toHaveLength(1);
    expect(mail?.subject).toContain('ご請求の資料');
    expect(mail?.text).toContain('先日はお電話ありがとうございました。');
    const url = /https:\/\/www\.example\.jp\/materials\/[A-Za-z0-9_-]{43}/.exec(mail?.text ?? '')?.[0] ?? '';
    expect(url).not.toBe('');
    expect(links[0]?.token_hash).not.toContain(tokenOf(url));

    const link = await resolveLink(t.db, tokenOf(url), now);
    if (link.state !== 'ok') throw new Error(link.state);
    const copy = await downloadAll(t.db, runtime, link, new Date(now.getTime() + 60_000));
    if (!copy.ok) throw new Error(copy.problem);
    expect(copy.first).toBe(true);
    const pages = await pdfPagesText(copy.pdf);
    expect(pages).toHaveLength(3);
    for (const page of pages) {
      expect(page).toContain('髙橋 ｶﾅ 様');
      expect(page).toContain('医療法人社団 髙橋クリニック');
      expect(page).toContain('請求日 2026-11-25');
      expect(page).toContain(`請求番号 ${lead.id}`);
    }
    const again = await downloadAll(t.db, runtime, link, new Date(now.getTime() + 120_000));
    if (!again.ok) throw new Error(again.problem);
    expect(again.first).toBe(false);
    expect(
      await t.db.selectFrom('material_downloads').select('downloaded_at').orderBy('downloaded_at').execute(),
    ).toEqual([{ downloaded_at: '2026-11-26T01:01:00.000Z' }, { downloaded_at: '2026-11-26T01:02:00.000Z' }]);
  });

  it('queues lead.materials_sent and, on the first download only, lead.materials_opened', async () => {
    const { actor, lead, brochureId } = await setup();
    await t.db
      .insertInto('webhook_endpoints')
      .values({
        id: 'crm',
        url: 'https://crm.example.jp/hooks',
        secret: 'x'.repeat(32),
        events: 'lead.materials_sent,lead.materials_opened',
        format: 'json',
        disabled: false,
        created_at: now.toISOString(),
        updated_at: now.toISOString(),
      })
      .execute();
    await sendMaterials(t.db, { requestId: lead.id, brochureIds: [brochureId], formKey: 'k', actor, linkUrl, now });
    const job = await t.db
      .selectFrom('outbox_jobs')
      .select('payload')
      .where('kind', '=', 'materials.links')
      .executeTakeFirstOrThrow();
    const token = tokenOf((JSON.parse(job.payload) as { links: { url: string }[] }).links[0]?.url ?? '');
    const link = await resolveLink(t.db, token, now);
    if (link.state !== 'ok') throw new Error(link.state);
    for (let n = 0; n < 2; n += 1) {
      await downloadAll(t.db, runtime, link, now);
    }
    const events = await t.db
      .selectFrom('outbox_jobs')
      .select(['event', 'payload'])
      .where('kind', '=', 'webhook')
      .execute();
    expect(events.map((e) => e.event).sort()).toEqual(['lead.materials_opened', 'lead.materials_sent']);
    const body = JSON.parse(events.find((e) => e.event === 'lead.materials_sent')?.payload ?? '{}');
    expect(body.materials).toEqual({
      method: 'link',
      sentAt: now.toISOString(),
      trackingNumber: null,
      brochures: [{ id: brochureId, title: 'Pelvia DR 総合カタログ' }],
    });
  });

  it('refuses a lead under review or marked spam', async () => {
    const review = await setup({ review: true });
    expect(
      await sendMaterials(t.db, {
        requestId: review.lead.id,
        brochureIds: [review.brochureId],
        formKey: 'a',
        actor: review.actor,
        linkUrl,
        now,
      }),
    ).toEqual({ ok: false, problem: 'review' });
    const spam = await createLead(t.db, { status: 'spam' });
    expect(
      await sendMaterials(t.db, {
        requestId: spam.id,
        brochureIds: [review.brochureId],
        formKey: 'b',
        actor: review.actor,
        linkUrl,
        now,
      }),
    ).toEqual({ ok: false, problem: 'spam' });
    expect(await t.db.selectFrom('material_links').select('id').execute()).toEqual([]);
    expect(await t.db.selectFrom('materials_sent').select('id').execute()).toEqual([]);
  });

  it('keeps the version a link was sent with until it expires, then removes it; an expired link asks the owner once', async () => {
    const { actor, lead, brochureId } = await setup();
    await saveLinkDays(t.db, { value: '7', actor, now });
    await sendMaterials(t.db, { requestId: lead.id, brochureIds: [brochureId], formKey: 'k', actor, linkUrl, now });
    const job = await t.db
      .selectFrom('outbox_jobs')
      .select('payload')
      .where('kind', '=', 'materials.links')
      .executeTakeFirstOrThrow();
    const token = tokenOf((JSON.parse(job.payload) as { links: { url: string }[] }).links[0]?.url ?? '');
    const replaced = await updateBrochure(t.db, {
      id: brochureId,
      title: 'Pelvia DR 総合カタログ 2027',
      locale: 'ja',
      products: ['pelvia-dr'],
      file: await makePdf(2, 'New'),
      actor,
      now,
    });
    expect(replaced.ok).toBe(true);
    const before = await resolveLink(t.db, token, now);
    if (before.state !== 'ok') throw new Error(before.state);
    const copy = await downloadAll(t.db, runtime, before, now);
    if (!copy.ok) throw new Error(copy.problem);
    expect(await pdfPagesText(copy.pdf)).toHaveLength(3);
    expect(await pruneBrochureVersions(t.db, now)).toBe(0);

    const later = new Date(now.getTime() + 7 * 24 * 60 * 60_000);
    expect(await resolveLink(t.db, token, later)).toEqual({ state: 'expired', locale: 'ja', renewalRequested: false });
    expect(await pruneBrochureVersions(t.db, later)).toBe(1);
    expect(await t.db.selectFrom('brochure_versions').select('pages').execute()).toEqual([{ pages: 2 }]);
    expect(await resolveLink(t.db, 'A'.repeat(43), later)).toEqual({ state: 'unknown' });

    await requestNewLink(t.db, token, later);
    await requestNewLink(t.db, token, later);
    const renewals = await t.db
      .selectFrom('outbox_jobs')
      .select('id')
      .where('kind', '=', 'materials.renewal')
      .execute();
    expect(renewals).toHaveLength(1);
    const mails = await deliver(later);
    expect(mails.filter((m) => m.to.includes('sales@example.jp')).map((m) => m.subject)).toEqual([
      '【資料リンクの再発行依頼】髙橋 ｶﾅ 様',
    ]);
    // Nothing went to the visitor but the first mail.
    expect(mails.filter((m) => m.to.includes(lead.email))).toHaveLength(1);
  });

  it('removes tokens and download records with the lead: deletion on request and retention', async () => {
    const { actor, lead, brochureId } = await setup();
    const old = await createLead(t.db, {
      created_at: '2023-01-01T00:00:00.000Z',
      request_date: '2023-01-01T00:00:00.000Z',
    });
    for (const id of [lead.id, old.id]) {
      await sendMaterials(t.db, { requestId: id, brochureIds: [brochureId], formKey: id, actor, linkUrl, now });
      const link = await t.db
        .selectFrom('material_links')
        .select(['id'])
        .where('request_id', '=', id)
        .executeTakeFirstOrThrow();
      await t.db
        .insertInto('material_downloads')
        .values({ id: `d-${id}`, link_id: link.id, request_id: id, downloaded_at: now.toISOString() })
        .execute();
    }
    await t.db.updateTable('materials_sent').set({ tracking_number: '1234-5678-9012' }).execute();
    expect(await anonymiseExpiredLeads(t.db, { months: 24, now })).toBe(1);
    const left = async (table: 'material_links' | 'material_downloads') =>
      (await t.db.selectFrom(table).select('request_id').execute()).map((r) => r.request_id);
    expect(await left('material_links')).toEqual([lead.id]);
    expect(await left('material_downloads')).toEqual([lead.id]);
    const kept = await t.db
      .selectFrom('materials_sent')
      .select('tracking_number')
      .where('request_id', '=', old.id)
      .execute();
    expect(kept).toEqual([{ tracking_number: null }]);

    const admin = { ...actor, role: 'admin' as const };
    expect(await deleteLead(t.db, { id: lead.id, actor: admin, now })).toEqual({ ok: true });
    expect(await left('material_links')).toEqual([]);
    expect(await left('material_downloads')).toEqual([]);
    expect(
      await t.db.selectFrom('materials_sent').select('request_id').where('request_id', '=', lead.id).execute(),
    ).toEqual([]);
  });

  it('clears postal shipments with the lead: tracking numbers at retention, the rows on deletion', async () => {
    const { actor } = await setup();
    const recent = await createLead(t.db, { created_at: '2026-11-20T00:00:00.000Z' });
    const old = await createLead(t.db, {
      created_at: '2023-01-01T00:00:00.000Z',
      request_date: '2023-01-01T00:00:00.000Z',
    });
    for (const [i, id] of [recent.id, old.id].entries()) {
      await t.db
        .insertInto('lead_shipments')
        .values({
          id: `s-${i}`,
          batch_id: 'batch-1',
          request_id: id,
          format: 'b2',
          carrier: 'yamato',
          tracking_number: `4000-0000-000${i}`,
          created_at: now.toISOString(),
          created_by: actor.id,
          shipped_at: now.toISOString(),
          shipped_by: actor.id,
        })
        .execute();
    }
    const shipments = () =>
      t.db.selectFrom('lead_shipments').select(['request_id', 'tracking_number', 'batch_id']).orderBy('id').execute();

    expect(await anonymiseExpiredLeads(t.db, { months: 24, now })).toBe(1);
    // The batch stays for the dispatch record; the number that finds the parcel goes.
    expect(await shipments()).toEqual([
      { request_id: recent.id, tracking_number: '4000-0000-0000', batch_id: 'batch-1' },
      { request_id: old.id, tracking_number: null, batch_id: 'batch-1' },
    ]);

    const admin = { ...actor, role: 'admin' as const };
    expect(await deleteLead(t.db, { id: recent.id, actor: admin, now })).toEqual({ ok: true });
    expect(await shipments()).toEqual([{ request_id: old.id, tracking_number: null, batch_id: 'batch-1' }]);
  });
});
