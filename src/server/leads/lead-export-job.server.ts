/**
 * The CSV export's reading as an offloaded, streamed job (ADR 029): the keyset walk of
 * leadsForExport runs on an offload worker with its own connection and hands the leads over a
 * batch at a time, each pulled by the route as it writes the response, so neither thread holds
 * more than one batch and the thread answering visitors only formats and sends. The route keeps
 * the wording (dates, labels) and the encoding; a client that hangs up stops the walk.
 */
import { type OffloadContext, offloadJob } from '../platform/offload.server.ts';
import type { LeadFilter } from './inbox.server.ts';
import { EXPORT_BATCH, type ExportLead, leadsForExport } from './lead-export.server.ts';

/** Two exports at once in the process, one per person. */
export const LEAD_EXPORT_JOB = offloadJob<{ filter: LeadFilter }, ExportLead[]>('leads.export', {
  perKind: 2,
  perPerson: 1,
});

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
