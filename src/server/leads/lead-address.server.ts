/**
 * Correcting a lead's postal address (issue 32: the dispatch page's 宛先を確認 → 住所を直す):
 * the postal code, the parts and the joined `address` every consumer reads (dispatch, exports,
 * duplicates), in one transaction with a line in the lead's history (its status unchanged, the
 * old and new address in the note) and an audit entry. The caller validates the input with the
 * public form's rules (domain/lead/rules.ts validateLeadAddress). `search_text` holds no
 * address; the postal code's search index follows the column by its trigger.
 */
import type { LeadAddress } from '../../domain/lead/rules.ts';
import { recordAudit } from '../accounts/audit.server.ts';
import type { Db } from '../platform/db.server.ts';
import { eventTime } from '../platform/event-time.server.ts';
import type { Actor } from './lead-changes.server.ts';
import { recordHistoryLine } from './lead-history.server.ts';

export type LeadAddressResult = { ok: true; changed: boolean } | { ok: false; problem: 'notFound' };

/** The address as one line: `〒104-0061 東京都中央区銀座1-2-3`, or the address alone. */
export const postalLine = (postalCode: string | null, address: string): string =>
  postalCode && /^\d{7}$/.test(postalCode)
    ? `〒${postalCode.slice(0, 3)}-${postalCode.slice(3)} ${address}`.trim()
    : address;

export async function changeLeadAddress(
  db: Db,
  input: {
    id: string;
    address: LeadAddress;
    actor: Actor;
    /** The history line, given the old and the new address (copy lives with the caller). */
    note: (from: string, to: string) => string;
    ip?: string | null;
    now?: Date;
  },
): Promise<LeadAddressResult> {
  const iso = (input.now ?? eventTime()).toISOString();
  const { address } = input;
  return db.transaction().execute(async (trx) => {
    const lead = await trx
      .selectFrom('material_requests')
      .select(['id', 'status', 'postal_code', 'address'])
      .where('id', '=', input.id)
      .executeTakeFirst();
    if (!lead) return { ok: false, problem: 'notFound' } as const;
    const from = postalLine(lead.postal_code, lead.address);
    const to = postalLine(address.postalCode, address.address);
    await trx
      .updateTable('material_requests')
      .set({
        postal_code: address.postalCode,
        address: address.address,
        address_prefecture: address.parts.prefecture || null,
        address_city: address.parts.city || null,
        address_line1: address.parts.line1 || null,
        address_line2: address.parts.line2 || null,
        updated_at: iso,
      })
      .where('id', '=', lead.id)
      .execute();
    if (from === to) return { ok: true, changed: false } as const;
    await recordHistoryLine(trx, lead, { note: input.note(from, to), actor: input.actor, at: iso });
    await recordAudit(trx, {
      action: 'lead.address',
      actor: input.actor,
      target: { type: 'lead', id: lead.id },
      detail: { from, to },
      ip: input.ip ?? null,
    });
    return { ok: true, changed: true } as const;
  });
}
