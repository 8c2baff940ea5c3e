/**
 * A file of business cards into the lead engine (issue 35, docs/product.md#business-cards-from-a-show):
 * `planImport` reads it and says, without writing anything, what every row would become and
 * which earlier leads it matches; `applyImport` stores the valid rows in short transactions, each
 * as the form stores a lead (the same enrichment, keys, owner, due date and duplicate links:
 * followUpNewLead), with the show as its first touch and offline source. No receipt and no
 * staff notification: the person did not ask. A row matching an earlier lead of the same
 * person (samePerson) is stored closed as its duplicate, never over it.
 */

import { randomUUID } from 'node:crypto';
import { leadImportCopy } from '../../content/admin/lead-import.ts';
import { brochureProductIds } from '../../content/products.ts';
import { isCalendarDay } from '../../domain/dates.ts';
import { productFamilyOf } from '../../domain/follow-up/product-family.ts';
import type { LeadFacts } from '../../domain/lead/enriched.ts';
import { type PersonFacts, samePerson } from '../../domain/lead/match-keys.ts';
import { isLocale, type Locale } from '../../i18n/locales.ts';
import { recordAudit } from '../accounts/audit.server.ts';
import { leadFacts } from '../leads/lead-enrichment.server.ts';
import { followUpNewLead } from '../leads/lead-follow-up.server.ts';
import { findEarlierMatches } from '../leads/lead-matches.server.ts';
import { leadSearchText } from '../leads/lead-search.server.ts';
import { parseCsv } from '../platform/csv-parse.server.ts';
import type { Db } from '../platform/db.server.ts';
import { autoMapping, type CardLayout, type ColumnUse, detectLayout, headerHash } from './card-columns.server.ts';
import { EarlierRows, type PlannedMatch } from './card-file-matches.server.ts';
import { type Card, cardValues, readCard } from './card-rows.server.ts';
import { batchByFile, type ImportBatch, type StagedUpload } from './import-store.server.ts';

const t = leadImportCopy;
export const CARD_MAX_BYTES = 5 * 1024 * 1024;
export const CARD_MAX_ROWS = 10_000;
/** Rows stored per write transaction (ADR 029). */
export const IMPORT_WRITE_BATCH = 500;
export const sourceKinds = ['trade_show', 'other'] as const;
export type SourceKind = (typeof sourceKinds)[number];

export interface ImportSource {
  kind: SourceKind;
  name: string;
  /** YYYY-MM-DD */
  on: string;
  product: string;
  locale: Locale;
}

export type SourceResult =
  | { ok: true; source: ImportSource }
  | { ok: false; errors: Partial<Record<'sourceName' | 'sourceOn' | 'product', string>> };

/** The source fields of the upload form (`source_kind`, `source_name`, `source_on`, `product`, `locale`). */
export function parseImportSource(fields: ReadonlyMap<string, string>, now: Date = new Date()): SourceResult {
  const name = (fields.get('source_name') ?? '').normalize('NFKC').trim();
  // Left out (a client posting only the file and the show's name): today in Japan, the first product.
  const on =
    (fields.get('source_on') ?? '').trim() || new Date(now.getTime() + 9 * 3_600_000).toISOString().slice(0, 10);
  const product = fields.get('product') || (brochureProductIds[0] ?? '');
  const kind = fields.get('source_kind') === 'other' ? 'other' : 'trade_show';
  const locale = fields.get('locale') ?? 'ja';
  const errors: Partial<Record<'sourceName' | 'sourceOn' | 'product', string>> = {};
  // biome-ignore lint/suspicious/noControlCharactersInRegex: refusing control characters is the point
  if (name === '' || name.length > 200 || /[\u0000-\u001F\u007F]/.test(name)) errors.sourceName = t.problems.sourceName;
  if (!isCalendarDay(on)) errors.sourceOn = t.problems.sourceOn;
  if (!(brochureProductIds as readonly string[]).includes(product)) errors.product = t.problems.product;
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, source: { kind, name, on, product, locale: isLocale(locale) ? locale : 'ja' } };
}

export type { PlannedMatch } from './card-file-matches.server.ts';

export type PlannedRow =
  | { line: number; ok: true; card: Card; matches: PlannedMatch[]; duplicate: boolean }
  | { line: number; ok: false; problems: string[] };

export type ImportPlan =
  | { kind: 'failed'; problem: string }
  | { kind: 'mapping'; headers: string[]; samples: string[]; mapping: (ColumnUse | undefined)[]; hash: string }
  | {
      kind: 'preview';
      layout: CardLayout;
      rows: PlannedRow[];
      mapping: ColumnUse[];
      hash: string;
      alreadyImported: ImportBatch | undefined;
    };

