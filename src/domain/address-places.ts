/**
 * The places a Japanese address starts with: its prefecture, its municipality (county and
 * town, or city and ward, or ward) and the town after them. Shared by the dispatch labels'
 * line breaking (server/dispatch/address-parts.server.ts) and the brochure form, which reads
 * the parts of an address typed whole into one line (lead/rules.ts).
 *
 * No municipality list: the parts are found by the suffixes 市・区・郡・町・村 with the guards
 * the real names need (四日市市 and 大町市, whose suffix character also sits inside the name;
 * 大和郡山市, which is not a county; 芳賀郡市貝町, a county whose town starts with 市; 新宿区市谷,
 * a ward whose town starts with 市). A missed boundary only leaves a longer part.
 */
import { type Prefecture, prefectures } from './prefectures.ts';

/** Kyoto's street directions end a phrase: 烏丸通七条下る / 東塩小路町. */
const KYOTO_TURN = /(?<=(?:上る|下る|上ル|下ル|東入る|西入る|東入ル|西入ル|東入|西入))/;
const PREFECTURE = /^(?:東京都|北海道|京都府|大阪府|[^\s0-9０-９]{2,3}?県)/;

/**
 * The length of the unit at the start of `text` that ends with one of `suffix` (at least two
 * characters, at most `max`), taking the last of a run of them (四日市市, 大町町); 0 if none.
 */
function unitLength(text: string, suffix: string, max: number): number {
  const chars = [...text];
  for (let i = 1; i < Math.min(chars.length, max); i += 1) {
    if (suffix.includes(chars[i] ?? '') && !suffix.includes(chars[i + 1] ?? '-')) {
      return chars.slice(0, i + 1).join('').length;
    }
  }
  return 0;
}

/** The municipality's units at the start of `text` (none, one or two) and what follows them. */
function municipalityUnits(text: string): { units: string[]; rest: string } {
  const units: string[] = [];
  let rest = text;
  const take = (length: number): void => {
    units.push(rest.slice(0, length));
    rest = rest.slice(length);
  };
  const county = unitLength(rest, '郡', 6);
  const countyTown = county > 0 ? unitLength(rest.slice(county), '町村', 8) : 0;
  const town = rest.slice(county, county + countyTown);
  // 大和郡山市 is a city: a county's town holds no 市 but, at most, as its first character (市貝町).
  if (county > 0 && countyTown > 0 && !/[区市]/.test(rest.slice(0, county)) && !town.slice(1).includes('市')) {
    take(county);
    take(countyTown);
  } else {
    const city = unitLength(rest, '市', 9);
    const cityName = rest.slice(0, city);
    if (city > 0 && !cityName.includes('区') && !cityName.endsWith('郡市')) {
      take(city);
      const ward = unitLength(rest, '区', 6);
      if (ward > 0) take(ward);
    } else {
      const ward = unitLength(rest, '区', 6);
      if (ward > 0 && !/[市郡]/.test(rest.slice(0, ward))) take(ward);
    }
  }
  return { units, rest };
}

/** Prefecture, municipality units and town name: the parts a line may break between. */
export function placeParts(text: string): string[] {
  const prefecture = PREFECTURE.exec(text)?.[0] ?? '';
  const { units, rest } = municipalityUnits(text.slice(prefecture.length));
  return [prefecture, ...units, ...rest.split(KYOTO_TURN)].filter((part) => part !== '');
}

/** What a whole address typed into one line holds, read from its start. */
export interface AddressLine {
  /** The 7 digits of a leading postal code (〒104-0061), or ''. */
  postalCode: string;
  /** One of the 47 prefectures, or '' when the line does not start with one. */
  prefecture: Prefecture | '';
  /** The municipality after it (中央区, 横浜市中区, 芳賀郡市貝町), or ''. */
  city: string;
  /** The rest of the line: the town, block number and anything after. */
  street: string;
}

const POSTAL_PREFIX = /^〒?\s*([0-9]{3})[-‐－ー−]?([0-9]{4})\s*/;

/**
 * Reads 「〒104-0061 東京都中央区銀座1-1-1」 as 1040061, 東京都, 中央区, 銀座1-1-1. The line is
 * NFKC-normalised already (full-width digits are ASCII). Read only from a prefecture the line
 * starts with (after an optional postal code): without one nothing is read, the whole line is
 * the street, and a municipality is never guessed from a line that may not be Japanese.
 */
export function readAddressLine(line: string): AddressLine {
  const whole: AddressLine = { postalCode: '', prefecture: '', city: '', street: line };
  const postal = POSTAL_PREFIX.exec(line);
  const afterPostal = postal ? line.slice(postal[0].length) : line;
  // 京都府 must not be read as 東京都's 京都; every name is matched from the start only.
  const prefecture = prefectures.find((name) => afterPostal.startsWith(name));
  if (!prefecture) return whole;
  const { units, rest } = municipalityUnits(afterPostal.slice(prefecture.length).trimStart());
  return {
    postalCode: postal ? `${postal[1]}${postal[2]}` : '',
    prefecture,
    city: units.map((unit) => unit.trim()).join(''),
    street: rest.trimStart(),
  };
}

/** The municipality a line starts with and the rest, for a line whose prefecture is known. */
export function readCityLine(line: string): { city: string; street: string } {
  const { units, rest } = municipalityUnits(line);
  return { city: units.map((unit) => unit.trim()).join(''), street: rest.trimStart() };
}
