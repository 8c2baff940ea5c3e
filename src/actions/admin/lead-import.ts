/**
 * The business-card import's posts (src/pages/admin/leads/import.astro, issue 35). The first
 * post carries the file (`file`) and the source (`source_name`, …): the file is decoded and
 * staged (lead-import/import-store.server.ts), then the page shows either the column mapping
 * (unknown headers) or the preview. Later posts carry the staged file's id (`upload`) and the
 * mapping (`map_<column>`), so nothing has to be chosen twice and no JavaScript is needed.
 * 取り込む (`intent=apply`) stores and answers 303 to the batch's page.
 */
import { leadImportCopy } from '../../content/admin/lead-import.ts';
import { type ColumnUse, isColumnUse } from '../../server/lead-import/card-columns.server.ts';
import {
  applyImport,
  type ImportPlan,
  type ImportSource,
  parseImportSource,
  planImport,
  type SourceResult,
} from '../../server/lead-import/card-import.server.ts';
import {
  dropUpload,
  openUpload,
  rememberedMapping,
  rememberMapping,
  type StagedUpload,
  sha256Hex,
  stageUpload,
} from '../../server/lead-import/import-store.server.ts';
import { decodeCsvBytes } from '../../server/platform/csv-parse.server.ts';
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
  plan: ImportPlan | null;
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
  if (fields.get('intent') === 'apply') {
    const result = await applyImport(db, upload, source.source, posted, {
      actor: { id: user.id, email: user.email },
      ip: clientIp(context),
    });
    if (result.ok) {
      await dropUpload(db, upload.id);
      return context.redirect(`${leadImportBatchPath(result.batchId)}?imported=1`, 303);
    }
    if (result.problem === 'alreadyImported') {
      await dropUpload(db, upload.id);
      return context.redirect(`${leadImportBatchPath(result.batchId)}?again=1`, 303);
    }
  }
  let plan = await planImport(db, upload, posted);
  if (plan.kind === 'mapping' && !posted) {
    const remembered = await rememberedMapping(db, plan.hash, plan.headers.length);
    if (remembered) plan = await planImport(db, upload, remembered);
  } else if (plan.kind === 'preview' && posted) {
    await rememberMapping(db, plan.hash, plan.mapping, user.id);
  }
  if (plan.kind === 'failed') {
    response.status = 422;
    view.error = plan.problem;
  }
  view.plan = plan;
  return view;
}
