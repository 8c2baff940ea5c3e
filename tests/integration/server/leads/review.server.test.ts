import { describe, expect, it } from 'vitest';
import { createBrochureRequest } from '../../../../src/server/leads/leads.server.ts';
import { releaseLead } from '../../../../src/server/leads/review.server.ts';
import { testBackends, useTestDb } from '../../../setup/db.ts';
import { createAdmin, validLead } from '../../../setup/factories.ts';

const now = new Date('2026-11-24T01:00:00.000Z');

describe.each(testBackends())('requests waiting for review (要確認) on %s', (backend) => {
  const t = useTestDb(backend);
  const jobs = async () =>
    (await t.db.selectFrom('outbox_jobs').select(['kind', 'event']).execute()).map((j) => j.event ?? j.kind).sort();

  it('keeps a review request with only the staff notification, then releases it once with all the rest', async () => {
    const admin = await createAdmin(t.db);
    const created = await createBrochureRequest(
      t.db,
      { ...validLead, agreement: true },
      { locale: 'ja', review: true, now },
    );
    if (!created.ok) throw new Error('not stored');
    const held = await t.db
      .selectFrom('material_requests')
      .selectAll()
      .where('id', '=', created.id)
      .executeTakeFirstOrThrow();
    expect([Boolean(held.review), held.status, held.owner_id, held.due_at]).toEqual([true, 'pending', null, null]);
    expect(await jobs()).toEqual(['lead.staff_notification']);

    const actor = { id: admin.id, email: admin.email };
    const later = new Date(now.getTime() + 60_000);
    const [first, second] = await Promise.all([
      releaseLead(t.db, { id: created.id, actor, now: later }),
      releaseLead(t.db, { id: created.id, actor, now: later }),
    ]);
    expect([first, second].filter((r) => r.ok)).toHaveLength(1);
    expect([first, second].find((r) => !r.ok)).toEqual({ ok: false, problem: 'notInReview' });
    const released = await t.db
      .selectFrom('material_requests')
      .selectAll()
      .where('id', '=', created.id)
      .executeTakeFirstOrThrow();
    expect(Boolean(released.review)).toBe(false);
    expect(released.due_at).not.toBeNull();
    expect(await jobs()).toEqual(['lead.auto_reply', 'lead.staff_notification']);
    const audit = await t.db
      .selectFrom('audit_log')
      .select(['action', 'target_id'])
      .where('action', '=', 'lead.release')
      .execute();
    expect(audit).toEqual([{ action: 'lead.release', target_id: created.id }]);
  });

  it('does not release spam, nor an accepted request, nor an unknown id', async () => {
    const admin = await createAdmin(t.db);
    const actor = { id: admin.id, email: admin.email };
    const held = await createBrochureRequest(
      t.db,
      { ...validLead, agreement: true },
      { locale: 'ja', review: true, now },
    );
    if (!held.ok) throw new Error('not stored');
    await t.db.updateTable('material_requests').set({ status: 'spam' }).where('id', '=', held.id).execute();
    expect(await releaseLead(t.db, { id: held.id, actor, now })).toEqual({ ok: false, problem: 'notInReview' });
    const accepted = await createBrochureRequest(
      t.db,
      { ...validLead, email: 'b@example.jp', agreement: true },
      { locale: 'ja', now },
    );
    if (!accepted.ok) throw new Error('not stored');
    expect(await releaseLead(t.db, { id: accepted.id, actor, now })).toEqual({ ok: false, problem: 'notInReview' });
    expect(await releaseLead(t.db, { id: 'nope', actor, now })).toEqual({ ok: false, problem: 'notFound' });
  });
});
