/**
 * The one normal form every checked text is read in (issue 41): `npm run lint:copy`, the news
 * editor, /admin/site and any check added later match the advertising rules on
 * `normaliseCopy(text)`, never on the text as typed. A reader does not see a zero-width space,
 * a word joiner or a soft hyphen between 尿 and 漏れ, and reads ﾆｮｳﾓﾚｶﾞﾅｵﾙ as 尿漏れが治る; the
 * check must read them so too.
 *
 * - `normaliseCopy`: invisible characters out, the combining marks a reader's eye drops out,
 *   then NFKC (half-width katakana to full-width, full-width ASCII to ASCII).
 * - `readerText`: text written in kana (either script) with the rules' own words put back in
 *   the spelling the rules match (にょうもれがなおる → 尿漏れが治る), so a claim the rules catch
 *   in kanji is caught in kana too. The readings come from the tokenizer (server side).
 * - `hiddenCharacters`: what staff may not publish at all, by position.
 * Pure functions.
 */
import { claimWords } from '../../content/advertising-rules/claims.ts';
import { japaneseRules } from '../../content/advertising-rules/terms-ja.ts';
import { fillMessage } from '../fill-message.ts';
import { foldKana } from './claims.ts';
import type { Morpheme } from './types.ts';

/**
 * Characters that show nothing: format characters (Cf: U+200B, U+2060, U+00AD, U+FEFF, the bidi
 * controls, tags) and the rest of Unicode's default-ignorables (variation selectors U+FE00–FE0F
 * and U+E0100–E01EF, U+034F, the Hangul fillers).
 */
const INVISIBLE = /[\p{Cf}\p{Default_Ignorable_Code_Point}]/gu;
const IS_INVISIBLE = /^[\p{Cf}\p{Default_Ignorable_Code_Point}]$/u;

/** Non-spacing and enclosing marks, but the kana voicing marks (か + ゛ is が). */
const DROPPED_MARKS = /(?![\u3099\u309a])[\p{Mn}\p{Me}]/gu;

/** The text as the rules read it. */
export function normaliseCopy(text: string): string {
  return text.replace(INVISIBLE, '').normalize('NFD').replace(DROPPED_MARKS, '').normalize('NFKC');
}

/** An invisible character in a text staff publish: its position (1-based, in characters) and code. */
export interface HiddenCharacter {
  position: number;
  code: string;
}

const PICTOGRAPH = /\p{Extended_Pictographic}/u;

/**
 * Every invisible character in `text`, but those an emoji is written with (a variation selector
 * after a pictograph, a joiner between two): 「❤️」 stays writable, 「尿\u200B漏れ」 does not.
 */
export function hiddenCharacters(text: string): HiddenCharacter[] {
  const chars = [...text];
  const found: HiddenCharacter[] = [];
  chars.forEach((char, i) => {
    if (!IS_INVISIBLE.test(char)) return;
    const before = chars[i - 1] ?? '';
    const after = chars[i + 1] ?? '';
    const emoji =
      ((char === '\ufe0f' || char === '\ufe0e') && PICTOGRAPH.test(before)) ||
      (char === '\u200d' && PICTOGRAPH.test(before) && PICTOGRAPH.test(after.replace(/\ufe0f$/, '')));
    if (!emoji)
      found.push({
        position: i + 1,
        code: `U+${(char.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, '0')}`,
      });
  });
  return found;
}

/**
 * `template` (with `{at}` and `{code}`) filled with where `text`'s invisible characters are
 * (「3文字目に見えない文字（U+200B）があります。」), or null when it has none. A text staff
 * publish is refused with it: the check would read past the character, but a reader's search,
 * a screen reader or a copy-paste would not, and nobody means to type one.
 */
export function hiddenCharacterMessage(template: string, text: string): string | null {
  const found = hiddenCharacters(text);
  if (found.length === 0) return null;
  const shown = found.slice(0, 5);
  return fillMessage(template, {
    at: shown.map((h) => h.position).join('・') + (found.length > shown.length ? '…' : ''),
    code: [...new Set(shown.map((h) => h.code))].join('、'),
  });
}

// ---- Kana back to the rules' spelling ----

/** A word the rules name, in the spelling they match, and its reading in hiragana. */
export interface RuleWord {
  word: string;
  reading: string;
}

const JAPANESE_WORD = /^[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}ー]+$/u;

/**
 * The Japanese words the rules match: every base form and surface of the term rules, and the
 * plain alternatives of the claim words (their regular expressions' literal parts).
 */
