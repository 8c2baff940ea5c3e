/**
 * The advertising rule set: kinds of claim matched by structure in every language, Japanese terms
 * on morphemes, English and Chinese lists, checks over blocks, the clauses they cite, and the
 * exceptions the shipped copy keeps (exceptions.ts).
 * What each rule means and how to add one: docs/advertising-rules.md.
 */
export { claimRules, claimWords } from './claims.ts';
export { type ClauseId, clauses } from './clauses.ts';
export { structuralRules } from './structural.ts';
export { listRules } from './terms-en-zh.ts';
export { japaneseRules } from './terms-ja.ts';
