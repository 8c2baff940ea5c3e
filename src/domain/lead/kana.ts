/**
 * Kana: the reading of a name (フリガナ) as the brochure form takes it, and the folding that lets
 * a search match kana in any form. Shared by the island and the server, so no zod and no package.
 *
 * A reading is kept as full-width katakana. Hiragana, half-width kana (`ｶﾞ` is one ガ, not カ
 * and a mark) and full-width katakana are accepted; spaces of any width (and tabs) between
 * words become one full-width space `　` (U+3000), the space Japanese forms and the staff's
 * spreadsheets use between family and given name in katakana, so `やまだ  はなこ` and
 * `ﾔﾏﾀﾞ ﾊﾅｺ` are both kept as `ヤマダ　ハナコ`. The middle dot `・` (foreign names) and the
 * long vowel mark `ー` are part of katakana. Anything else (kanji, latin letters, digits,
 * symbols, line breaks) is refused, and the refused characters are named so that a message can
 * show them.
 *
 * foldForSearch is the other direction: not a check but one form for comparing, applied alike
 * to what is stored and to what is searched for.
 */

const HIRAGANA = /[\u3041-\u3096\u309D\u309E]/gu;
/** Full-width katakana (ァ … ヺ, ・, ー, ヽ, ヾ) and the full-width space. */
const KATAKANA_OR_SPACE = /^[\u30A1-\u30FE\u3000]$/u;
/** After NFKC every Unicode space is U+0020; tabs are taken as spaces too. */
const SPACES = /[ \t]+/gu;
/** NFKC leaves a voicing mark it cannot combine (`ｱﾞ`) as a combining character: name it as typed. */
const LONE_MARKS: Readonly<Record<string, string>> = { '\u3099': '゛', '\u309A': '゜' };

/** The full-width space a reading keeps between words. */
export const KANA_SPACE = '\u3000';

/** ひらがな → カタカナ (ゝゞ → ヽヾ); everything else unchanged. */
export function hiraganaToKatakana(text: string): string {
  return text.replace(HIRAGANA, (char) => String.fromCharCode((char.codePointAt(0) ?? 0) + 0x60));
}

export type KanaResult =
  | { ok: true; kana: string }
  | { ok: false; problem: 'empty' }
  | { ok: false; problem: 'invalid'; characters: string[] };

/**
 * A reading as typed → full-width katakana with single full-width spaces, trimmed. A blank value
 * is `empty` (the field is optional: the rules decide); any character that is not kana or a
 * space makes it `invalid`, with those characters in order of appearance, each once.
 */
export function normalizeKana(value: unknown): KanaResult {
  if (typeof value !== 'string') return { ok: false, problem: 'empty' };
  const kana = hiraganaToKatakana(value.normalize('NFKC')).replace(SPACES, ' ').trim().replaceAll(' ', KANA_SPACE);
  if (kana === '') return { ok: false, problem: 'empty' };
  const invalid = new Set<string>();
  for (const char of kana) {
    if (!KATAKANA_OR_SPACE.test(char)) invalid.add(LONE_MARKS[char] ?? char);
  }
  if (invalid.size > 0) return { ok: false, problem: 'invalid', characters: [...invalid] };
  return { ok: true, kana };
}

/**
 * One form for comparing text in searches: NFKC (full-width latin and digits become ASCII,
 * half-width kana full-width), hiragana as katakana, latin in lower case, white space as single
 * ASCII spaces, trimmed. `ｻﾄｳ`, `さとう` and `サトウ` all fold to `サトウ`; `ＳＡＴＯ` to `sato`.
 * Apply it to both sides: the stored text (or a search column built from it) and the query.
 */
export function foldForSearch(text: string): string {
  return hiraganaToKatakana(text.normalize('NFKC')).toLowerCase().replace(/\s+/gu, ' ').trim();
}
