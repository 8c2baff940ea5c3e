/**
 * Matches text against the advertising rules (src/content/advertising-rules). Japanese arrives
 * as morphemes from the server's tokenizer (src/server/content/advertising.server.ts), so a rule
 * names a base form once and every conjugation matches; English and Chinese are matched on the
 * text. Everything is read in one normal form first (normal-form.ts: invisible characters out,
 * NFKC), so full-width ＦＤＡ, Ｎｏ．１ and 尿\u200B漏れ match as well.
 * Pure functions: the same code judges the shipped copy (npm run lint:copy) and the news editor.
 */
import {
  claimRules,
  claimWords,
  clauses,
  japaneseRules,
  listRules,
  structuralRules,
} from '../../content/advertising-rules/index.ts';
import { type ClaimToken, findClaims, japaneseTokens, plainTokens } from './claims.ts';
import { normaliseCopy } from './normal-form.ts';
import type {
  AdvertisingHit,
  CheckContext,
  CopyLanguage,
  Expression,
  JapaneseRule,
  ListRule,
  Morpheme,
  MorphemeStep,
  ProductClass,
  Severity,
  StructuralRule,
} from './types.ts';

export { normaliseCopy };

const clauseLabel = (clause: string): string => (clauses as Record<string, string>)[clause] ?? clause;

const chairLinkNote =
  '（このページは一般向けチェアにリンクしており、製品の広告として判断されます：平成10年 医薬監第148号）';

/**
 * The strictest severity among the classes the text advertises. A text that links to the
 * consumer chair is judged as that product's advertising too; `viaChair` says that is why.
 */
function severityOf(
  classes: Partial<Record<ProductClass, Severity>>,
  context: CheckContext,
): { severity: Severity; viaChair: boolean } | null {
  const own = context.classes.map((c) => classes[c]).filter((s): s is Severity => s !== undefined);
  const ownWorst: Severity | null = own.includes('error') ? 'error' : own.length > 0 ? 'warning' : null;
  const chair = context.linksToChair ? classes['consumer-chair'] : undefined;
  if (chair === 'error' && ownWorst !== 'error') return { severity: 'error', viaChair: true };
  if (ownWorst) return { severity: ownWorst, viaChair: false };
  return chair ? { severity: chair, viaChair: true } : null;
}

function hitOf(
  rule: { id: string; clause: string; reason: string; rewrite: string },
  judged: { severity: Severity; viaChair: boolean },
  words: string,
  sentence: string,
): AdvertisingHit {
  return {
    rule: judged.viaChair ? `${rule.id}/chair-link` : rule.id,
    severity: judged.severity,
    words,
    sentence,
    clause: judged.viaChair ? `${rule.clause} mhlw-148` : rule.clause,
    clauseLabel: judged.viaChair ? `${clauseLabel(rule.clause)}、${clauseLabel('mhlw-148')}` : clauseLabel(rule.clause),
    reason: judged.viaChair ? `${rule.reason}${chairLinkNote}` : rule.reason,
    rewrite: rule.rewrite,
  };
}

// ---- Japanese, on morphemes ----

const stepMatches = (step: MorphemeStep, m: Morpheme): boolean =>
  (step.base === undefined || step.base.includes(m.base) || step.base.includes(m.surface)) &&
  (step.surface === undefined || step.surface.includes(m.surface)) &&
  (step.pos === undefined || step.pos === m.pos);

/** Where `expression` starts in `sentence` and how many morphemes it covers, or null. */
function find(
  sentence: readonly Morpheme[],
  expressions: readonly Expression[],
): { at: number; length: number } | null {
  for (let at = 0; at < sentence.length; at++) {
    for (const expression of expressions) {
      if (expression.length === 0 || at + expression.length > sentence.length) continue;
      if (expression.every((step, i) => stepMatches(step, sentence[at + i] as Morpheme))) {
        return { at, length: expression.length };
      }
    }
  }
  return null;
}

const sentenceEnds = new Set(['。', '!', '?', '\n', '．']);

/** Sentences as morpheme runs, split after 。！？ and line breaks. */
export function sentencesOf(morphemes: readonly Morpheme[]): Morpheme[][] {
  const sentences: Morpheme[][] = [[]];
  for (const m of morphemes) {
    (sentences.at(-1) as Morpheme[]).push(m);
    if (sentenceEnds.has(m.surface) || m.surface.includes('\n')) sentences.push([]);
  }
  return sentences.filter((s) => s.length > 0);
}

/** 〜ない, 〜ません, 〜ず after the match: the sentence denies the claim (a disclaimer). */
const deniedAfter = (sentence: readonly Morpheme[], from: number): boolean =>
  sentence
    .slice(from)
    .some((m) => (m.pos === '助動詞' || m.pos === '形容詞') && ['ない', 'ぬ', 'ん', 'ず'].includes(m.base));

const surfaceOf = (morphemes: readonly Morpheme[]): string => morphemes.map((m) => m.surface).join('');

