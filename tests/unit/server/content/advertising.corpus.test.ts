/**
 * Precision and recall of the advertising check on a hand-labelled corpus: the rules' own
 * examples (labelled by the rule that carries them) and realistic copy (advertising.corpus.ts).
 * A sentence counts as flagged when it gets any hit, error or warning: both stop a reviewer.
 * The figures are printed for the docs (docs/advertising-rules.md#how-well-it-does).
 */
import { expect, it } from 'vitest';
import { claimRules, japaneseRules, listRules } from '../../../../src/content/advertising-rules/index.ts';
import { checkCopy } from '../../../../src/server/content/advertising.server.ts';
import { type LabelledSentence, realisticCopy } from './advertising.corpus.ts';

const fromRules: LabelledSentence[] = [...claimRules, ...japaneseRules, ...listRules].flatMap((rule) => [
  ...rule.examples.flag.map((text) => ({
    text,
    language: rule.language,
    classes: [rule.examples.productClass],
    label: 'flag' as const,
  })),
  ...rule.examples.pass.map((text) => ({
    text,
    language: rule.language,
    classes: [rule.examples.productClass],
    label: 'pass' as const,
  })),
]);

// The first check loads the dictionary (seconds on a loaded machine) and Japanese is read twice.
it('flags what a reviewer would, and little else', { timeout: 60_000 }, async () => {
  const corpus = [...fromRules, ...realisticCopy];
  expect(realisticCopy.length).toBeGreaterThanOrEqual(30);
  expect(corpus.length).toBeGreaterThanOrEqual(60);
  const score = async (sentences: LabelledSentence[]) => {
    let tp = 0;
    let fp = 0;
    let fn = 0;
    const misses: string[] = [];
    for (const s of sentences) {
      const hits = await checkCopy([s.text], s.language, { classes: s.classes, linksToChair: s.linksToChair ?? false });
      const flagged = hits.length > 0;
      if (flagged && s.label === 'flag') tp++;
      else if (flagged) {
        fp++;
        misses.push(`false positive: ${s.text} (${hits.map((h) => h.rule).join(', ')})`);
      } else if (s.label === 'flag') {
        fn++;
        misses.push(`missed: ${s.text}`);
      }
    }
    return { n: sentences.length, precision: tp / (tp + fp), recall: tp / (tp + fn), misses };
  };
  const all = await score(corpus);
  const realistic = await score(realisticCopy);
  const pct = (x: number) => `${(x * 100).toFixed(1)}%`;
  console.info(
    [
      `advertising check, all ${all.n} sentences: precision ${pct(all.precision)}, recall ${pct(all.recall)}`,
      `realistic copy only, ${realistic.n} sentences: precision ${pct(realistic.precision)}, recall ${pct(realistic.recall)}`,
      ...all.misses.map((m) => `  ${m}`),
    ].join('\n'),
  );
  expect(all.precision).toBeGreaterThanOrEqual(0.9);
  expect(all.recall).toBeGreaterThanOrEqual(0.85);
  expect(realistic.precision).toBeGreaterThanOrEqual(0.85);
  expect(realistic.recall).toBeGreaterThanOrEqual(0.75);
});
