/**
 * The CSV export's reading as an offloaded, streamed job (ADR 029): the keyset walk of
 * leadsForExport runs on an offload worker with its own connection and hands the leads over a
 * batch at a time, each pulled by the route as it writes the response, so neither thread holds
 * more than one batch and the thread answering visitors only formats and sends. The route keeps
 * the wording (dates, labels) and the encoding; a client that hangs up stops the walk. Named
 * here (types only); run in lead-export-run.server.ts.
 */
import { offloadJob } from '../platform/offload.server.ts';
import type { LeadFilter } from './inbox.server.ts';
import type { ExportLead } from './lead-export.server.ts';

/** Two exports at once in the process, one per person. */
export const LEAD_EXPORT_JOB = offloadJob<{ filter: LeadFilter }, ExportLead[]>('leads.export', {
  perKind: 2,
  perPerson: 1,
});