function checkJapaneseSentence(sentence: Morpheme[], rule: JapaneseRule, context: CheckContext): AdvertisingHit | null {
  const judged = severityOf(rule.classes, context);
  if (!judged) return null;
  const found = find(sentence, rule.match);
  if (!found) return null;
  let words = surfaceOf(sentence.slice(found.at, found.at + found.length));
  if (rule.with) {
    const other = find(sentence, rule.with);
    if (!other) return null;
    const otherWords = surfaceOf(sentence.slice(other.at, other.at + other.length));
    if (otherWords !== words) words = other.at < found.at ? `${otherWords}…${words}` : `${words}…${otherWords}`;
  }
  if (rule.negatable && deniedAfter(sentence, found.at)) return null;
  return hitOf(rule, judged, words, surfaceOf(sentence).trim());
}

/**
 * One hit per clause in a sentence, the strictest: 「尿もれの改善」 is a claim, and reporting
 * the symptom word on its own as well would only repeat it.
 */
function strictestPerClause(hits: AdvertisingHit[]): AdvertisingHit[] {
  const kept = new Map<string, AdvertisingHit>();
  for (const hit of hits) {
    const seen = kept.get(hit.clause);
    if (!seen || (seen.severity === 'warning' && hit.severity === 'error')) kept.set(hit.clause, hit);
  }
  return [...kept.values()];
}

/** The claims of each kind (absolute safety, guaranteed effect, cure) in one sentence. */
function claimHits(line: string, tokens: readonly ClaimToken[], language: CopyLanguage, context: CheckContext) {
  return findClaims(line, tokens, language, claimRules, claimWords[language]).flatMap(({ rule, words }) => {
    const judged = severityOf(rule.classes, context);
    return judged ? [hitOf(rule, judged, words, line.trim())] : [];
  });
}

/** Every Japanese term and claim hit in tokenized text (morphemes of the NFKC-normalised text). */
export function checkMorphemes(morphemes: readonly Morpheme[], context: CheckContext): AdvertisingHit[] {
  const hits: AdvertisingHit[] = [];
  for (const sentence of sentencesOf(morphemes)) {
    const { line, tokens } = japaneseTokens(sentence);
    const found = japaneseRules.map((rule) => checkJapaneseSentence(sentence, rule, context));
    const terms = found.filter((hit): hit is AdvertisingHit => hit !== null);
    hits.push(...strictestPerClause([...claimHits(line, tokens, 'ja', context), ...terms]));
  }
  return hits;
}

// ---- English and Chinese, on lists ----

const negations: Record<'en' | 'zh-cn', RegExp> = {
  en: /\b(not|never|no)\b|n't\b/i,
  'zh-cn': /(不|非|并非|无意)/,
};

/** Sentences of English or Chinese text. */
export const plainSentences = (text: string): string[] =>
  text
    .split(/(?<=[.!?。！？])\s+|(?<=[。！？])|\n+/)
    .map((s) => s.trim())
    .filter(Boolean);

const regex = (pattern: string) => new RegExp(pattern, 'iu');

function checkListSentence(sentence: string, rule: ListRule, context: CheckContext): AdvertisingHit | null {
  const judged = severityOf(rule.classes, context);
  if (!judged) return null;
  const found = regex(rule.pattern).exec(sentence);
  if (!found) return null;
  let words = found[0];
  if (rule.with) {
    const other = regex(rule.with).exec(sentence);
    if (!other) return null;
    words = `${words}…${other[0]}`;
  }
  if (rule.negatable && negations[rule.language].test(sentence)) return null;
  return hitOf(rule, judged, words, sentence);
}

/** Every English or Chinese term and claim hit in text. */
export function checkListText(text: string, language: 'en' | 'zh-cn', context: CheckContext): AdvertisingHit[] {
  const hits: AdvertisingHit[] = [];
  const rules = listRules.filter((r) => r.language === language);
  for (const sentence of plainSentences(normaliseCopy(text))) {
    const found = rules.map((rule) => checkListSentence(sentence, rule, context));
    const terms = found.filter((hit): hit is AdvertisingHit => hit !== null);
    const claims = claimHits(sentence, plainTokens(sentence, language), language, context);
    hits.push(...strictestPerClause([...claims, ...terms]));
  }
  return hits;
}

// ---- Blocks ----

function checkStructural(block: string, rule: StructuralRule, context: CheckContext): AdvertisingHit | null {
  const judged = severityOf(rule.classes, context);
  if (!judged) return null;
  if (rule.answeredByJapaneseStatus && context.japaneseStatus) return null;
  const found = regex(rule.when).exec(block);
  if (!found) return null;
  if (rule.and && !regex(rule.and).test(block)) return null;
  if (rule.basis && regex(rule.basis).test(block)) return null;
  const sentence = plainSentences(block).find((s) => regex(rule.when).test(s)) ?? block;
  return hitOf(rule, judged, found[0], sentence);
}

/** The checks over a block of texts that belong together (a news item, a section). */
export function checkBlock(texts: readonly string[], context: CheckContext): AdvertisingHit[] {
  const block = normaliseCopy(texts.join('\n'));
  return structuralRules
    .map((rule) => checkStructural(block, rule, context))
    .filter((hit): hit is AdvertisingHit => hit !== null);
}

/** Errors first, then warnings, each in text order (the order they were found). */
export const sortHits = <Hit extends AdvertisingHit>(hits: readonly Hit[]): Hit[] =>
  [...hits].sort((a, b) => (a.severity === b.severity ? 0 : a.severity === 'error' ? -1 : 1));

export type { CopyLanguage };
