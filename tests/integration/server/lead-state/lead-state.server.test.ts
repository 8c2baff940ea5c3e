/**
 * The lead's state model written by each of its writers (issue 42): an activity, a stage, a
 * sending and a status set by hand each move the status one way (a history row, the
 * `lead.status_changed` webhook, a `lead.status` audit entry, the first response), 契約 and 失注
 * close the lead (no due date, never overdue, no next step), and a stage moved back reopens it.
 */
import { describe, expect, it, vi } from 'vitest';
import { readStageForm, type StageInput } from '../../../../src/domain/lead/stages.ts';
import { logActivity } from '../../../../src/server/funnel/activities.server.ts';
import { listLostReasons } from '../../../../src/server/funnel/lost-reasons.server.ts';
import { setLeadStage } from '../../../../src/server/funnel/stages.server.ts';
import { applyFilter, baseQuery, listLeads, parseLeadFilter } from '../../../../src/server/leads/inbox.server.ts';
import { changeLeadStatus } from '../../../../src/server/leads/lead-changes.server.ts';
import { recordMaterialsSent } from '../../../../src/server/materials/materials-sent.server.ts';
import type { Db } from '../../../../src/server/platform/db.server.ts';
import { addWebhook } from '../../../../src/server/webhooks/endpoints.server.ts';
import { testBackends, useTestDb } from '../../../setup/db.ts';
import { createAdmin, createLead } from '../../../setup/factories.ts';

vi.setConfig({ testTimeout: 30_000 });

const admin = { id: 'u-admin', email: 'admin@example.jp', role: 'admin' as const };
const stage = (fields: Record<string, string>, reasons: string[] = []): StageInput => {
  const read = readStageForm((name) => fields[name] ?? null, reasons);
  if (!read.ok) throw new Error(JSON.stringify(read.errors));
  return read.value;
};
const call = { kind: 'phone' as const, note: '院長と電話', nextStep: 'デモ日程の連絡', nextStepOn: '2026-11-20' };

async function leadRow(db: Db, id: string) {
  return db.selectFrom('material_requests').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
}

async function statusEvents(db: Db, id: string) {
  const rows = await db
    .selectFrom('lead_status_events')
    .select(['from_status', 'to_status', 'actor_id'])
    .where('request_id', '=', id)
    .orderBy('created_at')
    .execute();
  return rows.map((row) => `${row.from_status}→${row.to_status}`);
}

async function statusHooks(db: Db, id: string): Promise<string[]> {
  const rows = await db
    .selectFrom('outbox_jobs')
    .select('payload')
    .where('request_id', '=', id)
    .where('kind', '=', 'webhook')
    .where('event', '=', 'lead.status_changed')
    .orderBy('created_at')
    .execute();
  return rows.map((row) => JSON.parse(row.payload).lead.status);
}

async function statusAudits(db: Db, id: string) {
  const rows = await db
    .selectFrom('audit_log')
    .select('detail')
    .where('action', '=', 'lead.status')
    .where('target_id', '=', id)
    .orderBy('created_at')
    .execute();
  return rows.map((row) => JSON.parse(row.detail ?? '{}'));
}

