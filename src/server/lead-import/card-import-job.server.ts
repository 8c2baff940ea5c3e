/**
 * The card import's heavy steps as offloaded jobs (ADR 029): reading a file of up to 10,000
 * cards and matching each against every earlier lead takes seconds, so the preview and 取り込む
 * run on an offload worker with its own database connection. The request thread stages the
 * file, hands over its id and answers; the worker reads the staged file itself, so the file never
 * crosses threads, and sends back one page of the preview. One of each per staff member at once.
 */
import { type OffloadContext, offloadJob } from '../platform/offload.server.ts';
import type { ColumnUse } from './card-columns.server.ts';
import { type ApplyResult, applyImport, type ImportSource, planImport } from './card-import.server.ts';
import { type PagedPlan, pagePlan } from './card-preview.server.ts';
import { dropUpload, openUpload, rememberedMapping, rememberMapping } from './import-store.server.ts';

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

type Expired = { kind: 'expired' };

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

/** The plan of the staged file (the remembered mapping where staff chose none), one page of it. */
async function previewCards({ db }: OffloadContext, input: CardPreviewInput): Promise<PagedPlan | Expired> {
  const upload = await openUpload(db, input.uploadId, input.userId);
  if (!upload) return { kind: 'expired' };
  let plan = await planImport(db, upload, input.posted);
  if (plan.kind === 'mapping' && !input.posted) {
    const remembered = await rememberedMapping(db, plan.hash, plan.headers.length);
    if (remembered) plan = await planImport(db, upload, remembered);
  } else if (plan.kind === 'preview' && input.posted) {
    await rememberMapping(db, plan.hash, plan.mapping, input.userId);
  }
  return pagePlan(plan, input.page);
}

/** 取り込む: the rows stored in short transactions, the staged file dropped once it is in. */
async function applyCards({ db }: OffloadContext, input: CardApplyInput): Promise<ApplyResult | Expired> {
  const upload = await openUpload(db, input.uploadId, input.userId);
  if (!upload) return { kind: 'expired' };
  const result = await applyImport(db, upload, input.source, input.posted, { actor: input.actor, ip: input.ip });
  if (result.ok || result.problem === 'alreadyImported') await dropUpload(db, upload.id);
  return result;
}

export const offloaded = {
  [CARD_PREVIEW_JOB.kind]: previewCards,
  [CARD_APPLY_JOB.kind]: applyCards,
};
