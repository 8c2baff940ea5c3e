/**
 * The 発送データ page (/admin/leads/dispatch, the inbox filter in its query, or the inbox's
 * selection as `id=…&id=…` instead). GET: the post queue under the filter, ticked where it can be
 * posted to, and the other leads under it below, unticked (issue 42); or the selected ones,
 * ticked where they can be posted to; the format and its options, opened with the codes and
 * choices of the last file (dispatch-settings); the recent batches. POST `intent`:
 * - `create`: the file of the ticked leads (B2 or Click Post CSV in CP932, or the label PDF) as
 *   a download, its batch recorded (its leads leave the post queue) and its codes remembered;
 *   refused with each lead's problems when a row does not fit.
 *   With `ship=1` (the button 作成して発送済みにする) the batch is marked 発送済み as well: the
 *   day's post is one click once the page opens, since a download cannot also reload the page
 *   to offer 発送済みにする;
 *   Click Post takes 40 rows a file: a larger batch answers with the page offering its parts;
 * - `part`: part `part` (1..n) of such a Click Post batch (`batch`, `item`) as a download;
 * - `shipped`: the batch marked 発送済み (資料送付済み, by post), then 303 back;
 * - `import`: B2's issued data (multipart `file`), each tracking number stored on its lead.
 * Works without JavaScript: every step is a form.
 */
import { dispatchCopy } from '../../content/admin/dispatch.ts';
import { MAX_SELECTION, parseSelection, selectionQuery } from '../../domain/lead/selection.ts';
import { CLICK_POST_MAX_ROWS } from '../../server/dispatch/click-post-csv.server.ts';
import { DISPATCH_CREATE_JOB, DISPATCH_PART_JOB } from '../../server/dispatch/dispatch-job.server.ts';
import { readDispatchSettings, rememberDispatchSettings } from '../../server/dispatch/dispatch-settings.server.ts';
import {
  type DispatchCandidate,
  dispatchCandidates,
  dispatchSelection,
  queuedCandidates,
  type RecentBatch,
  recentBatches,
} from '../../server/dispatch/dispatch-view.server.ts';
import {
  dispatchFileName,
  MAX_BATCH,
  markBatchShipped,
  type ProblemLead,
} from '../../server/dispatch/shipments.server.ts';
import {
  importTrackingNumbers,
  TRACKING_FILE_MAX_BYTES,
  type TrackingImportReport,
} from '../../server/dispatch/tracking-import.server.ts';
import { leadFilterQuery, parseLeadFilter } from '../../server/leads/inbox.server.ts';
import { recordMaterialsSent } from '../../server/materials/materials-sent.server.ts';
import { readFormBody } from '../body.ts';
import { clientIp, type PageContext } from '../context.ts';
import { DISPATCH_PATH } from '../paths.ts';
import {
  type DispatchValues,
  defaultValues,
  openingValues,
  rememberedFrom,
  requestFrom,
  selectedIds,
  valuesFrom,
} from './dispatch-options.ts';

const t = dispatchCopy;

export interface DispatchView {
  /** This page's query: the filter, or the selection. */
  query: string;
  /** The inbox's query to go back to (the filter; none for a selection). */
  inboxQuery: string;
  /** On a selection: how many leads it holds, and how many were left out (要確認, スパム). */
  selection: { count: number; leftOut: number } | null;
  /** The post queue (ticked where sendable), listed first; null on a selection. */
  queued: DispatchCandidate[] | null;
  /** The other leads under the filter (unticked), or the selection (ticked where sendable). */
  candidates: DispatchCandidate[];
  more: boolean;
  /** Ticked leads after a refused post (all of them on first view). */
  selected: Set<string> | null;
  values: DispatchValues;
  /** The values were prefilled from the last file's (issue 42). */
  remembered: boolean;
  batches: RecentBatch[];
  error: string | null;
  notice: string | null;
  problems: ProblemLead[];
  importError: string | null;
  importReport: TrackingImportReport | null;
  /** A Click Post batch over 40 leads, recorded: the parts to download one by one. */
  clickPostParts: ClickPostParts | null;
}