describe.each(testBackends())('the lead state model on %s', (backend) => {
  const t = useTestDb(backend);

  const subscribe = () =>
    addWebhook(t.db, {
      url: 'https://crm.example.com/hook',
      secret: 'a secret of enough length',
      events: 'lead.status_changed',
      actor: admin,
    });

  /** Whether the inbox's 期限超過 (and 次の予定を過ぎた) lists the lead at `now`. */
  const inOverdue = async (id: string, now: string, query = 'overdue=1') =>
    (
      await applyFilter(baseQuery(t.db), { ...parseLeadFilter(new URLSearchParams(query)), now }, { status: true })
        .select('id')
        .where('id', '=', id)
        .execute()
    ).length === 1;

  const lost = async () => {
    const [reason] = await listLostReasons(t.db);
    return stage({ stage: 'lost', lost_reason: reason?.id ?? '' }, [reason?.id ?? '']);
  };

  it('makes a 未対応 lead 連絡済み when an activity is logged, with a status event, webhook and audit', async () => {
    await subscribe();
    const lead = await createLead(t.db, { created_at: '2026-11-16T01:00:00.000Z' });
    const id = lead.id as string;
    const result = await logActivity(t.db, { id, activity: call, actor: admin, now: new Date('2026-11-18T01:00:00Z') });
    expect(result).toEqual({ ok: true });
    expect(await leadRow(t.db, id)).toMatchObject({
      status: 'contacted',
      first_response_at: '2026-11-18T01:00:00.000Z',
      first_human_touch_at: '2026-11-18T01:00:00.000Z',
      next_step: 'デモ日程の連絡',
      next_step_on: '2026-11-20',
    });
    expect(await statusEvents(t.db, id)).toEqual(['pending→contacted']);
    expect(await statusHooks(t.db, id)).toEqual(['contacted']);
    expect(await statusAudits(t.db, id)).toEqual([
      { from: 'pending', to: 'contacted', withNote: false, by: 'activity' },
    ]);

    // A second call moves nothing: one status event in all.
    await logActivity(t.db, { id, activity: call, actor: admin, now: new Date('2026-11-19T01:00:00Z') });
    expect(await statusEvents(t.db, id)).toEqual(['pending→contacted']);
  });

  it('leaves spam and a lead under review as they are when an activity is logged', async () => {
    const spam = await createLead(t.db, { status: 'spam' });
    const held = await createLead(t.db, { review: true });
    for (const lead of [spam, held]) {
      await logActivity(t.db, { id: lead.id as string, activity: call, actor: admin });
      expect((await leadRow(t.db, lead.id as string)).status).toBe(lead.status);
      expect(await statusEvents(t.db, lead.id as string)).toEqual([]);
    }
  });

  it('closes a lead at 失注: 完了, no due date, no next step, not overdue', async () => {
    await subscribe();
    const lead = await createLead(t.db, { due_at: '2026-11-18T09:00:00.000Z' });
    const id = lead.id as string;
    await logActivity(t.db, { id, activity: call, actor: admin, now: new Date('2026-11-17T01:00:00Z') });
    // Late on both counts: materials not sent by the due date, and the next step's day passed.
    expect(await inOverdue(id, '2026-11-21T00:00:00.000Z')).toBe(true);
    expect(await inOverdue(id, '2026-11-21T00:00:00.000Z', 'next=late')).toBe(true);

    const result = await setLeadStage(t.db, {
      id,
      stage: await lost(),
      actor: admin,
      now: new Date('2026-11-21T01:00:00Z'),
    });
    expect(result).toEqual({ ok: true });
    expect(await leadRow(t.db, id)).toMatchObject({
      status: 'closed',
      stage: 'lost',
      due_at: null,
      next_step: null,
      next_step_on: null,
      next_step_due_at: null,
    });
    expect(await statusEvents(t.db, id)).toEqual(['pending→contacted', 'contacted→closed']);
    expect(await statusHooks(t.db, id)).toEqual(['contacted', 'closed']);
    expect((await statusAudits(t.db, id)).at(-1)).toEqual({
      from: 'contacted',
      to: 'closed',
      withNote: false,
      by: 'stage',
    });
    expect(await inOverdue(id, '2026-11-21T02:00:00.000Z')).toBe(false);
    expect(await inOverdue(id, '2026-11-21T02:00:00.000Z', 'next=late')).toBe(false);
    const row = (await listLeads(t.db, { now: '2026-11-21T02:00:00.000Z' })).rows.find((r) => r.id === id);
    expect(row).toMatchObject({ status: 'closed', stage: 'lost', dueAt: null, nextStep: null, overdue: false });

    // Logged on the closed lead, a next step is not stored.
    await logActivity(t.db, { id, activity: { ...call, nextStepOn: '2026-11-25' }, actor: admin });
    expect(await leadRow(t.db, id)).toMatchObject({ status: 'closed', next_step: null, next_step_due_at: null });
    const logged = await t.db
      .selectFrom('lead_activities')
      .select(['next_step', 'next_step_on'])
      .where('request_id', '=', id)
      .orderBy('created_at', 'desc')
      .executeTakeFirstOrThrow();
    expect(logged).toEqual({ next_step: null, next_step_on: null });
  });

  it('closes a lead at 契約 the same way, straight from 未対応', async () => {
    const lead = await createLead(t.db, { due_at: '2026-11-18T09:00:00.000Z' });
    const id = lead.id as string;
    await setLeadStage(t.db, {
      id,
      stage: stage({ stage: 'won', amount_monthly: '33000' }),
      actor: admin,
      now: new Date('2026-11-19T01:00:00Z'),
    });
    expect(await leadRow(t.db, id)).toMatchObject({
      status: 'closed',
      stage: 'won',
      due_at: null,
      first_response_at: '2026-11-19T01:00:00.000Z',
    });
    expect(await statusEvents(t.db, id)).toEqual(['pending→closed']);
    expect(await inOverdue(id, '2026-11-20T00:00:00.000Z')).toBe(false);
  });

  it('makes a 未対応 lead 連絡済み at 商談, and reopens a lost one where its materials left it', async () => {
    const lead = await createLead(t.db);
    const id = lead.id as string;
    await setLeadStage(t.db, { id, stage: stage({ stage: 'meeting' }), actor: admin });
    expect((await leadRow(t.db, id)).status).toBe('contacted');
    await setLeadStage(t.db, { id, stage: await lost(), actor: admin });
    expect((await leadRow(t.db, id)).status).toBe('closed');
    // Back to 見積: never sent, so 連絡済み; no due date comes back.
    await setLeadStage(t.db, { id, stage: stage({ stage: 'quote', amount_monthly: '30000' }), actor: admin });
    expect(await leadRow(t.db, id)).toMatchObject({ status: 'contacted', stage: 'quote', due_at: null, lost_at: null });
    expect(await statusEvents(t.db, id)).toEqual(['pending→contacted', 'contacted→closed', 'closed→contacted']);

    const me = await createAdmin(t.db);
    const sent = await createLead(t.db);
    const sentId = sent.id as string;
    await recordMaterialsSent(t.db, { requestId: sentId, method: 'link', actorId: me.id, now: new Date() });
    await setLeadStage(t.db, { id: sentId, stage: stage({ stage: 'won', amount_once: '5500000' }), actor: admin });
    await setLeadStage(t.db, { id: sentId, stage: stage({ stage: 'trial' }), actor: admin });
    expect(await leadRow(t.db, sentId)).toMatchObject({ status: 'materials_sent', stage: 'trial', won_at: null });
    expect(await statusEvents(t.db, sentId)).toEqual([
      'pending→materials_sent',
      'materials_sent→closed',
      'closed→materials_sent',
    ]);
  });

  it('makes a sent lead 資料送付済み through the same writer, webhook and audit included', async () => {
    await subscribe();
    const me = await createAdmin(t.db);
    const lead = await createLead(t.db, { status: 'contacted', due_at: '2026-11-18T09:00:00.000Z' });
    const id = lead.id as string;
    const now = new Date('2026-11-17T01:00:00Z');
    expect((await recordMaterialsSent(t.db, { requestId: id, method: 'post', actorId: me.id, now })).ok).toBe(true);
    expect(await leadRow(t.db, id)).toMatchObject({
      status: 'materials_sent',
      materials_sent_at: '2026-11-17T01:00:00.000Z',
      due_at: '2026-11-18T09:00:00.000Z',
    });
    expect(await statusEvents(t.db, id)).toEqual(['contacted→materials_sent']);
    expect(await statusHooks(t.db, id)).toEqual(['materials_sent']);
    expect(await statusAudits(t.db, id)).toEqual([
      { from: 'contacted', to: 'materials_sent', withNote: false, by: 'materials' },
    ]);
    // Refused, as before, for spam and a lead under review.
    const spam = await createLead(t.db, { status: 'spam' });
    expect(
      await recordMaterialsSent(t.db, { requestId: spam.id as string, method: 'link', actorId: null, now }),
    ).toEqual({ ok: false, problem: 'spam' });
    const held = await createLead(t.db, { review: true });
    expect(
      await recordMaterialsSent(t.db, { requestId: held.id as string, method: 'link', actorId: null, now }),
    ).toEqual({ ok: false, problem: 'review' });
  });

  it('clears the open next step when 完了 is set by hand, and keeps the due date', async () => {
    const lead = await createLead(t.db, { status: 'materials_sent', due_at: '2026-11-18T09:00:00.000Z' });
    const id = lead.id as string;
    await logActivity(t.db, { id, activity: call, actor: admin });
    expect(await changeLeadStatus(t.db, { id, to: 'closed', from: 'materials_sent', actor: admin })).toEqual({
      ok: true,
    });
    expect(await leadRow(t.db, id)).toMatchObject({
      status: 'closed',
      next_step: null,
      next_step_due_at: null,
      due_at: '2026-11-18T09:00:00.000Z',
    });
    expect(await statusAudits(t.db, id)).toEqual([{ from: 'materials_sent', to: 'closed', withNote: false }]);
    expect(await inOverdue(id, '2026-11-21T00:00:00.000Z')).toBe(false);
  });
});
