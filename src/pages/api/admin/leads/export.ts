/**
 * POST /api/admin/leads/export, a form of the inbox filter and encoding=utf8|cp932: the
 * filtered leads as CSV (src/server/platform/csv.server.ts), audited. UTF-8 with a BOM by default so
 * Excel reads Japanese, streamed as it is read; CP932 on request, written to a scratch file as it
 * is read and sent once complete, or refused with a list of the offending leads (back on the
 * inbox page) when any character would not survive, instead of silently mangling it (ADR 024).
 * The leads are read on an offload worker and pulled a batch at a time (ADR 029).
 *
 * A POST, so it has the origin check every admin form has: a link or HEAD from anywhere (the
 * cookie is SameSite=Lax, so a cross-site GET carries it) cannot start an export (issue 20).
 */

import type { APIRoute } from 'astro';
import { requireRecentAuth } from '../../../../actions/admin/reauth-guard.ts';
import { readFormBody } from '../../../../actions/body.ts';
import { clientIp } from '../../../../actions/context.ts';
import { LEADS_PATH } from '../../../../actions/paths.ts';
import { methodNotAllowed } from '../../../../actions/responses.ts';
import { formatDateTime } from '../../../../components/admin/shared/format.ts';
import { adminCopy } from '../../../../content/admin/index.ts';
import { brochureProductName } from '../../../../content/products.ts';
import { type ExportColumn, exportColumns } from '../../../../domain/lead/export-columns.ts';
import type { MaterialRequestStatus } from '../../../../domain/lead/statuses.ts';
import { leadFilterQuery, parseLeadFilter } from '../../../../server/leads/inbox.server.ts';
import { exportCells, recordExport } from '../../../../server/leads/lead-export.server.ts';
import { LEAD_EXPORT_JOB } from '../../../../server/leads/lead-export-job.server.ts';
import { type CsvCell, type CsvEncoding, csvStream } from '../../../../server/platform/csv.server.ts';
import { spoolCsv, spoolDirOf } from '../../../../server/platform/csv-spool.server.ts';
import { pacedBy } from '../../../../server/platform/paced-stream.server.ts';

const t = adminCopy.ja;

export const prerender = false;

function format(column: ExportColumn, value: string | null): CsvCell {
  if (value === null) return '';
  // `2026/11/26 18:00` (JST), as 受付日時: Excel reads it as a date and time, so the columns
  // sort and filter as dates and can be subtracted.
  if (column === 'created_at' || column === 'due_at' || column === 'first_response_at') return formatDateTime(value);
  if (column === 'status') return t.statuses[value as MaterialRequestStatus] ?? value;
  if (column === 'product') return brochureProductName(value);
  if (column === 'locale') return t.locales[value] ?? value;
  return value;
}

export const POST: APIRoute = async (context) => {
  const { db } = context.locals.services;
  const user = context.locals.admin;
  // The middleware has already answered 401 without a session; this keeps the type honest.
  if (!user) return new Response(null, { status: 401 });
  const form = await readFormBody(context.request);
  if (!form.ok) return new Response(null, { status: 400 });
  const params = new URLSearchParams([...form.fields]);
  const filter = parseLeadFilter(params, user.id);
  const encoding: CsvEncoding = params.get('encoding') === 'cp932' ? 'cp932' : 'utf8';
  // Every lead's personal data leaves here: the password and a factor within ten minutes, then
  // back to the inbox with the same filter to press the button again.
  const reauth = requireRecentAuth(context, `${LEADS_PATH}${leadFilterQuery(filter)}`);
  if (reauth) return reauth;

  const header = exportColumns.map((column) => t.exportColumns[column]);
  // Read on an offload worker, a batch per pull (ADR 029); worded and encoded here.
  const streamed = await context.locals.services.offload.stream(LEAD_EXPORT_JOB, { filter }, { person: user.id });
  if (!streamed.ok) {
    return new Response(`${t.exportBusy}\n`, {
      status: streamed.problem === 'personBusy' ? 429 : 503,
      headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Retry-After': '10' },
    });
  }
  const { chunks } = streamed;
  async function* rows(): AsyncGenerator<CsvCell[]> {
    for await (const batch of chunks) for (const lead of batch) yield exportCells(lead, format);
  }
  let body = csvStream(header, rows(), encoding);
  if (encoding === 'cp932') {
    // Encoding is the check: one walk, and the list of offending leads instead of half a file.
    const spooled = await spoolCsv(body, spoolDirOf(context.locals.services.env.DATA_DIR));
    if (!spooled.ok) return context.redirect(`/admin/leads${leadFilterQuery(filter, { cp932: 'refused' })}`, 303);
    body = spooled.body;
  }
  const { responseDrained } = context.locals;
  if (responseDrained) body = pacedBy(body, responseDrained);
  await recordExport(db, { filter, encoding, actor: user, ip: clientIp(context) });
  const stamp = new Date(Date.now() + 9 * 3_600_000).toISOString().slice(0, 16).replace(/[-:T]/g, '');
  const name = `${t.exportFileName}-${stamp}${encoding === 'cp932' ? '-sjis' : ''}.csv`;
  return new Response(body, {
    headers: {
      // Windows-31J is CP932's registered name: the bytes hold CP932-only characters (髙) that a
      // strict Shift_JIS decoder refuses. Staff still see "Shift_JIS（CP932）" and a -sjis name.
      'Content-Type': `text/csv; charset=${encoding === 'cp932' ? 'Windows-31J' : 'utf-8'}`,
      'Content-Disposition': `attachment; filename="${name}"`,
    },
  });
};

export const ALL = methodNotAllowed('POST');