/** Reading the file: its records and the mapping its header row gets. */
function readFile(upload: StagedUpload) {
  const parsed = parseCsv(upload.content);
  if (!parsed.ok) {
    const { line, kind } = parsed.error;
    return {
      ok: false as const,
      problem: kind === 'unclosedQuote' ? t.problems.unclosedQuote(line) : t.problems.strayQuote(line),
    };
  }
  const [header, ...records] = parsed.records;
  if (!header || records.length === 0) return { ok: false as const, problem: t.problems.empty };
  if (records.length > CARD_MAX_ROWS) return { ok: false as const, problem: t.problems.tooManyRows };
  return { ok: true as const, headers: header.fields.map((h) => h.trim()), records };
}

const personOf = (card: Card, facts: LeadFacts): PersonFacts => ({
  ...facts.matchKeys,
  name: card.name,
  name_kana: card.nameKana,
});

/**
 * What the file would become, nothing written. `chosen` is the mapping staff made (or the one
 * remembered for this header row); without one, unknown headers ask for it. `listMatches: false`
 * (取り込む) skips looking each row up among the stored leads: only the preview lists those
 * matches, and storing a card finds its duplicates itself (a query per row saved: 10,000 round
 * trips on PostgreSQL).
 */
export async function planImport(
  db: Db,
  upload: StagedUpload,
  chosen?: readonly ColumnUse[],
  { listMatches = true }: { listMatches?: boolean } = {},
): Promise<ImportPlan> {
  const file = readFile(upload);
  if (!file.ok) return { kind: 'failed', problem: file.problem };
  const { headers, records } = file;
  const hash = headerHash(headers);
  const auto = autoMapping(headers);
  const mapping = chosen && chosen.length === headers.length ? [...chosen] : auto;
  if (mapping.some((use) => use === undefined)) {
    return { kind: 'mapping', headers, samples: headers.map((_, i) => records[0]?.fields[i] ?? ''), mapping, hash };
  }
  const uses = mapping as ColumnUse[];
  const layout: CardLayout = chosen && auto.some((use) => use === undefined) ? 'mapped' : detectLayout(headers);
  const earlier = new EarlierRows();
  const rows: PlannedRow[] = [];
  for (const record of records) {
    const read = readCard(record.line, cardValues(record.fields, uses));
    if (!read.ok) {
      rows.push(read);
      continue;
    }
    const facts = await leadFacts({ ...read.card, postal_code: read.card.postalCode });
    const person = personOf(read.card, facts);
    const existing = listMatches ? await findEarlierMatches(db, facts.matchKeys) : [];
    const matches: PlannedMatch[] = existing.map((m) => ({
      leadId: m.id,
      line: null,
      name: m.name,
      organization: m.organization,
      reasons: m.reasons,
      samePerson: samePerson(person, m),
    }));
    const inFile = earlier.matching(person);
    matches.push(...inFile.listed);
    earlier.add({ line: record.line, person, card: read.card });
    rows.push({
      line: record.line,
      ok: true,
      card: read.card,
      matches,
      duplicate: inFile.samePerson || matches.some((m) => m.samePerson),
    });
  }
  return { kind: 'preview', layout, rows, mapping: uses, hash, alreadyImported: await batchByFile(db, upload.sha256) };
}

export type ApplyResult =
  | { ok: true; batchId: string; imported: number; duplicates: number; rejected: number }
  | { ok: false; problem: 'alreadyImported'; batchId: string }
  | { ok: false; problem: 'failed'; message: string }
  | { ok: false; problem: 'mapping' };

export interface ApplyContext {
  actor: { id: string; email: string };
  ip?: string | null;
  now?: Date;
}

/**
 * Stores the valid rows of the plan, in file order: the batch first, then IMPORT_WRITE_BATCH rows
 * per transaction, the batch's counts with each. The same file (by SHA-256) a second time adds
 * nothing.
 */
