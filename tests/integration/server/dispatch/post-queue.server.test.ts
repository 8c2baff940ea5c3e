import { describe, expect, it } from 'vitest';
import {
  readDispatchSettings,
  rememberDispatchSettings,
} from '../../../../src/server/dispatch/dispatch-settings.server.ts';
import {
  dispatchCandidates,
  dispatchSelection,
  queuedCandidates,
} from '../../../../src/server/dispatch/dispatch-view.server.ts';
import { postQueueEntry, queueForPost, unqueueForPost } from '../../../../src/server/dispatch/post-queue.server.ts';
import { createDispatch, markBatchShipped } from '../../../../src/server/dispatch/shipments.server.ts';
import { parseLeadFilter } from '../../../../src/server/leads/inbox.server.ts';
import { deleteLead } from '../../../../src/server/leads/lead-changes.server.ts';
import { recordMaterialsSent } from '../../../../src/server/materials/materials-sent.server.ts';
import { testBackends, useTestDb } from '../../../setup/db.ts';
import { createAdmin, createLead } from '../../../setup/factories.ts';

/**
 * The post queue (issue 42): 郵送する queues a lead whose address can be posted to, with who and
 * when, a history line and an audit entry, and refuses one that cannot, saying why; staff take it
 * out again; the 発送 page ticks the queue and lists the other leads below; a file made with a
 * lead, or its batch marked 発送済み, takes it out; the codes typed for a file are remembered.
 */
