/**
 * The funnel report as an offloaded job (ADR 029): the same figures as the call it replaced,
 * counted on a worker thread; a person's second report waits its turn instead of failing.
 */
import { threadId } from 'node:worker_threads';
import { afterEach, describe, expect, it } from 'vitest';
import { readFollowUpSettings } from '../../../../src/server/follow-up/follow-up-settings.server.ts';
import { funnelReport } from '../../../../src/server/funnel/report.server.ts';
import { FUNNEL_REPORT_JOB } from '../../../../src/server/funnel/report-job.server.ts';
import { createOffload, type Offload } from '../../../../src/server/platform/offload.server.ts';
import { OFFLOAD_MODULES } from '../../../../src/server/services.server.ts';
import { testBackends, useTestDb } from '../../../setup/db.ts';
import { createLead } from '../../../setup/factories.ts';

describe.each(testBackends())('the funnel report offloaded on %s', (backend) => {
  const t = useTestDb(backend);
  let offload: Offload | undefined;
  afterEach(async () => {
    await offload?.close();
    offload = undefined;
  });

  it('counts on a worker what funnelReport counts here, and a second report of the same person waits', async () => {
    const now = new Date().toISOString();
    await createLead(t.db, { utm_source: 'google', utm_medium: 'cpc', created_at: now });
    await createLead(t.db, { utm_source: 'google', utm_medium: 'cpc', created_at: now });
    await createLead(t.db, { referrer: 'https://clinic.example.jp/', created_at: now });
    const input = { from: '2000-01-01', to: '2099-12-31', group: 'channel' as const };
    const { closures } = await readFollowUpSettings(t.db);
    const here = await funnelReport(t.db, { ...input, closures });
    offload = createOffload({ database: t.current.options, registrations: OFFLOAD_MODULES });
    const [first, second] = await Promise.all([
      offload.run(FUNNEL_REPORT_JOB, input, { person: 'staff-1' }),
      offload.run(FUNNEL_REPORT_JOB, input, { person: 'staff-1' }),
    ]);
    if (!first.ok || !second.ok) throw new Error(JSON.stringify([first, second]));
    expect(first.threadId).not.toBe(threadId);
    expect(first.value).toEqual(here);
    expect(second.value).toEqual(here);
    expect(here.total.counts.leads).toBe(3);
  });
});
