/**
 * Correcting a lead's 宛名 (issue 42: 宛名を直す): the name, its reading, the organisation and
 * the position, with what is derived from them (`search_text`, and the organisation's duplicate
 * key), in one transaction with a line in the lead's history (its status unchanged, each field's
 * old and new value in the note) and an audit entry naming the fields changed, not their values:
 * the audit log outlives a lead deleted on the person's request, its history does not. The caller
 * validates the input with the public form's rules (domain/lead/rules.ts validateLeadRecipient).
 */
import { organizationKey } from '../../domain/lead/match-keys.ts';
import type { LeadRecipient } from '../../domain/lead/rules.ts';
import { recordAudit } from '../accounts/audit.server.ts';
import type { Db } from '../platform/db.server.ts';
import { eventTime } from '../platform/event-time.server.ts';
import { leadPrefecture } from '../platform/postal-codes.server.ts';
import type { Actor } from './lead-changes.server.ts';
import { recordHistoryLine } from './lead-history.server.ts';
import { leadSearchText } from './lead-search.server.ts';

export type RecipientField = keyof LeadRecipient;
const FIELDS: readonly RecipientField[] = ['name', 'nameKana', 'organization', 'position'];

export type LeadRecipientResult = { ok: true; changed: RecipientField[] } | { ok: false; problem: 'notFound' };

export async function changeLeadRecipient(
  db: Db,
  input: {
    id: string;
    recipient: LeadRecipient;
    actor: Actor;
    /** The history line, given each changed field's old and new value (copy lives with the caller). */
    note: (changes: readonly { field: RecipientField; from: string; to: string }[]) => string;
    ip?: string | null;
    now?: Date;
  },
): Promise<LeadRecipientResult> {
  const iso = (input.now ?? eventTime()).toISOString();
  const next = input.recipient;
  return db.transaction().execute(async (trx) => {
    const lead = await trx
      .selectFrom('material_requests')
      .select(['id', 'status', 'name', 'name_kana', 'organization', 'position', 'email', 'address', 'postal_code'])
      .select(['email_key', 'org_key'])
      .where('id', '=', input.id)
      .executeTakeFirst();
    if (!lead) return { ok: false, problem: 'notFound' } as const;
    const before: LeadRecipient = {
      name: lead.name,
      nameKana: lead.name_kana,
      organization: lead.organization,
      position: lead.position,
    };
    const changes = FIELDS.filter((field) => (before[field] ?? '') !== (next[field] ?? '')).map((field) => ({
      field,
      from: before[field] ?? '',
      to: next[field] ?? '',
    }));
    if (changes.length === 0) return { ok: true, changed: [] } as const;
    // A lead with keys (not spam, not anonymised) is matched on its organisation under the new name.
    const keyed = lead.email_key !== null;
    const orgKey =
      keyed && before.organization !== next.organization
        ? organizationKey(next.organization, await leadPrefecture(lead))
        : lead.org_key;
    await trx
      .updateTable('material_requests')
      .set({
        name: next.name,
        name_kana: next.nameKana,
        organization: next.organization,
        position: next.position,
        search_text: leadSearchText({
          name: next.name,
          name_kana: next.nameKana,
          email: lead.email,
          organization: next.organization,
        }),
        org_key: orgKey,
        updated_at: iso,
      })
      .where('id', '=', lead.id)
      .execute();
    await recordHistoryLine(trx, lead, { note: input.note(changes), actor: input.actor, at: iso });
    await recordAudit(trx, {
      action: 'lead.recipient',
      actor: input.actor,
      target: { type: 'lead', id: lead.id },
      detail: { fields: changes.map((change) => change.field) },
      ip: input.ip ?? null,
      now: input.now,
    });
    return { ok: true, changed: changes.map((change) => change.field) } as const;
  });
}
