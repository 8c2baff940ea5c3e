/**
 * The follow-up parts together, as a new lead and a reassignment pass through them: the
 * lead.created body carries the owner the rules picked and the due date counted in business
 * days; a reassignment queues lead.assigned with the new owner, in the same transaction.
 */
import { describe, expect, it, vi } from 'vitest';
import { addRule } from '../../../../src/server/follow-up/assignment.server.ts';
import { assignLead } from '../../../../src/server/leads/lead-owner.server.ts';
import { createBrochureRequest } from '../../../../src/server/leads/leads.server.ts';
import { addWebhook } from '../../../../src/server/webhooks/endpoints.server.ts';
import { testBackends, useTestDb } from '../../../setup/db.ts';
import { createAdmin, validLead } from '../../../setup/factories.ts';

vi.setConfig({ testTimeout: 30_000 });

describe.each(testBackends())('a lead through the follow-up engine on %s', (backend) => {
  const t = useTestDb(backend);

  const bodies = async (event: string) =>
    (
      await t.db
        .selectFrom('outbox_jobs')
        .select('payload')
        .where('kind', '=', 'webhook')
        .where('event', '=', event)
        .orderBy('created_at')
        .execute()
    ).map((job) => JSON.parse(job.payload));

  it('sends the rule-picked owner and the business-day due date, then the reassignment', async () => {
    const admin = await createAdmin(t.db, { role: 'admin', displayName: '管理 一郎' });
    const first = await createAdmin(t.db, { role: 'staff', displayName: '佐藤 次郎' });
    const second = await createAdmin(t.db, { role: 'staff', displayName: '鈴木 三郎' });
    const actor = { id: admin.id, email: admin.email };
    await addRule(t.db, { family: '', locale: '', region: 'kanto', owners: [first.id] }, { actor });
    const added = await addWebhook(t.db, {
      url: 'https://crm.example.jp/hooks/leads',
      secret: 'a-secret-of-enough-length',
      events: ['lead.created', 'lead.assigned'],
      format: 'json',
      actor,
    });
    expect(added.ok).toBe(true);

    // Friday 20 November 2026, 15:00 JST; Monday the 23rd is 勤労感謝の日: due Wednesday 18:00 JST.
    const stored = await createBrochureRequest(
      t.db,
      { ...validLead, address: '東京都中央区銀座0-0-0' },
      { locale: 'ja', fillMs: 60_000, now: new Date('2026-11-20T06:00:00.000Z') },
    );
    if (!stored.ok) throw new Error(JSON.stringify(stored.errors));
    const [created] = await bodies('lead.created');
    expect(created.lead).toMatchObject({
      id: stored.id,
      owner: { id: first.id, name: '佐藤 次郎' },
      dueAt: '2026-11-25T09:00:00.000Z',
      status: 'pending',
    });

    const moved = await assignLead(t.db, {
      id: stored.id,
      ownerId: second.id,
      from: first.id,
      actor,
      now: new Date('2026-11-24T01:00:00.000Z'),
    });
    expect(moved).toEqual({ ok: true, changed: true });
    const [assigned] = await bodies('lead.assigned');
    expect(assigned).toMatchObject({
      event: 'lead.assigned',
      occurredAt: '2026-11-24T01:00:00.000Z',
      lead: { id: stored.id, owner: { id: second.id, name: '鈴木 三郎' } },
    });
  });
});
