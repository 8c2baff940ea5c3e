/**
 * The card file matched against itself (issue 40, ADR 029): each row against the earlier rows of
 * the same file that share a key, found through an index of those keys.
 */
import { type LeadMatchReason, type PersonFacts, personNameKey, samePerson } from '../../domain/lead/match-keys.ts';
import { MAX_MATCHES } from '../leads/lead-matches.server.ts';
import type { Card } from './card-rows.server.ts';

/** A match as the preview lists it: an earlier lead, or an earlier row of the same file. */
export interface PlannedMatch {
  leadId: string | null;
  line: number | null;
  name: string;
  organization: string;
  reasons: LeadMatchReason[];
  samePerson: boolean;
}

interface EarlierRow {
  line: number;
  person: PersonFacts;
  card: Card;
}

/**
 * The file's earlier rows, indexed by the keys a match needs, so a row is compared with the rows
 * that share a key, not with every earlier one (10,000 cards from 50 clinics made 50 million
 * comparisons and a million listed matches). Like an earlier lead, at most MAX_MATCHES earlier rows
 * are listed, the latest first; whether one of them is the same person is judged over every row
 * sharing an e-mail or phone, or the organisation and the name (samePerson's own rules).
 */
export class EarlierRows {
  private readonly byKey = new Map<string, EarlierRow[]>();

  private static keys(person: PersonFacts): string[] {
    const names = [personNameKey(person.name), personNameKey(person.name_kana)].filter((key) => key !== null);
    return [
      ...(person.email_key === null ? [] : [`e:${person.email_key}`]),
      ...(person.phone_key === null ? [] : [`p:${person.phone_key}`]),
      ...(person.org_key === null
        ? []
        : [`o:${person.org_key}`, ...names.map((name) => `on:${person.org_key}:${name}`)]),
    ];
  }

  add(row: EarlierRow): void {
    for (const key of EarlierRows.keys(row.person)) {
      const list = this.byKey.get(key);
      if (list) list.push(row);
      else this.byKey.set(key, [row]);
    }
  }

  matching(person: PersonFacts): { listed: PlannedMatch[]; samePerson: boolean } {
    const candidates = new Map<number, EarlierRow>();
    for (const key of EarlierRows.keys(person)) {
      const list = this.byKey.get(key) ?? [];
      // The organisation alone lists the latest few; the other keys decide the same person.
      for (const row of key.startsWith('o:') ? list.slice(-MAX_MATCHES) : list) candidates.set(row.line, row);
    }
    const found: PlannedMatch[] = [];
    for (const row of candidates.values()) {
      const reasons = sharedKeys(person, row.person);
      if (reasons.length === 0) continue;
      const { name, organization } = row.card;
      found.push({
        leadId: null,
        line: row.line,
        name,
        organization,
        reasons,
        samePerson: samePerson(person, row.person),
      });
    }
    // The same person first (the row is stored as a duplicate because of them), then the latest.
    found.sort((a, b) => Number(b.samePerson) - Number(a.samePerson) || (b.line ?? 0) - (a.line ?? 0));
    const same = found[0]?.samePerson ?? false;
    const listed = found.slice(0, MAX_MATCHES);
    return { listed, samePerson: same };
  }
}

export function sharedKeys(a: PersonFacts, b: PersonFacts): LeadMatchReason[] {
  const reasons: LeadMatchReason[] = [];
  if (a.email_key !== null && a.email_key === b.email_key) reasons.push('email');
  if (a.phone_key !== null && a.phone_key === b.phone_key) reasons.push('phone');
  if (a.org_key !== null && a.org_key === b.org_key) reasons.push('organization');
  return reasons;
}