export function ruleVocabulary(): string[] {
  const words = new Set<string>();
  for (const rule of japaneseRules) {
    for (const expression of [...rule.match, ...(rule.with ?? [])]) {
      for (const step of expression) for (const w of [...(step.base ?? []), ...(step.surface ?? [])]) words.add(w);
    }
  }
  for (const concept of Object.values(claimWords.ja)) {
    for (const source of [concept.text, concept.words]) {
      for (const w of source?.split('|') ?? []) words.add(w);
    }
  }
  return [...words].filter((w) => JAPANESE_WORD.test(w));
}

/** The endings a verb's last kana takes in its conjugations (治る: 治ら, 治り, 治っ…). */
const CONJUGATIONS: Record<string, string> = {
  る: 'らりるれろっ',
  す: 'さしすせそ',
  く: 'かきくけこい',
  ぐ: 'がぎぐげごい',
  う: 'わいうえおっ',
  つ: 'たちつてとっ',
  む: 'まみむめもん',
  ぶ: 'ばびぶべぼん',
};

/** A reading that shorter than this is not replaced: one or two kana are too often something else. */
const MIN_READING = 3;

/**
 * Every spelling of `words` a kana text may hold, as [reading, spelling] pairs, longest first: the
 * word itself (a word already in hiragana maps to itself), and for a verb each conjugated stem (なおり → 治り) when what stays of its reading
 * is long enough not to be another word.
 */
export function kanaForms(words: readonly RuleWord[]): (readonly [string, string])[] {
  const forms = new Map<string, string>();
  for (const { word, reading } of words) {
    if (reading.length >= MIN_READING) forms.set(reading, word);
    const last = word.at(-1) ?? '';
    const endings = CONJUGATIONS[last];
    if (!endings || reading.at(-1) !== last) continue;
    const head = reading.slice(0, -1);
    const stem = word.slice(0, -1);
    if (head.length < 2) continue;
    for (const ending of endings) forms.set(head + ending, stem + ending);
    // 消える, 治せる: an ichidan verb drops its る (消えます, 治せない).
    if (
      last === 'る' &&
      /[えけげせぜてでねへべぺめれいきぎしじちぢにひびぴみり]$/.test(head) &&
      head.length >= MIN_READING
    )
      forms.set(head, stem);
  }
  // A word the rules spell in hiragana (おすすめ) stays so, whatever kanji shares its reading.
  for (const { word, reading } of words) if (reading === word && word.length >= 2) forms.set(word, word);
  return [...forms].sort((a, b) => b[0].length - a[0].length);
}

/** A run of kana in either script (with the long-vowel mark), where a reading can stand. */
const KANA_RUN = /[\u3041-\u3096\u309d\u309e\u30a1-\u30fa\u30fc\u30fd\u30fe]+/gu;

/** One kana run with the rule words' readings put back in their spelling, or null if none is in it. */
function readRun(run: string, forms: readonly (readonly [string, string])[]): string | null {
  const folded = foldKana(run);
  let out = '';
  let replaced = false;
  for (let i = 0; i < folded.length; ) {
    const form = forms.find(([reading]) => folded.startsWith(reading, i));
    if (form) {
      out += form[1];
      i += form[0].length;
      replaced = true;
    } else {
      out += folded[i];
      i += 1;
    }
  }
  return replaced ? out : null;
}

/**
 * The sentence a reader reads in `morphemes` (of normalised text). Katakana, and whatever the
 * tokenizer could not place (the ょうもれがなおる of にょうもれがなおる), a reader may read as
 * plain kana: 尿ﾓﾚﾉ改善ﾆ効果的ﾃﾞｽ is 尿もれの改善に効果的です (the tokenizer takes モレノ for the name
 * Moreno), ﾆｮｳﾓﾚｶﾞﾅｵﾙ is にょうもれがなおる. Each kana run holding such a piece is read in
 * hiragana with the rule words' readings put back in the rules' spelling (にょうもれがなおる →
 * 尿漏れが治る); hiragana the tokenizer placed stays as written, so なおさら stays なおさら. Null
 * when nothing changed. The reading is checked beside the text as written, never instead of it.
 */
export function readerText(
  morphemes: readonly Morpheme[],
  forms: readonly (readonly [string, string])[],
): string | null {
  const written = morphemes.map((m) => m.surface).join('');
  const reread: boolean[] = [];
  for (const m of morphemes) {
    const placed = m.reading !== undefined && m.reading !== '*' && !/[\u30a1-\u30fa]/.test(m.surface);
    for (let i = 0; i < m.surface.length; i += 1) reread.push(!placed);
  }
  const read = written.replace(KANA_RUN, (run, at: number) => {
    if (!reread.slice(at, at + run.length).some(Boolean)) return run;
    return readRun(run, forms) ?? foldKana(run);
  });
  return read === written ? null : read;
}
