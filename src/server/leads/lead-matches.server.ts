/**
 * Duplicates (docs/product.md#duplicates): the keys a lead is matched on, and the links from a
 * new lead to the earlier leads that share one.
 *
 * The keys are stored with the lead (indexed columns), so a new lead finds its earlier matches
 * with one indexed query however many leads there are. Spam gets no keys and is never matched;
 * retention and deletion on request clear a lead's keys and links (retention.server.ts,
 * inbox.server.ts deleteLead).
 */

import type { LeadMatchKeys } from '../../domain/lead/enriched.ts';
import {
  emailKey,
  formatMatchReasons,
  type LeadMatchReason,
  organizationKey,
  parseMatchReasons,
} from '../../domain/lead/match-keys.ts';
import type { MaterialRequestStatus } from '../../domain/lead/statuses.ts';
import type { Db } from '../platform/db.server.ts';
import { phoneE164 } from '../platform/phone.server.ts';
import { leadPrefecture } from '../platform/postal-codes.server.ts';

export interface LeadMatchFields {
  email: string;
  phone: string;
  organization: string;
  address: string;
  postal_code: string | null;
}

/**
 * The keys of a lead from its prefecture and E.164 phone, already worked out
 * (lead-enrichment.server.ts): its e-mail as compared (emailKey), the phone, and its
 * organisation within its prefecture (organizationKey).
 */
export function matchKeysOf(
  lead: Pick<LeadMatchFields, 'email' | 'organization'>,
  facts: { prefecture: string | undefined; phoneE164: string | null },
): LeadMatchKeys {
  return {
    email_key: emailKey(lead.email),
    phone_key: facts.phoneE164,
    org_key: organizationKey(lead.organization, facts.prefecture),
  };
}

/**
 * The keys of a lead from its fields alone (a backfill, a lead with no facts at hand): its
 * phone in E.164 (phoneE164) and its prefecture (leadPrefecture) worked out here. Async because
 * a prefecture may come from the postal code's lookup.
 */
export async function matchKeys(lead: LeadMatchFields): Promise<LeadMatchKeys> {
  return matchKeysOf(lead, { prefecture: await leadPrefecture(lead), phoneE164: phoneE164(lead.phone) });
}

/** At most this many earlier leads are linked, the most recent first: a lead page stays short. */
export const MAX_MATCHES = 20;

const KEY_REASONS: readonly [keyof LeadMatchKeys, LeadMatchReason][] = [
  ['email_key', 'email'],
  ['phone_key', 'phone'],
  ['org_key', 'organization'],
];

/** An earlier lead sharing a key with a lead, as found on its arrival (or for an import's preview). */
export interface EarlierMatch {
  id: string;
  name: string;
  name_kana: string | null;
  organization: string;
  email_key: string | null;
  phone_key: string | null;
  org_key: string | null;
  duplicate_of: string | null;
  created_at: string;
  reasons: LeadMatchReason[];
}

/**
 * The earlier leads sharing one of `keys`, the most recent MAX_MATCHES, each with the keys that
 * matched; `leadId` itself (when stored already) is left out, and so is spam. An anonymised lead
 * has no keys (retention clears them, migration 0014 never set them), so its placeholders
 * match nothing. Reads only: the card import's preview asks it before anything is stored.
 */
