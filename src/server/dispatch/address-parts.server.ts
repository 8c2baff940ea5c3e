/**
 * Where an address may break across lines: between its parts (prefecture, county, city, ward,
 * town, block number, building) and at the spaces the lead typed, never inside a place name
 * (東塩小路町) or a number run (721-1, 6丁目10番1号). The label sheet and Click Post's four
 * address columns both wrap with these parts, each measuring in its own unit.
 *
 * No municipality list: the parts are found by the suffixes 市・区・郡・町・村 with the guards
 * the real names need (四日市市 and 大町市, whose suffix character also sits inside the name;
 * 大和郡山市, which is not a county; 芳賀郡市貝町, a county whose town starts with 市; 新宿区市谷,
 * a ward whose town starts with 市). A missed boundary only leaves a longer part; a part wider
 * than a whole line is the one case broken between characters (`split` tells the caller).
 */

/**
 * A block number: digits joined by 丁目・番地・番・号・の or a hyphen (any of the dashes leads
 * type, the long-vowel mark included), with a trailing 号・階・F and the like kept on it.
 */
const NUMBER_RUN =
  /[0-9０-９]+(?:(?:丁目|番地|番|号|の|[-－‐−–—―ー])+[0-9０-９]+)*(?:丁目|番地|号室|号館|番|号|階|[FＦ]|棟|室)?/g;
/** After these, the digits belong to a place name (札幌の北1条西, 東1線, 1地割), not a block number. */
const PLACE_NUMBER = /^(?:条|線|地割|丁(?!目))/;
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

/** Prefecture, municipality (county and town, or city and ward, or ward) and town name. */
function placeParts(text: string): string[] {
  const parts: string[] = [];
  let rest = text;
  const take = (length: number): void => {
    parts.push(rest.slice(0, length));
    rest = rest.slice(length);
  };
  const prefecture = PREFECTURE.exec(rest);
  if (prefecture) take(prefecture[0].length);

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
  if (rest !== '') parts.push(...rest.split(KYOTO_TURN).filter((part) => part !== ''));
  return parts;
}

/** One space-free run of an address: its places, then the block number, then what follows it. */
function chunkParts(chunk: string): string[] {
  const block = [...chunk.matchAll(NUMBER_RUN)].find(
    (match) => !PLACE_NUMBER.test(chunk.slice(match.index + match[0].length)),
  );
  if (!block) return placeParts(chunk);
  const end = block.index + block[0].length;
  return [...placeParts(chunk.slice(0, block.index)), block[0], chunk.slice(end)].filter((part) => part !== '');
}

/**
 * The address in parts that may each start a line; a part that followed a space keeps it in
 * front (' サンプルビル5階'), dropped when the part starts a line. Joined, the parts are the
 * address with its runs of spaces made one.
 */
export function addressParts(address: string): string[] {
  const chunks = address
    .trim()
    .split(/[\s　]+/)
    .filter((chunk) => chunk !== '');
  return chunks.flatMap((chunk, index) => {
    const parts = chunkParts(chunk);
    return index === 0 ? parts : parts.map((part, i) => (i === 0 ? ` ${part}` : part));
  });
}

/** The words of a name or an organisation: broken only at the spaces typed. */
export function spaceParts(text: string): string[] {
  return text
    .trim()
    .split(/(?=[\s　])/)
    .map((part) => part.replace(/^[\s　]+/, ' '))
    .filter((part) => part.trim() !== '');
}

/**
 * Lines no wider than `width` (in `measure`'s unit, which must add up: the width of a text is
 * the sum of its characters'), as many parts on each as fit. `split` is true when a part wider
 * than a whole line had to be broken between characters.
 */
export function wrapParts(
  parts: readonly string[],
  width: number,
  measure: (text: string) => number,
): { lines: string[]; split: boolean } {
  const lines: string[] = [];
  let line = '';
  let used = 0;
  let split = false;
  const flush = (): void => {
    if (line !== '') lines.push(line);
    line = '';
    used = 0;
  };
  for (const raw of parts) {
    const part = line === '' ? raw.trimStart() : raw;
    if (part === '') continue;
    const partWidth = measure(part);
    if (used + partWidth <= width) {
      line += part;
      used += partWidth;
      continue;
    }
    flush();
    const alone = raw.trimStart();
    const aloneWidth = measure(alone);
    if (aloneWidth <= width) {
      line = alone;
      used = aloneWidth;
      continue;
    }
    // Wider than a whole line: breaking between characters is the only way left to print it.
    split = true;
    for (const char of alone) {
      const charWidth = measure(char);
      if (line !== '' && used + charWidth > width) flush();
      line += char;
      used += charWidth;
    }
  }
  flush();
  return { lines, split };
}
