/**
 * Whether a lead can go in a postal batch as it stands (issue 32): not shipped already, a
 * Japanese postal code, and an address whose prefecture and city are the ones Japan Post lists
 * for that code (src/server/platform/postal-codes.server.ts). The dispatch page ticks only the
 * sendable ones and names the reason beside the others.
 */
import { isPrefecture, prefectureFromAddress } from '../../domain/prefectures.ts';
import type { Db } from '../platform/db.server.ts';
import { lookupPostalCode } from '../platform/postal-codes.server.ts';

/** 発送済み, 海外 (no Japanese address at all), 宛先を確認 (code and address disagree, or one is missing). */
export type SendProblem = 'shipped' | 'overseas' | 'address';

const squeeze = (text: string): string => text.normalize('NFKC').replace(/\s+/g, '');

/** Why the address cannot be posted to as it stands, or null when it can. */
export async function addressProblem(lead: {
  postal_code: string | null;
  address: string;
}): Promise<Exclude<SendProblem, 'shipped'> | null> {
  const address = squeeze(lead.address).replace(/^〒?\d{3}-?\d{4}/, '');
  const named = prefectureFromAddress(address);
  if (!lead.postal_code || !/^\d{7}$/.test(lead.postal_code)) return named ? 'address' : 'overseas';
  let place: Awaited<ReturnType<typeof lookupPostalCode>>;
  try {
    place = await lookupPostalCode(lead.postal_code);
  } catch {
    return 'address';
  }
  if (!place || !isPrefecture(place.prefecture) || named !== place.prefecture) return 'address';
  const rest = address.slice(place.prefecture.length);
  // A code spanning several cities settles only the prefecture; a 郡 is often left out.
  if (place.city === '') return rest === '' ? 'address' : null;
  const cities = [place.city, place.city.replace(/^.+?郡/, '')];
  return cities.some((city) => rest.startsWith(city)) ? null : 'address';
}

/** The ids among `ids` with a shipment marked 発送済み. */
export async function shippedLeadIds(db: Db, ids: readonly string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .selectFrom('lead_shipments')
    .select('request_id')
    .distinct()
    .where('request_id', 'in', [...ids])
    .where('shipped_at', 'is not', null)
    .execute();
  return new Set(rows.map((row) => row.request_id));
}

/** Each lead's problem (null when it can be sent), by id. */
export async function sendProblems(
  db: Db,
  leads: readonly { id: string; postal_code: string | null; address: string }[],
): Promise<Map<string, SendProblem | null>> {
  const shipped = await shippedLeadIds(
    db,
    leads.map((lead) => lead.id),
  );
  const problems = new Map<string, SendProblem | null>();
  for (const lead of leads) problems.set(lead.id, shipped.has(lead.id) ? 'shipped' : await addressProblem(lead));
  return problems;
}
