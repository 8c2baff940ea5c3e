/**
 * The business-card import's posts (src/pages/admin/leads/import.astro, issue 35). The first
 * post carries the file (`file`) and the source (`source_name`, …): the file is decoded and
 * staged (lead-import/import-store.server.ts), then the page shows either the column mapping
 * (unknown headers) or the preview. Later posts carry the staged file's id (`upload`) and the
 * mapping (`map_<column>`), so nothing has to be chosen twice and no JavaScript is needed.
 * 取り込む (`intent=apply`) stores and answers 303 to the batch's page. Both run on an offload
 * worker (ADR 029), one per staff member at once; the preview is one page (`page`) of the rows.
 */
import { leadImportCopy } from '../../content/admin/lead-import.ts';
import { type ColumnUse, isColumnUse } from '../../server/lead-import/card-columns.server.ts';
import {
  type ImportSource,
  parseImportSource,
  type SourceResult,
} from '../../server/lead-import/card-import.server.ts';
import { CARD_APPLY_JOB, CARD_PREVIEW_JOB } from '../../server/lead-import/card-import-job.server.ts';
import type { PagedPlan } from '../../server/lead-import/card-preview.server.ts';
import { openUpload, type StagedUpload, sha256Hex, stageUpload } from '../../server/lead-import/import-store.server.ts';
import { decodeCsvBytes } from '../../server/platform/csv-parse.server.ts';
import type { OffloadProblem } from '../../server/platform/offload.server.ts';
import { clientIp, type PageContext } from '../context.ts';
import { leadImportBatchPath } from '../paths.ts';
import { readImportPost } from './clinic-import.ts';

const t = leadImportCopy.problems;

export interface LeadImportView {
  /** A problem with the file as a whole, or with the post. */
  error: string | null;
  sourceErrors: Extract<SourceResult, { ok: false }>['errors'];
  /** The source fields as posted, to fill the form again and carry to the next step. */
  values: Record<string, string>;
  upload: Pick<StagedUpload, 'id' | 'fileName' | 'encoding'> | null;
  source: ImportSource | null;
  plan: PagedPlan | null;
}

const SOURCE_FIELDS = ['source_kind', 'source_name', 'source_on', 'product', 'locale'] as const;

/** `map_0`, `map_1`, … as posted; undefined unless every column up to the first gap is a known use. */
function postedMapping(fields: ReadonlyMap<string, string>): ColumnUse[] | undefined {
  const uses: ColumnUse[] = [];
  for (let i = 0; fields.has(`map_${i}`); i += 1) {
    const use = fields.get(`map_${i}`) ?? '';
    if (!isColumnUse(use)) return undefined;
    uses.push(use);
  }
  return uses.length > 0 ? uses : undefined;
}

export async function leadImportAction(context: PageContext): Promise<Response | LeadImportView> {
  const view: LeadImportView = { error: null, sourceErrors: {}, values: {}, upload: null, source: null, plan: null };
  const user = context.locals.admin;
  if (context.request.method !== 'POST' || !user) return view;
  const { db } = context.locals.services;
  const { response } = context;
  const post = await readImportPost(context.request);
  if (!post.ok) {
    response.status = post.problem === 'tooLarge' ? 413 : 400;
    view.error = post.problem === 'tooLarge' ? t.tooLarge : t.noFile;
    return view;
  }
  const { fields } = post;
  view.values = Object.fromEntries(SOURCE_FIELDS.map((name) => [name, fields.get(name) ?? '']));
  const source = parseImportSource(fields);
  if (!source.ok) {
    response.status = 422;
    view.sourceErrors = source.errors;
    return view;
  }
  view.source = source.source;
  let upload: StagedUpload | undefined;
  if (post.file) {
    const decoded = decodeCsvBytes(post.file);
    if (!decoded) {
      response.status = 422;
      view.error = t.notCsv;
      return view;
    }
    upload = await stageUpload(
      db,
      {
        fileName: post.fileName || 'cards.csv',
        sha256: sha256Hex(post.file),
        encoding: decoded.encoding,
        content: decoded.text,
      },
      user.id,
    );
  } else if (fields.get('upload')) {
    upload = await openUpload(db, fields.get('upload') ?? '', user.id);
    if (!upload) {
      response.status = 410;
      view.error = t.expired;
      return view;
    }
  } else {
    response.status = 422;
    view.error = t.noFile;
    return view;
  }
  view.upload = { id: upload.id, fileName: upload.fileName, encoding: upload.encoding };
  const posted = postedMapping(fields);
  // The heavy steps run on an offload worker (ADR 029); this thread only waits for the answer.
  const { offload } = context.locals.services;
  if (fields.get('intent') === 'apply') {
    const applied = await offload.run(
      CARD_APPLY_JOB,
      {
        uploadId: upload.id,
        userId: user.id,
        source: source.source,
        posted,
        actor: { id: user.id, email: user.email },
        ip: clientIp(context),
      },
      { person: user.id },
    );
    if (!applied.ok) return busy(view, response, applied.problem);
    const result = applied.value;
    if ('kind' in result) return expired(view, response);
    if (result.ok) return context.redirect(`${leadImportBatchPath(result.batchId)}?imported=1`, 303);
    if (result.problem === 'alreadyImported')
      return context.redirect(`${leadImportBatchPath(result.batchId)}?again=1`, 303);
  }
  const page = Number(fields.get('page') ?? '1');
  const previewed = await offload.run(
    CARD_PREVIEW_JOB,
    { uploadId: upload.id, userId: user.id, posted, page: Number.isFinite(page) ? page : 1 },
    { person: user.id },
  );
  if (!previewed.ok) return busy(view, response, previewed.problem);
  const plan = previewed.value;
  if (plan.kind === 'expired') return expired(view, response);
  if (plan.kind === 'failed') {
    response.status = 422;
    view.error = plan.problem;
  }
  view.plan = plan;
  return view;
}

function expired(view: LeadImportView, response: PageContext['response']): LeadImportView {
  response.status = 410;
  view.error = t.expired;
  view.upload = null;
  return view;
}

/** The person's previous import step is still running (429), or the workers are full (503). */
function busy(view: LeadImportView, response: PageContext['response'], problem: OffloadProblem): LeadImportView {
  response.status = problem === 'personBusy' ? 429 : 503;
  view.error = problem === 'personBusy' ? t.personBusy : problem === 'failed' ? t.failed : t.busy;
  return view;
}
