/**
 * The names the advertising check shares between the rule data (src/content/advertising-rules),
 * the matcher (check.ts), the server's tokenizer and the news editor. Plain types: the browser
 * shows hits but never matches text itself (the tokenizer stays on the server).
 */

/**
 * What a page or a news item advertises; the same word is judged differently per class.
 * `not-device` is never a page's own class: it joins a context whose product is recorded at
 * /admin/site as not a medical device (issue 43, regulatory.ts), and efficacy words are then
 * refused outright.
 */
export const productClasses = [
  'consumer-chair',
  'professional-device',
  'beauty-device',
  'general',
  'not-device',
] as const;
export type ProductClass = (typeof productClasses)[number];

export type Severity = 'error' | 'warning';

/** The languages the copy is written in; Japanese is matched on morphemes, the others on lists. */
export type CopyLanguage = 'ja' | 'en' | 'zh-cn';

/** One morpheme from the tokenizer (kuromoji's IPADIC fields, as the matcher needs them). */
export interface Morpheme {
  surface: string;
  /** The dictionary form: 治り, 治っ and 治る all have 治る. Unknown words repeat the surface. */
  base: string;
  /** Part of speech, the first IPADIC level (名詞, 動詞, 助動詞, …). */
  pos: string;
  /** The surface's reading in katakana (治り: ナオリ); absent for words the dictionary lacks. */
  reading?: string;
}

/** One step of a Japanese expression: a morpheme whose base form (or surface) is one of these. */
export interface MorphemeStep {
  base?: readonly string[];
  surface?: readonly string[];
  pos?: string;
}

/** An expression: consecutive morphemes. */
export type Expression = readonly MorphemeStep[];

interface RuleCommon {
  id: string;
  /** Severity per product class; a class not listed is not judged by this rule. */
  classes: Partial<Record<ProductClass, Severity>>;
  /** A key of `clauses` in src/content/advertising-rules/clauses.ts. */
  clause: string;
  /** Why it is a problem, one Japanese sentence. */
  reason: string;
  /** What to write instead, in Japanese. */
  rewrite: string;
  /** A negation in the same sentence (〜ではありません, not, 不) lets the sentence through. */
  negatable?: boolean;
  /** Sentences this rule must flag and must let through (the rule tests and the corpus use them). */
  examples: { flag: readonly string[]; pass: readonly string[]; productClass: ProductClass };
}

/** A Japanese term: any of `match` in a sentence, and one of `with` in the same sentence if given. */
export interface JapaneseRule extends RuleCommon {
  language: 'ja';
  match: readonly Expression[];
  with?: readonly Expression[];
}

/** An English or Chinese term: a regular expression (case-insensitive) on the NFKC text. */
export interface ListRule extends RuleCommon {
  language: 'en' | 'zh-cn';
  pattern: string;
  /** Another pattern the same sentence must contain. */
  with?: string;
}

export type TermRule = JapaneseRule | ListRule;

/**
 * The kinds of claim matched by structure rather than by a word list
 * (src/content/advertising-rules/claims.ts): any spelling, any conjugation, any of the languages.
 */
export const claimKinds = ['absolute-safety', 'guaranteed-effect', 'cure'] as const;
export type ClaimKind = (typeof claimKinds)[number];

/**
 * A word class a claim pattern names (`risk`, `none`, `symptom`…). A text segment belongs to it
 * when `text` matches there (a regular expression over the folded sentence), or when the whole
 * morpheme's base form (`words`), base reading in hiragana (`yomi`) or part of speech (`pos`)
 * does. Kana, Chinese variants and full-width forms are folded before either is tried.
 */
export interface ClaimConcept {
  text?: string;
  words?: string;
  yomi?: string;
  pos?: string;
}

/**
 * One kind of claim in one language: `patterns` are sequences of concepts (see
 * src/domain/advertising/claims.ts for the notation); the first that matches a sentence is the hit.
 */
export interface ClaimRule extends Omit<RuleCommon, 'negatable'> {
  kind: ClaimKind;
  language: CopyLanguage;
  patterns: readonly string[];
}

/**
 * A check over a block (a news item, a section's sibling texts): one of `when` appears and no
 * `basis` does. Any language: patterns on the NFKC text.
 */
export interface StructuralRule extends Omit<RuleCommon, 'negatable'> {
  when: string;
  /** Another pattern that must also appear in the block for it to count (e.g. a recommendation). */
  and?: string;
  /** A pattern whose presence in the block answers the rule (a source, a clearance number). */
  basis?: string;
  /** A page that shows the product's regulatory block (CheckContext `japaneseStatus`) answers it too. */
  answeredByJapaneseStatus?: boolean;
}

/** Where a text stands: what its page advertises and whether it links to the consumer chair. */
export interface CheckContext {
  classes: readonly ProductClass[];
  /** The page (or news item) links to the consumer chair: its medical claims are judged as that product's. */
  linksToChair?: boolean;
  /**
   * The copy stands beside the product's regulatory block, which states its class in Japan
   * (issue 43): a foreign approval in it is answered.
   */
  japaneseStatus?: boolean;
}

/** One finding, ready to show: the words, the clause, why, and what to write instead. */
export interface AdvertisingHit {
  rule: string;
  severity: Severity;
  words: string;
  sentence: string;
  clause: string;
  clauseLabel: string;
  reason: string;
  rewrite: string;
}

/**
 * What a page's copy advertises, recorded beside the copy in its content module's index.ts and
 * read by npm run lint:copy. `linksToChair`: the page's own content (not the header or footer)
 * links to the consumer chair, so a medical claim on it is judged as that product's.
 */
export interface CopyAdvertising {
  classes: readonly ProductClass[];
  linksToChair: boolean;
  /** The page shows the regulatory block beside this copy (CheckContext `japaneseStatus`). */
  japaneseStatus?: boolean;
  /** Top-level sections of the copy that advertise something else than the page. */
  sections?: Readonly<
    Record<string, { classes: readonly ProductClass[]; linksToChair: boolean; japaneseStatus?: boolean }>
  >;
}
