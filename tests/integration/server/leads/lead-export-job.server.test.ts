/**
 * The export's reading as an offloaded, streamed job (ADR 029): the same leads in the same order
 * as leadsForExport on this thread, in batches of EXPORT_BATCH from a worker; a reader that
 * stops early frees the worker for the next export.
 */
import { threadId } from 'node:worker_threads';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EXPORT_BATCH, leadsForExport } from '../../../../src/server/leads/lead-export.server.ts';
import { LEAD_EXPORT_JOB } from '../../../../src/server/leads/lead-export-job.server.ts';
import { createOffload, type Offload } from '../../../../src/server/platform/offload.server.ts';
import { OFFLOAD_MODULES } from '../../../../src/server/services.server.ts';
import { insertBulkLeads } from '../../../setup/bulk-leads.ts';
import { testBackends, useTestDb } from '../../../setup/db.ts';

describe.each(testBackends())('the export offloaded on %s', (backend) => {
  const t = useTestDb(backend);
  let offload: Offload | undefined;
  afterEach(async () => {
    await offload?.close();
    offload = undefined;
  });

  it('streams every lead in batches from a worker, and a reader that stops frees it', async () => {
    await insertBulkLeads(t.db, EXPORT_BATCH * 2 + 10);
    const here: string[] = [];
    for await (const lead of leadsForExport(t.db, {})) here.push(lead.id);
    offload = createOffload({ database: t.current.options, registrations: OFFLOAD_MODULES });
    const stream = await offload.stream(LEAD_EXPORT_JOB, { filter: {} }, { person: 'staff-1' });
    if (!stream.ok) throw new Error(stream.problem);
    expect(stream.threadId).not.toBe(threadId);
    const sizes: number[] = [];
    const ids: string[] = [];
    for await (const batch of stream.chunks) {
      sizes.push(batch.length);
      ids.push(...batch.map((lead) => lead.id));
    }
    expect(sizes).toEqual([EXPORT_BATCH, EXPORT_BATCH, 10]);
    expect(ids).toEqual(here);

    const early = await offload.stream(LEAD_EXPORT_JOB, { filter: {} }, { person: 'staff-1' });
    if (!early.ok) throw new Error(early.problem);
    // While it streams, the same person cannot start a second export.
    expect(await offload.stream(LEAD_EXPORT_JOB, { filter: {} }, { person: 'staff-1' })).toEqual({
      ok: false,
      problem: 'personBusy',
    });
    for await (const batch of early.chunks) {
      expect(batch).toHaveLength(EXPORT_BATCH);
      break;
    }
    const pool = offload;
    await vi.waitFor(() => expect(pool.stats().running).toBe(0));
    const again = await offload.stream(LEAD_EXPORT_JOB, { filter: {} }, { person: 'staff-1' });
    expect(again.ok).toBe(true);
    if (again.ok) for await (const _ of again.chunks) break;
  });
});