export async function findEarlierMatches(db: Db, keys: LeadMatchKeys, leadId?: string): Promise<EarlierMatch[]> {
  const present = KEY_REASONS.filter(([column]) => keys[column] !== null);
  if (present.length === 0) return [];
  // One lookup per key, each reading its index (key, created_at, id) newest first and stopping at
  // MAX_MATCHES (migration 0018): the cost stays flat however often a key repeats.
  const perKey = await Promise.all(
    present.map(([column]) => {
      let query = db
        .selectFrom('material_requests')
        .select(['id', 'name', 'name_kana', 'organization', 'email_key', 'phone_key', 'org_key', 'duplicate_of'])
        .select('created_at')
        .where(column, '=', keys[column])
        .where('status', '<>', 'spam');
      if (leadId !== undefined) query = query.where('id', '<>', leadId);
      return query.orderBy('created_at', 'desc').orderBy('id', 'desc').limit(MAX_MATCHES).execute();
    }),
  );
  const byId = new Map(perKey.flat().map((row) => [row.id, row]));
  return (
    [...byId.values()]
      // Newest first, then by id, as the query orders them (plain code-unit order, as SQL compares text here).
      .sort((a, b) => (a.created_at === b.created_at ? (a.id < b.id ? 1 : -1) : a.created_at < b.created_at ? 1 : -1))
      .slice(0, MAX_MATCHES)
      .map((row) => ({ ...row, reasons: present.filter(([column]) => row[column] === keys[column]).map(([, r]) => r) }))
  );
}

/**
 * Links `leadId` to every earlier lead sharing one of its keys (findEarlierMatches), writing one
 * `lead_matches` row per match with the keys that matched. Runs in the lead's transaction.
 * Returns the matches, so a caller can judge them further (the card import: the same person?).
 */
export async function linkEarlierMatches(
  trx: Db,
  leadId: string,
  keys: LeadMatchKeys,
  now: Date,
): Promise<EarlierMatch[]> {
  const earlier = await findEarlierMatches(trx, keys, leadId);
  if (earlier.length === 0) return earlier;
  const iso = now.toISOString();
  await trx
    .insertInto('lead_matches')
    .values(
      earlier.map((row) => ({
        lead_id: leadId,
        match_id: row.id,
        reasons: formatMatchReasons(row.reasons),
        created_at: iso,
      })),
    )
    .execute();
  return earlier;
}

/** Removes every link to or from these leads (retention, deletion on request). */
export async function removeLeadMatches(trx: Db, ids: readonly string[]): Promise<void> {
  if (ids.length === 0) return;
  await trx
    .deleteFrom('lead_matches')
    .where((eb) => eb.or([eb('lead_id', 'in', ids), eb('match_id', 'in', ids)]))
    .execute();
}

/** One lead linked to the lead on show, as its page lists it. */
export interface LeadMatchView {
  id: string;
  createdAt: string;
  name: string;
  organization: string;
  status: MaterialRequestStatus;
  duplicateOf: string | null;
  reasons: LeadMatchReason[];
  /** `earlier`: this lead matched it on arrival; `later`: it matched this lead on its arrival. */
  direction: 'earlier' | 'later';
}

/** The leads linked to `id` either way, newest first. */
export async function listLeadMatches(db: Db, id: string): Promise<LeadMatchView[]> {
  const columns = [
    'material_requests.id',
    'material_requests.created_at',
    'material_requests.name',
    'material_requests.organization',
    'material_requests.status',
    'material_requests.duplicate_of',
    'lead_matches.reasons',
  ] as const;
  const [earlier, later] = await Promise.all([
    db
      .selectFrom('lead_matches')
      .innerJoin('material_requests', 'material_requests.id', 'lead_matches.match_id')
      .select(columns)
      .where('lead_matches.lead_id', '=', id)
      .execute(),
    db
      .selectFrom('lead_matches')
      .innerJoin('material_requests', 'material_requests.id', 'lead_matches.lead_id')
      .select(columns)
      .where('lead_matches.match_id', '=', id)
      .execute(),
  ]);
  const view = (direction: LeadMatchView['direction']) => (row: (typeof earlier)[number]) => ({
    id: row.id,
    createdAt: row.created_at,
    name: row.name,
    organization: row.organization,
    status: row.status,
    duplicateOf: row.duplicate_of,
    reasons: parseMatchReasons(row.reasons),
    direction,
  });
  return [...earlier.map(view('earlier')), ...later.map(view('later'))].sort(
    (a, b) => b.createdAt.localeCompare(a.createdAt) || b.id.localeCompare(a.id),
  );
}
