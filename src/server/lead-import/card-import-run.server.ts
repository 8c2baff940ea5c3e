/**
 * The card import's offloaded jobs as they run on an offload worker (card-import-job.server.ts
 * names them; ADR 029).
 */
import type { OffloadContext } from '../platform/offload.server.ts';
import { type ApplyResult, applyImport, planImport } from './card-import.server.ts';
import {
  CARD_APPLY_JOB,
  CARD_PREVIEW_JOB,
  type CardApplyInput,
  type CardPreviewInput,
  type Expired,
} from './card-import-job.server.ts';
import { type PagedPlan, pagePlan } from './card-preview.server.ts';
import { dropUpload, openUpload, rememberedMapping, rememberMapping } from './import-store.server.ts';

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
