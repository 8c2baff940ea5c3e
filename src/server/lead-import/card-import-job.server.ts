/**
 * The card import's heavy steps as offloaded jobs (ADR 029): reading a file of up to 10,000
 * cards and matching each against every earlier lead takes seconds, so the preview and 取り込む
 * run on an offload worker with its own database connection. The request thread stages the
 * file, hands over its id and answers; the worker reads the staged file itself, so the file never
 * crosses threads, and sends back one page of the preview. One of each per staff member at once.
 * This file only names the jobs (types only, so the process entry loads nothing heavy); they run
 * in card-import-run.server.ts.
 */
import { offloadJob } from '../platform/offload.server.ts';
import type { ColumnUse } from './card-columns.server.ts';
import type { ApplyResult, ImportSource } from './card-import.server.ts';
import type { PagedPlan } from './card-preview.server.ts';

export interface CardPreviewInput {
  uploadId: string;
  userId: string;
  /** The mapping staff posted, if any. */
  posted: ColumnUse[] | undefined;
  page: number;
}

export interface CardApplyInput {
  uploadId: string;
  userId: string;
  source: ImportSource;
  posted: ColumnUse[] | undefined;
  actor: { id: string; email: string };
  ip: string | null;
}

export type Expired = { kind: 'expired' };

/** Two previews at once in the process, one per person. */
export const CARD_PREVIEW_JOB = offloadJob<CardPreviewInput, PagedPlan | Expired>('lead-import.preview', {
  perKind: 2,
  perPerson: 1,
});
/** One apply at a time: it writes, and SQLite has one writer. */
export const CARD_APPLY_JOB = offloadJob<CardApplyInput, ApplyResult | Expired>('lead-import.apply', {
  perKind: 1,
  perPerson: 1,
});