describe.each(testBackends())('the post queue on %s', (backend) => {
  const t = useTestDb(backend);
  const now = new Date('2026-11-26T01:00:00.000Z');

  async function setup() {
    const admin = await createAdmin(t.db, { displayName: '田中 里奈' });
    const actor = { id: admin.id, email: admin.email, role: admin.role };
    const lead = (hour: number, overrides: Parameters<typeof createLead>[1] = {}) =>
      createLead(t.db, {
        organization: 'queueclinic',
        postal_code: '1040061',
        address: '東京都中央区銀座1-2-3',
        created_at: `2026-11-20T0${hour}:00:00.000Z`,
        ...overrides,
      });
    return { admin, actor, a: await lead(1), b: await lead(2), c: await lead(3), lead };
  }

  const history = (id: string) =>
    t.db.selectFrom('lead_status_events').select(['note', 'actor_id']).where('request_id', '=', id).execute();
  const audit = (action: string) =>
    t.db.selectFrom('audit_log').select(['target_id', 'detail', 'actor_id']).where('action', '=', action).execute();

  it('queues a sendable lead once, with who and when, a history line and an audit entry', async () => {
    const { admin, actor, b } = await setup();
    expect(await queueForPost(t.db, { id: b.id, actor, note: '郵送待ちに追加', now })).toEqual({
      ok: true,
      already: false,
    });
    expect(await queueForPost(t.db, { id: b.id, actor, note: '郵送待ちに追加', now })).toEqual({
      ok: true,
      already: true,
    });
    expect(await postQueueEntry(t.db, b.id)).toEqual({
      queuedAt: now.toISOString(),
      queuedBy: admin.id,
      queuedByName: '田中 里奈',
    });
    expect(await history(b.id)).toEqual([{ note: '郵送待ちに追加', actor_id: admin.id }]);
    expect(await audit('lead.post_queue')).toEqual([{ target_id: b.id, detail: null, actor_id: admin.id }]);
  });

  it('refuses a lead whose address cannot be posted to, saying why, and writes nothing', async () => {
    const { actor, lead } = await setup();
    const wrongCity = await lead(4, { address: '東京都港区六本木1-1-1' });
    const abroad = await lead(5, { postal_code: null, address: '12 Harbour St, Sydney NSW 2000' });
    const review = await lead(6, { review: true });
    const spam = await lead(7, { status: 'spam' });
    const queue = (id: string) => queueForPost(t.db, { id, actor, note: 'x', now });
    expect(await queue(wrongCity.id)).toEqual({ ok: false, problem: 'address' });
    expect(await queue(abroad.id)).toEqual({ ok: false, problem: 'overseas' });
    expect(await queue(review.id)).toEqual({ ok: false, problem: 'review' });
    expect(await queue(spam.id)).toEqual({ ok: false, problem: 'spam' });
    expect(await queue('gone')).toEqual({ ok: false, problem: 'notFound' });
    expect(await t.db.selectFrom('lead_post_queue').selectAll().execute()).toEqual([]);
    expect(await t.db.selectFrom('lead_status_events').selectAll().execute()).toEqual([]);
    expect(await audit('lead.post_queue')).toEqual([]);
  });

  it('takes a lead out of the queue with a history line and an audit entry', async () => {
    const { admin, actor, a } = await setup();
    await queueForPost(t.db, { id: a.id, actor, note: '郵送待ちに追加', now });
    expect(await unqueueForPost(t.db, { id: a.id, actor, note: '郵送待ちから外した', now })).toBe(true);
    expect(await unqueueForPost(t.db, { id: a.id, actor, note: '郵送待ちから外した', now })).toBe(false);
    expect(await postQueueEntry(t.db, a.id)).toBeNull();
    expect((await history(a.id)).map((row) => row.note).sort()).toEqual(['郵送待ちから外した', '郵送待ちに追加']);
    expect(await audit('lead.post_unqueue')).toEqual([{ target_id: a.id, detail: null, actor_id: admin.id }]);
  });

  it('the 発送 page: the queued lead ticked above, the other sendable leads below', async () => {
    const { actor, a, b, c } = await setup();
    await queueForPost(t.db, { id: b.id, actor, note: 'x', now });
    const filter = parseLeadFilter(new URLSearchParams('q=queueclinic'), undefined);
    const queued = await queuedCandidates(t.db, filter);
    expect(queued.map((lead) => [lead.id, lead.queued, lead.problem])).toEqual([[b.id, true, null]]);
    const others = await dispatchCandidates(t.db, filter);
    expect(others.leads.map((lead) => [lead.id, lead.queued, lead.problem])).toEqual([
      [a.id, false, null],
      [c.id, false, null],
    ]);
    // The whole queue when the page opens from the menu (no filter); a filter narrows it.
    expect((await queuedCandidates(t.db, parseLeadFilter(new URLSearchParams(), undefined))).length).toBe(1);
    expect(await queuedCandidates(t.db, parseLeadFilter(new URLSearchParams('q=elsewhere'), undefined))).toEqual([]);
    // The inbox's selection says which of its leads are queued.
    const selected = await dispatchSelection(t.db, [a.id, b.id]);
    expect(selected.leads.map((lead) => [lead.id, lead.queued])).toEqual([
      [a.id, false],
      [b.id, true],
    ]);
  });

  it('a file made with a queued lead takes it out; 発送済み takes out one queued again', async () => {
    const { actor, a, b } = await setup();
    await queueForPost(t.db, { id: a.id, actor, note: 'x', now });
    await queueForPost(t.db, { id: b.id, actor, note: 'x', now });
    const made = await createDispatch(t.db, {
      ids: [a.id],
      request: { format: 'click_post', item: '資料' },
      actor,
      now,
    });
    if (!made.ok) throw new Error(JSON.stringify(made));
    expect(await postQueueEntry(t.db, a.id)).toBeNull();
    expect(await postQueueEntry(t.db, b.id)).not.toBeNull();
    // Queued again before the batch is marked: 発送済み takes it out too.
    await t.db
      .insertInto('lead_post_queue')
      .values({ request_id: a.id, queued_at: now.toISOString(), queued_by: actor.id })
      .execute();
    await markBatchShipped(t.db, { batchId: made.batchId, actor, now }, recordMaterialsSent);
    expect(await postQueueEntry(t.db, a.id)).toBeNull();
    // Once shipped, 郵送する says so.
    expect(await queueForPost(t.db, { id: a.id, actor, note: 'x', now })).toEqual({ ok: false, problem: 'shipped' });
  });

  it('deleting a lead on request takes it out of the queue', async () => {
    const { actor, a } = await setup();
    await queueForPost(t.db, { id: a.id, actor, note: 'x', now });
    const deleted = await deleteLead(t.db, { id: a.id, actor, now });
    expect(deleted.ok).toBe(true);
    expect(await t.db.selectFrom('lead_post_queue').selectAll().execute()).toEqual([]);
  });

  it('remembers the codes of the last file, per format, so the next opens with them', async () => {
    const { admin } = await setup();
    expect(await readDispatchSettings(t.db)).toBeNull();
    const defaults = {
      format: 'b2' as const,
      service: 'hatsubarai',
      item: '資料',
      billingCode: '',
      freightNumber: '01',
      preset: '12',
      offsetX: '0',
      offsetY: '0',
    };
    await rememberDispatchSettings(t.db, {
      values: { ...defaults, service: 'yu_mail', billingCode: '031234567801', freightNumber: '02', item: 'カタログ' },
      defaults,
      actorId: admin.id,
      now,
    });
    expect(await readDispatchSettings(t.db)).toEqual({
      ...defaults,
      service: 'yu_mail',
      billingCode: '031234567801',
      freightNumber: '02',
      item: 'カタログ',
    });
    // A Click Post file remembers its format and item; the B2 codes stay; junk typed in the B2
    // fields for it is not kept.
    await rememberDispatchSettings(t.db, {
      values: { ...defaults, format: 'click_post', item: '資料在中', billingCode: 'typo' },
      defaults,
      actorId: admin.id,
      now,
    });
    expect(await readDispatchSettings(t.db)).toEqual({
      ...defaults,
      format: 'click_post',
      service: 'yu_mail',
      billingCode: '031234567801',
      freightNumber: '02',
      item: '資料在中',
    });
  });
});
