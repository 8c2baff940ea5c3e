import { randomUUID } from 'node:crypto';
import { describe, expect, it, vi } from 'vitest';
import { channelOf, channelParam } from '../../../../src/domain/lead/attribution.ts';
import { readStageForm } from '../../../../src/domain/lead/stages.ts';
import { isBusinessDay } from '../../../../src/server/follow-up/business-days.server.ts';
import { queueDailyDigests } from '../../../../src/server/follow-up/digest.server.ts';
import { logActivity } from '../../../../src/server/funnel/activities.server.ts';
import { listLostReasons, saveLostReasons } from '../../../../src/server/funnel/lost-reasons.server.ts';
import { setOfflineSource } from '../../../../src/server/funnel/offline-source.server.ts';
import { funnelReport, REPORT_ROWS, type ReportGroup } from '../../../../src/server/funnel/report.server.ts';
import { setLeadStage } from '../../../../src/server/funnel/stages.server.ts';
import { leadTimeline } from '../../../../src/server/funnel/timeline.server.ts';
import { applyFilter, baseQuery, parseLeadFilter } from '../../../../src/server/leads/inbox.server.ts';
import { createBrochureRequest } from '../../../../src/server/leads/leads.server.ts';
import { releaseLead } from '../../../../src/server/leads/review.server.ts';
import { addWebhook } from '../../../../src/server/webhooks/endpoints.server.ts';
import { insertRealisticLeads } from '../../../setup/bulk-leads.ts';
import { testBackends, useTestDb } from '../../../setup/db.ts';
import { createAdmin, createLead, validLead } from '../../../setup/factories.ts';

vi.setConfig({ testTimeout: 30_000 });

const reportGroupsOf = (): ReportGroup[] => ['channel', 'campaign', 'product'];
const staff = { id: 'u-staff', email: 'staff@example.jp', role: 'staff' as const };
const admin = { id: 'u-admin', email: 'admin@example.jp', role: 'admin' as const };
const stage = (fields: Record<string, string>, reasons: string[] = []) => {
  const read = readStageForm((name) => fields[name] ?? null, reasons);
  if (!read.ok) throw new Error(JSON.stringify(read.errors));
  return read.value;
};