export async function applyImport(
  db: Db,
  upload: StagedUpload,
  source: ImportSource,
  chosen: readonly ColumnUse[] | undefined,
  context: ApplyContext,
): Promise<ApplyResult> {
  const plan = await planImport(db, upload, chosen, { listMatches: false });
  if (plan.kind === 'failed') return { ok: false, problem: 'failed', message: plan.problem };
  if (plan.kind === 'mapping') return { ok: false, problem: 'mapping' };
  if (plan.alreadyImported) return { ok: false, problem: 'alreadyImported', batchId: plan.alreadyImported.id };
  const now = context.now ?? new Date();
  const iso = now.toISOString();
  const batchId = randomUUID();
  const valid = plan.rows.filter((row) => row.ok);
  // Worked out before the transaction, as the form does (the postal data may have to load).
  const prepared = await Promise.all(
    valid.map(async (row) => ({
      row,
      id: randomUUID(),
      facts: await leadFacts({ ...row.card, postal_code: row.card.postalCode }),
    })),
  );
  let duplicates = 0;
  try {
    // The batch first, with the file's unique hash: a second apply of the same file stops here.
    await db
      .insertInto('lead_import_batches')
      .values({
        id: batchId,
        source_kind: source.kind,
        source_name: source.name,
        source_on: source.on,
        product: source.product,
        locale: source.locale,
        file_name: upload.fileName.slice(0, 255),
        file_sha256: upload.sha256,
        layout: plan.layout,
        rows_total: plan.rows.length,
        rows_imported: 0,
        rows_duplicate: 0,
        rows_rejected: plan.rows.length - valid.length,
        created_by: context.actor.id,
        created_by_email: context.actor.email,
        created_at: iso,
      })
      .execute();
  } catch (error) {
    // The same file applied twice at once: the unique hash lets one through.
    const winner = await batchByFile(db, upload.sha256);
    if (winner) return { ok: false, problem: 'alreadyImported', batchId: winner.id };
    throw error;
  }
  // Short write transactions (ADR 029): on SQLite the form's writes wait for one of these, never
  // for the whole file. The batch's counts move with its rows, so they always say what is stored.
  for (let start = 0; start < prepared.length; start += IMPORT_WRITE_BATCH) {
    const part = prepared.slice(start, start + IMPORT_WRITE_BATCH);
    await db.transaction().execute(async (trx) => {
      let partDuplicates = 0;
      for (const { row, id, facts } of part) {
        if (await storeCard(trx, { id, line: row.line, card: row.card, facts, source, batchId, now })) {
          partDuplicates += 1;
        }
      }
      duplicates += partDuplicates;
      await trx
        .updateTable('lead_import_batches')
        .set({ rows_imported: start + part.length, rows_duplicate: duplicates })
        .where('id', '=', batchId)
        .execute();
    });
  }
  await recordAudit(db, {
    action: 'lead.import',
    actor: context.actor,
    target: { type: 'lead_import', id: batchId },
    detail: { source: source.name, file: upload.fileName, imported: valid.length, duplicates },
    ip: context.ip ?? null,
  });
  return { ok: true, batchId, imported: valid.length, duplicates, rejected: plan.rows.length - valid.length };
}

interface StoredCard {
  id: string;
  line: number;
  card: Card;
  facts: LeadFacts;
  source: ImportSource;
  batchId: string;
  now: Date;
}

/** One card as a lead; true when it was stored as the duplicate of an earlier lead. */
async function storeCard(trx: Db, { id, line, card, facts, source, batchId, now }: StoredCard): Promise<boolean> {
  const iso = now.toISOString();
  const kind = t.upload.sourceKinds[source.kind];
  const purpose = [
    t.purpose(kind, source.name, card.exchangedOn ?? source.on),
    ...(card.otherPhones.length ? [t.otherPhones(card.otherPhones.join('、'))] : []),
  ].join('\n');
  await trx
    .insertInto('material_requests')
    .values({
      id,
      name: card.name,
      name_kana: card.nameKana,
      email: card.email,
      organization: card.organization,
      position: card.position,
      phone: card.phone,
      postal_code: card.postalCode,
      address: card.address,
      address_prefecture: card.addressParts.prefecture || null,
      address_city: card.addressParts.city || null,
      address_line1: card.addressParts.line1 || null,
      address_line2: card.addressParts.line2 || null,
      individual: card.organization === '',
      product: source.product,
      purpose,
      status: 'pending',
      request_date: iso,
      locale: source.locale,
      page_path: null,
      referrer: null,
      utm_source: null,
      utm_medium: null,
      utm_campaign: null,
      utm_term: null,
      utm_content: null,
      user_agent: null,
      agreement_version: '',
      idempotency_key: `import:${batchId}:${line}`,
      search_text: leadSearchText({ ...card, name_kana: card.nameKana }),
      created_at: iso,
      updated_at: iso,
      lead_source_kind: 'import',
      offline_source_kind: source.kind,
      offline_source_name: source.name,
      offline_source_on: card.exchangedOn ?? source.on,
      import_batch_id: batchId,
      import_line: line,
      mail_consent: card.consent,
    })
    .execute();
  const lead = {
    id,
    product: source.product,
    locale: source.locale,
    ...card,
    postal_code: card.postalCode,
    ...facts,
    productFamily: productFamilyOf(source.product),
  };
  const matches = await followUpNewLead(trx, lead, now, { event: false });
  const person = { ...facts.matchKeys, name: card.name, name_kana: card.nameKana };
  const same = matches.find((match) => samePerson(person, match));
  if (!same) return false;
  await trx
    .updateTable('material_requests')
    .set({ status: 'closed', duplicate_of: same.duplicate_of ?? same.id, updated_at: iso })
    .where('id', '=', id)
    .execute();
  await trx
    .insertInto('lead_status_events')
    .values({
      id: randomUUID(),
      request_id: id,
      from_status: 'pending',
      to_status: 'closed',
      note: `${t.preview.matchPerson}（${same.reasons.map((r) => t.preview.reasons[r]).join('・')}）`,
      actor_id: null,
      actor_email: null,
      created_at: iso,
    })
    .execute();
  return true;
}
