/**
 * 要確認 (review, issues 20 and 30): a brochure request that tripped one screening signal (no
 * proof that a browser sent it, sent within the time trap, the hidden field filled: each can
 * be a person's doing), or one that arrived above the site-wide ceiling. It is stored and staff are notified, marked for
 * review; it gets no receipt mail, no owner, no due date and no webhook until staff release it
 * (then it gets exactly what an accepted request gets, once) or mark it as spam.
 */
import { randomUUID } from 'node:crypto';
import { recordAudit } from '../accounts/audit.server.ts';
import type { Db } from '../platform/db.server.ts';
import { enrichLead } from './lead-enrichment.server.ts';
import { followUpNewLead } from './lead-follow-up.server.ts';
import { leadJobPayload } from './lead-jobs.server.ts';

export type ReleaseResult = { ok: true; receipt: boolean } | { ok: false; problem: 'notFound' | 'notInReview' };

export interface ReleaseInput {
  id: string;
  actor: { id: string; email: string };
  ip?: string | null;
  /** The per-address receipt limit (lead-limits.server.ts): may this e-mail get a receipt now? */
  allowReceipt?: (email: string) => Promise<boolean>;
  now?: Date;
}

/**
 * Releases a request waiting for review: owner, due date, duplicate links, `lead.created` and
 * the receipt (within the per-address limit), as acceptance would have done. The flag is
 * cleared by a conditional update first, so two clicks (or two staff) release it once.
 */
export async function releaseLead(db: Db, input: ReleaseInput): Promise<ReleaseResult> {
  const now = input.now ?? new Date();
  const lead = await db
    .selectFrom('material_requests')
    .select(['id', 'email', 'review', 'status', 'product', 'locale', 'address', 'postal_code', 'phone', 'organization'])
    .where('id', '=', input.id)
    .executeTakeFirst();
  if (!lead) return { ok: false, problem: 'notFound' };
  if (!lead.review || lead.status === 'spam') return { ok: false, problem: 'notInReview' };
  // Asked before the transaction: SQLite has one connection, which the transaction holds.
  const receipt = input.allowReceipt ? await input.allowReceipt(lead.email) : true;
  // Worked out once, outside the transaction, as on acceptance (lead-enrichment.server.ts).
  const enriched = await enrichLead({
    id: lead.id,
    product: lead.product,
    locale: lead.locale,
    address: lead.address,
    postal_code: lead.postal_code,
    email: lead.email,
    phone: lead.phone,
    organization: lead.organization,
  });
  const released = await db.transaction().execute(async (trx) => {
    const row = await trx
      .updateTable('material_requests')
      .set({ review: false, updated_at: now.toISOString() })
      .where('id', '=', input.id)
      .where('review', '=', true)
      .where('status', '!=', 'spam')
      .returning(['id'])
      .executeTakeFirst();
    if (!row) return false;
    const iso = now.toISOString();
    if (receipt) {
      await trx
        .insertInto('outbox_jobs')
        .values({
          id: randomUUID(),
          kind: 'lead.auto_reply',
          payload: leadJobPayload(row.id),
          request_id: row.id,
          status: 'pending',
          attempts: 0,
          next_attempt_at: iso,
          locked_until: null,
          last_error: null,
          created_at: iso,
          updated_at: iso,
        })
        .execute();
    }
    await followUpNewLead(trx, enriched, now);
    await recordAudit(trx, {
      action: 'lead.release',
      actor: input.actor,
      target: { type: 'material_request', id: row.id },
      detail: { receipt },
      ip: input.ip ?? null,
      now,
    });
    return true;
  });
  return released ? { ok: true, receipt } : { ok: false, problem: 'notInReview' };
}
