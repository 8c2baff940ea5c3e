/** The funnel report as it runs on an offload worker (report-job.server.ts names it; ADR 029). */
import { readFollowUpSettings } from '../follow-up/follow-up-settings.server.ts';
import type { OffloadContext } from '../platform/offload.server.ts';
import { type FunnelReport, funnelReport } from './report.server.ts';
import { FUNNEL_REPORT_JOB, type FunnelReportInput } from './report-job.server.ts';

async function report({ db }: OffloadContext, input: FunnelReportInput): Promise<FunnelReport> {
  const { closures } = await readFollowUpSettings(db);
  return funnelReport(db, { ...input, closures });
}

export const offloaded = { [FUNNEL_REPORT_JOB.kind]: report };