describe.each(testBackends())('sales stages and activities on %s', (backend) => {
  const t = useTestDb(backend);

  it('moves a lead through stages with history, a signed webhook, first touch and contract value', async () => {
    const hook = await addWebhook(t.db, {
      url: 'https://crm.example.com/hook',
      secret: 'a secret of enough length',
      events: 'lead.stage_changed',
      actor: admin,
    });
    expect(hook.ok).toBe(true);
    const lead = await createLead(t.db, { created_at: '2026-11-02T01:00:00.000Z' });
    const id = lead.id as string;
    await setLeadStage(t.db, {
      id,
      stage: stage({ stage: 'meeting', meeting_on: '2026-11-05', meeting_kind: 'online' }),
      actor: staff,
      now: new Date('2026-11-04T01:00:00Z'),
    });
    await setLeadStage(t.db, {
      id,
      stage: stage({ stage: 'quote', amount_monthly: '33,000' }),
      actor: staff,
      now: new Date('2026-11-06T01:00:00Z'),
    });
    await setLeadStage(t.db, {
      id,
      stage: stage({ stage: 'won', amount_monthly: '３３０００円' }),
      actor: staff,
      now: new Date('2026-11-10T01:00:00Z'),
    });
    const row = await t.db.selectFrom('material_requests').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      stage: 'won',
      contract_monthly: 33000,
      first_human_touch_at: '2026-11-04T01:00:00.000Z',
      meeting_at: '2026-11-04T01:00:00.000Z',
      trial_at: null,
    });
    const jobs = await t.db
      .selectFrom('outbox_jobs')
      .select(['event', 'payload'])
      .where('request_id', '=', id)
      .where('kind', '=', 'webhook')
      .execute();
    expect(jobs).toHaveLength(3);
    const last = jobs.map((job) => JSON.parse(job.payload)).find((body) => body.stage.to === 'won');
    expect(last).toMatchObject({
      event: 'lead.stage_changed',
      lead: { id },
      stage: { from: 'quote', to: 'won', amountMonthly: 33000 },
    });

    // Back to the quote: the contract is undone, the quote's first date stays.
    await setLeadStage(t.db, {
      id,
      stage: stage({ stage: 'quote', amount_monthly: '30000' }),
      actor: staff,
      now: new Date('2026-11-11T01:00:00Z'),
    });
    const back = await t.db.selectFrom('material_requests').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    expect(back).toMatchObject({
      stage: 'quote',
      won_at: null,
      contract_monthly: null,
      quote_at: '2026-11-06T01:00:00.000Z',
    });
    const kinds = (await leadTimeline(t.db, id)).map((event) => event.kind);
    expect(kinds.filter((kind) => kind === 'stage')).toHaveLength(4);
    expect(kinds[0]).toBe('request');
  });

  it('keeps the open next step, clears it on 失注, and refuses spam', async () => {
    const lead = await createLead(t.db);
    const id = lead.id as string;
    await logActivity(t.db, {
      id,
      activity: { kind: 'phone', note: '院長と話した', nextStep: 'デモ日程', nextStepOn: '2026-11-20' },
      actor: staff,
      now: new Date('2026-11-18T01:00:00Z'),
    });
    let row = await t.db.selectFrom('material_requests').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      next_step: 'デモ日程',
      next_step_on: '2026-11-20',
      next_step_due_at: '2026-11-20T15:00:00.000Z',
      first_human_touch_at: '2026-11-18T01:00:00.000Z',
    });
    // Overdue after its day, in the inbox's 期限超過.
    const overdue = (now: string) =>
      applyFilter(baseQuery(t.db), { ...parseLeadFilter(new URLSearchParams('overdue=1')), now }, { status: true })
        .select('id')
        .where('id', '=', id)
        .execute();
    expect(await overdue('2026-11-20T14:00:00.000Z')).toHaveLength(0);
    expect(await overdue('2026-11-21T00:00:00.000Z')).toHaveLength(1);
    const [reason] = await listLostReasons(t.db);
    await setLeadStage(t.db, {
      id,
      stage: stage({ stage: 'lost', lost_reason: reason?.id ?? '' }, [reason?.id ?? '']),
      actor: staff,
    });
    row = await t.db.selectFrom('material_requests').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ stage: 'lost', next_step_due_at: null });
    const spam = await createLead(t.db, { status: 'spam' });
    expect(
      await setLeadStage(t.db, { id: spam.id as string, stage: stage({ stage: 'meeting' }), actor: staff }),
    ).toEqual({ ok: false, problem: 'closedLead' });
  });

  it('edits the lost reasons: rename, hide, add', async () => {
    const before = await listLostReasons(t.db);
    expect(before.map((r) => r.label)).toContain('価格・予算が合わない');
    const [first, second] = before;
    await saveLostReasons(t.db, {
      labels: new Map([
        [first?.id ?? '', '予算'],
        [second?.id ?? '', ''],
      ]),
      added: '院内の反対',
      actor: admin,
    });
    const after = await listLostReasons(t.db);
    expect(after.find((r) => r.id === first?.id)?.label).toBe('予算');
    expect(after.find((r) => r.id === second?.id)?.disabled).toBe(true);
    expect(after.at(-1)?.label).toBe('院内の反対');
  });

  it('reports the funnel by channel with links that select the same leads, and attributes every contract', async () => {
    const campaign = `c-${randomUUID()}`;
    const day = '2026-10-01';
    const at = '2026-10-01T02:00:00.000Z';
    const base = { created_at: at, first_touch_page: `/?utm_campaign=${campaign}`, first_touch_utm_campaign: campaign };
    const tagged = { ...base, first_touch_utm_source: 'gakkai', first_touch_utm_medium: 'booth' };
    const referred = { ...base, first_touch_referrer_host: 'www.google.com' };
    const offline = { ...base, first_touch_page: null };
    const ids: string[] = [];
    for (const overrides of [tagged, tagged, referred, base, offline])
      ids.push((await createLead(t.db, overrides)).id as string);
    await setOfflineSource(t.db, {
      id: ids[4] ?? '',
      kind: 'trade_show',
      name: 'JSOG 2026',
      on: '2026-09-30',
      actor: staff,
    });
    for (const id of ids) {
      await t.db
        .updateTable('material_requests')
        .set({ materials_sent_at: '2026-10-02T02:00:00.000Z' })
        .where('id', '=', id)
        .execute();
      await setLeadStage(t.db, {
        id,
        stage: stage({ stage: 'won', amount_monthly: '33000' }),
        actor: staff,
        now: new Date('2026-10-07T02:00:00Z'),
      });
    }
    const report = await funnelReport(t.db, { from: day, to: day, group: 'channel', closures: new Set() });
    const mine = report.rows.filter((row) => row.counts.won > 0);
    const gakkai = report.rows.find((row) => row.key === 'utm|gakkai|booth');
    expect(gakkai?.counts).toMatchObject({ leads: 2, materials: 2, meeting: 2, quote: 2, won: 2 });
    expect(gakkai?.monthly).toBe(66000);
    // 10/1 (Thu) → 10/2 (Fri): 1 business day; straight to 契約, the skipped steps have no dates.
    expect(gakkai?.medianDays[0]).toBe(1);
    expect(gakkai?.medianDays[4]).toBeNull();
    const unknown = mine.filter((row) => row.channel?.kind === 'unknown').reduce((n, row) => n + row.counts.won, 0);
    expect(unknown).toBe(0);
    expect(report.rows.some((row) => row.key === 'offline|trade_show|JSOG 2026')).toBe(true);
    expect(report.rows.some((row) => row.key === 'direct')).toBe(true);
    // Each row's inbox link selects exactly its leads.
    for (const row of mine.filter((r) => r.key !== 'unknown')) {
      const filter = parseLeadFilter(new URLSearchParams({ from: day, to: day, ...row.filter, reached: 'won' }));
      const listed = await applyFilter(baseQuery(t.db), { ...filter, duplicates: false }, { status: true })
        .select('id')
        .where('id', 'in', ids)
        .execute();
      const expected = ids.length
        ? (await t.db.selectFrom('material_requests').selectAll().where('id', 'in', ids).execute()).filter(
            (lead) => channelParam(channelOf(lead)) === row.key,
          )
        : [];
      expect(listed.map((l) => l.id).sort()).toEqual(expected.map((l) => l.id).sort());
    }
  });

  it('counts 体験 only where a demo was recorded, 失注 with its reasons, and imported cards apart (issue 42)', async () => {
    const day = '2026-10-05';
    const at = '2026-10-05T02:00:00.000Z';
    const reasons = (await listLostReasons(t.db)).map((reason) => reason.id);
    const batch = randomUUID();
    const [demo, quoted, lostPrice, lostRival, lostPrice2, card] = await Promise.all(
      [{}, {}, {}, {}, {}, { import_batch_id: batch, import_line: 2 }].map(
        async (overrides) => (await createLead(t.db, { created_at: at, ...overrides })).id as string,
      ),
    );
    const move = (id: string | undefined, fields: Record<string, string>) =>
      setLeadStage(t.db, {
        id: id ?? '',
        stage: stage(fields, reasons),
        actor: staff,
        now: new Date('2026-10-06T02:00:00Z'),
      });
    await move(demo, { stage: 'trial', trial_place: '院内' });
    await move(demo, { stage: 'quote', amount_monthly: '33000' });
    // Straight from 商談 to 見積: no demo recorded, so no 体験.
    await move(quoted, { stage: 'meeting' });
    await move(quoted, { stage: 'quote', amount_monthly: '33000' });
    await move(lostPrice, { stage: 'lost', lost_reason: 'price' });
    await move(lostRival, { stage: 'meeting' });
    await move(lostRival, { stage: 'lost', lost_reason: 'competitor' });
    await move(lostPrice2, { stage: 'lost', lost_reason: 'competitor' });
    // The latest move to 失注 gives the reason.
    await move(lostPrice2, { stage: 'lost', lost_reason: 'price' });
    await move(card, { stage: 'meeting' });
    const report = await funnelReport(t.db, { from: day, to: day, group: 'product', closures: new Set() });
    expect(report.total.counts).toMatchObject({ leads: 6, meeting: 4, trial: 1, quote: 2 });
    expect(report.total.imports).toBe(1);
    expect(report.total.lost).toBe(3);
    expect(report.total.lostReasons).toEqual({ price: 2, competitor: 1 });
    // The inbox's links select the same leads: 体験, 失注 and the imported cards.
    const listed = async (params: Record<string, string>) =>
      (
        await applyFilter(
          baseQuery(t.db),
          { ...parseLeadFilter(new URLSearchParams({ from: day, to: day, ...params })), duplicates: false },
          { status: true },
        )
          .select('id')
          .execute()
      )
        .map((lead) => lead.id)
        .sort();
    expect(await listed({ reached: 'trial' })).toEqual([demo]);
    expect(await listed({ reached: 'lost' })).toEqual([lostPrice, lostRival, lostPrice2].sort());
    expect(await listed({ origin: 'import' })).toEqual([card]);
    expect(await listed({ origin: 'web' })).toHaveLength(5);
  });

  it('lists an owner’s overdue next steps in the day’s digest', async () => {
    const owner = await createAdmin(t.db, { role: 'staff' });
    const lead = await createLead(t.db, {
      owner_id: owner.id,
      status: 'materials_sent',
      materials_sent_at: '2026-11-01T00:00:00.000Z',
    });
    await logActivity(t.db, {
      id: lead.id as string,
      activity: { kind: 'phone', note: null, nextStep: '見積を送る', nextStepOn: '2026-11-24' },
      actor: staff,
      now: new Date('2026-11-20T01:00:00Z'),
    });
    // Wed 2026-11-25, 9:30 JST: the step was due by the end of the 24th.
    const run = await queueDailyDigests(t.db, new Date('2026-11-25T00:30:00Z'), { closures: new Set() });
    expect(run).toMatchObject({ status: 'queued' });
    const job = await t.db
      .selectFrom('outbox_jobs')
      .select('payload')
      .where('id', 'like', `%${owner.id}%`)
      .executeTakeFirstOrThrow();
    expect(JSON.parse(job.payload).leads.nextSteps).toEqual([lead.id]);
  });

  it('groups in the database exactly as a lead-by-lead count would, medians in business days included, in batches too', async () => {
    // Two thousand leads over five years, about 21 hours apart: steps land on every hour of the
    // day, so a day counted in UTC instead of Japan would move some medians.
    await insertRealisticLeads(t.db, 2000, { owners: [] });
    const closures = new Set(['2024-12-30', '2025-12-29', '2026-05-07']);
    const leads = await t.db
      .selectFrom('material_requests')
      .selectAll()
      .where('status', '!=', 'spam')
      .where('review', '=', false)
      .where('duplicate_of', 'is', null)
      .execute();
    const japanDay = (iso: string) => new Date(Date.parse(iso) + 9 * 3_600_000).toISOString().slice(0, 10);
    const nextDay = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
    const businessDays = (from: string, to: string) => {
      let n = 0;
      for (let d = nextDay(from); d <= to; d = nextDay(d)) if (isBusinessDay(d, closures)) n += 1;
      return n;
    };
    const median = (values: number[]) => {
      if (values.length === 0) return null;
      const sorted = [...values].sort((a, b) => a - b);
      const mid = Math.floor(sorted.length / 2);
      return sorted.length % 2 ? sorted[mid] : Math.round(((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2);
    };
    const keyOf: Record<ReportGroup, (lead: (typeof leads)[number]) => string> = {
      channel: (lead) => channelParam(channelOf(lead)),
      campaign: (lead) => lead.first_touch_utm_campaign ?? '-',
      product: (lead) => lead.product,
    };
    for (const group of ['channel', 'campaign', 'product'] as const) {
      const expected = new Map<
        string,
        { counts: number[]; lost: number; monthly: number; once: number; gaps: number[][] }
      >();
      for (const lead of leads) {
        const key = keyOf[group](lead);
        const row = expected.get(key) ?? {
          counts: [0, 0, 0, 0, 0, 0],
          lost: 0,
          monthly: 0,
          once: 0,
          gaps: [[], [], [], [], []],
        };
        expected.set(key, row);
        const at = [
          lead.created_at,
          lead.materials_sent_at,
          lead.meeting_at,
          lead.trial_at,
          lead.quote_at,
          lead.won_at,
        ];
        at.forEach((_, i) => {
          // 体験 (3) only where a demo was recorded; the other steps count a later one too.
          if (i === 3 ? Boolean(lead.trial_at) : at.slice(i).some(Boolean)) row.counts[i] = (row.counts[i] ?? 0) + 1;
          const before = at[i - 1];
          const when = at[i];
          if (i > 0 && before && when) row.gaps[i - 1]?.push(businessDays(japanDay(before), japanDay(when)));
        });
        if (lead.lost_at) row.lost += 1;
        if (lead.won_at) {
          row.monthly += Number(lead.contract_monthly ?? 0);
          row.once += Number(lead.contract_once ?? 0);
        }
      }
      const report = await funnelReport(t.db, { from: '2000-01-01', to: '2099-12-31', group, closures });
      // Read in batches of 97 (the leads past the request and those at 失注), the same report:
      // the keyset continues exactly where each batch ended (issue 40).
      const batched = await funnelReport(t.db, { from: '2000-01-01', to: '2099-12-31', group, closures, batch: 97 });
      expect(batched, `${group} in batches`).toEqual(report);
      expect(report.rows.length, group).toBe(expected.size);
      expect(report.total.counts.leads).toBe(leads.length);
      expect(report.total.medianDays.filter((days) => days !== null).length).toBeGreaterThan(2);
      for (const row of report.rows) {
        const want = expected.get(row.key);
        expect(want, `${group} ${row.key}`).toBeDefined();
        expect(Object.values(row.counts), `${group} ${row.key}`).toEqual(want?.counts);
        expect([row.monthly, row.once]).toEqual([want?.monthly, want?.once]);
        expect(row.lost, `${group} ${row.key} 失注`).toBe(want?.lost);
        expect(row.imports).toBe(0);
        expect(row.medianDays, `${group} ${row.key}`).toEqual(want?.gaps.map(median));
      }
    }
  });

  /** A brochure request as the form stores it, with its own address and a first touch tagged `source`. */
  const post = (n: number, source: string, signals: { unproven?: boolean; honeypot?: string } = {}) =>
    createBrochureRequest(
      t.db,
      {
        ...validLead,
        email: `lead${n}@example${n}.jp`,
        phone: `090${String(10_000_000 + n)}`,
        organization: `医療法人 テスト${n}`,
      },
      {
        locale: 'ja',
        now: new Date('2026-09-15T02:00:00.000Z'),
        firstTouch: {
          page: `/?utm_source=${source}`,
          referrerHost: null,
          utm: { utm_source: source, utm_medium: 'bot', utm_campaign: source, utm_term: null, utm_content: null },
        },
        ...signals,
      },
    );
  const range = { from: '2026-09-15', to: '2026-09-15', closures: new Set<string>() };

  it('leaves out leads held for review (要確認) and spam until staff release them', async () => {
    for (let n = 0; n < 3; n += 1) expect((await post(n, 'gakkai')).ok).toBe(true);
    const before = await Promise.all(reportGroupsOf().map((group) => funnelReport(t.db, { ...range, group })));
    // 60 posts without proof, from 60 addresses, each with its own tag; 10 more that are spam.
    const held: string[] = [];
    for (let n = 100; n < 160; n += 1) {
      const created = await post(n, `bot-${n}`, { unproven: true });
      if (!created.ok) throw new Error('not stored');
      held.push(created.id);
    }
    for (let n = 200; n < 210; n += 1) await post(n, `spam-${n}`, { unproven: true, honeypot: 'x' });
    const stored = await t.db.selectFrom('material_requests').select(['review', 'status']).execute();
    expect(stored.filter((row) => Boolean(row.review))).toHaveLength(60);
    expect(stored.filter((row) => row.status === 'spam')).toHaveLength(10);
    const after = await Promise.all(reportGroupsOf().map((group) => funnelReport(t.db, { ...range, group })));
    expect(after).toEqual(before);
    expect(before[0]?.rows.map((row) => row.key)).toEqual(['utm|gakkai|bot']);

    // Released by staff, a request counts like any other.
    const admin = await createAdmin(t.db);
    expect((await releaseLead(t.db, { id: held[0] ?? '', actor: { id: admin.id, email: admin.email } })).ok).toBe(true);
    const released = await funnelReport(t.db, { ...range, group: 'channel' });
    expect(released.total.counts.leads).toBe(4);
    expect(released.rows.map((row) => row.key).sort()).toEqual(['utm|bot-100|bot', 'utm|gakkai|bot']);
  });

  it(`shows at most ${REPORT_ROWS} rows and folds the rest into one その他 row, totals kept`, async () => {
    for (let n = 0; n < 3; n += 1) await post(n, 'gakkai');
    for (let n = 100; n < 130; n += 1) await post(n, `tag-${n}`);
    for (const group of ['channel', 'campaign'] as const) {
      const report = await funnelReport(t.db, { ...range, group });
      expect(report.rows, group).toHaveLength(REPORT_ROWS + 1);
      expect(report.rows[0]?.counts.leads, group).toBe(3);
      const other = report.rows.at(-1);
      expect(other, group).toMatchObject({ key: '', channel: null, filter: {}, folded: 31 - REPORT_ROWS });
      expect(other?.counts.leads, group).toBe(31 - REPORT_ROWS);
      expect(report.rows.slice(0, -1).every((row) => row.folded === undefined)).toBe(true);
      const sum = report.rows.reduce((n, row) => n + row.counts.leads, 0);
      expect([sum, report.total.counts.leads], group).toEqual([33, 33]);
    }
  });
});
