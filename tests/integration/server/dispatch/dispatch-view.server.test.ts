import { describe, expect, it } from 'vitest';
import { dispatchCandidates, dispatchSelection } from '../../../../src/server/dispatch/dispatch-view.server.ts';
import { createDispatch } from '../../../../src/server/dispatch/shipments.server.ts';
import { parseLeadFilter } from '../../../../src/server/leads/inbox.server.ts';
import { testBackends, useTestDb } from '../../../setup/db.ts';
import { createAdmin, createLead } from '../../../setup/factories.ts';

/**
 * 発送データ reads its leads from the inbox filter or from the inbox's selection: the selection
 * gives exactly the selected leads that can be posted to (oldest first), says how many it left
 * out, and a batch of them holds those leads and no other.
 */
describe.each(testBackends())('dispatch candidates on %s', (backend) => {
  const t = useTestDb(backend);

  async function setup() {
    const lead = (hour: number, overrides: Parameters<typeof createLead>[1] = {}) =>
      createLead(t.db, {
        organization: 'selclinic',
        postal_code: '1040061',
        created_at: `2026-11-20T0${hour}:00:00.000Z`,
        ...overrides,
      });
    return {
      a: await lead(1),
      b: await lead(2),
      c: await lead(3),
      review: await lead(4, { review: true }),
      spam: await lead(5, { status: 'spam' }),
    };
  }

  it('gives the selected leads that can be posted to, oldest first, and counts the rest', async () => {
    const { a, c, review, spam } = await setup();
    const selected = await dispatchSelection(t.db, [c.id, review.id, a.id, spam.id, 'gone']);
    expect(selected.leads.map((lead) => lead.id)).toEqual([a.id, c.id]);
    expect(selected.leftOut).toBe(3);
    expect(await dispatchSelection(t.db, [])).toEqual({ leads: [], leftOut: 0 });
  });

  it('keeps the filter path: every lead under the filter that can be posted to', async () => {
    const { a, b, c } = await setup();
    const filtered = await dispatchCandidates(t.db, parseLeadFilter(new URLSearchParams('q=selclinic'), undefined));
    expect(filtered.leads.map((lead) => lead.id)).toEqual([a.id, b.id, c.id]);
  });

  it('a batch of the selection holds exactly the selected leads', async () => {
    const { a, b, c } = await setup();
    const admin = await createAdmin(t.db);
    const selected = await dispatchSelection(t.db, [a.id, c.id]);
    const result = await createDispatch(t.db, {
      ids: selected.leads.map((lead) => lead.id),
      request: { format: 'click_post', item: '資料' },
      actor: { id: admin.id, email: admin.email, role: admin.role },
      now: new Date('2026-11-26T03:00:00.000Z'),
    });
    if (!result.ok) throw new Error(`refused: ${JSON.stringify(result)}`);
    const shipments = await t.db.selectFrom('lead_shipments').select('request_id').execute();
    expect(shipments.map((row) => row.request_id).sort()).toEqual([a.id, c.id].sort());
    expect(shipments.map((row) => row.request_id)).not.toContain(b.id);
  });
});
