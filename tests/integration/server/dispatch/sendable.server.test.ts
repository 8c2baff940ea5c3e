import { describe, expect, it } from 'vitest';
import { dispatchSelection } from '../../../../src/server/dispatch/dispatch-view.server.ts';
import { addressProblem, sendProblems } from '../../../../src/server/dispatch/sendable.server.ts';
import { createDispatch, markBatchShipped } from '../../../../src/server/dispatch/shipments.server.ts';
import { recordMaterialsSent } from '../../../../src/server/materials/materials-sent.server.ts';
import { testBackends, useTestDb } from '../../../setup/db.ts';
import { createAdmin, createLead } from '../../../setup/factories.ts';

/**
 * Only a lead that can be posted as it stands is preselected for a batch: not shipped yet, a
 * Japanese postal code, and an address whose prefecture and city are the code's (Japan Post's
 * data as shipped with the project).
 */
describe('addressProblem', () => {
  it('accepts an address that starts with the postal code’s prefecture and city', async () => {
    expect(await addressProblem({ postal_code: '1040061', address: '東京都中央区銀座1-2-3 さくらビル4F' })).toBeNull();
    // Full-width and spaces are read as typed on a phone.
    expect(await addressProblem({ postal_code: '1040061', address: '東京都 中央区銀座１－２－３' })).toBeNull();
  });
  it('asks to check an address whose city or prefecture is not the code’s', async () => {
    expect(await addressProblem({ postal_code: '1040061', address: '東京都港区六本木1-1-1' })).toBe('address');
    expect(await addressProblem({ postal_code: '1040061', address: '大阪府大阪市北区梅田1-1' })).toBe('address');
    expect(await addressProblem({ postal_code: '1040061', address: '中央区銀座1-2-3' })).toBe('address');
    expect(await addressProblem({ postal_code: '0000000', address: '東京都中央区銀座1-2-3' })).toBe('address');
  });
  it('tells an overseas address from a Japanese one without a code', async () => {
    expect(await addressProblem({ postal_code: null, address: '12 Harbour St, Sydney NSW 2000' })).toBe('overseas');
    expect(await addressProblem({ postal_code: null, address: '東京都中央区銀座1-2-3' })).toBe('address');
  });
});

describe.each(testBackends())('send problems on %s', (backend) => {
  const t = useTestDb(backend);

  it('names a shipped lead 発送済み and leaves the others to their address', async () => {
    const admin = await createAdmin(t.db);
    const actor = { id: admin.id, email: admin.email, role: admin.role };
    const lead = (overrides: Parameters<typeof createLead>[1]) =>
      createLead(t.db, { postal_code: '1040061', address: '東京都中央区銀座1-2-3', ...overrides });
    const shipped = await lead({ created_at: '2026-11-20T01:00:00.000Z' });
    const ready = await lead({ created_at: '2026-11-20T02:00:00.000Z' });
    const abroad = await lead({ created_at: '2026-11-20T03:00:00.000Z', postal_code: null, address: 'Sydney' });
    const wrongCity = await lead({ created_at: '2026-11-20T04:00:00.000Z', address: '東京都港区六本木1-1-1' });
    const now = new Date('2026-11-26T03:00:00.000Z');
    const batch = await createDispatch(t.db, {
      ids: [shipped.id],
      request: { format: 'click_post', item: '資料' },
      actor,
      now,
    });
    if (!batch.ok) throw new Error(JSON.stringify(batch));
    // Put in a batch is not yet shipped: the lead stays sendable until the batch is marked.
    expect(
      (await sendProblems(t.db, [{ id: shipped.id, postal_code: '1040061', address: shipped.address }])).get(
        shipped.id,
      ),
    ).toBeNull();
    await markBatchShipped(t.db, { batchId: batch.batchId, actor, now }, recordMaterialsSent);

    const selection = await dispatchSelection(t.db, [shipped.id, ready.id, abroad.id, wrongCity.id]);
    expect(selection.leads.map((row) => [row.id, row.problem])).toEqual([
      [shipped.id, 'shipped'],
      [ready.id, null],
      [abroad.id, 'overseas'],
      [wrongCity.id, 'address'],
    ]);
  });
});
