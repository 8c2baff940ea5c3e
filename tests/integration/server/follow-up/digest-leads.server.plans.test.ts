import { describe, expect, it } from 'vitest';
import { countOwing, firstOwing } from '../../../../src/server/follow-up/digest-leads.server.ts';
import { testBackends, useTestDb } from '../../../setup/db.ts';
import { queryPlan } from '../../../setup/query-plan.ts';

describe.each(testBackends())('digest plans on %s', (backend) => {
  const t = useTestDb(backend);
  const cutoff = '2026-11-26T00:00:00.000Z';
  const endOfDay = '2026-11-26T15:00:00.000Z';

  const expectIndexed = (text: string, sorted: boolean) => {
    expect(text).toContain('material_requests_owing_idx');
    // No full scan of the table, and (for the lists) no sort of what the range gives.
    expect(text).not.toMatch(/SCAN material_requests(?! USING)|Seq Scan/);
    if (sorted) expect(text).not.toMatch(/TEMP B-TREE|Sort/);
  };

  it("reads an owner's lists in the mail's order from the owing index, with no sort", async () => {
    for (const status of ['pending', 'contacted'] as const) {
      const query = firstOwing(
        t.db,
        (eb) =>
          eb.and([
            eb('owner_id', '=', 'user-1'),
            eb('status', '=', status),
            eb('created_at', '<', cutoff),
            eb('due_at', '<', endOfDay),
          ]),
        50,
      );
      expectIndexed(await queryPlan(t.db, query), true);
    }
  });

  it('reads the unassigned leads, dated then undated, from the owing index, with no sort', async () => {
    const nobody = [(eb: Parameters<Parameters<typeof firstOwing>[1]>[0]) => eb('owner_id', 'is', null)] as const;
    const dated = firstOwing(
      t.db,
      (eb) => eb.and([nobody[0](eb), eb('status', '=', 'pending'), eb('due_at', '>', '')]),
      50,
    );
    expectIndexed(await queryPlan(t.db, dated), true);
    const undated = firstOwing(
      t.db,
      (eb) => eb.and([nobody[0](eb), eb('status', '=', 'pending'), eb('due_at', 'is', null)]),
      50,
    );
    // No due date: leads from before due dates were kept, a set that no longer grows. Without
    // statistics SQLite may read them from 0030's (status, due_at, created_at, id, …) instead, in
    // the same order; either way a range, not a scan, and no sort.
    const text = await queryPlan(t.db, undated);
    expect(text).toMatch(/material_requests_(owing|digest)_idx/);
    expect(text).not.toMatch(/SCAN material_requests(?! USING)|Seq Scan|TEMP B-TREE|Sort/);
  });

  it('counts within the owing index, capped', async () => {
    for (const owner of ['user-1', null]) {
      for (const due of [
        ['<', cutoff],
        ['>', ''],
      ] as const) {
        const query = countOwing(t.db, (eb) =>
          eb.and([
            owner === null ? eb('owner_id', 'is', null) : eb('owner_id', '=', owner),
            eb('status', '=', 'pending'),
            eb('created_at', '<', cutoff),
            eb('due_at', due[0], due[1]),
          ]),
        );
        expect(query.compile().sql).toMatch(/limit/i);
        expectIndexed(await queryPlan(t.db, query), false);
      }
      const undated = countOwing(t.db, (eb) =>
        eb.and([
          owner === null ? eb('owner_id', 'is', null) : eb('owner_id', '=', owner),
          eb('status', '=', 'pending'),
          eb('created_at', '<', cutoff),
          eb('due_at', 'is', null),
        ]),
      );
      expectIndexed(await queryPlan(t.db, undated), false);
    }
  });
});
