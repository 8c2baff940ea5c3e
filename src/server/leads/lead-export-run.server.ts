/** The export's reading as it runs on an offload worker (lead-export-job.server.ts names it; ADR 029). */
import type { OffloadContext } from '../platform/offload.server.ts';
import type { LeadFilter } from './inbox.server.ts';
import { EXPORT_BATCH, type ExportLead, leadsForExport } from './lead-export.server.ts';
import { LEAD_EXPORT_JOB } from './lead-export-job.server.ts';

async function* exportBatches({ db }: OffloadContext, input: { filter: LeadFilter }): AsyncGenerator<ExportLead[]> {
  let batch: ExportLead[] = [];
  for await (const lead of leadsForExport(db, input.filter)) {
    batch.push(lead);
    if (batch.length >= EXPORT_BATCH) {
      yield batch;
      batch = [];
    }
  }
  if (batch.length > 0) yield batch;
}

export const offloaded = { [LEAD_EXPORT_JOB.kind]: exportBatches };
