/**
 * Claims matched by kind, not by word list: a sentence is folded (NFKC, katakana to hiragana,
 * traditional to simplified Chinese, one dash and one apostrophe), cut into segments at its
 * morphemes or words and at every concept's match, and each segment is tagged with the concepts
 * it belongs to (`risk`, `none`, `symptom`…: src/content/advertising-rules/claim-words-*.ts).
 * A claim pattern is then a sequence of tags, so 「副作用は一切ありません」, "without any side
 * effects" and 「无任何副作用」 are one pattern each: `risk (particle|all|exist)* none`.
 *
 * Pattern notation (compiled to a regular expression over the tagged segments):
 *   name      a segment tagged `name`          _        any segment but a clause break
 *   ^name     any segment but `name` or a break
 *   (a b|c)   a group with alternatives        ? * + {m,n}, with ? after for the shortest
 *   !(…)      not followed by …                <!(…)    not preceded by …
 * Pure functions: the Japanese morphemes come from the server's tokenizer.
 */
import { chineseVariants } from '../../content/advertising-rules/chinese-variants.ts';
import type { ClaimConcept, ClaimRule, CopyLanguage, Morpheme } from './types.ts';

/** Katakana to hiragana, one character for one: ナオル and なおる meet. */
export const foldKana = (text: string): string =>
  text.replace(/[\u30a1-\u30f6]/g, (c) => String.fromCharCode(c.charCodeAt(0) - 0x60));

const variants = new Map([...chineseVariants].map((pair) => [pair[0], pair[1]] as const));

/** Traditional to simplified, character for character (擺脫 to 摆脱), for the Chinese lexicon. */
export const foldChinese = (text: string): string => [...text].map((c) => variants.get(c) ?? c).join('');

/** Dashes and apostrophes of every kind as ASCII, one character for one (side‑effect, don’t). */
const foldPunctuation = (text: string): string =>
  text.replace(/[\u2010-\u2015\u2212]/g, '-').replace(/[\u2018\u2019\u02bc]/g, "'");

/** The folded sentence keeps the length of the NFKC one, so a match's offsets show its words. */
export function foldFor(language: CopyLanguage, text: string): string {
  const folded = foldPunctuation(foldKana(text));
  return language === 'zh-cn' ? foldChinese(folded) : folded;
}

/** A unit of the sentence: a morpheme (Japanese), a word or sign (English), a character (Chinese). */
export interface ClaimToken {
  start: number;
  end: number;
  /** Folded base form (Japanese) or the word itself. */
  lemma: string;
  /** The base form's reading in hiragana (Japanese): 直る and 治る both read なおる. */
  yomi?: string;
  pos?: string;
}

/**
 * The base form's reading: the surface's reading with the surface's kana ending swapped for the
 * base form's (治り ナオリ, base 治る: なお + る). Undefined when the reading does not end so.
 */
export function baseReading(m: Morpheme): string | undefined {
  if (!m.reading || m.reading === '*') return undefined;
  const reading = foldKana(m.reading);
  if (m.surface === m.base) return reading;
  let shared = 0;
  while (shared < m.surface.length && m.surface[shared] === m.base[shared]) shared++;
  const surfaceTail = foldKana(m.surface.slice(shared));
  if (!reading.endsWith(surfaceTail)) return undefined;
  return reading.slice(0, reading.length - surfaceTail.length) + foldKana(m.base.slice(shared));
}

/** A Japanese sentence's morphemes as tokens of its surface line. */
export function japaneseTokens(sentence: readonly Morpheme[]): { line: string; tokens: ClaimToken[] } {
  const tokens: ClaimToken[] = [];
  let line = '';
  for (const m of sentence) {
    const yomi = baseReading(m);
    tokens.push({
      start: line.length,
      end: line.length + m.surface.length,
      lemma: foldKana(m.base),
      pos: m.pos,
      ...(yomi ? { yomi } : {}),
    });
    line += m.surface;
  }
  return { line, tokens };
}

