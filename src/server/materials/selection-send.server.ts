/**
 * 資料を送付 on an inbox selection (issue 24): what each selected lead would get (the brochures
 * matching its product and language) or why it is skipped, and the sending itself, lead by
 * lead through `sendMaterials`, so each one is the single-lead sending exactly: one mail in the
 * lead's language through the outbox, 資料送付済み, `lead.materials_sent`, the audit entry. The
 * form's key makes each lead's job id, so the whole batch posted twice sends once.
 */
import { MATERIALS_NOTE_MAX_LENGTH, type SelectionSkipReason } from '../../domain/materials.ts';
import type { Db } from '../platform/db.server.ts';
import { type Brochure, listBrochures, matchingBrochures } from './brochures.server.ts';
import { sendJobId, sendMaterials } from './links.server.ts';
import { canReceiveMaterials } from './materials-sent.server.ts';

export type SkipReason = SelectionSkipReason;

export interface SelectedLead {
  id: string;
  name: string;
  organization: string;
  product: string;
  locale: string;
  createdAt: string;
}

export interface PlannedLead {
  id: string;
  /** Null when no lead has this id (deleted meanwhile, or a mistyped link). */
  lead: SelectedLead | null;
  /** The brochures matching its product and language, to tick first. */
  brochures: Brochure[];
  skip: 'notFound' | 'review' | 'spam' | 'noMatch' | null;
}

/** Each selected lead, in the order selected, with its matching brochures or why it is skipped. */
export async function planSelectionSend(db: Db, ids: readonly string[]): Promise<PlannedLead[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .selectFrom('material_requests')
    .select(['id', 'name', 'organization', 'product', 'locale', 'created_at', 'status', 'review'])
    .where('id', 'in', [...ids])
    .execute();
  const byId = new Map(rows.map((row) => [row.id, row]));
  const library = await listBrochures(db);
  return ids.map((id): PlannedLead => {
    const row = byId.get(id);
    if (!row) return { id, lead: null, brochures: [], skip: 'notFound' };
    const lead: SelectedLead = {
      id: row.id,
      name: row.name,
      organization: row.organization,
      product: row.product,
      locale: row.locale,
      createdAt: row.created_at,
    };
    if (!canReceiveMaterials(row)) return { id, lead, brochures: [], skip: row.status === 'spam' ? 'spam' : 'review' };
    const brochures = matchingBrochures(library, lead);
    return { id, lead, brochures, skip: brochures.length === 0 ? 'noMatch' : null };
  });
}

export interface SelectionSendResult {
  /** Leads a mail was queued for now, with how many links it carries. */
  sent: { id: string; links: number }[];
  /** Leads this form had already sent to (the same key posted again). */
  repeated: string[];
  skipped: { id: string; reason: SkipReason }[];
}

/**
 * Sends to each selected lead the brochures chosen for it (`choices`, lead id → brochure ids).
 * A lead with none chosen is skipped; a refusal (under review, spam, gone, a brochure removed
 * meanwhile) skips that lead and the others still go. Each lead is its own transaction, as on
 * the lead page, so one lead's refusal undoes nothing of another's sending.
 */
export async function sendMaterialsToSelection(
  db: Db,
  input: {
    ids: readonly string[];
    choices: ReadonlyMap<string, readonly string[]>;
    note?: string | null;
    formKey: string;
    actor: { id: string; email: string };
    linkUrl: (token: string) => string;
    demoUrl?: (requestId: string) => string;
    ip?: string | null;
    now?: Date;
  },
): Promise<{ ok: true; result: SelectionSendResult } | { ok: false; problem: 'note' }> {
  // One line for all: a line too long would refuse every lead alike, so it is refused once.
  if ((input.note?.trim().length ?? 0) > MATERIALS_NOTE_MAX_LENGTH) return { ok: false, problem: 'note' };
  const result: SelectionSendResult = { sent: [], repeated: [], skipped: [] };
  for (const id of input.ids) {
    const brochureIds = input.choices.get(id) ?? [];
    if (brochureIds.length === 0) {
      result.skipped.push({ id, reason: 'noneChosen' });
      continue;
    }
    const sent = await sendMaterials(db, {
      requestId: id,
      brochureIds: [...brochureIds],
      note: input.note ?? null,
      formKey: input.formKey,
      actor: input.actor,
      linkUrl: input.linkUrl,
      ...(input.demoUrl ? { demoUrl: input.demoUrl } : {}),
      ip: input.ip ?? null,
      ...(input.now ? { now: input.now } : {}),
    });
    if (sent.ok) {
      if (sent.repeated) result.repeated.push(id);
      else result.sent.push({ id, links: sent.links });
    } else {
      const reason: SkipReason =
        sent.problem === 'review' || sent.problem === 'spam' || sent.problem === 'notFound'
          ? sent.problem
          : 'brochureGone';
      result.skipped.push({ id, reason });
    }
  }
  return { ok: true, result };
}

/** Which of the selected leads the form with this key sent to (the result page, after a 303). */
export async function selectionSent(db: Db, ids: readonly string[], formKey: string): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const jobs = new Map(ids.map((id) => [sendJobId(id, formKey), id]));
  const rows = await db
    .selectFrom('outbox_jobs')
    .select('id')
    .where('id', 'in', [...jobs.keys()])
    .execute();
  return new Set(rows.map((row) => jobs.get(row.id) ?? ''));
}
