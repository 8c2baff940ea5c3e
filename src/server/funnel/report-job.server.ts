/**
 * The funnel report as an offloaded job (ADR 029): five years at 100,000 leads reads every lead
 * in the range, a few hundred milliseconds of synchronous node:sqlite that ten staff at once
 * would stack on the thread answering visitors. The call moved here unchanged (the queries are
 * report.server.ts's); the page hands over the range and the grouping and renders the result.
 * Named here (types only); run in report-run.server.ts.
 */
import { offloadJob } from '../platform/offload.server.ts';
import type { FunnelReport, ReportGroup } from './report.server.ts';

export interface FunnelReportInput {
  from: string;
  to: string;
  group: ReportGroup;
}

/** Two reports at once in the process; a person's several tabs wait their turn rather than fail. */
export const FUNNEL_REPORT_JOB = offloadJob<FunnelReportInput, FunnelReport>('funnel.report', {
  perKind: 2,
  perPerson: Number.POSITIVE_INFINITY,
});