/** Words and signs (English); each Han character on its own (Chinese has no spaces to split on). */
export function plainTokens(line: string, language: 'en' | 'zh-cn'): ClaimToken[] {
  const unit = language === 'zh-cn' ? /\p{Script=Han}|[\p{L}\p{N}]+|\S/gu : /[\p{L}\p{N}]+(?:'\p{L}+)?|\S/gu;
  return [...line.matchAll(unit)].map((m) => ({
    start: m.index,
    end: m.index + m[0].length,
    lemma: m[0].toLowerCase(),
  }));
}

interface Segment {
  start: number;
  end: number;
  tags: Set<string>;
}

const whole = new Map<string, RegExp>();
const fullMatch = (source: string, value: string): boolean => {
  let re = whole.get(source);
  if (!re) {
    re = new RegExp(`^(?:${foldKana(source)})$`, 'iu');
    whole.set(source, re);
  }
  return re.test(value);
};

const texts = new Map<string, RegExp>();
const textOf = (source: string): RegExp => {
  let re = texts.get(source);
  if (!re) {
    re = new RegExp(foldKana(source), 'giu');
    texts.set(source, re);
  }
  return re;
};

/** The sentence cut at its tokens and at every concept's text match, each piece tagged. */
function segmentsOf(line: string, tokens: readonly ClaimToken[], concepts: Record<string, ClaimConcept>): Segment[] {
  const cuts = new Set<number>([0, line.length]);
  for (const t of tokens) cuts.add(t.start).add(t.end);
  const spans: { name: string; start: number; end: number }[] = [];
  for (const [name, concept] of Object.entries(concepts)) {
    if (!concept.text) continue;
    for (const m of line.matchAll(textOf(concept.text))) {
      if (m[0].length === 0) continue;
      spans.push({ name, start: m.index, end: m.index + m[0].length });
      cuts.add(m.index).add(m.index + m[0].length);
    }
  }
  const at = [...cuts].sort((a, b) => a - b);
  const segments: Segment[] = [];
  for (let i = 0; i + 1 < at.length; i++) {
    const start = at[i] as number;
    const end = at[i + 1] as number;
    const piece = line.slice(start, end);
    if (piece.trim() === '') continue;
    const tags = new Set(spans.filter((s) => s.start <= start && end <= s.end).map((s) => s.name));
    const token = tokens.find((t) => t.start === start && t.end === end);
    const key = token ? token.lemma : piece.trim().toLowerCase();
    for (const [name, c] of Object.entries(concepts)) {
      if (
        (c.words && (fullMatch(c.words, key) || fullMatch(c.words, piece))) ||
        (c.yomi && token?.yomi && fullMatch(c.yomi, token.yomi)) ||
        (c.pos && token?.pos === c.pos)
      )
        tags.add(name);
    }
    segments.push({ start, end, tags });
  }
  return segments;
}

const render = (segments: readonly Segment[]): string => segments.map((s) => `<|${[...s.tags].join('|')}|>`).join('');

const tagged = (name: string) => String.raw`<[^<>]*\|${name}\|[^<>]*>`;
const anyBut = (...names: string[]) => String.raw`<(?![^<>]*\|(?:${names.join('|')})\|)[^<>]*>`;

/** Compiles the pattern notation above; a clause break is the concept `break`. */
export function compilePattern(pattern: string): RegExp {
  const parts = pattern.match(/<!\(|!\(|\(|\)|\||\{\d+,\d*\}\??|[?*+]\??|\^?[\w-]+|_/g) ?? [];
  let source = '';
  for (const part of parts) {
    if (part === '<!(') source += '(?<!';
    else if (part === '!(') source += '(?!';
    else if (part === '(') source += '(?:';
    else if (part === ')' || part === '|' || /^[{?*+]/.test(part)) source += part;
    else if (part === '_') source += `(?:${anyBut('break')})`;
    else if (part.startsWith('^')) source += `(?:${anyBut('break', part.slice(1))})`;
    else source += `(?:${tagged(part)})`;
  }
  return new RegExp(source, 'u');
}

const compiled = new Map<string, RegExp>();
const patternOf = (pattern: string): RegExp => {
  let re = compiled.get(pattern);
  if (!re) {
    re = compilePattern(pattern);
    compiled.set(pattern, re);
  }
  return re;
};

export interface ClaimFound {
  rule: ClaimRule;
  /** The claim's words, from the NFKC sentence. */
  words: string;
}

/**
 * The claims in one sentence: for each rule of the language, the first pattern that matches.
 * `line` is the NFKC sentence, `tokens` its units (offsets in `line`).
 */
export function findClaims(
  line: string,
  tokens: readonly ClaimToken[],
  language: CopyLanguage,
  rules: readonly ClaimRule[],
  concepts: Record<string, ClaimConcept>,
): ClaimFound[] {
  const segments = segmentsOf(foldFor(language, line), tokens, concepts);
  const rendered = render(segments);
  const found: ClaimFound[] = [];
  for (const rule of rules) {
    if (rule.language !== language) continue;
    for (const pattern of rule.patterns) {
      const m = patternOf(pattern).exec(rendered);
      if (!m) continue;
      const first = rendered.slice(0, m.index).split('<').length - 1;
      const last = first + m[0].split('<').length - 2;
      // Whole morphemes or words: 治せる, not the 治せ that the concept's text matched.
      const from = segments[first]?.start ?? 0;
      const to = segments[last]?.end ?? line.length;
      const start = tokens.find((t) => t.start <= from && from < t.end)?.start ?? from;
      const end = tokens.find((t) => t.start < to && to <= t.end)?.end ?? to;
      found.push({ rule, words: line.slice(start, end).trim() });
      break;
    }
  }
  return found;
}