export interface ClickPostParts {
  batchId: string;
  item: string;
  count: number;
  /** Each part's rows, 1-based: part 1 is rows 1 to 40. */
  parts: { part: number; from: number; to: number }[];
}

const partsOf = (batchId: string, item: string, count: number, parts: number): ClickPostParts => ({
  batchId,
  item,
  count,
  parts: Array.from({ length: parts }, (_, i) => ({
    part: i + 1,
    from: i * CLICK_POST_MAX_ROWS + 1,
    to: Math.min(count, (i + 1) * CLICK_POST_MAX_ROWS),
  })),
});

const FILE_TYPES = {
  b2: 'text/csv; charset=Windows-31J',
  click_post: 'text/csv; charset=Windows-31J',
  labels: 'application/pdf',
} as const;

export async function dispatchPageAction(context: PageContext): Promise<Response | DispatchView> {
  const { db } = context.locals.services;
  const user = context.locals.admin;
  const filter = parseLeadFilter(context.url.searchParams, user?.id);
  // The selection, when the inbox sent one, replaces the filter.
  const selection = parseSelection(context.url.searchParams.getAll('id'));
  const chosen = selection?.ok ? selection.ids : [];
  const query = selection ? selectionQuery(chosen) : leadFilterQuery(filter);
  const now = new Date();
  const view = async (patch: Partial<DispatchView>): Promise<DispatchView> => {
    const found = selection
      ? { ...(await dispatchSelection(db, chosen)), more: false }
      : { ...(await dispatchCandidates(db, filter)), leftOut: 0 };
    const remembered = await readDispatchSettings(db);
    return {
      query,
      inboxQuery: selection ? '' : query,
      selection: selection ? { count: chosen.length, leftOut: found.leftOut } : null,
      queued: selection ? null : await queuedCandidates(db, filter),
      candidates: found.leads,
      more: found.more,
      selected: null,
      // The codes and choices of the last file (issue 42): nobody types them twice.
      values: openingValues(remembered, now),
      remembered: remembered !== null,
      batches: await recentBatches(db),
      error: null,
      notice: null,
      problems: [],
      importError: null,
      importReport: null,
      clickPostParts: null,
      ...patch,
    };
  };
  const shipped = context.url.searchParams.get('shipped');
  if (selection?.ok === false) {
    context.response.status = 422;
    return view({ error: t.selection.tooMany(MAX_SELECTION) });
  }
  if (context.request.method !== 'POST' || !user) {
    const fixed = context.url.searchParams.has('fixed');
    const named = context.url.searchParams.has('named');
    const notice =
      shipped && /^\d+$/.test(shipped)
        ? t.shippedNotice(Number(shipped))
        : fixed
          ? t.addressSaved
          : named
            ? t.recipientSaved
            : null;
    return view({ notice });
  }

  const form = await readFormBody(context.request);
  if (!form.ok) {
    context.response.status = form.problem === 'too-large' ? 413 : 400;
    return view({ error: form.problem === 'too-large' ? t.importProblems.tooLarge : t.errors.form });
  }
  const actor = { id: user.id, email: user.email, role: user.role };
  const ip = clientIp(context);
  const intent = form.fields.get('intent');

  if (intent === 'shipped') {
    const batchId = (form.fields.get('batch') ?? '').slice(0, 64);
    const result = await markBatchShipped(db, { batchId, actor, now, ip }, recordMaterialsSent);
    if (!result.ok) {
      context.response.status = 404;
      return view({ error: t.unknownBatch });
    }
    const marked = { shipped: String(result.marked) };
    return context.redirect(
      `${DISPATCH_PATH}${selection ? selectionQuery(chosen, marked) : leadFilterQuery(filter, marked)}`,
      303,
    );
  }

  if (intent === 'import') {
    const file = form.files.get('file');
    if (!file || file.size === 0) {
      context.response.status = 422;
      return view({ importError: t.importProblems.none });
    }
    if (file.size > TRACKING_FILE_MAX_BYTES) {
      context.response.status = 413;
      return view({ importError: t.importProblems.tooLarge });
    }
    const bytes = new Uint8Array(await file.arrayBuffer());
    const result = await importTrackingNumbers(db, { bytes, actor, now, ip }, recordMaterialsSent);
    if (!result.ok) {
      context.response.status = 422;
      return view({ importError: t.importProblems[result.problem] });
    }
    return view({ importReport: result.report });
  }

  if (intent === 'part') {
    const values = { ...valuesFrom(form.fields, now), format: 'click_post' as const };
    const request = requestFrom(values);
    const batchId = (form.fields.get('batch') ?? '').slice(0, 64);
    const part = Number(form.fields.get('part') ?? '');
    if (!request.ok || request.request.format !== 'click_post') {
      context.response.status = 422;
      return view({ values, error: request.ok ? t.errors.form : request.error });
    }
    const offloaded = await context.locals.services.offload.run(
      DISPATCH_PART_JOB,
      { batchId, part, item: request.request.item },
      { person: actor.id },
    );
    if (!offloaded.ok) {
      context.response.status = offloaded.problem === 'personBusy' ? 429 : 503;
      return view({ values, error: t.busy });
    }
    const result = offloaded.value;
    if (!result.ok) {
      context.response.status = result.kind === 'unknown' ? 404 : 422;
      return result.kind === 'unknown' ? view({ error: t.unknownBatch }) : view({ values, problems: result.leads });
    }
    return download(result.bytes, 'click_post', batchId, `-part${result.part}of${result.parts}`);
  }

  if (intent !== 'create') {
    context.response.status = 400;
    return view({ error: t.errors.form });
  }
  const values = valuesFrom(form.fields, now);
  const ticked = selectedIds(form.fields, MAX_BATCH);
  // On a selection, a ticked lead outside it is not part of the batch.
  const ids = selection ? ticked.filter((id) => chosen.includes(id)) : ticked;
  const selected = new Set(ids);
  const request = requestFrom(values);
  if (!request.ok) {
    context.response.status = 422;
    return view({ values, selected, error: request.error });
  }
  // Read, checked, drawn and recorded on an offload worker (ADR 029).
  const offloaded = await context.locals.services.offload.run(
    DISPATCH_CREATE_JOB,
    { ids, request: request.request, actor, now, ip },
    { person: actor.id },
  );
  if (!offloaded.ok) {
    context.response.status = offloaded.problem === 'personBusy' ? 429 : 503;
    return view({ values, selected, error: t.busy });
  }
  const result = offloaded.value;
  if (result.ok) {
    await rememberDispatchSettings(db, {
      values: rememberedFrom(values),
      defaults: rememberedFrom(defaultValues(now)),
      actorId: actor.id,
      now,
    });
  }
  if (!result.ok) {
    context.response.status = 422;
    if (result.kind === 'rows') return view({ values, selected, problems: result.leads });
    const error = result.kind === 'tooMany' ? t.errors.tooMany(MAX_BATCH) : t.errors.empty;
    return view({ values, selected, error });
  }
  if (form.fields.get('ship') === '1') {
    await markBatchShipped(db, { batchId: result.batchId, actor, now, ip }, recordMaterialsSent);
  }
  if (result.parts > 1) {
    // One response is one file: the page offers each part as its own download.
    return view({ values, clickPostParts: partsOf(result.batchId, values.item, result.count, result.parts) });
  }
  return download(result.bytes, values.format, result.batchId);

  function download(bytes: Uint8Array, format: DispatchValues['format'], batchId: string, suffix = ''): Response {
    return new Response(bytes.slice(), {
      headers: {
        'Content-Type': FILE_TYPES[format],
        'Content-Disposition': `attachment; filename="${dispatchFileName(format, batchId, now, suffix)}"`,
        'Cache-Control': 'no-store',
      },
    });
  }
}
