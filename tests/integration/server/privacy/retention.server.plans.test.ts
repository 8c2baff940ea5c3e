import { describe, expect, it } from 'vitest';
import {
  anonymiseExpiredLeads,
  clearSentPayloads,
  leadsToAnonymise,
  payloadsToClear,
  retentionCutoff,
} from '../../../../src/server/privacy/retention.server.ts';
import { testBackends, useTestDb } from '../../../setup/db.ts';
import { createLead } from '../../../setup/factories.ts';
import { queryPlan } from '../../../setup/query-plan.ts';

describe.each(testBackends())('retention plans on %s', (backend) => {
  const t = useTestDb(backend);
  const now = new Date('2026-11-26T00:00:00.000Z');

  it('reads the leads still to anonymise from the partial index, and only those', async () => {
    expect(await queryPlan(t.db, leadsToAnonymise(t.db, now.toISOString()))).toContain(
      'material_requests_to_anonymise_idx',
    );
    await createLead(t.db, { id: 'old-1', created_at: '2020-01-01T00:00:00.000Z' });
    await createLead(t.db, { id: 'old-2', created_at: '2020-02-01T00:00:00.000Z' });
    await createLead(t.db, { id: 'new-1', created_at: '2026-11-20T00:00:00.000Z' });
    expect(await anonymiseExpiredLeads(t.db, { months: 24, now })).toBe(2);
    // Done rows leave the index's scope: the next day's batch is empty, not a walk over them.
    expect(await leadsToAnonymise(t.db, retentionCutoff(now, 24).toISOString()).execute()).toEqual([]);
  });

  it('finds the payloads due to clear from the partial index, and clears only those', async () => {
    for (const update of payloadsToClear(t.db, now.toISOString())) {
      expect(await queryPlan(t.db, update)).toContain('outbox_jobs_payload_kept_idx');
    }
    const lead = await createLead(t.db, { created_at: '2026-10-01T00:00:00.000Z' }, { jobs: 'sent' });
    const recent = await createLead(t.db, { created_at: '2026-11-25T00:00:00.000Z' }, { jobs: 'sent' });
    const cleared = await clearSentPayloads(t.db, { days: 30, now });
    expect(cleared).toBeGreaterThan(0);
    const jobs = await t.db.selectFrom('outbox_jobs').select(['request_id', 'payload']).execute();
    for (const job of jobs) {
      if (job.request_id === lead.id) expect(job.payload).toBe('{}');
      if (job.request_id === recent.id) expect(job.payload).not.toBe('{}');
    }
    expect(await clearSentPayloads(t.db, { days: 30, now })).toBe(0);
  });
});
