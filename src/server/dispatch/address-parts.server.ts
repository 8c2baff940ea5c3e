/**
 * Where an address may break across lines: between its parts (prefecture, county, city, ward,
 * town, block number, building) and at the spaces the lead typed, never inside a place name
 * (東塩小路町) or a number run (721-1, 6丁目10番1号). The label sheet and Click Post's four
 * address columns both wrap with these parts, each measuring in its own unit.
 *
 * The places (prefecture, municipality, town) are found as the brochure form reads them
 * (domain/address-places.ts). A part wider than a whole line is the one case broken between
 * characters (`split` tells the caller).
 */
import { placeParts } from '../../domain/address-places.ts';

/**
 * A block number: digits joined by 丁目・番地・番・号・の or a hyphen (any of the dashes leads
 * type, the long-vowel mark included), with a trailing 号・階・F and the like kept on it.
 */
const NUMBER_RUN =
  /[0-9０-９]+(?:(?:丁目|番地|番|号|の|[-－‐−–—―ー])+[0-9０-９]+)*(?:丁目|番地|号室|号館|番|号|階|[FＦ]|棟|室)?/g;
/** After these, the digits belong to a place name (札幌の北1条西, 東1線, 1地割), not a block number. */
const PLACE_NUMBER = /^(?:条|線|地割|丁(?!目))/;

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
